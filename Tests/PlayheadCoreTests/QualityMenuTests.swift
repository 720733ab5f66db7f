import Foundation
import PlayheadCore
import PlayheadCoreTesting
import Testing

/// The quality menu of an adaptive stream: Auto with the variant playing, then each variant;
/// a choice pins one until another, and the button has a place in the bar only for such a
/// stream.
@MainActor @Suite struct QualityMenuTests {
  static let high = StreamVariant(bandwidth: 2_800_000, width: 1280, height: 720, location: "720p.m3u8")
  static let low = StreamVariant(bandwidth: 736_000, width: 640, height: 360, location: "360p.m3u8")

  static func stream(playing variant: StreamVariant?) -> MediaInfo {
    var info = MediaInfo(duration: 60, video: VideoGeometry(codedSize: Size(width: 1280, height: 720)))
    info.variants = [high, low]
    info.variant = variant
    return info
  }

  func loaded() -> (PlayerController, ScriptedMediaEngine) {
    TrackTests().loaded(Self.stream(playing: Self.high))
  }

  /// Auto comes first, naming the variant playing; then each variant with its height and rate.
  /// Auto is in effect until a person chooses.
  @Test func theMenuListsAutoThenEachVariant() {
    let (controller, _) = loaded()
    let menu = controller.qualityMenu
    #expect(
      menu.section
        == ChoiceSection(choices: ["Auto (720p)", "720p · 2.8 Mb/s", "360p · 736 kb/s"], chosen: 0))
    #expect(menu.hasChoices && menu.summary == "Auto (720p)" && menu.badgeText == "Auto")
    #expect(menu.command(choosing: 2) == .chooseQuality(Self.low))
    #expect(menu.command(choosing: 0) == .chooseQuality(nil))
    #expect(menu.command(choosing: 3) == nil && menu.command(choosing: -1) == nil)
    #expect(QualityMenu(info: Self.stream(playing: nil), pinned: nil).section.choices.first == "Auto")
  }

  /// Choosing a variant pins it in the engine and says so; it stays chosen while Auto's variant
  /// would change, until Auto is chosen again. Choosing what is in effect asks nothing again.
  @Test func aChoiceHoldsUntilChanged() {
    let (controller, engine) = loaded()
    controller.perform(.chooseQuality(Self.low), at: 1)
    #expect(engine.commands == [.chooseVariant(Self.low)])
    #expect(controller.message?.text == "Quality: 360p · 736 kb/s")
    engine.emit(.loaded(Self.stream(playing: Self.low)))
    var menu = controller.qualityMenu
    #expect(menu.section.chosen == 2 && menu.summary == "360p · 736 kb/s" && menu.badgeText == "360p")
    #expect(menu.section.choices.first == "Auto (360p)")
    controller.perform(.chooseQuality(Self.low), at: 2)
    #expect(engine.commands == [.chooseVariant(Self.low)], "already held")
    controller.perform(.chooseQuality(nil), at: 3)
    #expect(engine.commands == [.chooseVariant(Self.low), .chooseVariant(nil)])
    menu = controller.qualityMenu
    #expect(menu.section.chosen == 0 && controller.message?.text == "Quality: Auto")
  }

  /// Media without variants has no quality to choose: an empty menu, no button, and the
  /// command does nothing; a variant the stream does not have is refused. A new load starts at
  /// Auto.
  @Test func onlyAnAdaptiveStreamHasAQualityChoice() {
    let (film, filmEngine) = TrackTests().loaded()
    #expect(film.qualityMenu.section.choices.isEmpty && !film.qualityMenu.hasChoices)
    #expect(film.perform(.chooseQuality(Self.low), at: 1) == nil && filmEngine.commands.isEmpty)
    var single = Self.stream(playing: Self.high)
    single.variants = [Self.high]
    #expect(!QualityMenu(info: single, pinned: nil).hasChoices, "one variant is no choice")

    let (controller, engine) = loaded()
    let stranger = StreamVariant(bandwidth: 1, location: "other.m3u8")
    #expect(controller.perform(.chooseQuality(stranger), at: 1) == nil && engine.commands.isEmpty)
    controller.perform(.chooseQuality(Self.low), at: 2)
    controller.load(URL(string: "https://example.org/live.m3u8")!, at: 3)
    engine.emit(.loaded(Self.stream(playing: Self.high)))
    #expect(controller.qualityMenu.section.chosen == 0, "a new stream starts at Auto")
  }

  /// The quality button sits between the sound-and-subtitles and speed buttons, and goes into
  /// the overflow menu after the speed, saying what is in effect there.
  @Test func theButtonSitsBesideTheSpeed() throws {
    let layout = OverlayLayout(size: Size(width: 640, height: 360), showsQuality: true)
    let quality = try #require(layout.qualityButton)
    let tracks = try #require(layout.tracksButton)
    let speed = try #require(layout.speedButton)
    #expect(tracks.maxX <= quality.minX && quality.maxX <= speed.minX)
    #expect(OverlayLayout(size: Size(width: 640, height: 360)).qualityButton == nil)
    let narrow = OverlayLayout(size: Size(width: 300, height: 640), showsQuality: true)
    #expect(narrow.overflowed.contains(.quality) && narrow.overflowed.contains(.speed))
    let middling = (300...640).lazy
      .map {
        OverlayLayout(size: Size(width: Double($0), height: 360), showsTracks: false, showsQuality: true)
      }
      .first { $0.qualityButton != nil && $0.speedButton == nil }
    #expect(middling != nil, "the speed goes first")
    let entry = OverlayControl.quality.overflowText(isMuted: false, speed: 1, quality: "Auto (720p)")
    #expect(entry == "Quality: Auto (720p)…")
  }
}
