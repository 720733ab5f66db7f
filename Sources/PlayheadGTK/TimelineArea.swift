internal import CGTK
import PlayheadCairo
import PlayheadCore

/// The controls bar's backdrop: a drawing area under the bar's widgets that draws the core's
/// `OverlayTimeline` (the shade, the scrubber and the two times) with the scene renderer, exactly
/// as the headless snapshot draws it. The scrubber and label widgets above it take input and
/// speak to assistive technology but draw nothing of their own. It redraws only when what it
/// shows or where changes.
@MainActor
final class TimelineArea {
  let widget: UnsafeMutablePointer<GtkWidget>
  private let connections = Connections()
  private var timeline = OverlayTimeline(position: nil, info: nil)
  private var layout = OverlayLayout(size: Size(width: 0, height: 0))

  init() {
    widget = playhead_drawing_area_new(GTK_ACCESSIBLE_ROLE_PRESENTATION)
    g_object_ref_sink(widget)
    gtk_widget_set_can_target(widget, 0)
    connections.setDrawFunction(of: widget) { [weak self] cr, _, _ in self?.draw(cr) }
  }

  isolated deinit {
    tearDown()
    g_object_unref(widget)
  }

  /// Stops drawing.
  func tearDown() { connections.removeAll() }

  /// Shows `timeline` placed by `layout` (in the player's coordinates; the area covers
  /// `layout.bar`), redrawing only when either changed.
  func show(_ timeline: OverlayTimeline, in layout: OverlayLayout) {
    guard timeline != self.timeline || layout != self.layout else { return }
    self.timeline = timeline
    self.layout = layout
    gtk_widget_queue_draw(widget)
  }

  private func draw(_ cr: OpaquePointer) {
    let bar = layout.bar
    let scene = Scene(size: bar.size, items: timeline.items(in: layout)).offsetBy(
      dx: -bar.minX, dy: -bar.minY)
    // A scene that cannot be drawn leaves the bar empty; the widgets above still work.
    try? SceneRenderer.draw(scene, context: cr)
  }
}
