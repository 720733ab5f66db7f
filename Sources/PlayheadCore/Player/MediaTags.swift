import Foundation

/// What media says about itself in its tags: the words a player shows for sound without a
/// picture, and the cover art that takes the picture's place.
public struct MediaTags: Hashable, Sendable {
  /// The title ("Clair de lune"), or `nil`.
  public var title: String?
  /// The artist or performer, or `nil`.
  public var artist: String?
  /// The album, or `nil`.
  public var album: String?
  /// The cover art as the file holds it (JPEG or PNG bytes), or `nil`.
  public var coverArt: Data?
  /// Every tag the media holds as text, in the order found: the ones above and the others
  /// (`genre`, `date`, `comment`, `encoder`…), by the engine's names for them.
  public var all: [Entry]

  /// A tag as text: its name and its value (several values joined by ", ").
  public struct Entry: Hashable, Sendable {
    /// The tag's name ("genre").
    public let name: String
    /// Its value ("Classical").
    public let value: String

    /// Tag `name` saying `value`.
    public init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }

  /// Tags; empty or blank words count as absent.
  public init(
    title: String? = nil, artist: String? = nil, album: String? = nil, coverArt: Data? = nil,
    all: [Entry] = []
  ) {
    let word = { (text: String?) in
      text.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.flatMap { $0.isEmpty ? nil : $0 }
    }
    self.title = word(title)
    self.artist = word(artist)
    self.album = word(album)
    self.coverArt = coverArt.flatMap { $0.isEmpty ? nil : $0 }
    self.all = all.compactMap { entry in word(entry.value).map { Entry(name: entry.name, value: $0) } }
  }
}
