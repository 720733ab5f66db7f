import Foundation

extension PlayerController {
  /// The sound stream playing, an index of `MediaInfo.audioTracks`.
  public var audioTrack: Int? { chosenTracks.audio ?? info?.audioTrack }
  /// The subtitle stream shown, an index of `MediaInfo.subtitleTracks`; `nil` while subtitles
  /// are off.
  public var subtitleTrack: Int? {
    chosenTracks.areSubtitlesOff ? nil : chosenTracks.subtitle ?? info?.subtitleTrack
  }

  /// The sound-and-subtitles menu for the loaded media, the streams in effect chosen.
  public var trackMenu: TrackMenu {
    TrackMenu(info: info, audioTrack: audioTrack, subtitleTrack: subtitleTrack)
  }

  /// The quality menu of an adaptive stream, the variant held by a person's choice chosen, else
  /// Auto.
  public var qualityMenu: QualityMenu { QualityMenu(info: info, pinned: chosenTracks.variant) }

  /// Plays only `variant` (`nil`: whichever the network allows) and says which ("Quality:
  /// 360p", "Quality: Auto"); `false` without such a variant.
  func chooseQuality(_ variant: StreamVariant?, at time: Double) -> Bool {
    guard let variants = info?.variants, !variants.isEmpty, variant.map(variants.contains) ?? true
    else { return false }
    if variant != chosenTracks.variant, !choosePageFormat(variant) { engine.chooseVariant(variant) }
    chosenTracks.variant = variant
    showMessage(translated("Quality: \(variant?.description ?? translated("Auto"))"), at: time)
    return true
  }

  /// Plays sound stream `index` and says which ("Audio: Commentary (French)"); `false` when
  /// there is no such stream.
  func selectAudioTrack(_ index: Int, at time: Double) -> Bool {
    guard let tracks = info?.audioTracks, tracks.indices.contains(index) else { return false }
    engine.selectAudioTrack(index)
    chosenTracks.audio = index
    showMessage(translated("Audio: \(MediaTrack.name(index, in: tracks))"), at: time)
    return true
  }

  /// Shows subtitle stream `index`, or none (`nil`), and says which ("Subtitles: English",
  /// "Subtitles off"); `false` when there is no such stream.
  func selectSubtitleTrack(_ index: Int?, at time: Double) -> Bool {
    guard let tracks = info?.subtitleTracks, !tracks.isEmpty else { return false }
    guard let index else {
      chosenTracks.areSubtitlesOff = true
      showMessage(translated("Subtitles off"), at: time)
      return true
    }
    guard tracks.indices.contains(index) else { return false }
    if index != chosenTracks.subtitle ?? info?.subtitleTrack { engine.selectSubtitleTrack(index) }
    chosenTracks.subtitle = index
    chosenTracks.areSubtitlesOff = false
    showMessage(translated("Subtitles: \(MediaTrack.name(index, in: tracks))"), at: time)
    return true
  }

  /// Adds the subtitle file at `url` (chosen or dropped by a person) to the loaded media's
  /// subtitle streams; it shows once the engine has read it, in place of one chosen before, or
  /// the notice says why it cannot be read. Nothing without media loaded.
  public func addSubtitleFile(_ url: URL, at time: Double) {
    guard info != nil else { return }
    engine.addSubtitleFile(url)
    announcingChanges {
      chosenTracks.subtitle = nil
      chosenTracks.areSubtitlesOff = false
    }
    showMessage(translated("Adding subtitles: \(SubtitleFile.name(of: url.absoluteString))"), at: time)
  }

  /// The subtitle stream after the one shown, none after the last, then the first again.
  func nextSubtitleTrack(at time: Double) -> Bool {
    let count = info?.subtitleTracks.count ?? 0
    guard count > 0 else { return false }
    let next = subtitleTrack.map { $0 + 1 < count ? $0 + 1 : nil } ?? 0
    return selectSubtitleTrack(next, at: time)
  }

  /// Hides the subtitles, or shows the stream shown before again; `false` without any.
  func toggleSubtitles(at time: Double) -> Bool {
    guard subtitleTrack == nil else { return selectSubtitleTrack(nil, at: time) }
    return selectSubtitleTrack(chosenTracks.subtitle ?? info?.subtitleTrack ?? 0, at: time)
  }

  /// The stream after `current` of `count`, round to the first; `nil` with nothing else to go
  /// to.
  static func next(after current: Int?, of count: Int) -> Int? {
    guard count > 1 || (count == 1 && current == nil) else { return nil }
    return ((current ?? -1) + 1) % count
  }
}

/// The streams and the variant a person chose for the loaded media, over what it started with.
struct ChosenTracks: Hashable, Sendable {
  var audio: Int?
  var subtitle: Int?
  /// Whether the subtitles were turned off.
  var areSubtitlesOff = false
  /// The adaptive stream's variant held, where one is (`nil`: Auto).
  var variant: StreamVariant?
}
