/// A chapter of the media, from its table of contents: where it starts, and its title.
public struct Chapter: Hashable, Sendable {
  /// Seconds from the start of the media.
  public var start: Double
  /// Its title, when the media gives one.
  public var title: String?

  /// A chapter starting at `start` seconds.
  public init(start: Double, title: String? = nil) {
    self.start = start
    self.title = title
  }

  /// How far into a chapter a backward chapter step goes to its start rather than to the
  /// chapter before (mpv's `chapter-seek-threshold`).
  public static let backThreshold = 5.0

  /// The index in `chapters` (sorted by start) of the chapter playing at `position`; `nil`
  /// before the first.
  public static func index(at position: Double, in chapters: [Chapter]) -> Int? {
    chapters.lastIndex { $0.start <= position + 0.001 }
  }

  /// The chapter a step of `steps` from `position` lands in: on to the next ones, or back to the
  /// start of this one (once past `backThreshold`) and then the ones before; `nil` past either
  /// end.
  public static func target(from position: Double, steps: Int, in chapters: [Chapter]) -> Int? {
    guard steps != 0, !chapters.isEmpty else { return nil }
    let current = index(at: position, in: chapters)
    let target: Int
    if steps > 0 {
      target = (current ?? -1) + steps
    } else {
      guard let current else { return nil }
      let intoCurrent = position - chapters[current].start >= backThreshold
      target = current + steps + (intoCurrent ? 1 : 0)
    }
    return chapters.indices.contains(target) ? target : nil
  }

  /// How the player names chapter `index` of `chapters`: "Chapter 2: The middle part", or
  /// "Chapter 2".
  public static func name(_ index: Int, in chapters: [Chapter]) -> String {
    let number = index + 1
    guard let title = chapters[index].title, !title.isEmpty else { return translated("Chapter \(number)") }
    return translated("Chapter \(number): \(title)")
  }
}
