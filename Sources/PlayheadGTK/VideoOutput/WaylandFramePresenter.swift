internal import CGTK
import Foundation
import PlayheadCore
import PlayheadGStreamer

/// The video's way to its Wayland window: a subsurface of our own, placed over the widget's part
/// of the window, as GStreamer's `waylandsink` does; the compositor shows what it is given without
/// GTK drawing the window again. A frame shown pixel for pixel with nothing over it goes itself:
/// its memory file becomes a buffer of the subsurface (`put`), held until the compositor lets
/// go of it. Otherwise each picture (the frame with the overlay blended in) is composed into a
/// shared-memory buffer of the widget's size (`present`). The subsurface takes no input (its input region is
/// empty), so the pointer reaches GTK's widgets beneath. It is hidden while a GTK widget covers the
/// video, and GTK then draws the same picture. Does nothing off Wayland.
///
/// Its protocol objects live on an event queue of their own, so GDK's queue never sees their
/// events; GDK reads the socket, and `present` dispatches what came for this queue (the
/// compositor letting go of buffers).
@MainActor
final class WaylandFramePresenter {
  /// One shared-memory buffer and the Cairo image over its pixels.
  private final class Buffer {
    let buffer: OpaquePointer
    let image: OpaquePointer
    let width: Int32
    let height: Int32
    private let memory: UnsafeMutableRawPointer
    private let length: Int
    /// Set by the compositor's release event; false while the compositor may read the pixels.
    let released: UnsafeMutablePointer<gboolean>

    init?(shm: OpaquePointer, width: Int32, height: Int32) {
      let stride = width * 4
      let length = Int(stride) * Int(height)
      let file = playhead_memfd("playhead-video")
      guard file >= 0 else { return nil }
      defer { close(file) }
      guard ftruncate(file, off_t(length)) == 0,
        let memory = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_SHARED, file, 0), memory != MAP_FAILED
      else { return nil }
      let pool = wl_shm_create_pool(shm, file, Int32(length))
      buffer = wl_shm_pool_create_buffer(pool, 0, width, height, stride, WL_SHM_FORMAT_XRGB8888.rawValue)
      wl_shm_pool_destroy(pool)
      image = cairo_image_surface_create_for_data(
        memory.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_RGB24, width, height, stride)
      (self.memory, self.length, self.width, self.height) = (memory, length, width, height)
      released = .allocate(capacity: 1)
      released.pointee = 1
      playhead_watch_buffer_release(buffer, released)
    }

