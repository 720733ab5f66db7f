import Testing

@testable import PlayheadGStreamer

/// What the engine reads in the headers of streams GStreamer times wrongly or only estimates.
@Suite struct StreamHeaderTests {
  /// MS ADPCM keeps two samples in each channel's 7-byte header and two per byte after it; IMA
  /// ADPCM one in a 4-byte header: FFmpeg's 1024-byte mono blocks hold 2036 and 2041.
  @Test func anADPCMBlockHoldsItsHeadersSamplesAndTwoPerByte() {
    #expect(ADPCMBlock(layout: "microsoft", size: 1024, channels: 1)?.samplesPerChannel == 2036)
    #expect(ADPCMBlock(layout: "microsoft", size: 1024, channels: 2)?.samplesPerChannel == 1012)
    #expect(ADPCMBlock(layout: "dvi", size: 1024, channels: 1)?.samplesPerChannel == 2041)
    #expect(ADPCMBlock(layout: "dvi", size: 2048, channels: 2)?.samplesPerChannel == 2041)
    #expect(ADPCMBlock(layout: "microsoft", size: 6, channels: 1) == nil, "smaller than its header")
    #expect(ADPCMBlock(layout: "g726", size: 1024, channels: 1) == nil)
    #expect(ADPCMBlock(layout: "dvi", size: 1024, channels: 0) == nil)
  }

  /// A Xing or Info header counts the frames when its flags say so; a VBRI header always does.
  @Test func anMP3HeaderGivesTheLengthWhenItCountsFrames() {
    let sideInformation = [UInt8](repeating: 0, count: 36)
    let counted = sideInformation + Array("Xing".utf8) + [0, 0, 0, 0x0f]
    let uncounted = sideInformation + Array("Info".utf8) + [0, 0, 0, 0x0e]
    let fraunhofer = sideInformation + Array("VBRI".utf8) + [0, 1]
    #expect(MPEGAudioTableOfContents.countsFrames(in: counted))
    #expect(!MPEGAudioTableOfContents.countsFrames(in: uncounted))
    #expect(MPEGAudioTableOfContents.countsFrames(in: fraunhofer))
    #expect(!MPEGAudioTableOfContents.countsFrames(in: sideInformation + [0xff, 0xfb, 0x90, 0x64]))
    #expect(!MPEGAudioTableOfContents.countsFrames(in: Array(counted.prefix(42))), "flags cut off")
  }
}

/// What a missing decoder is called in the notice.
@Suite struct MissingPluginTests {
  @Test func aCodecGStreamerCannotNameIsSaidInWords() {
    #expect(MissingPlugin.readable("H.265 decoder") == "H.265 decoder")
    #expect(MissingPlugin.readable("video/x-gst-fourcc-phzz decoder") == "decoder for the video codec ‘phzz’")
    #expect(MissingPlugin.readable("video/x-unknown decoder") == "decoder for this video codec")
    #expect(MissingPlugin.readable("audio/x-foo decoder") == "decoder for the audio format ‘x-foo’")
    #expect(MissingPlugin.readable("GStreamer element souphttpsrc") == "GStreamer element souphttpsrc")
  }
}
