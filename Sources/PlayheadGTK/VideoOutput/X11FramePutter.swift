internal import CGTK
import PlayheadGStreamer

/// Puts decoded frames into an X11 window without copying them: the frames are in memory files
/// (`SharedFrameMemory`), which the server maps once each (MIT-SHM 1.2) and reads from with
/// `XShmPutImage`, as `ximagesink` puts the buffers of its own pool. The frame last put is held
/// until the server has read it, so the decoder cannot draw over its memory meanwhile.
///
/// Where the server shares no memory at all (over a network, a server without MIT-SHM), the
/// frame's pixels are sent over the connection straight from its memory, as `ximagesink` then
/// sends its own. Where it shares memory but cannot map files (an older server), `put` says so
/// and the picture is composed into shared memory instead (`X11Picture`).
@MainActor
final class X11FramePutter {
  private let display: OpaquePointer
  /// Whether the server maps memory files; asked once.
  private lazy var takesFiles = playhead_x11_takes_memory_files(display) != 0
  /// Whether the server shares memory with us at all (MIT-SHM); asked once.
  private lazy var sharesMemory = XShmQueryExtension(display) != 0
  /// The segments the server has mapped, by the identity of their memory, the latest used last.
  private var segments: [(identity: UInt, segment: UInt32)] = []
  /// The frame last put and the serial of its request: held until the server has read it.
  private var onScreen: (frame: VideoFrame, request: UInt)?
  /// Segments kept mapped: a pool's frames (the converter's, the sink's queue, the one shown)
  /// with room for a second pool while the window is resized. A memory the pool has freed stays
  /// mapped in the server until its segment is the oldest.
  private static let segmentLimit = 8

  init(display: OpaquePointer) { self.display = display }

  isolated deinit {
    letGoOfFrame()
    for (_, segment) in segments { playhead_x11_detach_segment(display, segment) }
    XFlush(display)
  }

  /// Puts `frame` into `drawable` of `visual` and `depth` with its top-left corner at (`x`,
  /// `y`) (the caller flushes the connection); false when the server shares memory but the frame
  /// is not in a memory file it can map, or the frame's rows are not the visual's 32-bit pixels.
  func put(
    _ frame: VideoFrame, on drawable: Drawable, with context: GC, visual: UnsafeMutablePointer<Visual>,
    depth: Int32, x: Int32, y: Int32
  ) -> Bool {
    guard sharesMemory else {
      return send(frame, on: drawable, with: context, visual: visual, depth: depth, x: x, y: y)
    }
    guard takesFiles, let shared = frame.sharedMemory, let segment = segment(for: shared) else {
      return false
    }
    letGoOfFrame()
    let request = XNextRequest(display)
    let isPut = frame.withBGRxBytes { pixels, _ in
      // Xlib sends the pixels' offset in the segment: the image's address less the segment's.
      var info = XShmSegmentInfo()
      info.shmseg = XID(segment)
      info.shmid = -1
      info.readOnly = 1
      let start = UnsafeMutableRawPointer(mutating: pixels.baseAddress!).assumingMemoryBound(to: CChar.self)
      info.shmaddr = start - shared.offset
      guard
        let image = XShmCreateImage(
          display, visual, UInt32(depth), ZPixmap, start, &info, UInt32(frame.width), UInt32(frame.height))
      else { return false }
      defer {
        image.pointee.data = nil
        playhead_ximage_destroy(image)
      }
      guard X11Picture.isBGRx(image.pointee), Int(image.pointee.bytes_per_line) == shared.stride else {
        return false
      }
      // The server's completion event, read by GDK's loop, tells Xlib the put was processed:
      // without it nothing the server sends would, and each frame would wait for a round trip.
      XShmPutImage(
        display, drawable, context, image, 0, 0, x, y, UInt32(frame.width), UInt32(frame.height), 1)
      return true
    }
    guard isPut == true else { return false }
    onScreen = (frame, request)
    return true
  }

  /// Sends `frame`'s pixels over the connection into `drawable` (Xlib has written them to the
  /// socket when this returns, so the frame need not be held).
  private func send(
    _ frame: VideoFrame, on drawable: Drawable, with context: GC, visual: UnsafeMutablePointer<Visual>,
    depth: Int32, x: Int32, y: Int32
  ) -> Bool {
    let isSent = frame.withBGRxBytes { pixels, stride in
      let start = UnsafeMutableRawPointer(mutating: pixels.baseAddress!).assumingMemoryBound(to: CChar.self)
      guard
        let image = XCreateImage(
          display, visual, UInt32(depth), ZPixmap, 0, start, UInt32(frame.width), UInt32(frame.height), 32,
          Int32(stride))
      else { return false }
      defer {
        image.pointee.data = nil
        playhead_ximage_destroy(image)
      }
      guard X11Picture.isBGRx(image.pointee) else { return false }
      XPutImage(display, drawable, context, image, 0, 0, x, y, UInt32(frame.width), UInt32(frame.height))
      return true
    }
    return isSent == true
  }

  /// Lets go of the frame last put, once the server has read it (usually it has, a frame later:
  /// its completion event has come).
  func letGoOfFrame() {
    guard let onScreen else { return }
    if XLastKnownRequestProcessed(display) < onScreen.request { XSync(display, 0) }
    self.onScreen = nil
  }

  /// The server's segment for `memory`, mapped on first use; nil when the server refuses it.
  private func segment(for memory: SharedFrameMemory) -> UInt32? {
    if let index = segments.firstIndex(where: { $0.identity == memory.identity }) {
      let found = segments.remove(at: index)
      segments.append(found)
      return found.segment
    }
    let segment = playhead_x11_attach_memory_file(display, memory.file)
    guard segment != 0 else {
      takesFiles = false
      return nil
    }
    if segments.count == Self.segmentLimit {
      playhead_x11_detach_segment(display, segments.removeFirst().segment)
    }
    segments.append((memory.identity, segment))
    return segment
  }
}
