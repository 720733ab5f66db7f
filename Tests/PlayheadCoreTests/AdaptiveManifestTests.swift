import PlayheadCore
import Testing

/// Adaptive streams' manifests as different tools write them: their variants, renditions and
/// preview pictures.
struct AdaptiveManifestTests {
  @Test func anHLSPlaylistListsItsVariantsRenditionsAndIFramePlaylists() {
    let text = """
      #EXTM3U
      #EXT-X-VERSION:6
      #EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="English",LANGUAGE="en",DEFAULT=YES,URI="a/en.m3u8"
      #EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="sub",NAME="Français, forcé",LANGUAGE="fr",URI="s/fr.m3u8"
      #EXT-X-STREAM-INF:BANDWIDTH=735900,RESOLUTION=640x360,CODECS="avc1.42c01e,mp4a.40.2",AUDIO="aud"
      v1/index.m3u8

      #EXT-X-STREAM-INF:AVERAGE-BANDWIDTH=2000000,BANDWIDTH=2825900,RESOLUTION=1280x720,CODECS="avc1.42c01f,mp4a.40.2"
      v0/index.m3u8?token=a,b
      #EXT-X-I-FRAME-STREAM-INF:BANDWIDTH=90000,RESOLUTION=640x360,URI="v1/iframes.m3u8"
      #EXT-X-STREAM-INF:BANDWIDTH=64000,CODECS="mp4a.40.2"
      audio-only.m3u8
      """
    let manifest = AdaptiveManifest(text, format: .hls)
    #expect(
      manifest.variants.map(\.location) == ["v0/index.m3u8?token=a,b", "v1/index.m3u8", "audio-only.m3u8"])
    #expect(manifest.variants[0].height == 720 && manifest.variants[0].width == 1280)
    #expect(manifest.variants[0].codecs == "avc1.42c01f,mp4a.40.2")
    #expect(manifest.variants.map(\.description) == ["720p · 2.8 Mb/s", "360p · 736 kb/s", "64 kb/s"])
    #expect(manifest.renditionNames == ["English", "Français, forcé"])
    #expect(manifest.keyframeVariants.map(\.location) == ["v1/iframes.m3u8"])
  }

  @Test func anHLSMediaPlaylistHasNoVariants() {
    let text = "#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.0,\nseg0.ts\n#EXT-X-ENDLIST\n"
    #expect(AdaptiveManifest(text, format: .hls) == AdaptiveManifest())
  }

  @Test func aDASHManifestListsTheFirstPeriodsVideoRepresentations() {
    let text = """
      <?xml version="1.0" encoding="utf-8"?>
      <!-- written by hand: <Representation id="commented" bandwidth="1"/> -->
      <MPD xmlns="urn:mpeg:dash:schema:mpd:2011" type="static" mediaPresentationDuration="PT20S">
        <Period id="p0" duration="PT10S">
          <AdaptationSet mimeType="video/mp4" width="1920" height="1080" codecs="avc1.640028">
            <Representation id="hd" bandwidth="5000000"><SegmentBase indexRange="800-900"/></Representation>
            <Representation id="sd" bandwidth="1200000" width="854" height="480" codecs="avc1.4d401e"/>
          </AdaptationSet>
          <AdaptationSet contentType="audio" lang="en"><Representation id="a" bandwidth="128000"/></AdaptationSet>
          <AdaptationSet mimeType='video/mp4' height="360">
            <EssentialProperty schemeIdUri="http://dashif.org/guidelines/trickmode" value="hd"/>
            <Representation id="trick" bandwidth="100000"/>
          </AdaptationSet>
        </Period>
        <Period id="p1" duration="PT10S">
          <AdaptationSet mimeType="video/mp4"><Representation id="hd-2" bandwidth="5000000"/></AdaptationSet>
        </Period>
      </MPD>
      """
    let manifest = AdaptiveManifest(text, format: .dash)
    #expect(manifest.variants.map(\.location) == ["hd", "sd"])
    #expect(manifest.variants.map(\.height) == [1080, 480])
    #expect(manifest.variants.map(\.codecs) == ["avc1.640028", "avc1.4d401e"])
    #expect(manifest.keyframeVariants.map(\.location) == ["trick"])
  }

  /// GStreamer's dashsink, one line, each set's content type given, the sound's MIME type video's.
  @Test func aDASHSetsContentTypeSaysWhatItHolds() {
    let text =
      #"<MPD type="static"><Period id="period_00"><AdaptationSet id="1" contentType="video">"#
      + #"<Representation id="video_0" bandwidth="323500" width="640" height="360" mimeType="video/mp4" "#
      + #"codecs="avc1"/></AdaptationSet><AdaptationSet id="2" contentType="audio"><Representation "#
      + #"id="audio_0" bandwidth="8441" mimeType="video/mp4" codecs="mp4a"/></AdaptationSet></Period></MPD>"#
    #expect(AdaptiveManifest(text, format: .dash).variants.map(\.location) == ["video_0"])
  }

  @Test(arguments: [
    "", "#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=\n", "<MPD><Period><AdaptationSet mimeType=\"video",
    "\u{0}<<>>=\"'",
  ])
  func brokenManifestsListNothing(text: String) {
    #expect(AdaptiveManifest(text, format: .hls).variants.isEmpty)
    #expect(AdaptiveManifest(text, format: .dash).variants.isEmpty)
  }

  @Test func theVariantPlayingIsFoundByHeightAndRate() {
    let manifest = AdaptiveManifest(
      "#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=3000000,RESOLUTION=1280x720\nhi.m3u8\n"
        + "#EXT-X-STREAM-INF:BANDWIDTH=1500000,RESOLUTION=1280x720\nmid.m3u8\n"
        + "#EXT-X-STREAM-INF:BANDWIDTH=600000,RESOLUTION=640x360\nlo.m3u8\n", format: .hls)
    #expect(manifest.variant(height: 720, bandwidth: 1_400_000)?.location == "mid.m3u8")
    #expect(manifest.variant(height: 360, bandwidth: nil)?.location == "lo.m3u8")
    #expect(manifest.variant(height: 1080, bandwidth: nil) == nil)
  }
}
