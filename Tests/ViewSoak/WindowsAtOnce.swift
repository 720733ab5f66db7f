import Foundation
import LeakCount
import PlayheadCore
import PlayheadFixtures
import PlayheadGTK

/// `ViewSoak windows COUNT` (`make soak`): COUNT windows play at once, each a different film,
/// for ten seconds with a seek in each every two; then all close, and every view's widget is
/// finalized, every controller freed, and no GStreamer object is left.
@MainActor
enum WindowsAtOnce {
  /// Runs it; prints and records its figures; `true` when every target is met.
  static func run(count: Int) async -> Bool {
    guard LiveObjects.tracerStarts() else { return false }
    defer { try? FileManager.default.removeItem(at: LiveObjects.log) }
    do {
      let films = try OrdinaryFile.all.map { try $0.url() }
      // A first window loads the plugins; what is alive after it is the baseline.
      _ = try await openPlayAndClose(films[0], index: -1)
      guard let baseline = await LiveObjects.settled(atMost: nil) else { return false }
      let before = ProcessUse.now()
      var windows: [PlayerWindow] = []
      for index in 0..<count {
        let window = try PlayerWindow(title: "window \(index + 1) of \(count)", width: 320, height: 240)
        countFinalization(of: window)
        window.player.controller.autoplay = true
        window.player.load(films[(index * 3 + 1) % films.count])
        window.present()
        windows.append(window)
      }
      let deadline = Date().addingTimeInterval(30)  // a hang guard only
      while windows.contains(where: { $0.player.controller.state != .playing }), Date() < deadline {
        try await Task.sleep(for: .milliseconds(50))
      }
      let playing = windows.filter { $0.player.controller.state == .playing }.count
      for second in stride(from: 0.0, to: 10, by: 2) {
        for window in windows { window.player.controller.seek(to: second, at: MainLoop.now) }
        try await Task.sleep(for: .seconds(2))
      }
      let during = ProcessUse.now()
      let controllers = windows.map { Weak($0.player.controller) }
      let finalizedBefore = finalized.pointee
      for window in windows {
        window.close()
        await window.waitUntilClosed()
      }
      windows = []
      await runWhatIsQueued()
      guard let after = await LiveObjects.settled(atMost: baseline) else { return false }
      for line in after.growthLines(since: baseline) { print(line) }
      let met = [
        SoakFigures.record("windows: playing at once", Double(playing), unit: "windows"),
        SoakFigures.record("windows: never playing", Double(count - playing), unit: "windows", limit: 0),
        SoakFigures.record(
          "windows: resident memory per window",
          (during.residentMegabytes - before.residentMegabytes) / Double(count),
          unit: "MB"),
        SoakFigures.record(
          "windows: views not finalized or freed",
          Double(
            count - (finalized.pointee - finalizedBefore) + controllers.filter { $0.object != nil }.count),
          unit: "views", limit: 0),
        SoakFigures.record(
          "windows: GStreamer objects left", Double(after.growth(since: baseline).values.reduce(0, +)),
          unit: "objects", limit: 0),
      ]
      return !met.contains(false)
    } catch {
      print("could not run: \(error)")
      return false
    }
  }
}
