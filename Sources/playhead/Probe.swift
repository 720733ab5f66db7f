import ArgumentParser
import Foundation
import PlayheadCore
import PlayheadGStreamer

/// `playhead probe URL`: what the engine finds in some media.
struct Probe: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: translated(
      "Print what GStreamer finds in a file or URL: duration, size, codecs, liveness, seekability, tags, streams and chapters."
    ))

  @Argument(help: ArgumentHelp(translated("A file path or an http(s) URL.")))
  var media: MediaURL

  @Flag(help: ArgumentHelp(translated("Print GStreamer's and libsoup's own warnings too.")))
  var verbose = false

  @MainActor
  func run() async throws {
    verbose ? LibraryWarnings.show() : LibraryWarnings.hide()
    if verbose { TeardownDeadline.sayWhatIsCutShort() }
    let session = EngineSession()
    let info = try await session.withDuration(session.load(media.url))
    print(translated("url: \(media.url.absoluteString)"))
    if let format = session.page?.best {
      print(translated("found in the page: \(format.url.absoluteString)"))
    }
    print(translated("duration: \(info.durationText)"))
    print(translated("live: \(info.isLive ? translated("yes") : translated("no"))"))
    if let window = info.liveWindow { print(translated("live window: \(info.liveWindowText(window))")) }
    print(translated("video: \(info.videoText)"))
    print(translated("codecs: \(info.codecsText)"))
    print(
      translated(
        "seekable: \(info.isSeekable ? (info.isLive ? translated("in its window") : translated("yes")) : translated("no"))"
      ))
    if !info.variants.isEmpty {
      print(translated("variants:"))
      for variant in info.variants { print(translated("  \(variant.description)")) }
    }
    if let notice = info.partialSupportNotice { print(translated("notice: \(notice)")) }
    let tags = info.tags
    for (name, value) in [
      (translated("title"), tags.title), (translated("artist"), tags.artist),
      (translated("album"), tags.album),
    ] {
      if let value { print(translated("\(name): \(value)")) }
    }
    if let cover = tags.coverArt { print(translated("cover: \(cover.count) bytes")) }
    print(translated("streams:"))
    for line in info.streamLines { print(translated("  \(line)")) }
    if !info.chapters.isEmpty {
      print(translated("chapters:"))
      for line in info.chapterLines { print(translated("  \(line)")) }
    }
    if !tags.all.isEmpty {
      print(translated("tags:"))
      for line in info.tagLines { print(translated("  \(line)")) }
    }
    TeardownDeadline.arm(status: 0)
    TeardownDeadline.step(translated("stopping the pipeline"))
    session.engine.stop()
  }
}
