import Foundation
import PlayheadCore
import PlayheadFixtures
import PlayheadGStreamer
import Testing

extension RealEngineTests {
  @MainActor @Suite struct VideoFileWriterTests {
    @Test func writesAWebMTheEngineCanPlay() async throws {
      let path = MediaFixtures.folder.appendingPathComponent("writer-\(getpid()).webm").path
      defer { try? FileManager.default.removeItem(atPath: path) }
      let writer = try VideoFileWriter(path: path, width: 64, height: 48, framesPerSecond: 30)
      var pixels = [UInt8](repeating: 0, count: 64 * 48 * 4)
      for frame in 0..<15 {
        for index in stride(from: 0, to: pixels.count, by: 4) {
          pixels[index] = UInt8(frame * 16)  // blue rises frame by frame
          pixels[index + 3] = 255
        }
        try pixels.withUnsafeBytes { try writer.append(bgra: $0, stride: 64 * 4) }
      }
      try writer.finish()
      let probe = EngineProbe()
      let info = try await probe.load(URL(fileURLWithPath: path))
      #expect(abs((info.duration ?? 0) - 0.5) < 0.05, "\(info)")
      #expect(info.videoSize == Size(width: 64, height: 48))
      probe.engine.stop()
    }

    @Test func refusesAFrameOfTheWrongSize() throws {
      let path = MediaFixtures.folder.appendingPathComponent("writer-small-\(getpid()).webm").path
      defer { try? FileManager.default.removeItem(atPath: path) }
      let writer = try VideoFileWriter(path: path, width: 64, height: 48, framesPerSecond: 30)
      let pixels = [UInt8](repeating: 0, count: 16)
      #expect(throws: VideoFileWriter.Failure.self) {
        try pixels.withUnsafeBytes { try writer.append(bgra: $0, stride: 64 * 4) }
      }
    }

    @Test func anUnwritablePathFailsClearly() throws {
      let error = #expect(throws: VideoFileWriter.Failure.self) {
        _ = try VideoFileWriter(path: "/no/such/folder/x.webm", width: 64, height: 48, framesPerSecond: 30)
      }
      #expect(error?.description.contains("/no/such/folder/x.webm") == true, "\(String(describing: error))")
    }
  }
}
