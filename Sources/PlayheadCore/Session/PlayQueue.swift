import Foundation

/// The media a player goes through, one after another: what `playhead play a.mp4 b.mkv` and a
/// drop of several files make. One item is current; the queue says which comes next or before,
/// keeps the current item current while items are moved or removed, and, looping, goes from the
/// last back to the first. A value: its changes return the URL to load, if one should be.
public struct PlayQueue: Hashable, Sendable {
  /// The items, in the order they play.
  public private(set) var items: [URL]
  /// Where the current item is in `items`; `nil` while the queue is empty.
  public private(set) var currentIndex: Int?
  /// Whether the queue starts over after its last item.
  public var loops: Bool

  /// A queue of `items` whose first is current.
  public init(_ items: [URL] = [], loops: Bool = false) {
    self.items = items
    self.loops = loops
    currentIndex = items.isEmpty ? nil : 0
  }

  /// The item playing, or about to.
  public var current: URL? { currentIndex.map { items[$0] } }

  /// Whether there is an item after the current one (the first again, looping).
  public var hasNext: Bool {
    guard let currentIndex else { return false }
    return currentIndex + 1 < items.count || (loops && !items.isEmpty)
  }

  /// Whether there is an item before the current one (the last, looping).
  public var hasPrevious: Bool {
    guard let currentIndex else { return false }
    return currentIndex > 0 || (loops && !items.isEmpty)
  }

  /// Goes to the next item and returns it; `nil` (staying) at the end of a queue that does not
  /// loop.
  public mutating func next() -> URL? {
    guard hasNext, let currentIndex else { return nil }
    return select((currentIndex + 1) % items.count)
  }

  /// Goes to the item before and returns it; `nil` (staying) at the start of a queue that does
  /// not loop.
  public mutating func previous() -> URL? {
    guard hasPrevious, let currentIndex else { return nil }
    return select((currentIndex + items.count - 1) % items.count)
  }

  /// Makes the item at `index` current and returns it; `nil` for an index outside the queue.
  @discardableResult
  public mutating func select(_ index: Int) -> URL? {
    guard items.indices.contains(index) else { return nil }
    currentIndex = index
    return items[index]
  }

  /// Puts `urls` at the end. When the queue was empty the first of them becomes current and is
  /// returned, to be loaded.
  public mutating func append(_ urls: [URL]) -> URL? {
    let wasEmpty = items.isEmpty
    items += urls
    return wasEmpty ? select(0) : nil
  }

  /// Moves the item at `source` to `destination` (an index in the queue as it is after the
  /// move); the current item stays current wherever it goes.
  public mutating func move(from source: Int, to destination: Int) {
    guard items.indices.contains(source), items.indices.contains(destination), source != destination else {
      return
    }
    let playing = currentIndex.map { items[$0] }
    let currentWasMoved = currentIndex == source
    let item = items.remove(at: source)
    items.insert(item, at: destination)
    guard let currentIndex else { return }
    if currentWasMoved {
      self.currentIndex = destination
    } else if let playing {
      // Everything between the two places moved by one.
      var index = currentIndex
      if source < index, destination >= index { index -= 1 }
      if source > index, destination <= index { index += 1 }
      assert(items[index] == playing)
      self.currentIndex = index
    }
  }

  /// Removes the item at `index`. Removing the current item makes the one after it current (the
  /// one before at the end, or none when the queue is left empty) and returns it, to be loaded.
  public mutating func remove(at index: Int) -> URL? {
    guard items.indices.contains(index), let currentIndex else { return nil }
    items.remove(at: index)
    if items.isEmpty {
      self.currentIndex = nil
      return nil
    }
    if index < currentIndex { self.currentIndex = currentIndex - 1 }
    guard index == currentIndex else { return nil }
    return select(min(index, items.count - 1))
  }

  /// Puts the items in a random order from `generator`, the current one first (it goes on
  /// playing, and the rest follow it).
  public mutating func shuffle(using generator: inout some RandomNumberGenerator) {
    guard let current else { return }
    var rest = items
    rest.remove(at: currentIndex ?? 0)
    rest.shuffle(using: &generator)
    items = [current] + rest
    currentIndex = 0
  }
}
