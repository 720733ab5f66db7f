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

    /// The adaptive stream `manifest` names, served on 127.0.0.1, loaded; whether it gives
    /// thumbnails, and those of two times 6 s apart (`nil` where it gave none).
    func thumbnails(
      of manifest: @escaping @Sendable () throws -> URL, at seconds: Double
    ) async throws -> (gives: Bool, first: PixelImage?, later: PixelImage?) {
      let stream = try await MediaFixtures.offMainActor(manifest)
      let server = try FaultServer(folder: MediaFixtures.folder)
      let probe = EngineProbe()
      _ = try await probe.load(server.url("ok", stream))
      defer { probe.engine.stop() }
      let gives = probe.engine.givesThumbnails && probe.engine.thumbnailTimes == nil
      return (
        gives, await thumbnail(probe.engine, at: seconds), await thumbnail(probe.engine, at: seconds + 6)
      )
    }

    /// An HLS stream's I-frame playlist, and a DASH stream's trick-mode set (each segment
    /// fetched and decoded alone: GStreamer 1.22's dashdemux2 failed an assertion when sought
    /// while it fetched), give the thumbnails: small, grey as their pictures are (the video is in
    /// colour), another for a time further on.
    @Test(arguments: ["HLS", "DASH"]) func anAdaptiveStreamsPicturesForPreviewsGiveTheThumbnails(
      format: String
    ) async throws {
      let found = try await thumbnails(
        of: { format == "HLS" ? try MediaFixtures.hlsWithIFrames() : try MediaFixtures.dashWithTrickMode() },
        at: 2.5)
      let first = try #require(found.first)
      #expect(found.gives && first.height == 108 && first != found.later)
      #expect(Self.isGrey(first), "from the pictures for previews, not the video")
    }

    /// A DASH trick-mode segment holding two pictures (FFmpeg's 2 s segments of a picture a
    /// second) shows the one nearest the time: its first at 2.1 s, its second at 3.1 s and 3.3 s.
    @Test func aTrickModeSegmentShowsItsPictureNearestTheTime() async throws {
      let stream = try await MediaFixtures.offMainActor { try MediaFixtures.dashWithTrickMode() }
      let server = try FaultServer(folder: MediaFixtures.folder)
      let probe = EngineProbe()
      _ = try await probe.load(server.url("ok", stream))
      defer { probe.engine.stop() }
      let first = try #require(await thumbnail(probe.engine, at: 2.1))
      let second = try #require(await thumbnail(probe.engine, at: 3.1))
      let again = try #require(await thumbnail(probe.engine, at: 3.3))
      #expect(first != second && second == again)
    }

    /// An I-frame playlist of Apple's kind, byte ranges into the stream's own segments without
    /// their program tables, gives the thumbnails: each range is fetched alone, after the tables.
    @Test func anIFramePlaylistOfByteRangesGivesTheThumbnails() async throws {
      let found = try await thumbnails(of: { try MediaFixtures.hlsWithByteRangeIFrames() }, at: 2.5)
      let first = try #require(found.first)
      #expect(found.gives && first.height == 108 && first.width == 192 && first != found.later)
    }

    /// An adaptive stream without pictures for previews would be downloaded a second time: it
    /// gives none, and the preview says the time alone.
    @Test func anAdaptiveStreamWithoutPicturesForPreviewsGivesNoThumbnails() async throws {
      let found = try await thumbnails(of: { try MediaFixtures.dashVariants() }, at: 1)
      #expect(!found.gives && found.first == nil)
    }

    /// Whether `image` is grey, as the fixtures' pictures for previews are (their video is in
    /// colour).
    static func isGrey(_ image: PixelImage) -> Bool {
      image.pixels.allSatisfy { pixel in
        let (red, green, blue) = (Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF))
        return abs(red - green) < 24 && abs(green - blue) < 24
      }
    }
  }
}
