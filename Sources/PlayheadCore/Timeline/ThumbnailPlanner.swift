import Foundation

/// Which preview thumbnail to decode next, and which are decoded. The timeline is cut into
/// buckets, spread along it (its middle, then its halves', then its quarters'…) while nothing
/// else is wanted, so a few thumbnails soon cover all of it. The second under the pointer goes
/// first whenever no thumbnail decoded lies within `reach` of it: what a preview shows is never
/// more than a second from the time it names (the decoder's own frame is within `reach` of what
/// it is asked for). One decode runs at a time. Decoded thumbnails are kept in an LRU cache keyed
/// by media and item, so the media opened again finds them.
public struct ThumbnailPlanner: Sendable {
  /// A thumbnail to decode: a bucket of the timeline (decoded at its middle, to cover all of it
  /// early), or the second under the pointer (decoded at its middle, to show that time).
  public enum Item: Hashable, Sendable {
    /// Bucket `index` of the spread.
    case bucket(Int)
    /// The second from `index` seconds on.
    case second(Int)
  }

  /// A thumbnail's place in the cache: the media and its item.
  public struct Key: Hashable, Sendable {
    /// The media.
    public var url: URL
    /// What it shows.
    public var item: Item
  }

  /// How many thumbnails the cache keeps (about 11 MB at 160 × 90).
  public static let capacity = 240
  /// The most buckets a timeline is cut into.
  public static let maximumBuckets = 200
  /// The shortest bucket, in seconds.
  public static let shortestBucket = 1.0
  /// How far from the time under the pointer a thumbnail's own time may be, in seconds; the
  /// decoder's frame may be as far again from that.
  public static let reach = 0.5

  /// The media whose thumbnails are planned; `nil` before any.
  public private(set) var url: URL?
  /// The length of a bucket, in seconds.
  public private(set) var bucketLength = 1.0
  /// How many buckets the timeline has.
  public private(set) var bucketCount = 0
  /// The item being decoded, if any.
  public private(set) var decoding: Item?
  /// The time under the pointer, if it is over the timeline.
  public private(set) var hovered: Double?

  private var duration = 0.0
  private var cache = LRUCache<Key, PixelImage>(capacity: ThumbnailPlanner.capacity)
  /// Items that gave no picture: not asked for again.
  private var failed: Set<Item> = []
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
    self.duration = duration
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

  /// Where an item's thumbnail is decoded, in seconds: the middle of its bucket or second, within
  /// the duration.
  public func time(of item: Item) -> Double {
    switch item {
    case .bucket(let index): (Double(index) + 0.5) * bucketLength
    case .second(let second): min(Double(second) + 0.5, duration)
    }
  }

  /// The pointer is over `seconds` of the timeline, or left it (`nil`).
  public mutating func hover(at seconds: Double?) {
    hovered = seconds.map { min(max($0, 0), duration) }
    // What is looked at is what the cache keeps longest.
    if let url, let item = shownItem(at: hovered) { _ = cache.value(for: Key(url: url, item: item)) }
  }

  /// The thumbnail for `seconds`, if one decoded lies within `reach` of it.
  public func thumbnail(at seconds: Double) -> PixelImage? {
    guard let url, let item = shownItem(at: seconds) else { return nil }
    return cache.peek(Key(url: url, item: item))
  }

  /// The decoded item shown for `seconds`: its second's, else its bucket's, within `reach`.
  private func shownItem(at seconds: Double?) -> Item? {
    guard let url, bucketCount > 0, let seconds, seconds.isFinite else { return nil }
    let candidates: [Item] = [.second(second(at: seconds)), .bucket(bucket(at: seconds))]
    return candidates.first { item in
      abs(time(of: item) - seconds) <= Self.reach && cache.contains(Key(url: url, item: item))
    }
  }

  /// The whole second `seconds` falls in.
  private func second(at seconds: Double) -> Int { max(Int(seconds), 0) }

  /// The item to decode now, marked as decoding: the hovered second if nothing decoded shows it,
  /// else the next bucket of the spread along the timeline; only those whose time lies in
  /// `times` when given (what a download has brought so far: the others wait for it). `nil`
  /// while one decodes, or when all that can be are done.
  public mutating func next(within times: [ClosedRange<Double>]? = nil) -> Item? {
    guard decoding == nil, bucketCount > 0 else { return nil }
    if let hovered, shownItem(at: hovered) == nil {
      let item = Item.second(second(at: hovered))
      if isWanted(item), isReady(item, within: times) {
        decoding = item
        return item
      }
    }
    while spreadIndex < spread.count, !isWanted(.bucket(spread[spreadIndex])) { spreadIndex += 1 }
    let item = spread[spreadIndex...].lazy.map { Item.bucket($0) }.first {
      isWanted($0) && isReady($0, within: times)
    }
    decoding = item
    return item
  }

  /// Whether `item`'s time lies in `times` (any time when they are `nil`).
  private func isReady(_ item: Item, within times: [ClosedRange<Double>]?) -> Bool {
    let time = time(of: item)
    return times.map { ranges in ranges.contains { $0.contains(time) } } ?? true
  }

  /// Whether `item` still needs a decode: no thumbnail kept, and none failed.
  private func isWanted(_ item: Item) -> Bool {
    guard let url else { return false }
    return !cache.contains(Key(url: url, item: item)) && !failed.contains(item)
  }

  /// The decode of `item` gave `image` (`nil`: no picture there, not asked for again).
  public mutating func decoded(_ item: Item, _ image: PixelImage?) {
    guard decoding == item else { return }
    decoding = nil
    guard let url else { return }
    if let image { cache.insert(image, for: Key(url: url, item: item)) } else { failed.insert(item) }
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
