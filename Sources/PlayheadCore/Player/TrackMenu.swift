/// The sound-and-subtitles menu of the loaded media: a "Sound" list of its sound streams and a
/// "Subtitles" list of "Off", its subtitle streams and "Add subtitles file…", each named by
/// `MediaTrack.name` (marked "(not drawn)" for a kind the player does not draw), the ones in
/// effect chosen. The sound list is left out without sound streams; the subtitles list without
/// subtitle streams or a video to put them on.
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
          title: translated("Sound"), choices: sound.indices.map { MediaTrack.name($0, in: sound) },
          chosen: audioTrack))
      kinds.append(.sound)
    }
    let subtitles = info?.subtitleTracks ?? []
    if !subtitles.isEmpty || info?.video != nil {
      let names =
        [translated("Off")]
        + subtitles.indices.map {
          let name = MediaTrack.name($0, in: subtitles)
          return subtitles[$0].isDrawn ? name : translated("\(name) (not drawn)")
        } + [Self.addSubtitleFile]
      sections.append(
        ChoiceSection(
          title: translated("Subtitles"), choices: names, chosen: subtitleTrack.map { $0 + 1 } ?? 0))
      kinds.append(.subtitles)
    }
    self.sections = sections
    self.kinds = kinds
  }

  /// The subtitles list's last choice, which asks for a subtitle file to add.
  public static var addSubtitleFile: String { translated("Add subtitles file…") }

  /// Whether `choice` of section `section` asks for a subtitle file to add (the view shows the
  /// file chooser; `PlayerController.addSubtitleFile` adds what is chosen).
  public func asksForSubtitleFile(choosing choice: Int, in section: Int) -> Bool {
    sections.indices.contains(section) && kinds[section] == .subtitles
      && choice == sections[section].choices.count - 1
  }

  /// The command that makes `choice` of section `section` the one in effect; `nil` when there
  /// is no such choice (or it asks for a file: `asksForSubtitleFile`).
  public func command(choosing choice: Int, in section: Int) -> PlayerCommand? {
    guard sections.indices.contains(section), sections[section].choices.indices.contains(choice),
      !asksForSubtitleFile(choosing: choice, in: section)
    else {
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
      translated(
        "\(section.title ?? ""): \(section.chosen.map { section.choices[$0] } ?? translated("none"))")
    }
    .joined(separator: translated("; "))
  }
}
