import Foundation
import PlayheadCore
import PlayheadFixtures
import PlayheadGStreamer
import Testing

/// The real engine on pictures not shown as coded: pixel shape from the caps, the turn from the
/// display matrix, the frames upright as FFmpeg shows them.
extension RealEngineTests {
  @MainActor @Suite struct VideoGeometryEngineTests {
    @Test func widePixelsAreShownWide() async throws {
      let probe = EngineProbe()
      let info = try await probe.load(MediaFixtures.offMainActor { try MediaFixtures.anamorphic() })
      #expect(info.video == VideoGeometry(codedSize: Size(width: 320, height: 240), pixelAspectRatio: 2))
      #expect(info.videoSize == Size(width: 640, height: 240))
      let frame = try #require(probe.engine.latestFrame)
      #expect(frame.displaySize == Size(width: 640, height: 240))
      probe.engine.stop()
    }

    /// The frame comes upright, pixel for pixel as FFmpeg decodes and turns it (a turn the other
    /// way, or none, would not match).
    @Test func aTurnedPictureComesUprightAsFFmpegShowsIt() async throws {
      let url = try await MediaFixtures.offMainActor { try MediaFixtures.turned() }
      let probe = EngineProbe()
      let info = try await probe.load(url)
      #expect(info.video?.codedSize == Size(width: 320, height: 240), "\(String(describing: info.video))")
      #expect(info.video?.orientation.swapsAxes == true && info.videoSize == Size(width: 240, height: 320))
      let frame = try #require(probe.engine.latestFrame)
      #expect(frame.width == 240 && frame.height == 320)
      let reference = try await MediaFixtures.offMainActor {
        try MediaFixtures.referenceFrame(of: url, at: 0)
      }
      let difference = try #require(frame.meanDifference(from: reference))
      #expect(difference < 6, "mean difference \(difference) of 255 from FFmpeg's frame")
      probe.engine.stop()
    }
  }
}
