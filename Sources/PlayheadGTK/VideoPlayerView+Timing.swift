internal import CGTK
import PlayheadCore

extension VideoPlayerView {
  /// How often the timer runs while anything can change with time alone.
  static let timerInterval: guint = 250

  /// Runs the timer while the controller needs ticks (`needsTicks`), and stops it otherwise, so
  /// a paused player with its controls shown does no work.
  func scheduleTimer() {
    let needed = controller.needsTicks
    if needed, timer == 0 {
      timer = connections.addTimeout(milliseconds: Self.timerInterval) { [weak self] in
        self?.timerFired() ?? false
      }
    } else if !needed, timer != 0 {
      connections.removeTimeout(timer)
      timer = 0
    }
  }

  /// One tick; `false` ends the timer.
  private func timerFired() -> Bool {
    let source = timer
    controller.tick(at: MainLoop.now)
    sync()
    // sync stopped it (then it is gone already), or started another.
    return timer == source
  }

  /// Applies the overlay's opacity; while it fades, repeats on every frame.
  func syncOpacity(at now: Double) {
    let opacity = controller.overlay.opacity(at: now)
    gtk_widget_set_opacity(controls, opacity)
    gtk_widget_set_visible(controls, opacity > 0.001 ? 1 : 0)
    let target = controller.overlay.isVisible ? 1.0 : 0.0
    guard abs(opacity - target) > 0.001, fadeTick == 0 else { return }
    fadeTick = connections.addTick(to: gtkWidget) { [weak self] time in self?.fadeStep(at: time) ?? false }
  }

  /// One frame of the fade; `false` ends the ticks once it is over.
  private func fadeStep(at time: Double) -> Bool {
    let opacity = controller.overlay.opacity(at: time)
    gtk_widget_set_opacity(controls, opacity)
    gtk_widget_set_visible(controls, opacity > 0.001 ? 1 : 0)
    coverMayHaveChanged()
    guard abs(opacity - (controller.overlay.isVisible ? 1 : 0)) > 0.001 else {
      fadeTick = 0
      return false
    }
    return true
  }
}
