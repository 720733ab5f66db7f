import Foundation

/// What a person asks of a `PlayQueue`: from the bar's previous and next buttons, the queue's
/// list (play an item, move it, remove it), the N and P keys or MPRIS.
public enum QueueCommand: Hashable, Sendable {
  /// Play the item after the current one.
  case next
  /// Play the item before the current one.
  case previous
  /// Play the item at this index.
  case play(Int)
  /// Move the item at `from` to `to` (an index in the queue as it is after the move).
  case move(from: Int, to: Int)
  /// Take the item at this index out of the queue.
  case remove(Int)
}

extension QueueCommand {
  /// What `command` does, as the keys' list says it.
  static func text(of command: QueueCommand) -> String {
    switch command {
    case .next: translated("Next in the queue")
    case .previous: translated("Previous in the queue")
    case .play(let index): translated("Play item \(index + 1)")
    case .move(let source, let destination): translated("Move item \(source + 1) to \(destination + 1)")
    case .remove(let index): translated("Remove item \(index + 1)")
    }
  }
}

extension PlayQueue {
  /// Carries out `command` and returns the URL to load when the current item changed; `nil`
  /// when what plays goes on (a move, removing another item, the current item asked for again,
  /// an index outside the queue). The queue never removes its last item: something plays.
  public mutating func perform(_ command: QueueCommand) -> URL? {
    switch command {
    case .next: return next()
    case .previous: return previous()
    case .play(let index):
      guard index != currentIndex else { return nil }
      return select(index)
    case .move(let source, let destination):
      move(from: source, to: destination)
      return nil
    case .remove(let index):
      guard items.count > 1 else { return nil }
      return remove(at: index)
    }
  }

  /// Whether the player shows the queue (its previous and next buttons and its list): when it
  /// holds more than one item.
  public var isShown: Bool { items.count > 1 }

  /// The queue as its list shows it: each item's name, whether it is the current one, and what
  /// a screen reader says of it.
  public var entries: [QueueEntry] {
    items.enumerated().map { index, url in
      QueueEntry(
        name: MediaName.of(url), isCurrent: index == currentIndex, number: index + 1, count: items.count)
    }
  }
}
