import Foundation
import LeakCount
import PlayheadCore
import PlayheadFixtures
import PlayheadGTK

/// `ViewSoak queue CYCLES`: one window plays FFmpeg's and GStreamer's ordinary films one after
/// another, as a queue does, and afterwards no GStreamer object may be alive that was not alive
/// after the first round through them (which loads every plugin and fills GStreamer's caches).
@MainActor
enum QueueSoak {
  /// Plays CYCLES films in one window after a first round; prints what is left; `true` when
  /// nothing is. Starts GStreamer's leaks tracer, so it must run before GStreamer starts.
  static func run(cycles: Int) async -> Bool {
    guard LiveObjects.tracerStarts() else { return false }
    defer { try? FileManager.default.removeItem(at: LiveObjects.log) }
    do {
      let films = try OrdinaryFile.all.map { try $0.url() }
      let window = try PlayerWindow(title: "queue soak", width: 320, height: 240)
      defer { window.close() }
      window.player.controller.autoplay = true
      window.present()
      for film in films { guard await plays(film, in: window) else { return false } }
      // Counted with no pipeline running, the last film's picture still shown.
      window.player.engine.stop()
      guard let before = await LiveObjects.settled(atMost: nil) else { return false }
      for cycle in 0..<cycles {
        guard await plays(films[cycle % films.count], in: window) else { return false }
      }
      window.player.engine.stop()
      guard let after = await LiveObjects.settled(atMost: before) else { return false }
      let growth = after.growth(since: before)
      print("queue: \(cycles) films played in one window, \(growth.values.reduce(0, +)) objects left")
      for line in after.growthLines(since: before) { print(line) }
      return growth.isEmpty
    } catch {
      print("could not run: \(error)")
      return false
    }
  }

  /// Loads `film` into the window's player, as the queue's next item, and lets it play a little;
  /// `false`, having said so, when it never plays.
  private static func plays(_ film: URL, in window: PlayerWindow) async -> Bool {
    window.player.load(film)
    let deadline = Date().addingTimeInterval(20)  // a hang guard only
    while window.player.controller.state != .playing, Date() < deadline {
      try? await Task.sleep(for: .milliseconds(20))
    }
    guard window.player.controller.state == .playing else {
      print("\(film.lastPathComponent) never played: \(window.player.controller.state)")
      return false
    }
    try? await Task.sleep(for: .milliseconds(300))
    return true
  }
}
