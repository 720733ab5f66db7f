internal import CGStreamer
import Foundation

/// A new memory file (`memfd`) of a fixed length, mapped for reading and writing for as long as
/// this lives: the pixels of one frame memory (`SharedFrameAllocator`).
final class MappedFile: @unchecked Sendable {
  // @unchecked: the descriptor, address and length never change; the pixels are GStreamer's
  // memory, guarded by its own rules.
  /// The file's descriptor.
  let descriptor: Int32
  /// Where it is mapped.
  let address: UnsafeMutableRawPointer
  /// Its length in bytes.
  let length: Int
  /// A number no other file has while the process lives.
  let identity: UInt

  /// A file of `length` bytes, mapped; nil when it cannot be made (no `memfd`, no memory).
  init?(length: Int, identity: UInt) {
    let descriptor = playhead_shared_memory_file("playhead-frame")
    guard descriptor >= 0 else { return nil }
    guard ftruncate(descriptor, off_t(length)) == 0,
      let address = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0),
      address != MAP_FAILED
    else {
      close(descriptor)
      return nil
    }
    (self.descriptor, self.address, self.length, self.identity) = (descriptor, address, length, identity)
  }

  deinit {
    munmap(address, length)
    close(descriptor)
  }
}
