internal import CGTK
import PlayheadCore

/// The overflow ("⋯") menu: each control the bar has no room for (`OverlayLayout.overflowed`)
/// does there what it does in the bar, and a menu of its own opens above the "⋯" button.
extension VideoPlayerView {
  /// Connects the overflow's button and entries.
  func connectOverflow() {
    connections.connect(overflow.button, "clicked", as: Signal.plain) { [unowned self] in
      overflow.popover.open()
    }
    redrawOnFocusChange(of: overflow.button)
    keepControlsShown(while: overflow.popover)
    overflow.onVolume = { [unowned self] value in
      controller.perform(.setVolume(value), at: MainLoop.now)
      return true
    }
    overflow.onChoose = { [unowned self] control in choose(control) }
  }

  /// The overflow's entries as the layout and the player are now.
  func syncOverflow() {
    let isMuted = controller.isMuted
    overflow.show(
      layout.overflowed.map { control in
        let isEnabled =
          switch control {
          case .previous: queue.hasPrevious
          case .next: queue.hasNext
          case .speed: controller.info?.isLive != true
          default: true
          }
        let text = control.overflowText(isMuted: isMuted, speed: controller.speed)
        return OverflowMenu.Entry(control: control, text: text, isEnabled: isEnabled)
      })
  }

  /// Does what `control`'s entry in the overflow menu asks.
  private func choose(_ control: OverlayControl) {
    switch control {
    case .volumeButton: controller.perform(.toggleMute, at: MainLoop.now)
    case .previous: session.perform(.previous)
    case .next: session.perform(.next)
    case .queueList: queueMenu.popover.open(above: overflow.button)
    case .tracks: tracksMenu.popover.open(above: overflow.button)
    case .speed: speedMenu.popover.open(above: overflow.button)
    // The SeekButtons always have room in the row, and the slider's entry is a slider.
    case .back, .forward, .volumeSlider: break
    }
    setNeedsSync()
  }
}
