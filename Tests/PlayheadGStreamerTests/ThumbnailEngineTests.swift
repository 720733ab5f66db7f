import Foundation
import PlayheadCore
import PlayheadFixtures
import PlayheadGStreamer
import Testing

/// The real engine's preview thumbnails: from the file itself on a pipeline of their own,
/// small, upright and of the picture's shape, at the keyframe nearest the time asked for.
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

    /// A network stream would be downloaded twice: it gives none, and the preview says the time.
    @Test func aNetworkStreamGivesNoThumbnails() async throws {
      let clip = try await MediaFixtures.offMainActor {
        try MediaFixtures.mp4(seconds: 3, keyframeSpacing: 1, faststart: true)
      }
      let server = try FaultServer(folder: MediaFixtures.folder)
      let probe = EngineProbe()
      _ = try await probe.load(server.url("ok", clip))
      #expect(!probe.engine.givesThumbnails)
      #expect(await thumbnail(probe.engine, at: 1) == nil)
      probe.engine.stop()
    }
  }
}
