internal import CCairo
import PlayheadCore
import Synchronization

/// Pixels of scene groups that carry a `cacheKey`, kept between frames so an unchanged group is
/// composited instead of drawn again. Give one cache to the renderer of one view; it holds at
/// most `capacity` groups and forgets the oldest first.
public final class RenderCache: Sendable {
  private struct Key: Hashable {
    let cacheKey: Int
    let width: Int
    let height: Int
    let scale: Double
  }

  private struct Entries: ~Copyable {
    var images: [Key: ImageSurface] = [:]
    var order: [Key] = []
  }

  private let entries = Mutex(Entries())
  private let capacity: Int

  /// Creates an empty cache holding up to `capacity` groups (at least 1).
  public init(capacity: Int = 8) {
    self.capacity = max(capacity, 1)
  }

  /// How many groups are held.
  public var count: Int { entries.withLock { $0.images.count } }

  /// The image of the group with `cacheKey` drawn at `scale` on an image of `width × height`
  /// pixels, drawing it with `draw` the first time.
  func image(
    for cacheKey: Int, width: Int, height: Int, scale: Double,
    draw: (ImageSurface) throws(CairoError) -> Void
  ) throws(CairoError) -> ImageSurface {
    let key = Key(cacheKey: cacheKey, width: width, height: height, scale: scale)
    if let image = entries.withLock({ $0.images[key] }) { return image }
    let image = try ImageSurface(width: width, height: height)
    try draw(image)
    entries.withLock { entries in
      entries.images[key] = image
      entries.order.append(key)
      if entries.order.count > capacity { entries.images[entries.order.removeFirst()] = nil }
    }
    return image
  }
}
