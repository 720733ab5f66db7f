import Foundation
import PlayheadCore
import PlayheadGStreamer
import Testing

/// The real engine over HTTP from a local server with injected faults. Each failure must come
/// within 5 s, name the URL and leave the engine able to load again.
extension RealEngineTests {
  @MainActor @Suite(.serialized) struct HTTPEngineTests {
    @Test func playsOverHTTPAndSeeks() async throws {
      let clip = try MediaFixtures.mp4(seconds: 6, keyframeSpacing: 1)
      let server = try FaultServer(folder: MediaFixtures.folder)
      let probe = EngineProbe()
      let info = try await probe.load(server.url("ok", clip))
      #expect(abs((info.duration ?? 0) - 6) < 0.1 && info.isSeekable)
      probe.engine.seek(to: 4, precision: .accurate)
      _ = try await probe.frame(near: 4, tolerance: 1.0 / 30)
      probe.engine.stop()
    }

    @Test(arguments: [("404", MediaError.Kind.notFound), ("500", .serverError)])
    func serverErrorsFailClearly(fault: String, kind: MediaError.Kind) async throws {
      let clip = try MediaFixtures.mp4(seconds: 2, keyframeSpacing: 1)
      let server = try FaultServer(folder: MediaFixtures.folder)
      let probe = EngineProbe()
      let url = server.url(fault, clip)
      let started = Date()
      let error = try await probe.failure(loading: url)
      #expect(Date().timeIntervalSince(started) < 5)
      #expect(error.kind == kind, "\(error)")
      #expect(error.description.contains(url.absoluteString))
      _ = try await probe.load(server.url("ok", clip))
      probe.engine.stop()
    }

    @Test func unreachableHostFailsClearly() async throws {
      // A port nothing listens on: the connection is refused at once.
      let url = URL(string: "http://127.0.0.1:9/clip.mp4")!
      let probe = EngineProbe()
      let error = try await probe.failure(loading: url)
      #expect(error.kind == .unreachable, "\(error)")
      #expect(error.description.hasPrefix("http://127.0.0.1:9/clip.mp4"))
    }

    @Test func droppedConnectionFailsClearly() async throws {
      let clip = try MediaFixtures.mp4(seconds: 3, keyframeSpacing: 1)
      let server = try FaultServer(folder: MediaFixtures.folder)
      let probe = EngineProbe()
      let error = try await probe.failure(loading: server.url("reset", clip))
      #expect([.unreachable, .corrupt, .notMedia].contains(error.kind), "\(error)")
    }
  }
}
