import Foundation

/// Where a film's own subtitle files are: beside it, named as it is, as players have found them
/// since SubRip ("Film.mkv" → "Film.srt", "Film.en.srt", "Film.English.vtt").
public enum SubtitleFile {
  /// The endings of the subtitle files found beside a film (SubRip, WebVTT, SSA/ASS, SubViewer
  /// and MicroDVD, TTML, MPL2, SAMI), in the order they are preferred.
  public static let extensions = ["srt", "vtt", "ass", "ssa", "sub", "ttml", "dfxp", "mpl", "smi", "sami"]

  /// The endings of the subtitle files GStreamer reads for Playhead (SAMI); it reads the others
  /// itself (`SubtitleFormat`).
  public static let gstreamerExtensions: Set<String> = ["smi", "sami"]

  /// The endings of every subtitle file Playhead reads, itself or through GStreamer.
  public static let allExtensions: Set<String> = Set(extensions)

  /// Whether `url` is a subtitle file, by its ending: dropped or chosen with media playing, it
  /// is added to it, not played.
  public static func isSubtitleFile(_ url: URL) -> Bool {
    allExtensions.contains(url.pathExtension.lowercased())
  }

  /// The subtitle files for `media` among `names`, the files in its folder: those named as the
  /// media with a subtitle ending, then those with a word between ("Film.en.srt"), each group
  /// by ending (`extensions`' order), then by name; endings in any case. Empty when there are
  /// none, or for media not a file.
  public static func beside(_ media: URL, among names: [String]) -> [URL] {
    guard media.isFileURL else { return [] }
    let base = media.deletingPathExtension().lastPathComponent
    let folder = media.deletingLastPathComponent()
    func rank(_ name: String) -> (Int, Int)? {
      let url = URL(fileURLWithPath: name)
      guard let order = extensions.firstIndex(of: url.pathExtension.lowercased()) else { return nil }
      let stem = url.deletingPathExtension().lastPathComponent
      if stem == base { return (0, order) }
      let prefix = base + "."
      guard stem.hasPrefix(prefix), stem.count > prefix.count else { return nil }
      return (1, order)
    }
    return names.compactMap { name in rank(name).map { (rank: $0, name: name) } }
      .sorted { ($0.rank.0, $0.rank.1, $0.name) < ($1.rank.0, $1.rank.1, $1.name) }
      .map { folder.appendingPathComponent($0.name) }
  }

  /// The subtitle files beside `media`, a local file, looked for in its folder (see
  /// `beside(_:among:)`); empty when there are none or the folder cannot be read. Reads the
  /// disk: call it off the main thread.
  public static func beside(_ media: URL) -> [URL] {
    guard media.isFileURL else { return [] }
    let names = try? FileManager.default.contentsOfDirectory(atPath: media.deletingLastPathComponent().path)
    return names.map { beside(media, among: $0) } ?? []
  }

  /// How a person knows the subtitle file at `uri` (a file's name, else the address as it is).
  public static func name(of uri: String) -> String {
    URL(string: uri).map(MediaName.of) ?? uri
  }

  /// The word between the name and the ending of the subtitle file at `uri` ("Film.en.srt" →
  /// "en"), where players put its language; `nil` without one.
  public static func languageWord(of uri: String) -> String? {
    let stem = URL(fileURLWithPath: name(of: uri)).deletingPathExtension()
    let word = stem.pathExtension
    return word.isEmpty ? nil : word
  }

  /// Why the subtitle file at `uri` cannot be read, naming it: "Film.srt: Could not determine
  /// type of stream" for `reason` "Could not determine type of stream.".
  public static func problem(reading uri: String, reason: String) -> String {
    var reason = reason.trimmingCharacters(in: .whitespacesAndNewlines)
    while reason.hasSuffix(".") { reason.removeLast() }
    return translated("\(name(of: uri)): \(reason)")
  }
}
