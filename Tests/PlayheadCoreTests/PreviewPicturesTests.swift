import Foundation
import PlayheadCore
import Testing

/// The pictures adaptive streams offer for previews, found for a time: an HLS I-frame playlist's
/// entries (whole segments, byte ranges, after `EXT-X-MAP` or a transport stream's tables) and a
/// DASH trick-mode representation's segments (templates, timelines, periods, base addresses).
@Suite struct PreviewPicturesTests {
  let master = URL(string: "https://cdn.example.com/show/master.m3u8")!

  @Test func byteRangesCountOnFromTheRangeBeforeAndTakeTheTablesFromTheSegmentsStart() throws {
    let text = """
      #EXTM3U
      #EXT-X-I-FRAMES-ONLY
      #EXTINF:2.0,
      #EXT-X-BYTERANGE:8460@564
      v/seg0.ts
      #EXTINF:2.5,
      #EXT-X-BYTERANGE:1000
      v/seg0.ts
      #EXTINF:2.0,
      #EXT-X-BYTERANGE:500@0
      v/seg1.ts
      #EXT-X-ENDLIST
      """
    let playlist = IFramePlaylist(text, address: URL(string: "https://cdn.example.com/show/iframes.m3u8")!)
    let segment = URL(string: "https://cdn.example.com/show/v/seg0.ts")!
    #expect(playlist.pictures.map(\.start) == [0, 2, 4.5])
    #expect(playlist.pictures.map(\.media.bytes) == [564..<9024, 9024..<10024, 0..<500])
    let second = try #require(playlist.picture(at: 3.9))
    #expect(playlist.pictures[0].header == PreviewPiece(url: segment, bytes: 0..<564), "what comes before")
    #expect(second.media.url == segment && second.header == PreviewPiece(url: segment, bytes: 0..<3760))
    #expect(second.headerHoldsTables, "the tables among the segment's first twenty packets")
    #expect(playlist.picture(at: 60)?.header == nil, "a range from the start holds its tables")
    #expect(playlist.picture(at: 0)?.start == 0 && playlist.picture(at: -1)?.start == 0)
  }

