internal import CGTK

/// The video's way to its X11 window: each picture (the frame with the overlay blended in) is
/// composed in our process into a shared-memory image and put straight into the widget's part of
/// the window, as GStreamer's own X sinks do. Does nothing off X11, where GTK draws the same
/// picture.
///
/// Through GTK 4.8's Cairo renderer every frame is copied three times more: into a fresh node
/// surface, into the frame's paint surface, and into shared memory for the X server. Here it is
/// composed once into cairo-xlib's shared-memory image, which the server copies to the window.
/// GTK still draws the same picture whenever it repaints the window for its own reasons, so the
/// two never disagree.
///
/// cairo-xlib tears a shared-memory pool down as soon as nothing in it is in use, so at video
/// rate every frame made a new 32 MB segment, attached it in the server and faulted its pages
/// in. The canvas, one widget-sized image from the window's display, keeps a pool in use, for
/// GTK's drawing too.
@MainActor
final class X11FramePresenter {
  /// The widget's window as a Cairo surface, made once and resized with it.
  private var target: OpaquePointer?
  /// The shared-memory image each picture is composed in, the widget's size in device pixels.
  private var canvas: OpaquePointer?
  /// The display `target` was made on.
  private var display: OpaquePointer?

  /// Holds a widget-sized shared-memory image for `widget`'s window (presenting does too).
  func keepSharedMemory(for widget: UnsafeMutablePointer<GtkWidget>, width: Int32, height: Int32) {
    guard let window = window(of: widget) else { return }
    _ = canvas(on: window.target, width: width * Int32(window.scale), height: height * Int32(window.scale))
  }

  /// Composes a picture with `paint` (given a context whose origin is the widget's top-left
  /// corner, in widget units) and puts it into `widget`'s area of its window. False when that
  /// window is not an X11 one, or not shown yet: then GTK has to draw.
  func present(
    in widget: UnsafeMutablePointer<GtkWidget>,
    _ paint: (_ cr: OpaquePointer, _ width: Int32, _ height: Int32) -> Void
  ) -> Bool {
    guard let place = WidgetPlacement(widget), let window = window(of: widget) else { return false }
    let (width, height, scale) = (place.width, place.height, window.scale)
    guard let canvas = canvas(on: window.target, width: width * Int32(scale), height: height * Int32(scale))
    else { return false }
    let composing = cairo_create(canvas)!
    cairo_scale(composing, scale, scale)
    paint(composing, width, height)
    cairo_destroy(composing)
    let putting = cairo_create(window.target)!
    let x = (place.x * scale).rounded()
    let y = (place.y * scale).rounded()
    cairo_set_source_surface(putting, canvas, x, y)
    cairo_set_operator(putting, CAIRO_OPERATOR_SOURCE)
    cairo_rectangle(putting, x, y, Double(width) * scale, Double(height) * scale)
    cairo_fill(putting)
    cairo_destroy(putting)
    cairo_surface_flush(window.target)
    XFlush(cairo_xlib_surface_get_display(window.target))
    return true
  }

  /// The canvas for `target`'s display at `width × height` device pixels, made again when the
  /// size changes; nil when it cannot be made.
  private func canvas(on target: OpaquePointer, width: Int32, height: Int32) -> OpaquePointer? {
    guard width > 0, height > 0 else { return nil }
    if let canvas, cairo_image_surface_get_width(canvas) == width,
      cairo_image_surface_get_height(canvas) == height
    {
      return canvas
    }
    let made = cairo_surface_create_similar_image(target, CAIRO_FORMAT_RGB24, width, height)!
    // An error surface (out of memory) has no size.
    guard cairo_image_surface_get_width(made) == width else {
      cairo_surface_destroy(made)
      return nil
    }
    // The new one first, so the pool stays in use.
    if let canvas { cairo_surface_destroy(canvas) }
    canvas = made
    return made
  }

  /// `widget`'s X11 window as a Cairo surface sized in device pixels, with its scale; nil off X11.
  private func window(of widget: UnsafeMutablePointer<GtkWidget>) -> (target: OpaquePointer, scale: Double)? {
    guard let native = gtk_widget_get_native(widget), let surface = gtk_native_get_surface(native),
      let display = gtk_widget_get_display(widget), playhead_is_x11_display(display) != 0
    else { return nil }
    let scale = gdk_surface_get_scale_factor(surface)
    let width = gdk_surface_get_width(surface) * scale
    let height = gdk_surface_get_height(surface) * scale
    let xid = gdk_x11_surface_get_xid(surface)
    if let target, cairo_xlib_surface_get_drawable(target) == xid {
      if cairo_xlib_surface_get_width(target) != width || cairo_xlib_surface_get_height(target) != height {
        cairo_xlib_surface_set_size(target, width, height)
      }
      return (target, Double(scale))
    }
    let xdisplay = gdk_x11_display_get_xdisplay(playhead_x11_display(display))
    var attributes = XWindowAttributes()
    guard XGetWindowAttributes(xdisplay, xid, &attributes) != 0,
      let made = cairo_xlib_surface_create(xdisplay, xid, attributes.visual, width, height)
    else { return nil }
    releaseTarget()
    target = made
    self.display = display
    return (made, Double(scale))
  }

  /// Lets go of the window's surface and the pool: call it while the window still exists (the
  /// view's teardown on close does). Safe to call again.
  func release() {
    releaseTarget()
    if let canvas { cairo_surface_destroy(canvas) }
    canvas = nil
  }

  /// Destroys the window's surface. Its XRender picture goes with it; if the window went first,
  /// the server already freed the picture and answers `RenderBadPicture`, which Xlib's default
  /// handler makes fatal (exit status 1), so the request is sent inside an error trap.
  private func releaseTarget() {
    guard let target else { return }
    if let display { gdk_x11_display_error_trap_push(display) }
    cairo_surface_destroy(target)
    if let display { gdk_x11_display_error_trap_pop_ignored(display) }
    self.target = nil
    display = nil
  }

  isolated deinit { release() }
}
