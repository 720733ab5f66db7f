internal import CGTK
import PlayheadCore

/// The controls bar's widgets: the buttons, sliders and labels, which take input and speak to
/// assistive technology but draw nothing (the bar is blended into the video, `SceneLayer`s),
/// and the menus they open. A `VideoPlayerView` places them by its `OverlayLayout`.
@MainActor
final class ControlBar {
  let playButton = PlayButtonWidget(PlayButton(mode: .play))
  let backButton = SeekButtonWidget(SeekButtonControl(button: PlayerOverlay.seekButton(.backward)))
  let forwardButton = SeekButtonWidget(SeekButtonControl(button: PlayerOverlay.seekButton(.forward)))
  let volumeButton = VolumeButtonWidget(VolumeButton())
  let scrubber = playhead_scale_new()!
  let volumeScale = playhead_scale_new()!
  let elapsedLabel = gtk_label_new("--:--")!
  let trailingLabel = gtk_label_new("--:--")!
  /// The trailing time as a button: a click (or Space or Enter) shows the remaining time
  /// instead of the total, and back.
  let trailingButton = gtk_button_new()!
  /// The speed button, which opens `speedMenu`; its face is blended into the video.
  let speedButton = gtk_button_new()!
  let speedMenu: ChoiceMenu
  /// The sound-and-subtitles button, which opens `tracksMenu`, shown while the media has
  /// streams to choose from; its face is blended into the video.
  let tracksButton = gtk_button_new()!
  let tracksMenu: ChoiceMenu
  /// The quality button, which opens `qualityMenu`, shown while an adaptive stream has variants
  /// to choose from; its face is blended into the video.
  let qualityButton = gtk_button_new()!
  let qualityMenu: ChoiceMenu
  /// The queue's previous and next buttons and its list button, shown while the queue holds
  /// more than one item; their faces are blended into the video.
  let previousButton = gtk_button_new()!
  let nextButton = gtk_button_new()!
  let queueButton = gtk_button_new()!
  let queueMenu: QueueMenu
  /// The "⋯" button and its menu, holding what the bar has no room for.
  let overflow: OverflowMenu

  init() {
    speedMenu = ChoiceMenu(openedBy: speedButton)
    tracksMenu = ChoiceMenu(openedBy: tracksButton)
    qualityMenu = ChoiceMenu(openedBy: qualityButton)
    queueMenu = QueueMenu(openedBy: queueButton)
    overflow = OverflowMenu(volume: gtk_range_get_adjustment(playhead_range(volumeScale)))
  }
}
