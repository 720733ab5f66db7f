import Foundation
import PlayheadCore
import PlayheadFixtures
import PlayheadGStreamer
import Testing

/// The real engine's preview thumbnails: from the file itself (a download's copy, an adaptive
/// stream's pictures for previews) on a pipeline of their own, small, upright and of the
/// picture's shape, at the keyframe nearest the time asked for.
extension RealEngineTests {
  @MainActor @Suite struct ThumbnailEngineTests {
    /// The thumbnail of `seconds` from `engine`, as its completion hands it over.
    func thumbnail(_ engine: GStreamerEngine, at seconds: Double) async -> PixelImage? {
      await withCheckedContinuation { continuation in
        engine.thumbnail(at: seconds) { continuation.resume(returning: $0) }
      }
    }

    @Test func thumbnailsAreSmallOfThePicturesShapeAndUpright() async throws {
      for (url, width) in [
        (try await MediaFixtures.offMainActor { try MediaFixtures.anamorphic() }, 288),
        (try await MediaFixtures.offMainActor { try MediaFixtures.turned() }, 81),
      ] {
        let probe = EngineProbe()
        _ = try await probe.load(url)
        #expect(probe.engine.givesThumbnails)
        let image = try #require(await thumbnail(probe.engine, at: 0.5))
        #expect(
          image.height == 108 && abs(image.width - width) <= 1, "\(url.lastPathComponent): \(image.width)")
        probe.engine.stop()
      }
    }

    /// A moving pattern: the same time gives the same picture each time, whatever was asked
    /// for between, and a time further on another.
    @Test func aThumbnailIsThePictureOfItsTime() async throws {
      let url = try await MediaFixtures.offMainActor { try MediaFixtures.mp4(seconds: 4, keyframeSpacing: 1) }
      let probe = EngineProbe()
      _ = try await probe.load(url)
      let first = try #require(await thumbnail(probe.engine, at: 1.2))
      let later = try #require(await thumbnail(probe.engine, at: 3.2))
      let again = try #require(await thumbnail(probe.engine, at: 1.2))
      let isSame = first == again
      let isLaterOther = first != later
      #expect(isSame, "the same time, the same picture")
      #expect(isLaterOther, "two seconds on, another picture")
      probe.engine.stop()
    }

    /// FFmpeg's film has a keyframe every 10 s: the thumbnail for 15 s is decoded on from the one
    /// at 10 s to the frame at 15 s, not the keyframe's picture of 5 s before or after.
    @Test func aThumbnailFarFromAKeyframeIsDecodedOnToItsTime() async throws {
      let file = try #require(OrdinaryFile.all.first { $0.name == "ordinary-ffmpeg.mkv" })
      let url = try await MediaFixtures.offMainActor { try file.url() }
      let probe = EngineProbe()
      _ = try await probe.load(url)
      let middle = try #require(await thumbnail(probe.engine, at: 15))
      for keyframe in [10.0, 20.0] {
        let picture = try #require(await thumbnail(probe.engine, at: keyframe))
        #expect(picture != middle, "15 s shows another picture than the keyframe at \(keyframe) s")
      }
      probe.engine.stop()
    }

    /// A progressive download is kept as it comes: thumbnails come from the copy, of the part
    /// that has arrived (the whole of a small file soon after it plays).
    @Test func aProgressiveDownloadGivesThumbnailsOfWhatHasArrived() async throws {
      let clip = try await MediaFixtures.offMainActor {
        try MediaFixtures.mp4(seconds: 4, keyframeSpacing: 1, faststart: true)
      }
      let server = try FaultServer(folder: MediaFixtures.folder)
      let probe = EngineProbe()
      _ = try await probe.load(server.url("ok", clip))
      probe.engine.play()
      _ = try await probe.wait("playing") { $0 == .playing(true) }
      #expect(probe.engine.givesThumbnails)
      let times = try await poll("the download copied") { () -> [ClosedRange<Double>]? in
        probe.engine.thumbnailTimes.flatMap { $0.first?.upperBound ?? 0 >= 3.5 ? $0 : nil }
      }
      #expect(times.first?.lowerBound == 0)
      let first = try #require(await thumbnail(probe.engine, at: 1.2))
      let later = try #require(await thumbnail(probe.engine, at: 3.2))
      #expect(first.height == 108 && first != later)
      probe.engine.stop()
    }

    /// An HLS stream's I-frame playlist gives the thumbnails: small, grey as its pictures are
    /// (the video is in colour), another for a time further on.
    @Test func anHLSStreamsIFramePlaylistGivesTheThumbnails() async throws {
      let manifest = try await MediaFixtures.offMainActor { try MediaFixtures.hlsWithIFrames() }
      let server = try FaultServer(folder: MediaFixtures.folder)
      let probe = EngineProbe()
      _ = try await probe.load(server.url("ok", manifest))
      #expect(probe.engine.givesThumbnails && probe.engine.thumbnailTimes == nil)
      let first = try #require(await thumbnail(probe.engine, at: 2.2))
      let later = try #require(await thumbnail(probe.engine, at: 8.2))
      #expect(first.height == 108 && first != later)
      let isGrey = first.pixels.allSatisfy { pixel in
        let (red, green, blue) = (Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF))
        return abs(red - green) < 24 && abs(green - blue) < 24
      }
      #expect(isGrey, "from the I-frame playlist, not the video")
      probe.engine.stop()
    }

    /// An adaptive stream without an I-frame playlist would be downloaded a second time: it gives
    /// none, and the preview says the time alone. Nor does a DASH stream's trick-mode set:
    /// GStreamer 1.22's dashdemux2 fails an assertion when sought while it fetches.
    @Test(arguments: ["variants", "trick mode"])
    func anAdaptiveStreamWithoutAnIFramePlaylistGivesNoThumbnails(dash: String) async throws {
      let manifest = try await MediaFixtures.offMainActor {
        dash == "variants" ? try MediaFixtures.dashVariants() : try MediaFixtures.dashWithTrickMode()
      }
      let server = try FaultServer(folder: MediaFixtures.folder)
      let probe = EngineProbe()
      _ = try await probe.load(server.url("ok", manifest))
      #expect(!probe.engine.givesThumbnails)
      #expect(await thumbnail(probe.engine, at: 1) == nil)
      probe.engine.stop()
    }
  }
}
