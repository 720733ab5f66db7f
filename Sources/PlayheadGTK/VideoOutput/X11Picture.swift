internal import CGTK
import Foundation
import PlayheadCore

/// A picture the X server copies into a window, as GStreamer's `ximagesink` puts its frames: an
/// XImage whose pixels are in memory shared with the server (MIT-SHM), or, where the server cannot
/// share memory (a remote display, a server without the extension), sent over the connection.
/// `surface` is a Cairo image over the same pixels, to compose the picture in.
///
/// The server reads shared pixels after the put request, not during it: `waitUntilRead()`, before
/// drawing over them again, waits for that only when the server has not answered anything sent
/// after the put (usually it has, a frame later).
@MainActor
final class X11Picture {
  /// A Cairo image over the picture's pixels, in device pixels.
  let surface: OpaquePointer
  /// The picture's size in device pixels.
  let width: Int32
  let height: Int32
  private let display: OpaquePointer
  private let image: UnsafeMutablePointer<XImage>
  /// The shared segment, nil when the pixels go over the connection. At a fixed address: the
  /// image keeps a pointer to it.
  private let segment: UnsafeMutablePointer<XShmSegmentInfo>?
  /// The serial of the last put request, whose pixels the server may still be reading.
  private var lastPut: UInt = 0

  /// A `width × height` picture for windows of `visual` and `depth` on `gdkDisplay`; nil when
  /// the visual's pixels are not 32-bit BGRx (Cairo's RGB24), or memory runs out.
  init?(
    on gdkDisplay: OpaquePointer, visual: UnsafeMutablePointer<Visual>, depth: Int32, width: Int32,
    height: Int32
  ) {
    let display = gdk_x11_display_get_xdisplay(gdkDisplay)!
    let size = (width: UInt32(width), height: UInt32(height))
    guard
      let (image, segment) = Self.shared(display, gdkDisplay, visual, depth, size)
        ?? Self.sent(display, visual, depth, size)
    else { return nil }
    (self.display, self.image, self.segment, self.width, self.height) = (
      display, image, segment, width, height
    )
    surface = cairo_image_surface_create_for_data(
      UnsafeMutableRawPointer(image.pointee.data).assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_RGB24,
      width,
      height, image.pointee.bytes_per_line)
  }

  /// An image in a new segment of memory the server has attached; nil without MIT-SHM, or when
  /// the server cannot reach our memory (it runs elsewhere).
  private static func shared(
    _ display: OpaquePointer, _ gdkDisplay: OpaquePointer, _ visual: UnsafeMutablePointer<Visual>,
    _ depth: Int32,
    _ size: (width: UInt32, height: UInt32)
  ) -> (UnsafeMutablePointer<XImage>, UnsafeMutablePointer<XShmSegmentInfo>)? {
    guard XShmQueryExtension(display) != 0 else { return nil }
    let segment = UnsafeMutablePointer<XShmSegmentInfo>.allocate(capacity: 1)
    segment.initialize(to: XShmSegmentInfo())
    guard
      let image = XShmCreateImage(
        display, visual, UInt32(depth), ZPixmap, nil, segment, size.width, size.height)
    else {
      segment.deallocate()
      return nil
    }
    let id = shmget(IPC_PRIVATE, Int(image.pointee.bytes_per_line) * Int(size.height), IPC_CREAT | 0o600)
    let address = id >= 0 ? shmat(id, nil, 0) : nil
    guard isBGRx(image.pointee), let address, address != UnsafeMutableRawPointer(bitPattern: -1) else {
      if id >= 0 { shmctl(id, IPC_RMID, nil) }
      playhead_ximage_destroy(image)
      segment.deallocate()
      return nil
    }
    segment.pointee.shmid = id
    segment.pointee.shmaddr = address.assumingMemoryBound(to: CChar.self)
    segment.pointee.readOnly = 0
    image.pointee.data = segment.pointee.shmaddr
    // An error from a server that cannot attach it is caught by GDK's trap, not fatal.
    gdk_x11_display_error_trap_push(gdkDisplay)
    let asked = XShmAttach(display, segment) != 0
    XSync(display, 0)
    let attached = gdk_x11_display_error_trap_pop(gdkDisplay) == 0 && asked
    // Removed now, the segment goes once both sides have let go of it, even if we crash.
    shmctl(id, IPC_RMID, nil)
    guard attached else {
      shmdt(address)
      image.pointee.data = nil
      playhead_ximage_destroy(image)
      segment.deallocate()
      return nil
    }
    return (image, segment)
  }

  /// An image in our own memory, sent to the server with each put.
  private static func sent(
    _ display: OpaquePointer, _ visual: UnsafeMutablePointer<Visual>, _ depth: Int32,
    _ size: (width: UInt32, height: UInt32)
  ) -> (UnsafeMutablePointer<XImage>, UnsafeMutablePointer<XShmSegmentInfo>?)? {
    guard
      let image = XCreateImage(
        display, visual, UInt32(depth), ZPixmap, 0, nil, size.width, size.height, 32, 0)
    else { return nil }
    // XDestroyImage frees the pixels with free().
    guard isBGRx(image.pointee), let pixels = malloc(Int(image.pointee.bytes_per_line) * Int(size.height))
    else {
      playhead_ximage_destroy(image)
      return nil
    }
    image.pointee.data = pixels.assumingMemoryBound(to: CChar.self)
    return (image, nil)
  }

  isolated deinit {
    cairo_surface_destroy(surface)
    if let segment {
      XShmDetach(display, segment)
      XSync(display, 0)
      shmdt(segment.pointee.shmaddr)
      image.pointee.data = nil
    }
    playhead_ximage_destroy(image)
    segment?.deallocate()
  }

  /// Waits until the server has read the pixels last put, so they can be drawn over.
  func waitUntilRead() {
    guard segment != nil, XLastKnownRequestProcessed(display) < lastPut else { return }
    XSync(display, 0)
  }

  /// Copies the picture, or only its `region` (whole pixels inside it), into `drawable` with the
  /// picture's top-left corner at (`x`, `y`) (the caller flushes the connection).
  func put(on drawable: Drawable, with context: GC, x: Int32, y: Int32, region: Rect? = nil) {
    let part = region ?? Rect(x: 0, y: 0, width: Double(width), height: Double(height))
    let (left, top) = (Int32(part.minX), Int32(part.minY))
    let (across, down) = (UInt32(part.width), UInt32(part.height))
    if segment != nil {
      lastPut = XNextRequest(display)
      // With the server's completion event, as `X11FramePutter` puts frames: without it Xlib would
      // not learn that the put was read, and `waitUntilRead` would make a round trip each time.
      XShmPutImage(display, drawable, context, image, left, top, x + left, y + top, across, down, 1)
    } else {
      XPutImage(display, drawable, context, image, left, top, x + left, y + top, across, down)
    }
  }

  /// Whether `image` holds 32-bit pixels laid out as Cairo's RGB24 on this machine.
  static func isBGRx(_ image: XImage) -> Bool {
    image.bits_per_pixel == 32 && image.red_mask == 0xFF_0000 && image.green_mask == 0xFF00
      && image.blue_mask == 0xFF && image.byte_order == LSBFirst && image.bytes_per_line % 4 == 0
  }
}
