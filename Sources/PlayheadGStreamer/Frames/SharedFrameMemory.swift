/// Where a frame's pixels are in memory a display server can map (`SharedFrameAllocator`): a
/// memory file, and the rectangle of rows in it. Valid while its `VideoFrame` lives: the frame
/// holds the memory, and a display server reading the pixels needs the frame kept until it has.
public struct SharedFrameMemory: Sendable {
  /// The memory file's descriptor, owned by the frame's memory: duplicate it to keep it.
  public let file: Int32
  /// A number no other frame memory has while the process lives: the same for every frame
  /// decoded into the same memory, so a display server's mapping of it can be reused.
  public let identity: UInt
  /// How many bytes the file holds.
  public let capacity: Int
  /// Where the frame's first row starts in the file.
  public let offset: Int
  /// Bytes from one row to the next.
  public let stride: Int
}
