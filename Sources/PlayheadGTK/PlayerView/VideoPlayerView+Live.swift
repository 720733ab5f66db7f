internal import CGTK
import PlayheadCore

/// A live stream's window in the view: the LIVE badge in the trailing time's place, lit at the
/// live edge and grey behind it; its button (the trailing time's) goes to the edge, and tells a
/// screen reader how far behind the viewer is.
extension VideoPlayerView {
  /// Shows the viewer at the live edge or behind it on the badge, made the first time a live
  /// stream's window shows; nothing for other media.
  func syncLive(at now: Double) {
    guard let window = controller.liveWindow else { return }
    if liveBadge == nil, let measurer = billboard.measurer {
      let font = layout.labelFont
      liveBadge = LiveBadge(font: Font(name: "DejaVu Sans Bold", size: font.size), measurer: measurer)
    }
    liveBadge?.show(atEdge: window.isAtEdge(controller.timeline.position), at: now)
    let description = controller.positionAccessibilityText
    guard description != spoken.live else { return }
    spoken.live = description
    playhead_accessible_set_description(bar.trailingButton, description)
  }

  /// The LIVE badge's picture at `now`, over the trailing time's box, ringed with the focus;
  /// `nil` without a live stream's window.
  func shownLiveBadge(at now: Double) -> Scene? {
    guard controller.liveWindow != nil, let liveBadge else { return nil }
    return liveBadge.scene(
      in: layout.trailingLabel, layout: layout, at: now,
      isFocused: gtk_widget_has_visible_focus(bar.trailingButton) != 0)
  }
}
