import Foundation

@testable import PlayheadCore

/// The fuzz targets of what Playhead reads as text.
enum TextFuzzing {
  /// A subtitle file: its format as Playhead finds it (the name from the first part, the text
  /// the second), then its cues in every format; each cue lasts no time before it starts.
  static func subtitleCues(_ bytes: [UInt8]) {
    let (name, body) = split(bytes)
    let content = text(body)
    _ = SubtitleFormat.of(content, named: text(name))
    for format in SubtitleFormat.allCases {
      for cue in format.subtitles(in: content, framesPerSecond: 25).cues {
        require(cue.start.isFinite, "\(format) gave a cue starting at \(cue.start)")
        require(cue.end.map { $0 > cue.start } ?? true, "\(format) gave a cue ending before it starts")
      }
    }
    _ = WebVTTReader.cues(demuxedText: content, start: 1, end: 2)
    _ = WebVTTReader.cue(matroskaBlock: content, start: 1, end: nil)
    _ = Chapter.fromVorbisComments(content.split(separator: "\n").map(String.init))
  }

  /// An address as typed, and a list of them as pasted or dropped.
  static func mediaAddress(_ bytes: [UInt8]) {
    let content = text(bytes)
    if let url = MediaAddress.url(content) {
      require(url.scheme != nil, "\(content) became \(url), with no scheme")
    }
    for url in MediaAddress.urls(in: content) {
      require(url.scheme != nil, "a line of \(content) became \(url), with no scheme")
    }
    _ = SubtitleFile.name(of: content)
    _ = SubtitleFile.languageWord(of: content)
  }

  /// A playlist's bytes: every entry is an absolute address.
  static func queueFile(_ bytes: [UInt8]) {
    let content = QueueFile.text(of: Data(bytes))
    guard !QueueFile.isStreamPlaylist(content) else { return }
    for entry in QueueFile.entries(
      in: content, folder: URL(fileURLWithPath: "/films/lists", isDirectory: true))
    {
      require(entry.scheme != nil, "an entry became \(entry), with no scheme")
      require(
        !entry.isFileURL || entry.path.unicodeScalars.first == "/", "an entry became the relative \(entry)")
    }
  }

  /// An HLS or DASH manifest (the first byte says which) and an I-frame playlist, and what a
  /// player asks of them.
  static func adaptiveManifest(_ bytes: [UInt8]) {
    guard let first = bytes.first else { return }
    let content = text(Array(bytes.dropFirst()))
    let manifest = AdaptiveManifest(content, format: first & 1 == 0 ? .hls : .dash)
    _ = manifest.variant(height: 720, bandwidth: nil)
    _ = manifest.variant(height: Int(first), bandwidth: 1_000_000)
    let address = URL(string: "https://example.com/stream/master.m3u8")!
    let previews = manifest.previewPictures(of: address, height: 90)
    for seconds in [0, 11, 1e9] { _ = previews?.picture(at: seconds) }
    let playlist = IFramePlaylist(content, address: address)
    for seconds in [-1, 0, 33, 1e12] { _ = playlist.picture(at: seconds) }
  }
}
