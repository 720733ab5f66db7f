internal import CGStreamer
import Foundation
import PlayheadCore

/// The subtitle files shown with a media: each read whole before the media is described
/// (`SubtitleFileText`, `SubtitleFormat`), so every cue is known at once, wherever playing
/// starts or jumps to, and listed after the media's own subtitle streams. Choosing one takes no
/// pipeline: its cues are there, playing or paused. Formats Playhead does not read itself
/// (SAMI, TTML) are left to playbin (`isLeftToGStreamer`).
struct SubtitleFileTracks: Sendable {
  /// A file read.
  struct File: Sendable {
    /// How the player lists it: its name, its language from the word before its ending.
    let track: MediaTrack
    /// Its cues, on the media's timeline.
    var cues: SubtitleCues
    /// A MicroDVD file's text, whose frames are counted again at the video's rate once it is
    /// known (`countFrames`), unless the file says its own.
    var framesToCount: String? = nil
  }

  /// The files read, in the order given.
  private(set) var files: [File] = []
  /// Why each file that could not be read was not, naming it.
  private(set) var problems: [String] = []
  /// The file shown, an index into `files`; `nil` when a media's own stream is.
  var chosen: Int?

  /// Whether the subtitles at `url` are for playbin to read: a format Playhead does not read
  /// (`SubtitleFile.gstreamerExtensions`), or a file not on this machine.
  static func isLeftToGStreamer(_ url: URL) -> Bool {
    !url.isFileURL || SubtitleFile.gstreamerExtensions.contains(url.pathExtension.lowercased())
  }

  /// Reads each of `urls` that is not left to GStreamer, in `encoding` when given, its
  /// MicroDVD frames counted at `framesPerSecond` when the file does not say. Reads the disk:
  /// call it off the main thread.
  static func read(_ urls: [URL], encoding: String?, framesPerSecond: Double?) -> SubtitleFileTracks {
    var tracks = SubtitleFileTracks()
    for url in urls where !isLeftToGStreamer(url) {
      let name = SubtitleFile.name(of: url.absoluteString)
      do {
        let text = try SubtitleFileText.read(url, encoding: encoding)
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
          tracks.problems.append("\(name): the file is empty")
          continue
        }
        guard let format = SubtitleFormat.of(text, named: name) else {
          tracks.problems.append(
            "\(name): not subtitles Playhead can read (\(SubtitleFormat.namesInWords(with: ["SAMI"])))")
          continue
        }
        let cues = format.subtitles(in: text, framesPerSecond: framesPerSecond)
        guard !cues.cues.isEmpty else {
          tracks.problems.append("\(name): \(format.rawValue) without a single cue that can be read")
          continue
        }
        var track = MediaTrack(language: languageName(of: url), title: name)
        track.codec = format.rawValue
        tracks.files.append(File(track: track, cues: cues, framesToCount: format == .microDVD ? text : nil))
      } catch {
        tracks.problems.append(error.description)
      }
    }
    tracks.chosen = tracks.files.isEmpty ? nil : 0
    return tracks
  }

  /// Counts the MicroDVD files' frames at `framesPerSecond`, the video's, where a file does not
  /// say its own rate.
  mutating func countFrames(at framesPerSecond: Double) {
    for index in files.indices {
      guard let text = files[index].framesToCount else { continue }
      files[index].cues = SubtitleFormat.microDVD.subtitles(in: text, framesPerSecond: framesPerSecond)
    }
  }

  /// Adds `other`'s files after these, and takes the first of them (if it has one).
  mutating func add(_ other: SubtitleFileTracks) {
    if !other.files.isEmpty { chosen = files.count }
    files += other.files
    problems += other.problems
  }

  /// The language the word before the file's ending names ("Film.fr.srt" → "French").
  private static func languageName(of url: URL) -> String? {
    SubtitleFile.languageWord(of: url.absoluteString).flatMap { gst_tag_get_language_name($0) }
      .map { String(cString: $0) }
  }
}
