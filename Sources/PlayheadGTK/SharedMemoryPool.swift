import CGTK

/// Keeps cairo-xlib's shared-memory pool alive between frames on X11.
///
/// GTK 4.8's Cairo renderer uploads each frame to the X server through a shared-memory image
/// that cairo-xlib carves from a pool; a pool is torn down as soon as nothing in it is in use,
/// so at video rate every frame made a new 32 MB segment, attached it in the server and faulted
/// its pages in. Holding one frame-sized image from the same X display keeps a pool in use, so
/// the frames that follow reuse memory that is already mapped.
@MainActor
final class SharedMemoryPool {
  private var image: OpaquePointer?

  /// Holds a `width` × `height` image for the display `widget` is shown on, if it is X11 with
  /// shared memory; does nothing elsewhere (Wayland, no MIT-SHM).
  func hold(for widget: UnsafeMutablePointer<GtkWidget>, width: Int32, height: Int32) {
    guard image == nil, width > 0, height > 0, let display = gtk_widget_get_display(widget),
      playhead_is_x11_display(display) != 0, let native = gtk_widget_get_native(widget),
      let surface = gtk_native_get_surface(native)
    else { return }
    let xdisplay = gdk_x11_display_get_xdisplay(playhead_x11_display(display))
    let window = gdk_x11_surface_get_xid(surface)
    var attributes = XWindowAttributes()
    guard XGetWindowAttributes(xdisplay, window, &attributes) != 0,
      let target = cairo_xlib_surface_create(xdisplay, window, attributes.visual, width, height)
    else { return }
    defer { cairo_surface_destroy(target) }
    image = cairo_surface_create_similar_image(target, CAIRO_FORMAT_RGB24, width, height)
  }

  isolated deinit {
    if let image { cairo_surface_destroy(image) }
  }
}
