import Foundation

/// The picture an audio view shows for media without cover art: a rounded square in a gradient
/// whose hue comes from the title (or the album, or the artist), so each piece keeps its own
/// colour from run to run, with a white note on it.
public enum CoverPlaceholder {
  /// The placeholder for media with `tags`, filling a square of `side` units.
  public static func scene(for tags: MediaTags, side: Double) -> Scene {
    let size = Size(width: side, height: side)
    let hue = self.hue(of: tags.title ?? tags.album ?? tags.artist ?? "")
    var card = Path()
    RoundedOutline(rect: Rect(origin: .zero, size: size), radius: side * 0.08).add(to: &card)
    let gradient = LinearGradient(
      start: .zero, end: Point(x: side, y: side),
      stops: [
        .init(location: 0, color: color(hue: hue, lightness: 0.45)),
        .init(location: 1, color: color(hue: hue + 40, lightness: 0.28)),
      ])
    return Scene(
      size: size, items: [.fill(card, .linearGradient(gradient)), .fill(note(side: side), .solid(.white))])
  }

  /// A quaver: a tilted oval head, a stem and a flag.
  private static func note(side s: Double) -> Path {
    let headCenter = Point(x: 0.42 * s, y: 0.66 * s)
    var path = Path(
      ellipseIn: Rect(
        x: headCenter.x - 0.11 * s, y: headCenter.y - 0.075 * s, width: 0.22 * s, height: 0.15 * s),
      transform: .rotation(-0.4, about: headCenter))
    let stemX = headCenter.x + 0.085 * s
    for polygon in [
      [
        Point(x: stemX, y: 0.25 * s), Point(x: stemX + 0.045 * s, y: 0.25 * s),
        Point(x: stemX + 0.045 * s, y: 0.64 * s), Point(x: stemX, y: 0.66 * s),
      ],
      [
        Point(x: stemX, y: 0.25 * s), Point(x: stemX + 0.045 * s, y: 0.25 * s),
        Point(x: stemX + 0.2 * s, y: 0.4 * s), Point(x: stemX + 0.16 * s, y: 0.48 * s),
        Point(x: stemX + 0.045 * s, y: 0.36 * s),
      ],
    ] {
      path.append(Path(polygon: polygon))
    }
    return path
  }

  /// A hue, 0…360, from `text`'s UTF-8 bytes (FNV-1a: the same on every run and machine, unlike
  /// Swift's seeded hashing).
  static func hue(of text: String) -> Double {
    var hash: UInt32 = 2_166_136_261
    for byte in text.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
    return Double(hash % 360)
  }

  /// A colour of `hue` (degrees) at 55 % saturation and `lightness`, from HSL.
  private static func color(hue: Double, lightness l: Double) -> Color {
    let chroma = (1 - abs(2 * l - 1)) * 0.55
    let sector = hue.truncatingRemainder(dividingBy: 360) / 60
    let x = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
    let (r, g, b): (Double, Double, Double) =
      switch Int(sector) {
      case 0: (chroma, x, 0)
      case 1: (x, chroma, 0)
      case 2: (0, chroma, x)
      case 3: (0, x, chroma)
      case 4: (x, 0, chroma)
      default: (chroma, 0, x)
      }
    let m = l - chroma / 2
    return Color(red: r + m, green: g + m, blue: b + m)
  }
}
