import Foundation
import LeakCount
import PlayheadCore
import PlayheadFixtures
import PlayheadGTK

/// `ViewSoak long-queue ITEMS` (`make soak`): one window's queue holds ITEMS films (the ordinary
/// films over and over) and goes through every one with Next, each playing before the next.
/// Once the first round through the films has loaded every plugin, resident memory may grow at
/// most 5 %, descriptors and threads not at all, and no GStreamer object may be left.
@MainActor
enum QueueOfAThousand {
  /// Runs it; prints and records its figures; `true` when every target is met.
  static func run(items: Int) async -> Bool {
    guard LiveObjects.tracerStarts() else { return false }
    defer { try? FileManager.default.removeItem(at: LiveObjects.log) }
    do {
      let films = try OrdinaryFile.all.map { try $0.url() }
      let window = try PlayerWindow(title: "queue of a thousand", width: 320, height: 240)
      defer { window.close() }
      window.present()
      let session = window.player.session
      session.replaceQueue(with: (0..<items).map { films[$0 % films.count] })
      var start: (ProcessUse, LiveObjects)?
      for index in 0..<items {
        if index > 0 { session.perform(.next) }
        guard await plays(index, in: session) else { return false }
        if index == films.count {
          window.player.engine.stop()
          guard let live = await LiveObjects.settled(atMost: nil) else { return false }
          start = (ProcessUse.now(), live)
          session.load(session.queue.current!)
          guard await plays(index, in: session) else { return false }
        }
      }
      window.player.engine.stop()
      guard let (before, baseline) = start, let after = await LiveObjects.settled(atMost: baseline) else {
        print("a queue of \(items) is too short: the first round is \(films.count)")
        return false
      }
      let end = ProcessUse.now()
      for line in after.growthLines(since: baseline) { print(line) }
      SoakFigures.record(
        "queue: items played in one window", Double(session.queue.currentIndex! + 1), unit: "items")
      return SoakFigures.recordGrowth(
        "queue", memory: end.residentMegabytes / before.residentMegabytes,
        objects: after.growth(since: baseline).values.reduce(0, +),
        descriptors: end.descriptors - before.descriptors,
        threads: end.threads - before.threads)
    } catch {
      print("could not run: \(error)")
      return false
    }
  }

  /// Waits until the item at `index` plays, a moment more; `false`, having said so, if it never
  /// does.
  static func plays(_ index: Int, in session: PlayerSession) async -> Bool {
    let deadline = Date().addingTimeInterval(20)  // a hang guard only
    while session.queue.currentIndex != index || session.controller.state != .playing, Date() < deadline {
      try? await Task.sleep(for: .milliseconds(20))
    }
    guard session.controller.state == .playing, session.queue.currentIndex == index else {
      print("item \(index + 1) never played: \(session.controller.state)")
      return false
    }
    try? await Task.sleep(for: .milliseconds(150))
    return true
  }
}
