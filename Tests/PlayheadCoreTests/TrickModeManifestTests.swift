import Foundation
import PlayheadCore
import Testing

/// A DASH manifest's trick-mode sets cut out as a manifest of their own: only they are left, as
/// ordinary sets, with a base address that reaches the server from anywhere.
@Suite struct TrickModeManifestTests {
  static let manifest = """
    <?xml version="1.0"?>
    <MPD xmlns="urn:mpeg:dash:schema:mpd:2011" type="static" mediaPresentationDuration="PT20S">
      <BaseURL>media/</BaseURL>
      <Period id="0">
        <AdaptationSet id="0" contentType="video">
          <EssentialProperty schemeIdUri="urn:other" value="x"/>
          <Representation id="main" bandwidth="2000000" width="1280" height="720"/>
        </AdaptationSet>
        <AdaptationSet id="1" contentType="video">
          <EssentialProperty schemeIdUri="http://dashif.org/guidelines/trickmode" value="0"></EssentialProperty>
          <Representation id="trick" bandwidth="40000" width="192" height="108"/>
        </AdaptationSet>
        <AdaptationSet id="2" contentType="audio">
          <Representation id="sound" bandwidth="64000"/>
        </AdaptationSet>
      </Period>
    </MPD>
    """

  @Test func theTrickModeSetIsLeftAloneAsAnOrdinarySet() throws {
    let trick = try #require(AdaptiveManifest(Self.manifest, format: .dash).trickMode)
    let text = trick.text(at: URL(string: "http://127.0.0.1:8000/films/film.mpd")!)
    #expect(text.contains("<Representation id=\"trick\""))
    #expect(!text.contains("id=\"main\"") && !text.contains("id=\"sound\"") && !text.contains("urn:other"))
    #expect(!text.contains("EssentialProperty"), "a player would leave out the set")
    #expect(
      text.contains(
        "<SupplementalProperty schemeIdUri=\"http://dashif.org/guidelines/trickmode\" value=\"0\">"
          + "</SupplementalProperty>"))
    #expect(text.components(separatedBy: "<BaseURL>").count == 2, "one base address")
    #expect(text.contains("\"PT20S\"><BaseURL>http://127.0.0.1:8000/films/media/</BaseURL>"))
    // The cut text still reads as a manifest, with the trick-mode set as its one variant.
    let again = AdaptiveManifest(text, format: .dash)
    #expect(
      again.variants.map(\.location) == ["trick"] || again.keyframeVariants.map(\.location) == ["trick"])
  }

  @Test func aManifestWithoutTrickModeHasNone() {
    let plain = Self.manifest.replacingOccurrences(
      of: "http://dashif.org/guidelines/trickmode", with: "urn:x")
    #expect(AdaptiveManifest(plain, format: .dash).trickMode == nil)
  }

  @Test func aManifestWithoutABaseTakesItsOwnFolder() throws {
    let bare = Self.manifest.replacingOccurrences(of: "<BaseURL>media/</BaseURL>", with: "")
    let trick = try #require(AdaptiveManifest(bare, format: .dash).trickMode)
    #expect(trick.text(at: URL(string: "http://host/a/b.mpd")!).contains("<BaseURL>http://host/a/</BaseURL>"))
  }
}
