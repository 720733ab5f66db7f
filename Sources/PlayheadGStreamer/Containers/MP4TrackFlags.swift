import Foundation

/// The flags an MP4 or QuickTime file sets on its tracks: a track header's "enabled" flag, which
/// FFmpeg sets on each kind's default track (and reads back as its default disposition), over
/// `MP4Atoms`. A QuickTime chapter track is no stream of playbin's and is left out.
enum MP4TrackFlags {
  /// The tracks of the MP4 file at `url` that playbin makes streams of, in the file's order; empty
  /// when it is no MP4.
  static func tracks(inFileAt url: URL) -> [TrackFlags] {
    guard let file = try? FileHandle(forReadingFrom: url) else { return [] }
    defer { try? file.close() }
    return MP4Atoms.movie(in: file).map(tracks(inMovie:)) ?? []
  }

  /// The tracks of a `moov` atom's body.
  static func tracks(inMovie moov: [UInt8]) -> [TrackFlags] {
    let tracks = MP4Atoms.children("trak", of: moov)
    let chapterTracks = QuickTimeChapterTrack.chapterTrackIDs(amongTracks: tracks)
    return tracks.compactMap { track in
      guard let header = MP4Atoms.child("tkhd", of: track),
        let flags = MP4Atoms.number(header, at: 1, length: 3),
        let id = QuickTimeChapterTrack.trackID(of: track), !chapterTracks.contains(id),
        let handler = MP4Atoms.descendant("mdia", "hdlr", of: track), handler.count >= 12,
        let kind = kind(of: String(decoding: handler[8..<12], as: UTF8.self))
      else { return nil }
      return TrackFlags(kind: kind, isDefault: flags & 1 != 0, isForced: false, isHearingImpaired: false)
    }
  }

  /// The kind of a track whose media handler is `type` (`vide`, `soun`, and the subtitle
  /// handlers: `sbtl`, `subt`, `text`, `clcp`).
  private static func kind(of type: String) -> TrackFlags.Kind? {
    switch type {
    case "vide": .video
    case "soun": .audio
    case "sbtl", "subt", "text", "clcp": .subtitles
    default: nil
    }
  }
}
