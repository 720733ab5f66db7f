internal import CGStreamer
import Foundation
import Synchronization

/// A progressive download kept in a temporary file as it arrives, each piece at its own offset
/// (a seek's request leaves a hole before it), with which bytes the file holds: what previews of
/// network media are decoded from, without downloading it again. The file has no name: it is
/// removed at once and read through its descriptor (`/proc/self/fd/N`), so it goes with the copy,
/// or with the process however that ends.
final class DownloadCopy: Sendable {
  private struct File: ~Copyable {
    var descriptor: Int32
    var bytes = ByteRanges()
  }

  /// The file, as the process reads it.
  let url: URL
  private let file: Mutex<File>

  /// A copy in a new file in the temporary directory; `nil` when none can be made there (then
  /// the preview shows the time alone).
  init?() {
    var template = Array(
      FileManager.default.temporaryDirectory.appendingPathComponent("playhead-download-XXXXXX").path
        .utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { return nil }
    unlink(template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
    url = URL(fileURLWithPath: "/proc/self/fd/\(descriptor)")
    file = Mutex(File(descriptor: descriptor))
  }

  deinit {
    file.withLock { file in _ = close(file.descriptor) }
  }

  /// Writes `buffer`'s bytes at `offset`; a piece that cannot be written is not counted as held.
  func write(_ buffer: UnsafeMutablePointer<GstBuffer>, at offset: UInt64) {
    var map = GstMapInfo()
    guard gst_buffer_map(buffer, &map, GST_MAP_READ) != 0 else { return }
    defer { gst_buffer_unmap(buffer, &map) }
    file.withLock { file in
      guard pwrite(file.descriptor, map.data, Int(map.size), off_t(offset)) == Int(map.size) else { return }
      file.bytes.add(offset..<offset + UInt64(map.size))
    }
  }

  /// The byte ranges the file holds, in order.
  var ranges: [Range<UInt64>] { file.withLock { $0.bytes.ranges } }
}
