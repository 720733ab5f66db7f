import CGTK
import PlayheadCore

extension VideoPlayerView {
  /// How often the timer runs while anything can change with time alone.
  static let timerInterval: guint = 250

  /// Runs the timer while playing, loading, stalled or counting down to hiding the controls;
  /// stops it otherwise, so a paused player with its controls shown does no work.
  func scheduleTimer(_ state: PlayerState) {
    let needed =
      state == .playing || state == .loading || state == .stalled || controller.overlay.hideTime != nil
    if needed, timer == 0 {
      timer = g_timeout_add(
        Self.timerInterval,
        { data in
          MainActor.assumeIsolated { VideoPlayerView.owner(data).timerFired() }
        }, Unmanaged.passUnretained(self).toOpaque())
    } else if !needed, timer != 0 {
      g_source_remove(timer)
      timer = 0
    }
  }

  private func timerFired() -> gboolean {
    let source = timer
    controller.tick(at: MainLoop.now)
    sync()
    guard timer == source else { return 0 }  // sync stopped it, or started another
    return 1
  }

  /// Applies the overlay's opacity; while it fades, repeats on every frame.
  func syncOpacity(at now: Double) {
    let opacity = controller.overlay.opacity(at: now)
    gtk_widget_set_opacity(controls, opacity)
    gtk_widget_set_visible(controls, opacity > 0.001 ? 1 : 0)
    let target = controller.overlay.isVisible ? 1.0 : 0.0
    guard abs(opacity - target) > 0.001, fadeTick == 0 else { return }
    fadeTick = gtk_widget_add_tick_callback(
      widget,
      { _, clock, data in
        MainActor.assumeIsolated {
          VideoPlayerView.owner(data).fadeStep(at: Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000)
        }
      }, Unmanaged.passUnretained(self).toOpaque(), nil)
  }

  private func fadeStep(at time: Double) -> gboolean {
    let opacity = controller.overlay.opacity(at: time)
    gtk_widget_set_opacity(controls, opacity)
    gtk_widget_set_visible(controls, opacity > 0.001 ? 1 : 0)
    coverMayHaveChanged()
    guard abs(opacity - (controller.overlay.isVisible ? 1 : 0)) > 0.001 else {
      fadeTick = 0
      return 0
    }
    return 1
  }

  static func owner(_ data: gpointer?) -> VideoPlayerView {
    Unmanaged<VideoPlayerView>.fromOpaque(data!).takeUnretainedValue()
  }
}
