import Foundation

/// What a MaskButton is painted with: one colour, or a linear gradient of evenly spaced colours
/// at an angle (0° puts the first colour at the top; positive angles turn it clockwise).
public struct MaskPaint: Hashable, Sendable {
  /// The colours, first to last; one colour is a solid paint.
  public let colors: [Color]
  /// The angle in degrees, normalized to −180 (excluded) … 180.
  public let angle: Double

  private init(colors: [Color], angle: Double) {
    self.colors = colors
    self.angle = angle
  }

  /// A solid colour.
  public static func solid(_ color: Color) -> MaskPaint { MaskPaint(colors: [color], angle: 0) }

  /// A gradient of two or more colours at `angle` degrees (any finite angle, normalized).
  /// - Throws: `MaskButtonError.tooFewColors` or `.invalidAngle` (NaN or infinite).
  public static func gradient(_ colors: [Color], angle: Double) throws(MaskButtonError) -> MaskPaint {
    guard colors.count >= 2 else { throw .tooFewColors(colors.count) }
    guard angle.isFinite else { throw .invalidAngle(angle) }
    return MaskPaint(colors: colors, angle: normalized(angle))
  }

  /// An angle in degrees brought into −180 (excluded) … 180.
  public static func normalized(_ degrees: Double) -> Double {
    var result = degrees.truncatingRemainder(dividingBy: 360)
    if result > 180 { result -= 360 }
    if result <= -180 { result += 360 }
    return result
  }

  /// The scene paint filling `rect`: the gradient line crosses the whole rectangle at the angle.
  public func paint(in rect: Rect) -> Paint {
    guard colors.count > 1 else { return .solid(colors.first ?? .clear) }
    let radians = angle * .pi / 180
    let toStart = Point(x: sin(radians), y: -cos(radians))
    let halfLength = (abs(rect.width * toStart.x) + abs(rect.height * toStart.y)) / 2
    let stops = colors.enumerated().map { index, color in
      LinearGradient.Stop(location: Double(index) / Double(colors.count - 1), color: color)
    }
    return .linearGradient(
      LinearGradient(
        start: rect.center + toStart * halfLength, end: rect.center - toStart * halfLength, stops: stops))
  }

  /// The colour at `location` (0…1) along the gradient.
  func color(at location: Double) -> Color {
    guard colors.count > 1 else { return colors.first ?? .clear }
    let position = min(max(location, 0), 1) * Double(colors.count - 1)
    let index = min(Int(position), colors.count - 2)
    return colors[index].interpolated(to: colors[index + 1], fraction: position - Double(index))
  }

  /// The same paint in greys of the same luminance.
  var desaturated: MaskPaint {
    MaskPaint(
      colors: colors.map { color in
        let grey = 0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue
        return Color(red: grey, green: grey, blue: grey, alpha: color.alpha)
      }, angle: angle)
  }
}

extension MaskPaint: Interpolatable {
  /// Blends colour by colour (the paint with fewer colours is resampled along its gradient) and
  /// turns the angle the short way round.
  public func interpolated(to other: MaskPaint, fraction: Double) -> MaskPaint {
    let count = max(colors.count, other.colors.count)
    let samples = { (paint: MaskPaint) in
      (0..<count).map { paint.color(at: count == 1 ? 0 : Double($0) / Double(count - 1)) }
    }
    let blended = zip(samples(self), samples(other)).map { $0.interpolated(to: $1, fraction: fraction) }
    let from = colors.count == 1 ? other.angle : angle
    let to = other.colors.count == 1 ? angle : other.angle
    return MaskPaint(colors: blended, angle: Self.normalized(from + Self.normalized(to - from) * fraction))
  }
}
