internal import CGTK
import PlayheadCore
import PlayheadGStreamer

/// The video's way to its X11 window, straight into the widget's part of it, as GStreamer's
/// `ximagesink` does: the server copies each picture once. A frame shown pixel for pixel goes
/// itself (`put`, through `X11FramePutter`), with a picture of only the part under the controls
/// over it while they show; otherwise each picture (the frame with the overlay blended in) is
/// composed in our process into an `X11Picture`, memory shared with the X server, and put with
/// `XShmPutImage` (`present`). Does nothing off X11, where GTK draws the same picture.
///
/// Through GTK 4.8's Cairo renderer every frame is copied three times more: into a fresh node
/// surface, into the frame's paint surface, and into shared memory for the X server. Putting it
/// through cairo-xlib instead (a Cairo image of its shared-memory pool filled onto the window's
/// surface) made the server copy it twice, into a shared pixmap and then the window: Xvfb spent
/// twice what it spends for `ximagesink`. GTK still draws the same picture whenever it repaints
/// the window for its own reasons, so the two never disagree.
///
/// When GTK draws the video (something covers it), cairo-xlib tears its shared-memory pool down
/// as soon as nothing in it is in use, so at video rate every frame made a new 32 MB segment,
/// attached it in the server and faulted its pages in: `keepSharedMemory` holds a widget-sized
/// image of that pool while GTK draws.
@MainActor
final class X11FramePresenter {
  /// An X11 window presented in, with what putting pictures into it needs.
  private struct Destination {
    let xid: Window
    let display: OpaquePointer
    let gdkDisplay: OpaquePointer
    let context: GC
    let visual: UnsafeMutablePointer<Visual>
    let depth: Int32
    /// Puts frames without copying them.
    let putter: X11FramePutter
  }

  /// The window last presented in.
  private var window: Destination?
  /// The picture each frame is composed in, the widget's size in device pixels.
  private var picture: X11Picture?
  /// The window as a Cairo surface, for GTK's pool (`keepSharedMemory`), made on first use.
  private var target: OpaquePointer?
  /// The image of cairo-xlib's shared-memory pool held while GTK draws.
  private var canvas: OpaquePointer?
  /// Holds a widget-sized image of cairo-xlib's shared-memory pool for `widget`'s window, which
  /// GTK draws into.
  func keepSharedMemory(for widget: UnsafeMutablePointer<GtkWidget>, width: Int32, height: Int32) {
    guard let window = cairoWindow(of: widget) else { return }
    _ = canvas(on: window.target, width: width * window.scale, height: height * window.scale)
  }

  /// Puts `frame` itself (in shared memory, shown pixel for pixel) into `widget`'s area of its
  /// window with its top-left corner at `spot`'s (device pixels from the widget's corner); with
  /// `fillingBars`, the rest of the area black (otherwise it stays as drawn last); with
  /// `regions` (whole device pixels of the widget, without area in common), then a picture of
  /// those parts alone, composed by `paint` (the layers over the frame). The requests go together, so the server never shows the frame
  /// without what goes over it. False when the window is not an X11 one or not shown yet, or the
  /// server cannot read the frame where it is: then the picture is to be composed.
  func put(
    _ frame: VideoFrame, at spot: Rect, in widget: UnsafeMutablePointer<GtkWidget>, fillingBars: Bool,
    covering regions: [Rect], _ paint: (_ cr: OpaquePointer, _ width: Int32, _ height: Int32) -> Void
  ) -> Bool {
    guard let place = WidgetPlacement(widget), let (window, scale) = xWindow(of: widget) else { return false }
    let box = Rect(
      x: (place.x * Double(scale)).rounded(), y: (place.y * Double(scale)).rounded(),
      width: Double(place.width * scale), height: Double(place.height * scale))
    var cover: X11Picture?
    if !regions.isEmpty {
      guard let picture = picture(for: window, width: place.width * scale, height: place.height * scale)
      else {
        return false
      }
      compose(picture, within: regions, scale: scale, place: place, paint)
      cover = picture
    }
    let target = spot.offsetBy(dx: box.minX, dy: box.minY)
    guard
      window.putter.put(
        frame, on: window.xid, with: window.context, visual: window.visual, depth: window.depth,
        x: Int32(target.minX), y: Int32(target.minY))
    else { return false }
    if fillingBars { fill(box.surrounding(target), in: window) }
    for region in regions {
      cover?.put(on: window.xid, with: window.context, x: Int32(box.minX), y: Int32(box.minY), region: region)
    }
    XFlush(window.display)
    return true
  }

  /// Fills `rectangles` (device pixels of the window) with black.
  private func fill(_ rectangles: [Rect], in window: Destination) {
    var filled = rectangles.map {
      XRectangle(x: Int16($0.minX), y: Int16($0.minY), width: UInt16($0.width), height: UInt16($0.height))
    }
    guard !filled.isEmpty else { return }
    XFillRectangles(window.display, window.xid, window.context, &filled, Int32(filled.count))
  }

