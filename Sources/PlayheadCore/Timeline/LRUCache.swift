/// A cache that keeps the `capacity` values used last: adding one more forgets the one unused
/// longest. Reading a value counts as using it.
public struct LRUCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  /// How many values it keeps, at least 1.
  public let capacity: Int
  private var values: [Key: Value] = [:]
  /// Keys from the one used longest ago to the one used last.
  private var order: [Key] = []

  /// An empty cache of `capacity` values (1 when smaller).
  public init(capacity: Int) {
    self.capacity = max(capacity, 1)
  }

  /// How many values it holds.
  public var count: Int { values.count }

  /// Whether it holds a value for `key`, without counting as a use.
  public func contains(_ key: Key) -> Bool { values[key] != nil }

  /// The value for `key`, without counting as a use; `nil` when it holds none.
  public func peek(_ key: Key) -> Value? { values[key] }

  /// The value for `key`, now the one used last; `nil` when it holds none.
  public mutating func value(for key: Key) -> Value? {
    guard let value = values[key] else { return nil }
    touch(key)
    return value
  }

  /// Keeps `value` for `key` as the one used last, forgetting the value unused longest when full.
  public mutating func insert(_ value: Value, for key: Key) {
    if values.updateValue(value, forKey: key) != nil {
      touch(key)
      return
    }
    order.append(key)
    if order.count > capacity { values[order.removeFirst()] = nil }
  }

  private mutating func touch(_ key: Key) {
    if let index = order.firstIndex(of: key) { order.remove(at: index) }
    order.append(key)
  }
}
