/// The sound-and-subtitles menu of the loaded media: a "Sound" list of its sound streams and a
/// "Subtitles" list of "Off" and its subtitle streams, each named by `MediaTrack.name` (marked
/// "(not drawn)" for a kind the player does not draw), the ones in effect chosen. A list is left out when the media has no such stream.
public struct TrackMenu: Hashable, Sendable {
  /// The lists, sound first.
  public let sections: [ChoiceSection]
  private let kinds: [Kind]

  private enum Kind: Hashable, Sendable {
    case sound
    case subtitles
  }

  /// The menu for `info`'s streams, `audioTrack` and `subtitleTrack` (`nil`: off) in effect.
  public init(info: MediaInfo?, audioTrack: Int?, subtitleTrack: Int?) {
    var sections: [ChoiceSection] = []
    var kinds: [Kind] = []
    let sound = info?.audioTracks ?? []
    if !sound.isEmpty {
      sections.append(
        ChoiceSection(
          title: "Sound", choices: sound.indices.map { MediaTrack.name($0, in: sound) }, chosen: audioTrack))
      kinds.append(.sound)
    }
    let subtitles = info?.subtitleTracks ?? []
    if !subtitles.isEmpty {
      let names =
        ["Off"]
        + subtitles.indices.map {
          MediaTrack.name($0, in: subtitles) + (subtitles[$0].isDrawn ? "" : " (not drawn)")
        }
      sections.append(
        ChoiceSection(title: "Subtitles", choices: names, chosen: subtitleTrack.map { $0 + 1 } ?? 0))
      kinds.append(.subtitles)
    }
    self.sections = sections
    self.kinds = kinds
  }

  /// The command that makes `choice` of section `section` the one in effect; `nil` when there
  /// is no such choice.
  public func command(choosing choice: Int, in section: Int) -> PlayerCommand? {
    guard sections.indices.contains(section), sections[section].choices.indices.contains(choice) else {
      return nil
    }
    switch kinds[section] {
    case .sound: return .selectAudioTrack(choice)
    case .subtitles: return .selectSubtitleTrack(choice == 0 ? nil : choice - 1)
    }
  }

  /// What is in effect, as a screen reader says it beside the button's name: "Sound: English;
  /// Subtitles: Off".
  public var summary: String {
    sections.map { section in
      "\(section.title ?? ""): \(section.chosen.map { section.choices[$0] } ?? "none")"
    }
    .joined(separator: "; ")
  }
}
