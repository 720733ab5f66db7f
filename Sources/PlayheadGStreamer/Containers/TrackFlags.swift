import Foundation

/// What a container says of a track that GStreamer 1.22's demuxers do not pass on: its kind and
/// its flags (which track a player takes unasked, which subtitles carry only the foreign lines,
/// which are for the deaf and hard of hearing). Read from Matroska (`MatroskaTrackFlags`) and
/// MP4 or QuickTime (`MP4TrackFlags`) files, in the file's order.
struct TrackFlags: Equatable, Sendable {
  /// The kinds of track playbin makes streams of.
  enum Kind: Sendable {
    case video, audio, subtitles
  }

  let kind: Kind
  let isDefault: Bool
  let isForced: Bool
  let isHearingImpaired: Bool
  /// The format's name where the container names it better than GStreamer does: Matroska's
  /// `S_TEXT/UTF8` is SubRip, which GStreamer 1.22 calls only "Timed Text".
  var formatName: String? = nil

  /// The index, among the tracks of `kind` in `tracks`, of the one the file takes by default:
  /// the first flagged so, when the file flags some of that kind and not others (a file that
  /// flags all or none says nothing); `nil` otherwise.
  static func defaultIndex(of kind: Kind, in tracks: [TrackFlags]) -> Int? {
    let ofKind = tracks.filter { $0.kind == kind }
    guard ofKind.contains(where: \.isDefault), !ofKind.allSatisfy(\.isDefault) else { return nil }
    return ofKind.firstIndex(where: \.isDefault)
  }
}
