import Foundation

/// Where each media was left, so that opening it again goes on from there (mpv's
/// `--save-position-on-quit`, Totem's and Clapper's resume). Keyed by the media's address, the
/// latest first, at most `capacity` of them; kept as JSON in the state folder (`StateFolder`).
/// A missing or damaged file holds nothing, so nothing a file holds can stop the player.
public struct ResumePositions: Codable, Equatable, Sendable {
  /// One media's place.
  public struct Entry: Codable, Equatable, Sendable {
    /// The media's address (`key(for:)`).
    public var media: String
    /// Seconds into it.
    public var position: Double

    /// `media` left at `position`.
    public init(media: String, position: Double) {
      self.media = media
      self.position = position
    }
  }

  /// How many media are remembered; the oldest go first.
  public static let capacity = 500

  /// The places, the latest first.
  public private(set) var entries: [Entry]

  /// Nothing remembered, or `entries` (the latest first; at most `capacity`, each media once,
  /// only finite positions).
  public init(_ entries: [Entry] = []) {
    var seen = Set<String>()
    self.entries = Array(
      entries.filter { $0.position.isFinite && $0.position >= 0 && seen.insert($0.media).inserted }
        .prefix(Self.capacity))
  }

  /// Reads what a file holds, dropping entries that are not places; throws when it is not a list
  /// (a damaged file, which the reader keeps aside).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let entries = try container.decode([Lenient<Entry>].self)
    self.init(entries.compactMap(\.value))
  }

  /// Writes the entries as a JSON array.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(entries)
  }

  /// The key `url` is remembered under: a file by its absolute path made standard (so
  /// `./a.mp4` and `/home/me/a.mp4` are one), anything else by its whole address.
  public static func key(for url: URL) -> String {
    url.isFileURL ? url.standardizedFileURL.path : url.absoluteString
  }

  /// The media left most recently, the latest first, at most `limit`: what an empty window offers
  /// to play again.
  public func recentMedia(limit: Int) -> [URL] {
    entries.lazy.compactMap {
      $0.media.hasPrefix("/") ? URL(fileURLWithPath: $0.media) : URL(string: $0.media)
    }
    .prefix(max(limit, 0)).map { $0 }
  }

  /// Where `url` was left, or `nil`.
  public func position(of url: URL) -> Double? {
    let key = Self.key(for: url)
    return entries.first { $0.media == key }?.position
  }

  /// Remembers `position` for `url` (the latest), or forgets `url` with `nil` (watched to the end,
  /// or left at the start).
  public mutating func remember(_ position: Double?, for url: URL) {
    let key = Self.key(for: url)
    entries.removeAll { $0.media == key }
    guard let position, position.isFinite, position >= 0 else { return }
    entries.insert(Entry(media: key, position: position), at: 0)
    if entries.count > Self.capacity { entries.removeLast(entries.count - Self.capacity) }
  }

  /// The file they live in, in `folder`.
  public static func file(in folder: URL) -> URL { folder.appendingPathComponent("positions.json") }

  /// What `file` holds: nothing when it is missing or damaged (then kept beside it, and
  /// `onDamage` told why: `StateFolder.read(_:from:onDamage:)`).
  public static func read(from file: URL, onDamage: (String) -> Void = { _ in }) -> ResumePositions {
    StateFolder.read(ResumePositions.self, from: file, onDamage: onDamage) ?? ResumePositions()
  }

  /// Writes them to `file` in one step, making its folder when needed.
  public func write(to file: URL) throws { try StateFolder.write(self, to: file) }
}

/// A value decoded when it can be, `nil` when not, so one bad entry does not lose the rest.
private struct Lenient<Value: Decodable>: Decodable {
  let value: Value?

  init(from decoder: any Decoder) throws {
    value = try? decoder.singleValueContainer().decode(Value.self)
  }
}
