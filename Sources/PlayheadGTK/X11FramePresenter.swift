import CGTK

/// Puts video frames straight into the widget's part of its X11 window, as GStreamer's own X
/// sinks do, for while nothing is drawn over the video.
///
/// Through GTK 4.8's Cairo renderer every frame is copied three times more: into a fresh node
/// surface, into the frame's paint surface, and into shared memory for the X server. Here it is
/// scaled once into cairo-xlib's shared-memory image and put on the window. GTK still draws the
/// same frame whenever it repaints the window for its own reasons, so the two never disagree.
@MainActor
final class X11FramePresenter {
  private var target: OpaquePointer?
  private var targetWindow: Window = 0
  private var targetSize = (width: Int32(0), height: Int32(0))

  /// Draws with `paint` (given a context whose origin is the widget's top-left corner, in widget
  /// units) into `widget`'s area of its window. False when that window is not an X11 one, or
  /// not shown yet: then GTK has to draw.
  func present(
    in widget: UnsafeMutablePointer<GtkWidget>,
    _ paint: (_ cr: OpaquePointer, _ width: Int32, _ height: Int32) -> Void
  ) -> Bool {
    guard let native = gtk_widget_get_native(widget), let surface = gtk_native_get_surface(native),
      let display = gtk_widget_get_display(widget), playhead_is_x11_display(display) != 0,
      gtk_widget_get_mapped(widget) != 0
    else { return false }
    var origin = graphene_point_t(x: 0, y: 0)
    var placed = graphene_point_t(x: 0, y: 0)
    guard gtk_widget_compute_point(widget, playhead_native_widget(native), &origin, &placed) != 0 else {
      return false
    }
    var shadowX = 0.0
    var shadowY = 0.0
    gtk_native_get_surface_transform(native, &shadowX, &shadowY)
    let scale = Double(gdk_surface_get_scale_factor(surface))
    let xdisplay = gdk_x11_display_get_xdisplay(playhead_x11_display(display))
    guard
      let target = target(
        on: xdisplay, window: gdk_x11_surface_get_xid(surface),
        width: Int32(Double(gdk_surface_get_width(surface)) * scale),
        height: Int32(Double(gdk_surface_get_height(surface)) * scale))
    else { return false }
    let width = gtk_widget_get_width(widget)
    let height = gtk_widget_get_height(widget)
    let cr = cairo_create(target)!
    cairo_scale(cr, scale, scale)
    cairo_translate(cr, shadowX + Double(placed.x), shadowY + Double(placed.y))
    cairo_rectangle(cr, 0, 0, Double(width), Double(height))
    cairo_clip(cr)
    paint(cr, width, height)
    cairo_destroy(cr)
    cairo_surface_flush(target)
    XFlush(xdisplay)
    return true
  }

  /// A Cairo surface for `window`, made once and resized with it.
  private func target(on xdisplay: OpaquePointer?, window: Window, width: Int32, height: Int32)
    -> OpaquePointer?
  {
    if let target, targetWindow == window {
      if targetSize != (width, height) { cairo_xlib_surface_set_size(target, width, height) }
      targetSize = (width, height)
      return target
    }
    release()
    var attributes = XWindowAttributes()
    guard XGetWindowAttributes(xdisplay, window, &attributes) != 0,
      let made = cairo_xlib_surface_create(xdisplay, window, attributes.visual, width, height)
    else { return nil }
    target = made
    targetWindow = window
    targetSize = (width, height)
    return made
  }

  private func release() {
    if let target { cairo_surface_destroy(target) }
    target = nil
    targetWindow = 0
  }

  isolated deinit { release() }
}
