import ArgumentParser
import Foundation
import PlayheadCore

/// `playhead gallery`: every control in every mode and style, every transition as a filmstrip
/// and as a WebM video, each control as a Lottie file, and an index page.
struct Gallery: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: translated(
      "Write every control, mode, style and transition as PNGs, WebM videos and Lottie files with an index.html."
    ))

  @Option(help: ArgumentHelp(translated("The folder to write into (created if missing).")))
  var out: String

  @Option(help: ArgumentHelp(translated("Pixels per unit.")))
  var scale = 2.0

  func validate() throws {
    guard scale.isFinite, scale > 0, scale <= 8 else {
      throw ValidationError(translated("--scale must be a number from 0 (excluded) to 8, got \(scale)"))
    }
  }

  func run() throws {
    do {
      try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
    } catch {
      throw CommandFailure(message: translated("cannot create \(out): \(error.localizedDescription)"))
    }
    var page = GalleryPage(title: "Playhead gallery")
    let size = Size(width: 88, height: 88)
    for style in PlayButton.Style.allCases {
      page.heading("PlayButton, \(style.rawValue)")
      for mode in PlayButton.Mode.allCases {
        let name = "play-button-\(style.rawValue)-\(mode.rawValue).png"
        let button = PlayButton(mode: mode, style: style)
        try write(button.scene(in: size, at: 0), format: .png, scale: scale, to: "\(out)/\(name)")
        page.image(name, caption: mode.rawValue)
      }
      page.heading("PlayButton, \(style.rawValue): transitions")
      for from in PlayButton.Mode.allCases {
        for to in PlayButton.Mode.allCases where to != from {
          let name = "play-button-\(style.rawValue)-\(from.rawValue)-to-\(to.rawValue)"
          let button = PlayButton(mode: from, style: style)
          let frames = button.transitionFrames(from: from, to: to, count: 9, in: size)
          try write(
            Scene.filmstrip(frames, spacing: 11), format: .png, scale: scale, to: "\(out)/\(name).png")
          let duration = button.transitionDuration(from: from, to: to)
          let count = GalleryMovie.times(through: duration).count
          let movie = button.transitionFrames(from: from, to: to, count: count, in: size)
          try GalleryMovie.write(movie, scale: scale, to: "\(out)/\(name).webm")
          page.image(
            "\(name).png", caption: "\(from.rawValue) → \(to.rawValue)", wide: true, video: "\(name).webm")
        }
      }
    }
    try SeekButtonGallery(folder: out, scale: scale).add(to: &page)
    try MaskButtonGallery(folder: out, scale: scale).add(to: &page)
    try LottieGallery(folder: out).add(to: &page)
    let index = "\(out)/index.html"
    do {
      try page.html.write(toFile: index, atomically: true, encoding: .utf8)
    } catch {
      throw CommandFailure(message: translated("cannot write \(index): \(error.localizedDescription)"))
    }
    print(translated("Gallery written to \(index)"))
  }
}

/// A plain HTML page of headed image lists.
struct GalleryPage {
  private var body = ""
  private let title: String

  init(title: String) { self.title = title }

  mutating func heading(_ text: String) {
    body += "<h2>\(text)</h2>\n"
  }

  /// Adds an image with a caption, and beside it a looping `video` of the same when given.
  mutating func image(_ file: String, caption: String, wide: Bool = false, video: String? = nil) {
    let player = video.map {
      "<video src=\"\($0)\" autoplay loop muted playsinline aria-label=\"\(caption), animated\"></video>"
    }
    body +=
      "<figure\(wide ? " class=\"wide\"" : "")>\(player ?? "")<img src=\"\(file)\" alt=\"\(caption)\">"
      + "<figcaption>\(caption)</figcaption></figure>\n"
  }

  /// Adds a link to `file` with a caption.
  mutating func link(_ file: String, caption: String) {
    body += "<p><a href=\"\(file)\">\(file)</a>: \(caption)</p>\n"
  }

  var html: String {
    """
    <!doctype html>
    <html lang="en"><head><meta charset="utf-8"><title>\(title)</title>
    <style>body{font-family:sans-serif;background:#f6f6f6}figure{display:inline-block;margin:8px}
    figure.wide{display:block}img,video{vertical-align:middle;margin-right:8px}</style></head>
    <body><h1>\(title)</h1>
    \(body)</body></html>

    """
  }
}
