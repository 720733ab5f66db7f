import Foundation

/// Which preview thumbnail to decode next, and which are decoded: the timeline cut into buckets
/// (one thumbnail each), the bucket under the pointer first, then the rest spread along the
/// timeline (its middle, then its halves', then its quarters'…) while nothing else is wanted. One
/// decode runs at a time. Decoded thumbnails are kept in an LRU cache keyed by media and bucket,
/// so the media opened again finds them.
public struct ThumbnailPlanner: Sendable {
  /// A thumbnail's place in the cache: the media and its bucket.
  public struct Key: Hashable, Sendable {
    /// The media.
    public var url: URL
    /// The bucket's index along its timeline.
    public var bucket: Int
  }

  /// How many thumbnails the cache keeps (about 11 MB at 160 × 90).
  public static let capacity = 240
  /// The most buckets a timeline is cut into: the cache keeps a whole timeline.
  public static let maximumBuckets = 200
  /// The shortest bucket, in seconds.
  public static let shortestBucket = 1.0

  /// The media whose thumbnails are planned; `nil` before any.
  public private(set) var url: URL?
  /// The length of a bucket, in seconds.
  public private(set) var bucketLength = 1.0
  /// How many buckets the timeline has.
  public private(set) var bucketCount = 0
  /// The bucket being decoded, if any.
  public private(set) var decoding: Int?
  /// The bucket under the pointer, if it is over the timeline.
  public private(set) var hovered: Int?

  private var cache = LRUCache<Key, PixelImage>(capacity: ThumbnailPlanner.capacity)
  /// Buckets that gave no picture: not asked for again.
  private var failed: Set<Int> = []
  /// The buckets spread along the timeline (`spreadOrder`), and how far the decodes have got.
  private var spread: [Int] = []
  private var spreadIndex = 0

  /// A planner with nothing planned.
  public init() {}

  /// Plans the thumbnails of `url`, lasting `duration` seconds (nothing without a duration).
  /// Thumbnails of an earlier media stay in the cache.
  public mutating func plan(_ url: URL, duration: Double?) {
    self.url = url
    decoding = nil
    hovered = nil
    failed = []
    spreadIndex = 0
    guard let duration, duration.isFinite, duration > 0 else {
      bucketCount = 0
      spread = []
      return
    }
    bucketLength = max(duration / Double(Self.maximumBuckets), Self.shortestBucket)
    bucketCount = max(Int((duration / bucketLength).rounded(.up)), 1)
    spread = Self.spreadOrder(count: bucketCount)
  }

  /// Forgets the plan: nothing is decoded until the next `plan`.
  public mutating func stop() {
    bucketCount = 0
    decoding = nil
    hovered = nil
  }

  /// The bucket `seconds` falls in.
  public func bucket(at seconds: Double) -> Int {
    guard bucketCount > 0, seconds.isFinite else { return 0 }
    return min(max(Int(seconds / bucketLength), 0), bucketCount - 1)
  }

  /// Where a bucket's thumbnail is decoded: its middle, in seconds.
  public func time(of bucket: Int) -> Double { (Double(bucket) + 0.5) * bucketLength }

  /// The pointer is over `seconds` of the timeline, or left it (`nil`).
  public mutating func hover(at seconds: Double?) {
    hovered = seconds.map { bucket(at: $0) }
    // What is looked at is what the cache keeps longest.
    if let url, let hovered { _ = cache.value(for: Key(url: url, bucket: hovered)) }
  }

  /// The thumbnail for `seconds`, if decoded.
  public func thumbnail(at seconds: Double) -> PixelImage? {
    guard let url, bucketCount > 0 else { return nil }
    return cache.peek(Key(url: url, bucket: bucket(at: seconds)))
  }

  /// The bucket to decode now, marked as decoding: the hovered one if it has no thumbnail, else
  /// the next of the spread along the timeline; `nil` while one decodes or when all are done.
  public mutating func next() -> Int? {
    guard decoding == nil, bucketCount > 0 else { return nil }
    if let hovered, isWanted(hovered) {
      decoding = hovered
      return hovered
    }
    while spreadIndex < spread.count {
      let bucket = spread[spreadIndex]
      spreadIndex += 1
      if isWanted(bucket) {
        decoding = bucket
        return bucket
      }
    }
    return nil
  }

  /// Whether `bucket` still needs a decode: no thumbnail kept, and none failed.
  private func isWanted(_ bucket: Int) -> Bool {
    guard let url else { return false }
    return !cache.contains(Key(url: url, bucket: bucket)) && !failed.contains(bucket)
  }

  /// The decode of `bucket` gave `image` (`nil`: no picture there, not asked for again).
  public mutating func decoded(_ bucket: Int, _ image: PixelImage?) {
    guard decoding == bucket else { return }
    decoding = nil
    guard let url else { return }
    if let image { cache.insert(image, for: Key(url: url, bucket: bucket)) } else { failed.insert(bucket) }
  }

  /// Every bucket of `count`, spread along the timeline: the middle first, then the middles of
  /// each half, of each quarter, and so on, so a few thumbnails already cover all of it.
  static func spreadOrder(count: Int) -> [Int] {
    guard count > 0 else { return [] }
    var order: [Int] = []
    var seen = Set<Int>()
    var parts = 1
    while order.count < count {
      for part in 0..<parts {
        let bucket = min(Int((Double(part) + 0.5) * Double(count) / Double(parts)), count - 1)
        if seen.insert(bucket).inserted { order.append(bucket) }
      }
      parts *= 2
    }
    return order
  }
}