    deinit {
      wl_buffer_destroy(buffer)
      cairo_surface_destroy(image)
      munmap(memory, length)
      released.deallocate()
    }
  }

  /// A frame's own memory as a buffer of the subsurface, and the frame, held while the compositor
  /// may read it.
  private final class FrameBuffer {
    /// What a buffer shows of which memory.
    struct Key: Equatable {
      let memory: UInt
      let offset: Int
      let stride: Int
      let width: Int32
      let height: Int32
    }

    let buffer: OpaquePointer
    let key: Key
    /// Set by the compositor's release event; false while the compositor may read the pixels.
    let released: UnsafeMutablePointer<gboolean>
    /// The frame last shown from this memory, until the compositor lets go of it.
    var frame: VideoFrame?

    init(shm: OpaquePointer, memory: SharedFrameMemory, key: Key, width: Int32, height: Int32) {
      let pool = wl_shm_create_pool(shm, memory.file, Int32(memory.capacity))
      buffer = wl_shm_pool_create_buffer(
        pool, Int32(memory.offset), width, height, Int32(memory.stride), WL_SHM_FORMAT_XRGB8888.rawValue)
      wl_shm_pool_destroy(pool)
      self.key = key
      released = .allocate(capacity: 1)
      released.pointee = 1
      playhead_watch_buffer_release(buffer, released)
    }

    deinit {
      wl_buffer_destroy(buffer)
      released.deallocate()
    }
  }

  /// What one subsurface over one window needs.
  private struct Target {
    let display: OpaquePointer
    let queue: OpaquePointer
    let globals: PlayheadWaylandGlobals
    let parent: OpaquePointer
    let surface: OpaquePointer
    let subsurface: OpaquePointer
  }

  private var target: Target?
  private var buffers: [Buffer] = []
  /// The frame memories made buffers so far, the latest used last.
  private var frameBuffers: [FrameBuffer] = []
  /// Frames the compositor may hold at once.
  private static let heldFrameLimit = 3
  /// Frame memories kept as buffers: a pool's frames, with room for a second pool while the
  /// window is resized.
  private static let frameBufferLimit = 8
  /// Where the subsurface was last placed, in the window's units.
  private var position: (x: Int32, y: Int32)?
  /// Whether the subsurface shows a picture over the widget.
  private(set) var isShown = false
  /// The compositor lacks a subcompositor or shared memory: GTK draws.
  private var isUnsupported = false
  /// Buffers at most: one the compositor shows, one to draw the next picture in. The compositor
  /// lets go of the shown one after its next repaint; a third, allocated for bursts of pictures
  /// (a frame and the controls' animation in one repaint), cost 3.5 MB of memory at 720p.
  private static let bufferLimit = 2

  /// What became of a picture.
  enum Outcome {
    /// On the screen.
    case shown
    /// Not drawn: both buffers are still the compositor's. Ask again in a few milliseconds.
    case busy
    /// Not drawn: the window is not a Wayland one or not shown yet, or the compositor lacks what
    /// a subsurface needs. GTK has to draw.
    case unavailable
  }

  /// Shows `frame` itself (in shared memory, shown pixel for pixel) over `widget` with its
  /// top-left corner at `spot`'s (device pixels from the widget's corner); what is around it shows
  /// GTK's drawing of the widget. False when the window is not a Wayland one or not shown yet, or
  /// the frame is not in shared memory or not a whole number of the window's scale: then the
  /// picture is to be composed.
  func put(_ frame: VideoFrame, at spot: Rect, in widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    guard !isUnsupported, let memory = frame.sharedMemory, let place = WidgetPlacement(widget),
      let native = gtk_widget_get_native(widget), let window = gtk_native_get_surface(native),
      let target = target(for: widget, window: window), let shm = target.globals.shm
    else { return false }
    let scale = gdk_surface_get_scale_factor(window)
    let (width, height) = (Int32(frame.width), Int32(frame.height))
    guard width % scale == 0, height % scale == 0 else { return false }
    wl_display_dispatch_queue_pending(target.display, target.queue)
    for held in frameBuffers where held.released.pointee != 0 { held.frame = nil }
    // A compositor that keeps the frames it was given (a window it does not repaint) would
    // otherwise take them all: beyond a few, pictures are composed into buffers of our own.
    guard frameBuffers.filter({ $0.frame != nil }).count < Self.heldFrameLimit else { return false }
    // The composed pictures' buffers wait for the controls to show again; a widget-sized pair
    // is 7 MB at 720p, made again in a millisecond.
    buffers.removeAll { $0.released.pointee != 0 }
    let buffer = frameBuffer(for: memory, width: width, height: height, shm: shm)
    move(
      to: (
        Int32((place.x + spot.minX / Double(scale)).rounded()),
        Int32((place.y + spot.minY / Double(scale)).rounded())
      ), redrawing: widget)
    wl_surface_set_buffer_scale(target.surface, scale)
    wl_surface_attach(target.surface, buffer.buffer, 0, 0)
    wl_surface_damage(target.surface, 0, 0, width / scale, height / scale)
    buffer.released.pointee = 0
    buffer.frame = frame
    wl_surface_commit(target.surface)
    wl_display_flush(target.display)
    isShown = true
    return true
  }

  /// The buffer over `memory`'s frame of `width × height` pixels, made on first use.
  private func frameBuffer(for memory: SharedFrameMemory, width: Int32, height: Int32, shm: OpaquePointer)
    -> FrameBuffer
  {
    let key = FrameBuffer.Key(
      memory: memory.identity, offset: memory.offset, stride: memory.stride, width: width, height: height)
    if let index = frameBuffers.firstIndex(where: { $0.key == key }) {
      let found = frameBuffers.remove(at: index)
      frameBuffers.append(found)
      return found
    }
    if frameBuffers.count >= Self.frameBufferLimit,
      let oldest = frameBuffers.firstIndex(where: { $0.released.pointee != 0 })
    {
      frameBuffers.remove(at: oldest)
    }
    let made = FrameBuffer(shm: shm, memory: memory, key: key, width: width, height: height)
    frameBuffers.append(made)
    return made
  }

  /// Places the subsurface at (`x`, `y`) in the window's units, when it is elsewhere. A
  /// subsurface moves with its window's next commit: GTK commits when it draws `widget`.
  private func move(to spot: (x: Int32, y: Int32), redrawing widget: UnsafeMutablePointer<GtkWidget>) {
    guard let target, position?.x != spot.x || position?.y != spot.y else { return }
    position = spot
    wl_subsurface_set_position(target.subsurface, spot.x, spot.y)
    gtk_widget_queue_draw(widget)
  }

  /// Composes a picture with `paint` (given a context whose origin is the widget's top-left
  /// corner, in widget units) and shows it over `widget`.
  func present(
    in widget: UnsafeMutablePointer<GtkWidget>,
    _ paint: (_ cr: OpaquePointer, _ width: Int32, _ height: Int32) -> Void
  ) -> Outcome {
    guard !isUnsupported, let place = WidgetPlacement(widget), let native = gtk_widget_get_native(widget),
      let window = gtk_native_get_surface(native), let target = target(for: widget, window: window)
    else { return .unavailable }
    let scale = gdk_surface_get_scale_factor(window)
    let (width, height) = (place.width, place.height)
    wl_display_dispatch_queue_pending(target.display, target.queue)
    guard let buffer = freeBuffer(target, width: width * scale, height: height * scale) else {
      return buffers.isEmpty ? .unavailable : .busy
    }
    let composing = cairo_create(buffer.image)!
    cairo_scale(composing, Double(scale), Double(scale))
    paint(composing, width, height)
    cairo_destroy(composing)
    cairo_surface_flush(buffer.image)
    move(to: (Int32(place.x.rounded()), Int32(place.y.rounded())), redrawing: widget)
    wl_surface_set_buffer_scale(target.surface, scale)
    wl_surface_attach(target.surface, buffer.buffer, 0, 0)
    wl_surface_damage(target.surface, 0, 0, width, height)
    buffer.released.pointee = 0
    wl_surface_commit(target.surface)
    wl_display_flush(target.display)
    isShown = true
    return .shown
  }

  /// Takes the picture off the screen, so that GTK's drawing shows: while a widget covers the
  /// video.
  func hide() {
    guard isShown, let target else { return }
    wl_surface_attach(target.surface, nil, 0, 0)
    wl_surface_commit(target.surface)
    wl_display_flush(target.display)
    isShown = false
  }

  /// The subsurface over `window`, made on first use.
  private func target(for widget: UnsafeMutablePointer<GtkWidget>, window: OpaquePointer) -> Target? {
    guard let parent = playhead_wl_surface(window) else { return nil }
    if let target, target.parent == parent { return target }
    guard let gdkDisplay = gtk_widget_get_display(widget), playhead_is_wayland_display(gdkDisplay) != 0,
      let display = playhead_wl_display(gdkDisplay), let queue = wl_display_create_queue(display)
    else { return nil }
    release()
    let globals = playhead_wayland_globals(display, queue)
    guard let compositor = globals.compositor, let subcompositor = globals.subcompositor, globals.shm != nil,
      let surface = wl_compositor_create_surface(compositor)
    else {
      destroy(globals)
      wl_event_queue_destroy(queue)
      isUnsupported = true
      return nil
    }
    let nowhere = wl_compositor_create_region(compositor)
    wl_surface_set_input_region(surface, nowhere)
    wl_region_destroy(nowhere)
    let subsurface = wl_subcompositor_get_subsurface(subcompositor, surface, parent)!
    // Each picture shows when it is committed, not with the window's next commit.
    wl_subsurface_set_desync(subsurface)
    let made = Target(
      display: display, queue: queue, globals: globals, parent: parent, surface: surface,
      subsurface: subsurface)
    target = made
    return made
  }

  /// A buffer of `width × height` pixels the compositor is not reading, made when none is.
  private func freeBuffer(_ target: Target, width: Int32, height: Int32) -> Buffer? {
    buffers.removeAll { $0.released.pointee != 0 && ($0.width != width || $0.height != height) }
    if let free = buffers.first(where: { $0.released.pointee != 0 }) { return free }
    guard buffers.count < Self.bufferLimit, let shm = target.globals.shm,
      let made = Buffer(shm: shm, width: width, height: height)
    else { return nil }
    buffers.append(made)
    return made
  }

  private func destroy(_ globals: PlayheadWaylandGlobals) {
    if let compositor = globals.compositor { wl_compositor_destroy(compositor) }
    if let subcompositor = globals.subcompositor { wl_subcompositor_destroy(subcompositor) }
    if let shm = globals.shm { wl_shm_destroy(shm) }
  }

  /// Lets go of the subsurface and its buffers: call it while the window still exists (the
  /// view's teardown on close does). Safe to call again.
  func release() {
    buffers = []
    frameBuffers = []
    guard let target else { return }
    wl_subsurface_destroy(target.subsurface)
    wl_surface_destroy(target.surface)
    destroy(target.globals)
    wl_display_flush(target.display)
    wl_event_queue_destroy(target.queue)
    self.target = nil
    position = nil
    isShown = false
  }

  isolated deinit { release() }
}
