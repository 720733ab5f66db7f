import Foundation
import PlayheadCore
import PlayheadCoreTesting
import Testing

/// The bar's menus: the sound-and-subtitles menu built from the media's streams, its choices as
/// commands, the speed menu's one list, and the tracks button's place and face.
@MainActor @Suite struct TrackMenuTests {
  /// The menu lists the sound streams, then "Off", the subtitle streams and "Add subtitles
  /// file…", the ones in effect chosen; choosing is the same command as a key's, and the last
  /// asks for a file, no command.
  @Test func theMenuListsTheStreamsAndChoosesByCommand() {
    let (controller, engine) = TrackTests().loaded()
    let menu = controller.trackMenu
    #expect(
      menu.sections == [
        ChoiceSection(title: "Sound", choices: ["Main (English)", "French"], chosen: 0),
        ChoiceSection(
          title: "Subtitles", choices: ["Off", "English", "Forced", "Track 3", "Add subtitles file…"],
          chosen: 1),
      ])
    #expect(menu.summary == "Sound: Main (English); Subtitles: English")
    #expect(menu.command(choosing: 0, in: 1) == .selectSubtitleTrack(nil))
    #expect(menu.command(choosing: 2, in: 1) == .selectSubtitleTrack(1))
    #expect(menu.command(choosing: 1, in: 0) == .selectAudioTrack(1))
    #expect(menu.command(choosing: 4, in: 1) == nil && menu.asksForSubtitleFile(choosing: 4, in: 1))
    #expect(!menu.asksForSubtitleFile(choosing: 3, in: 1) && !menu.asksForSubtitleFile(choosing: 1, in: 0))
    #expect(menu.command(choosing: 5, in: 1) == nil && menu.command(choosing: 0, in: 2) == nil)

    controller.perform(menu.command(choosing: 0, in: 1)!, at: 1)
    #expect(controller.trackMenu.sections[1].chosen == 0 && controller.message?.text == "Subtitles off")
    #expect(controller.trackMenu.summary == "Sound: Main (English); Subtitles: Off")
    controller.perform(menu.command(choosing: 1, in: 0)!, at: 2)
    #expect(engine.commands == [.selectAudioTrack(1)] && controller.trackMenu.sections[0].chosen == 1)
  }

  /// A sound with one stream and no subtitles has nothing to choose: no button. Subtitles
  /// alone are a choice (on or off), and a video can take a subtitle file: its menu has the
  /// subtitles list with "Off" and "Add subtitles file…"; a list is left out otherwise.
  @Test func theButtonIsForMediaWithChoices() {
    #expect(!MediaInfo(duration: 1, audioTracks: [MediaTrack()]).hasTrackChoices)
    let film = MediaInfo(
      duration: 1, video: VideoGeometry(codedSize: Size(width: 640, height: 360)), audioTracks: [MediaTrack()]
    )
    #expect(film.hasTrackChoices)
    #expect(
      TrackMenu(info: film, audioTrack: 0, subtitleTrack: nil).sections.last
        == ChoiceSection(title: "Subtitles", choices: ["Off", "Add subtitles file…"], chosen: 0))
    #expect(MediaInfo(duration: 1, audioTracks: [MediaTrack(), MediaTrack()]).hasTrackChoices)
    let subtitlesOnly = MediaInfo(duration: 1, subtitleTracks: [MediaTrack(language: "Dutch")])
    #expect(subtitlesOnly.hasTrackChoices)
    let menu = TrackMenu(info: subtitlesOnly, audioTrack: nil, subtitleTrack: nil)
    #expect(
      menu.sections == [
        ChoiceSection(title: "Subtitles", choices: ["Off", "Dutch", "Add subtitles file…"], chosen: 0)
      ])
    #expect(menu.command(choosing: 1, in: 0) == .selectSubtitleTrack(0))
    #expect(TrackMenu(info: nil, audioTrack: nil, subtitleTrack: nil).sections.isEmpty)
  }

  /// The speed menu is one list of the speeds; a speed between them chooses none.
  @Test func theSpeedMenuChoosesTheSpeedShown() {
    let menu = PlaybackSpeed.menu(showing: 1.5)
    #expect(menu.title == nil && menu.choices.first == "0.25×" && menu.choices.last == "4×")
    #expect(menu.chosen.map { PlaybackSpeed.choices[$0] } == 1.5)
    #expect(PlaybackSpeed.menu(showing: 1.1).chosen == nil)
    #expect(ChoiceSection(choices: ["a"], chosen: 3).chosen == nil, "not a choice")
  }

  /// The tracks button sits left of the speed button, clear of the forward button; a player too
  /// narrow for it puts it in the overflow menu, as it does the volume slider.
  @Test func theButtonHasItsPlaceWhenThereIsRoom() throws {
    let wide = OverlayLayout(size: Size(width: 640, height: 360))
    let box = try #require(wide.tracksButton)
    let speed = try #require(wide.speedButton)
    #expect(box.maxX <= speed.minX && box.minX > wide.seekButton(.forward).maxX)
    #expect(box.size == speed.size && box.minY == speed.minY)
    let narrow = OverlayLayout(size: Size(width: 360, height: 640))
    #expect(narrow.tracksButton == nil && narrow.overflowed.contains(.tracks) && narrow.overflowButton != nil)
  }

  /// The face is underlined while subtitles show, and ringed with the focus: three different
  /// pictures. The overlay draws it only when there is one and room for it.
  @Test func theFaceSaysWhetherSubtitlesShow() throws {
    let layout = OverlayLayout(size: Size(width: 640, height: 360))
    let box = try #require(layout.tracksButton)
    let faces = [
      TracksBadge(areSubtitlesShown: false), TracksBadge(areSubtitlesShown: true),
      TracksBadge(areSubtitlesShown: true, isFocused: true),
    ].map { $0.scene(in: box, layout: layout) }
    #expect(Set(faces).count == 3 && faces.allSatisfy { $0.size == box.size })
    #expect(faces[1].items.count == faces[0].items.count + 1)
    let pieces = { (badge: TracksBadge?, layout: OverlayLayout) in
      PlayerOverlay.barPieces(
        in: layout, timeline: OverlayTimeline(position: 0, info: nil), volumeSlider: VolumeSlider(volume: 1),
        speedBadge: SpeedBadge(speed: 1), tracksBadge: badge, playButton: Scene(size: box.size),
        backButton: Scene(size: box.size), forwardButton: Scene(size: box.size),
        volumeButton: Scene(size: box.size))
    }
    let withBadge = pieces(TracksBadge(areSubtitlesShown: true), layout)
    #expect(withBadge.count == pieces(nil, layout).count + 1)
    #expect(withBadge.contains { $0.origin == Point(x: box.minX, y: box.minY) && $0.scene == faces[1] })
    let narrow = OverlayLayout(size: Size(width: 360, height: 640))
    #expect(pieces(TracksBadge(areSubtitlesShown: true), narrow).count == pieces(nil, narrow).count)
  }
}
