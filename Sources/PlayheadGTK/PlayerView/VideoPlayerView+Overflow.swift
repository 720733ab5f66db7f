internal import CGTK
import PlayheadCore

/// The overflow ("⋯") menu: each control the bar has no room for (`OverlayLayout.overflowed`)
/// does there what it does in the bar, and a menu of its own opens above the "⋯" button.
extension VideoPlayerView {
  /// Connects the overflow's button and entries.
  func connectOverflow() {
    connections.connect(bar.overflow.button, "clicked", as: Signal.plain) { [unowned self] in
      bar.overflow.popover.open()
    }
    redrawOnFocusChange(of: bar.overflow.button)
    keepControlsShown(while: bar.overflow.popover)
    bar.overflow.onVolume = { [unowned self] value in
      controller.perform(.setVolume(value), at: MainLoop.now)
      return true
    }
    bar.overflow.onChoose = { [unowned self] control in choose(control) }
  }

  /// The overflow's entries as the layout and the player are now.
  func syncOverflow() {
    let isMuted = controller.isMuted
    bar.overflow.show(
      layout.overflowed.map { control in
        let isEnabled =
          switch control {
          case .previous: queue.hasPrevious
          case .next: queue.hasNext
          case .speed: controller.info?.isLive != true
          default: true
          }
        let text = control.overflowText(
          isMuted: isMuted, speed: controller.speed, quality: controller.qualityMenu.summary,
          skipSeconds: controller.skipSeconds)
        return OverflowMenu.Entry(control: control, text: text, isEnabled: isEnabled)
      })
  }

  /// Does what `control`'s entry in the overflow menu asks.
  private func choose(_ control: OverlayControl) {
    switch control {
    case .volumeButton: controller.perform(.toggleMute, at: MainLoop.now)
    case .previous: session.perform(.previous)
    case .next: session.perform(.next)
    case .queueList: bar.queueMenu.popover.open(above: bar.overflow.button)
    case .tracks: bar.tracksMenu.popover.open(above: bar.overflow.button)
    case .speed: bar.speedMenu.popover.open(above: bar.overflow.button)
    case .quality: bar.qualityMenu.popover.open(above: bar.overflow.button)
    // The SeekButtons always have room in the row, and the slider's entry is a slider.
    case .back, .forward, .volumeSlider: break
    }
    setNeedsSync()
  }
}
