import PlayheadCore

/// The SeekButton's part of the gallery: both directions at rest, and a three-tap accumulation
/// as a filmstrip, with full and reduced motion.
struct SeekButtonGallery {
  let folder: String
  let scale: Double

  func add(to page: inout GalleryPage) throws {
    page.heading("SeekButton")
    for direction in SeekButton.Direction.allCases {
      let name = "seek-button-\(direction.rawValue).png"
      let button = SeekButton(direction: direction)
      try write(
        button.scene(in: Size(width: 88, height: 88), at: 0), format: .png, scale: scale,
        to: "\(folder)/\(name)")
      page.image(name, caption: direction.rawValue)
    }
    page.heading("SeekButton: three taps accumulate")
    for direction in SeekButton.Direction.allCases {
      for reducedMotion in [false, true] {
        var button = SeekButton(direction: direction)
        button.prefersReducedMotion = reducedMotion
        let motion = reducedMotion ? "reduced-motion" : "full-motion"
        let name = "seek-button-\(direction.rawValue)-three-taps-\(motion)"
        let sequence = SeekTapSequence(button: button, taps: 3)
        let size = Size(width: 160, height: 64)
        let frames = sequence.frames(count: 10, in: size)
        try write(
          Scene.filmstrip(frames, spacing: 8), format: .png, scale: scale, to: "\(folder)/\(name).png")
        let movie = GalleryMovie.times(through: sequence.duration).map { sequence.scene(in: size, at: $0) }
        try GalleryMovie.write(movie, scale: scale, to: "\(folder)/\(name).webm")
        page.image(
          "\(name).png", caption: "\(direction.rawValue), \(motion)", wide: true, video: "\(name).webm")
      }
    }
  }
}
