import PlayheadCairo
import PlayheadCore

/// The MaskButton's part of the gallery: normal and reversed, text, a template image and both,
/// several angles, and a filmstrip of state, paint and text changes.
struct MaskButtonGallery {
  let folder: String
  let scale: Double

  func add(to page: inout GalleryPage) throws {
    let measurer: PangoTextMeasurer
    do {
      measurer = try PangoTextMeasurer()
    } catch {
      throw CommandFailure(message: translated("cannot lay out text: \(error)"))
    }
    let size = Size(width: 220, height: 72)
    let (sunset, ocean) = try Self.paints()
    let play = try Self.playTemplate()
    page.heading("MaskButton")
    let variants: [(String, MaskContent, Bool, Double)] = [
      ("text", MaskContent(text: "LIVE"), false, 0), ("text-reversed", MaskContent(text: "LIVE"), true, 0),
      ("image", MaskContent(image: play), false, 3),
      ("image-and-text-reversed", MaskContent(text: "Watch", image: play), true, 3),
    ]
    for (name, content, reversed, border) in variants {
      var button = MaskButton(content: content, paint: sunset, measurer: measurer)
      button.isReversed = reversed
      button.borderWidth = border
      button.cornerRadius = 18
      try write(
        button.scene(in: size, at: 0), format: .png, scale: scale, to: "\(folder)/mask-button-\(name).png")
      page.image("mask-button-\(name).png", caption: name)
    }
    page.heading("MaskButton: pressed, paint and text change, disabled")
    var button = MaskButton(content: MaskContent(text: "LIVE"), paint: sunset, measurer: measurer)
    button.cornerRadius = 18
    button.isReversed = true
    // Events are applied as time passes, as a view would: a value remembers only its latest
    // animations.
    let script: [(time: Double, apply: (inout MaskButton) -> Void)] = [
      (0, { _ = $0.handle(.pointerDown(Point(x: 10, y: 10)), in: size, at: 0) }),
      (0.3, { _ = $0.handle(.pointerUp(Point(x: 10, y: 10)), in: size, at: 0.3) }),
      (0.6, { $0.setPaint(ocean, at: 0.6) }),
      (0.6, { $0.setContent(MaskContent(text: "ON AIR"), at: 0.6) }),
      (1.0, { _ = $0.handle(.enabled(false), in: size, at: 1.0) }),
    ]
    /// The scenes at `times` (in order), applying the script as time passes.
    func frames(at times: [Double]) -> [Scene] {
      var button = button
      var pending = script[...]
      return times.map { time in
        while let next = pending.first, next.time <= time + 1e-9 {
          next.apply(&button)
          pending.removeFirst()
        }
        return button.scene(in: size, at: time)
      }
    }
    let strip = frames(at: Array(stride(from: 0.0, through: 1.3, by: 0.1)))
    try write(
      Scene.filmstrip(strip, spacing: 8), format: .png, scale: scale, to: "\(folder)/mask-button-changes.png")
    try GalleryMovie.write(
      frames(at: GalleryMovie.times(through: 1.6)), scale: scale, to: "\(folder)/mask-button-changes.webm")
    page.image(
      "mask-button-changes.png", caption: "pressed, released, restyled, disabled", wide: true,
      video: "mask-button-changes.webm")
  }

  /// A play-triangle template image made in code (its alpha is the shape).
  /// The gallery's two gradients: a sunset and the ocean it changes to.
  static func paints() throws -> (sunset: MaskPaint, ocean: MaskPaint) {
    (
      try MaskPaint.gradient([Color(rgb: 0xff5f6d), Color(rgb: 0xffc371)], angle: 45),
      try MaskPaint.gradient([Color(rgb: 0x1a73e8), Color(rgb: 0x00c6ff)], angle: -45)
    )
  }

  static func playTemplate() throws -> AlphaMask {
    let (width, height) = (48, 48)
    var alpha = [UInt8](repeating: 0, count: width * height)
    for y in 0..<height {
      for x in 0..<width {
        // Inside the triangle (8, 4) – (44, 24) – (8, 44), with a one-pixel soft edge.
        let edge = min(Double(x) - 8, (44 - Double(x)) - abs(Double(y) + 0.5 - 24) * 36 / 20)
        alpha[y * width + x] = UInt8(min(max(edge + 0.5, 0), 1) * 255)
      }
    }
    return try AlphaMask(width: width, height: height, alpha: alpha)
  }
}
