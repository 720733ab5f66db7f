import Foundation
import PlayheadCairo
import PlayheadCore

/// The gallery's Lottie files: the PlayButton in each style, the SeekButton each way, and the
/// MaskButton through text and through an image, each state and transition a marker.
struct LottieGallery {
  let folder: String

  func add(to page: inout GalleryPage) throws {
    let round = Size(width: 88, height: 88)
    let wide = Size(width: 220, height: 72)
    let measurer: PangoTextMeasurer
    let exporter: LottieExporter
    do {
      (measurer, exporter) = (try PangoTextMeasurer(), LottieExporter(outliner: try PangoTextOutliner()))
    } catch {
      throw CommandFailure(message: translated("cannot lay out text: \(error)"))
    }
    let (sunset, ocean) = try MaskButtonGallery.paints()
    var live = MaskButton(content: MaskContent(text: "LIVE"), paint: sunset, measurer: measurer)
    live.cornerRadius = 18
    live.isReversed = true
    var watch = MaskButton(
      content: MaskContent(text: "Watch", image: try MaskButtonGallery.playTemplate()), paint: sunset,
      measurer: measurer)
    watch.cornerRadius = 18
    watch.borderWidth = 3
    let files: [(name: String, size: Size, segments: [LottieSegment])] =
      PlayButton.Style.allCases.map { style in
        ("play-button-\(style.rawValue)", round, PlayButton(style: style).lottieSegments(in: round))
      }
      + SeekButton.Direction.allCases.map { direction in
        (
          "seek-button-\(direction.rawValue)", round,
          SeekButton(direction: direction).lottieSegments(in: round)
        )
      } + [
        ("mask-button-live", wide, live.lottieSegments(in: wide, next: (MaskContent(text: "ON AIR"), ocean))),
        ("mask-button-watch", wide, watch.lottieSegments(in: wide)),
      ]
    page.heading("Lottie: every state and transition, each a marker")
    for file in files {
      let path = "\(folder)/\(file.name).json"
      do {
        let animation = try exporter.animation(named: file.name, size: file.size, segments: file.segments)
        try FileBytes.write(Array((animation.text + "\n").utf8), to: path)
      } catch {
        throw CommandFailure(message: translated("cannot write \(path): \(error)"))
      }
      page.link("\(file.name).json", caption: file.segments.map(\.name).joined(separator: ", "))
    }
  }
}
