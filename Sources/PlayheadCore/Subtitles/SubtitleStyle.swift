import Foundation

/// How subtitles look: their size relative to the picture, their colour and what sets them off
/// from it. Kept in the player's settings; every value has a name a person can type.
public struct SubtitleStyle: Hashable, Sendable, Codable {
  /// The text's size, a fraction of the picture's height.
  public enum TextSize: String, Hashable, Sendable, Codable, CaseIterable {
    /// 4.5 % of the picture's height.
    case small
    /// 6 %: two lines take an eighth of the picture, as broadcasters set them.
    case medium
    /// 7.5 %.
    case large
    /// 9 %.
    case huge

    /// The font's size as a fraction of the picture's height.
    public var fraction: Double {
      switch self {
      case .small: 0.045
      case .medium: 0.06
      case .large: 0.075
      case .huge: 0.09
      }
    }
  }

  /// What sets the text off from the picture.
  public enum Backdrop: String, Hashable, Sendable, Codable, CaseIterable {
    /// A dark line around each letter (readable on any picture, hides the least of it).
    case outline
    /// A translucent dark box behind the lines.
    case box
  }

  /// The text's size.
  public var size: TextSize
  /// The text's colour, as `#RRGGBB` or a name `SubtitleStyle.colorNames` knows.
  public var color: String
  /// What sets the text off.
  public var backdrop: Backdrop
  /// The font family the text is set in (Pango's name: "DejaVu Sans", "Cantarell").
  public var font: String

  /// The font family subtitles are set in unless a person chose another.
  public static let defaultFont = "DejaVu Sans"

  /// A style; the default is medium white text in DejaVu Sans with a dark outline.
  public init(
    size: TextSize = .medium, color: String = "white", backdrop: Backdrop = .outline,
    font: String = defaultFont
  ) {
    self.size = size
    self.color = Self.paint(named: color) == nil ? "white" : color
    self.backdrop = backdrop
    let family = font.trimmingCharacters(in: .whitespacesAndNewlines)
    self.font = family.isEmpty || family.count > 200 ? Self.defaultFont : family
  }

  /// Reads a stored style, each missing or unknown entry at its default.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      size: (try? container.decodeIfPresent(TextSize.self, forKey: .size)) ?? .medium,
      color: (try? container.decodeIfPresent(String.self, forKey: .color)) ?? "white",
      backdrop: (try? container.decodeIfPresent(Backdrop.self, forKey: .backdrop)) ?? .outline,
      font: (try? container.decodeIfPresent(String.self, forKey: .font)) ?? Self.defaultFont)
  }

  /// This style with the parts given in place of its own (a command line's options over the
  /// setting).
  public func changing(size: TextSize?, color: String?, backdrop: Backdrop?) -> SubtitleStyle {
    SubtitleStyle(
      size: size ?? self.size, color: color ?? self.color, backdrop: backdrop ?? self.backdrop, font: font)
  }

  /// The colours known by name.
  public static let colorNames: [String: Color] = [
    "white": .white, "yellow": Color(rgb: 0xFFEB3B), "cyan": Color(rgb: 0x80DEEA),
    "green": Color(rgb: 0xA5D6A7), "grey": Color(rgb: 0xBDBDBD),
  ]

  /// The colour `name` (a known name or `#RRGGBB`), or `nil` when it is neither.
  public static func paint(named name: String) -> Color? {
    if let color = colorNames[name.lowercased()] { return color }
    guard name.hasPrefix("#") else { return nil }
    return try? Color(hex: name)
  }

  /// The text's colour.
  public var textColor: Color { Self.paint(named: color) ?? .white }
}