  /// Composes a picture with `paint` (given a context whose origin is the widget's top-left
  /// corner, in widget units) and puts it into `widget`'s area of its window. False when that
  /// window is not an X11 one, not shown yet, or of pixels other than 32-bit BGRx: then GTK has
  /// to draw.
  func present(
    in widget: UnsafeMutablePointer<GtkWidget>,
    _ paint: (_ cr: OpaquePointer, _ width: Int32, _ height: Int32) -> Void
  ) -> Bool {
    guard let place = WidgetPlacement(widget), let (window, scale) = xWindow(of: widget) else { return false }
    guard let picture = picture(for: window, width: place.width * scale, height: place.height * scale) else {
      return false
    }
    // The frame put last may still be read: a whole picture replaces it.
    window.putter.letGoOfFrame()
    compose(picture, within: nil, scale: scale, place: place, paint)
    let x = Int32((place.x * Double(scale)).rounded())
    let y = Int32((place.y * Double(scale)).rounded())
    picture.put(on: window.xid, with: window.context, x: x, y: y)
    XFlush(window.display)
    return true
  }

  /// Composes `picture` with `paint`, only inside `regions` (device pixels) when they are given,
  /// once the server has read what was put from it before.
  private func compose(
    _ picture: X11Picture, within regions: [Rect]?, scale: Int32, place: WidgetPlacement,
    _ paint: (_ cr: OpaquePointer, _ width: Int32, _ height: Int32) -> Void
  ) {
    picture.waitUntilRead()
    let composing = cairo_create(picture.surface)!
    if let regions {
      for region in regions {
        cairo_rectangle(composing, region.minX, region.minY, region.width, region.height)
      }
      cairo_clip(composing)
    }
    cairo_scale(composing, Double(scale), Double(scale))
    paint(composing, place.width, place.height)
    cairo_destroy(composing)
    cairo_surface_flush(picture.surface)
  }

  /// The picture for `window` at `width × height` device pixels, made again when either changes.
  private func picture(for window: Destination, width: Int32, height: Int32) -> X11Picture? {
    guard width > 0, height > 0 else { return nil }
    if let picture, picture.width == width, picture.height == height { return picture }
    picture = nil
    picture = X11Picture(
      on: window.gdkDisplay, visual: window.visual, depth: window.depth, width: width, height: height)
    return picture
  }

  /// `widget`'s X11 window and its scale; nil off X11 or before it is shown.
  private func xWindow(of widget: UnsafeMutablePointer<GtkWidget>) -> (Destination, Int32)? {
    guard let native = gtk_widget_get_native(widget), let surface = gtk_native_get_surface(native),
      let gdkDisplay = gtk_widget_get_display(widget), playhead_is_x11_display(gdkDisplay) != 0
    else { return nil }
    let scale = gdk_surface_get_scale_factor(surface)
    let xid = gdk_x11_surface_get_xid(surface)
    if let window, window.xid == xid { return (window, scale) }
    let display = gdk_x11_display_get_xdisplay(playhead_x11_display(gdkDisplay))!
    var attributes = XWindowAttributes()
    guard XGetWindowAttributes(display, xid, &attributes) != 0, let visual = attributes.visual else {
      return nil
    }
    releaseWindow()
    let context = XCreateGC(display, xid, 0, nil)!
    // Black, opaque: in a 32-bit window the top byte is alpha.
    XSetForeground(display, context, attributes.depth == 32 ? 0xFF00_0000 : 0)
    let made = Destination(
      xid: xid, display: display, gdkDisplay: gdkDisplay, context: context, visual: visual,
      depth: attributes.depth, putter: X11FramePutter(display: display))
    window = made
    return (made, scale)
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
  private func cairoWindow(of widget: UnsafeMutablePointer<GtkWidget>) -> (
    target: OpaquePointer, scale: Int32
  )? {
    guard let (window, scale) = xWindow(of: widget),
      let surface = gtk_native_get_surface(gtk_widget_get_native(widget))
    else { return nil }
    let width = gdk_surface_get_width(surface) * scale
    let height = gdk_surface_get_height(surface) * scale
    if let target {
      if cairo_xlib_surface_get_width(target) != width || cairo_xlib_surface_get_height(target) != height {
        cairo_xlib_surface_set_size(target, width, height)
      }
      return (target, scale)
    }
    guard let made = cairo_xlib_surface_create(window.display, window.xid, window.visual, width, height)
    else {
      return nil
    }
    target = made
    return (made, scale)
  }

  /// Lets go of the window's surface and the pool: call it while the window still exists (the
  /// view's teardown on close does). Safe to call again.
  func release() {
    releaseWindow()
    if let canvas { cairo_surface_destroy(canvas) }
    canvas = nil
  }

  /// Lets go of what belongs to the window: its picture, its graphics context and its Cairo
  /// surface. If the window went first, the server already freed the surface's XRender picture
  /// and answers `RenderBadPicture`, which Xlib's default handler makes fatal (exit status 1), so
  /// the requests are sent inside an error trap.
  private func releaseWindow() {
    picture = nil
    guard let window else { return }
    gdk_x11_display_error_trap_push(window.gdkDisplay)
    XFreeGC(window.display, window.context)
    if let target { cairo_surface_destroy(target) }
    gdk_x11_display_error_trap_pop_ignored(window.gdkDisplay)
    target = nil
    self.window = nil
  }

  isolated deinit { release() }
}
