import ArgumentParser
import Foundation
import PlayheadCore
import PlayheadGStreamer

/// `playhead probe URL`: what the engine finds in some media.
struct Probe: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract:
      "Print what GStreamer finds in a file or URL: duration, size, codecs, liveness, seekability, tags, streams and chapters."
  )

  @Argument(help: "A file path or an http(s) URL.")
  var media: MediaURL

  @Flag(help: "Print GStreamer's and libsoup's own warnings too.")
  var verbose = false

  @MainActor
  func run() async throws {
    verbose ? LibraryWarnings.show() : LibraryWarnings.hide()
    if verbose { TeardownDeadline.sayWhatIsCutShort() }
    let session = EngineSession()
    let info = try await session.withDuration(session.load(media.url))
    print("url: \(media.url.absoluteString)")
    if let format = session.page?.best { print("found in the page: \(format.url.absoluteString)") }
    print("duration: \(info.durationText)")
    print("live: \(info.isLive ? "yes" : "no")")
    if let window = info.liveWindow { print("live window: \(info.liveWindowText(window))") }
    print("video: \(info.videoText)")
    print("codecs: \(info.codecsText)")
    print("seekable: \(info.isSeekable ? (info.isLive ? "in its window" : "yes") : "no")")
    if !info.variants.isEmpty {
      print("variants:")
      for variant in info.variants { print("  \(variant.description)") }
    }
    if let notice = info.partialSupportNotice { print("notice: \(notice)") }
    let tags = info.tags
    for (name, value) in [("title", tags.title), ("artist", tags.artist), ("album", tags.album)] {
      if let value { print("\(name): \(value)") }
    }
    if let cover = tags.coverArt { print("cover: \(cover.count) bytes") }
    print("streams:")
    for line in info.streamLines { print("  \(line)") }
    if !info.chapters.isEmpty {
      print("chapters:")
      for line in info.chapterLines { print("  \(line)") }
    }
    if !tags.all.isEmpty {
      print("tags:")
      for line in info.tagLines { print("  \(line)") }
    }
    TeardownDeadline.arm(status: 0)
    TeardownDeadline.step("stopping the pipeline")
    session.engine.stop()
  }
}
