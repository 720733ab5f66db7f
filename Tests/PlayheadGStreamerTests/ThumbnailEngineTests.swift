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
