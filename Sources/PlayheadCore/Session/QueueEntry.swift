/// One item of a queue's list (`PlayQueue.entries`).
public struct QueueEntry: Hashable, Sendable {
  /// The item's name: its file name, or its address.
  public let name: String
  /// Whether it is the item playing.
  public let isCurrent: Bool
  /// Its place in the queue, from 1.
  public let number: Int
  /// How many items the queue holds.
  public let count: Int

  /// What a screen reader says of the item: "2 of 5: b.mkv, playing".
  public var spokenText: String {
    isCurrent
      ? translated("\(number) of \(count): \(name), playing") : translated("\(number) of \(count): \(name)")
  }
}