  @Test func fragmentedMP4PicturesComeAfterTheMapTheyFollow() {
    let text = """
      #EXTM3U
      #EXT-X-I-FRAMES-ONLY
      #EXT-X-MAP:URI="init.mp4",BYTERANGE="720@0"
      #EXTINF:4,
      #EXT-X-BYTERANGE:30000@720
      all.mp4
      #EXTINF:4,
      whole.m4s
      """
    let playlist = IFramePlaylist(text, address: master)
    let map = PreviewPiece(url: URL(string: "https://cdn.example.com/show/init.mp4")!, bytes: 0..<720)
    #expect(playlist.pictures.map(\.header) == [map, map])
    #expect(playlist.pictures.allSatisfy { !$0.headerHoldsTables })
    #expect(
      playlist.picture(at: 5)?.media
        == PreviewPiece(url: URL(string: "https://cdn.example.com/show/whole.m4s")!))
  }

  /// A manifest as packagers write them: the template on the set, the representation closing in
  /// its tag, base addresses on the manifest and the set, two periods.
  let manifest = """
    <?xml version="1.0"?>
    <MPD xmlns="urn:mpeg:dash:schema:mpd:2011" type="static" mediaPresentationDuration="PT0H1M0.000S">
      <BaseURL>media/</BaseURL>
      <Period id="p0" duration="PT20S">
        <AdaptationSet contentType="video" mimeType="video/mp4">
          <Representation id="main" bandwidth="2000000" height="720"/>
        </AdaptationSet>
        <AdaptationSet contentType="video" mimeType="video/mp4">
          <EssentialProperty schemeIdUri="http://dashif.org/guidelines/trickmode" value="1"/>
          <BaseURL>trick/</BaseURL>
          <SegmentTemplate timescale="1000" duration="4000" startNumber="7"
            initialization="$RepresentationID$/init.mp4" media="$RepresentationID$/$Number%05d$.m4s"/>
          <Representation id="t180" bandwidth="90000" height="180"/>
          <Representation id="t108" bandwidth="60000" height="108"/>
        </AdaptationSet>
      </Period>
      <Period id="p1">
        <AdaptationSet contentType="video" mimeType="video/mp4">
          <EssentialProperty schemeIdUri="http://dashif.org/guidelines/trickmode" value="1"/>
          <Representation id="t108" bandwidth="60000" height="108">
            <SegmentTemplate timescale="90" presentationTimeOffset="900" media="late-$Time$-$Bandwidth$.m4s">
              <SegmentTimeline><S t="900" d="180" r="2"/><S d="360" r="-1"/></SegmentTimeline>
            </SegmentTemplate>
          </Representation>
        </AdaptationSet>
      </Period>
    </MPD>
    """

  @Test func aDASHTrickModeSetsSmallestTallEnoughRepresentationGivesEachPeriodsPictures() throws {
    let address = URL(string: "https://cdn.example.com/show/manifest.mpd")!
    let parsed = AdaptiveManifest(manifest, format: .dash)
    let pictures = try #require(parsed.previewPictures(of: address, height: 108))
    let early = try #require(pictures.picture(at: 9))
    #expect(early.start == 8)
    #expect(early.media.url.absoluteString == "https://cdn.example.com/show/media/trick/t108/00009.m4s")
    #expect(early.header?.url.absoluteString == "https://cdn.example.com/show/media/trick/t108/init.mp4")
    #expect(pictures.picture(at: 19.9)?.media.url.lastPathComponent == "00011.m4s", "the period's last")
    // The second period starts at 20 s; its timeline counts from the offset 900 (10 s at 90 Hz).
    #expect(pictures.picture(at: 21)?.start == 20)
    #expect(pictures.picture(at: 21)?.media.url.lastPathComponent == "late-900-60000.m4s")
    #expect(pictures.picture(at: 27)?.start == 26, "past the repeats, in the run up to the end")
    #expect(pictures.picture(at: 27)?.media.url.lastPathComponent == "late-1440-60000.m4s")
    #expect(pictures.picture(at: 59)?.media.url.lastPathComponent == "late-4320-60000.m4s")
    #expect(pictures.picture(at: 59)?.header == nil)
    let taller = try #require(parsed.previewPictures(of: address, height: 150)?.picture(at: 1))
    #expect(taller.media.url.absoluteString.contains("/t180/00007.m4s"))
  }

  /// Values dashdemux2 cannot take are found in the sets that play and above them; a trick-mode
  /// set's are left to its previews.
  @Test func aDASHManifestsFlawsAreFoundWhereTheDemuxerWouldPlayThem() {
    #expect(DASHManifestFlaw.flaw(in: manifest) == nil)
    let trickFlawed = manifest.replacingOccurrences(of: "duration=\"4000\"", with: "duration=\"0\"")
    #expect(DASHManifestFlaw.flaw(in: trickFlawed) == nil, "the trick-mode set's alone")
    let mainFlawed = manifest.replacingOccurrences(
      of: "<Representation id=\"main\" bandwidth=\"2000000\" height=\"720\"/>",
      with: "<SegmentTemplate timescale=\"x\" media=\"m\"/><Representation id=\"main\" bandwidth=\"1\"/>")
    #expect(DASHManifestFlaw.flaw(in: mainFlawed) == "a segment timescale of x")
    let timelineFlawed = """
      <MPD><Period><AdaptationSet><SegmentTemplate media="m"><SegmentTimeline><S d="-2"/>
      </SegmentTimeline></SegmentTemplate><Representation id="v"/></AdaptationSet></Period></MPD>
      """
    #expect(DASHManifestFlaw.flaw(in: timelineFlawed) == "a segment length of -2")
    #expect(DASHManifestFlaw.flaw(in: "<MPD><Period><SegmentList duration=\"0\"/></Period></MPD>") != nil)
  }

  @Test func anHLSStreamsPicturesAreItsSmallestTallEnoughIFramePlaylist() {
    let text = """
      #EXTM3U
      #EXT-X-STREAM-INF:BANDWIDTH=900000,RESOLUTION=640x360
      v.m3u8
      #EXT-X-I-FRAME-STREAM-INF:BANDWIDTH=90000,RESOLUTION=640x360,URI="if360.m3u8"
      #EXT-X-I-FRAME-STREAM-INF:BANDWIDTH=30000,RESOLUTION=192x108,URI="if108.m3u8"
      """
    let pictures = AdaptiveManifest(text, format: .hls).previewPictures(of: master, height: 108)
    #expect(pictures == .playlist(URL(string: "https://cdn.example.com/show/if108.m3u8")!))
    #expect(AdaptiveManifest().previewPictures(of: master, height: 108) == nil)
  }

  @Test func aTransportStreamsTablesAreItsPATAndTheProgramMapsItNames() {
    /// A packet of `pid` starting a section or PES, its payload `payload`, padded.
    func packet(_ pid: Int, _ payload: [UInt8]) -> [UInt8] {
      let head: [UInt8] = [0x47, 0x40 | UInt8(pid >> 8), UInt8(pid & 0xFF), 0x10]
      return head + payload + [UInt8](repeating: 0xFF, count: 184 - payload.count)
    }
    // A PAT naming program 1 at PID 0x1000 (and the network at 0x10, passed over).
    let pat = packet(
      0, [0, 0x00, 0xB0, 0x11, 0, 1, 0xC1, 0, 0, 0, 0, 0xE0, 0x10, 0, 1, 0xF0, 0x00, 0, 0, 0, 0])
    let sdt = packet(0x11, [0, 0x42])
    let pmt = packet(0x1000, [0, 0x02])
    let video = packet(0x100, [0, 0, 1, 0xE0])
    let tables = TransportStreamTables.packets(in: Data(sdt + pat + pmt + video))
    #expect(tables == Data(pat + pmt))
    #expect(TransportStreamTables.packets(in: Data(video + sdt)).isEmpty)
  }
}
