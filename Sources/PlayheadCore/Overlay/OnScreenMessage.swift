/// The billboard at the top left that says what a key or control just did ("Volume 80 %",
/// "Speed 1.5×"): shown at once, held for `holdDuration`, then faded out over `fadeDuration`. A
/// value: the view blends its scene into the video at `opacity(at:)`.
public struct OnScreenMessage: Hashable, Sendable {
  /// Seconds the message stays fully shown.
  public static let holdDuration = 1.5
  /// Seconds it then takes to fade out.
  public static let fadeDuration = 0.3

  /// What it says.
  public let text: String
  /// When it was shown.
  public let shownAt: Double

  /// A message saying `text`, shown at `time`.
  public init(_ text: String, at time: Double) {
    self.text = text
    self.shownAt = time
  }

  /// How opaque it is at `time`: 1 while held, then down to 0, easing out.
  public func opacity(at time: Double) -> Double {
    let fading = (time - shownAt - Self.holdDuration) / Self.fadeDuration
    guard fading > 0 else { return 1 }
    guard fading < 1 else { return 0 }
    return 1 - fading * fading
  }

  /// Whether it is fading out at `time` (it then changes on every frame).
  public func isFading(at time: Double) -> Bool {
    let opacity = opacity(at: time)
    return opacity > 0 && opacity < 1
  }

  /// Whether it has gone by `time`.
  public func isOver(at time: Double) -> Bool { opacity(at: time) <= 0 }

  /// The billboard's scene, its top-left corner at 0, 0: a rounded translucent box and the text
  /// in white, sized by the layout for the player (`OverlayLayout.messageFont`).
  public func scene(in layout: OverlayLayout, measurer: any TextMeasuring) -> Scene {
    let font = layout.messageFont
    let padding = Size(width: font.size * 0.75, height: font.size * 0.45)
    let text = measurer.size(of: text, font: font)
    let size = Size(
      width: (text.width + 2 * padding.width).rounded(.up),
      height: (text.height + 2 * padding.height).rounded(.up))
    let box = Rect(x: 0, y: 0, width: size.width, height: size.height)
    return Scene(
      size: size,
      items: [
        .fill(
          RoundedOutline(rect: box, radius: font.size * 0.4).path,
          .solid(Color(red: 0, green: 0, blue: 0, alpha: 0.65))),
        .text(TextRun(text: self.text, font: font, frame: box, paint: .solid(.white))),
      ])
  }
}
