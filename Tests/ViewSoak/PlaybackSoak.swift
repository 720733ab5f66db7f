import Foundation
import LeakCount
import PlayheadCore
import PlayheadFixtures
import PlayheadGTK

/// `ViewSoak playback MINUTES` (`make soak`): one window plays FFmpeg's and GStreamer's ordinary
/// films as a looping queue for MINUTES, with a seek every 10 s (seeded, so a run repeats), the
/// sound and subtitle streams switched every 30 s, an A–B loop every 2 minutes and the whole
/// film looped for a minute every 3. After a warm-up (a sixth of the run, at least a minute) it
/// compares the last minute with the first: resident memory may grow at most 5 %, descriptors
/// and threads not at all (the most of the last minute against the most of the first half), and
/// with no pipeline running no GStreamer object may be alive that was not alive after the
/// warm-up. It prints what the process holds each minute.
@MainActor
enum PlaybackSoak {
  /// How often the soak acts, and samples what the process holds.
  static let step = 10.0

  /// Runs the soak; prints and records its figures; `true` when every target is met.
  static func run(minutes: Double) async -> Bool {
    guard LiveObjects.tracerStarts() else { return false }
    defer { try? FileManager.default.removeItem(at: LiveObjects.log) }
    do {
      let films = try OrdinaryFile.all.map { try $0.url() }
      let window = try PlayerWindow(title: "playback soak", width: 640, height: 360)
      defer { window.close() }
      window.present()
      let session = window.player.session
      session.adopt(PlayQueue([], loops: true))
      session.replaceQueue(with: films)
      let steps = Int(minutes * 60 / step)
      let warmUp = max(Int(60 / step), steps / 6)
      let minute = Int(60 / step)
      var random = SeededRandom(seed: 43)
      var samples: [ProcessUse] = []
      var baseline: LiveObjects?
      for index in 0..<steps {
        if index == warmUp {
          // Counted with no pipeline running, then the queue goes on where it was.
          guard let current = session.queue.current else { return false }
          window.player.engine.stop()
          baseline = await LiveObjects.settled(atMost: nil)
          session.load(current)
        }
        act(at: index, on: session, random: &random)
        try await Task.sleep(for: .seconds(step))
        let use = ProcessUse.now()
        if index >= warmUp { samples.append(use) }
        // A line a minute, to see how what the process holds goes.
        if (index + 1) % minute == 0 {
          print(
            "minute \((index + 1) / minute): \(String(format: "%.1f", use.residentMegabytes)) MB resident, "
              + "\(use.descriptors) descriptors, \(use.threads) threads")
        }
      }
      window.player.engine.stop()
      guard let baseline, samples.count >= 2 * minute,
        let after = await LiveObjects.settled(atMost: baseline)
      else {
        print("the soak was too short to compare a minute after its warm-up with its last")
        return false
      }
      // Memory: the first minute's median against the last's. Descriptors and threads come and go
      // with seeks and switches: the most of the first half against the most of the last minute.
      let (first, last) = (samples.prefix(minute), samples.suffix(minute))
      let firstHalf = samples.prefix(samples.count / 2)
      let growth = after.growth(since: baseline)
      for line in after.growthLines(since: baseline) { print(line) }
      SoakFigures.record("soak: minutes played", minutes, unit: "min")
      return SoakFigures.recordGrowth(
        "soak",
        memory: ProcessUse.median(last.map(\.residentMegabytes))
          / ProcessUse.median(first.map(\.residentMegabytes)),
        objects: growth.values.reduce(0, +),
        descriptors: last.map(\.descriptors).max()! - firstHalf.map(\.descriptors).max()!,
        threads: last.map(\.threads).max()! - firstHalf.map(\.threads).max()!)
    } catch {
      print("could not run: \(error)")
      return false
    }
  }

  /// What the person does at step `index`: a seek to a random place in the film, and on some
  /// steps a stream switch, an A–B loop or a loop of the whole film.
  private static func act(at index: Int, on session: PlayerSession, random: inout SeededRandom) {
    let now = MainLoop.now
    let duration = session.controller.info?.duration ?? 10
    session.perform(.seek(to: Double.random(in: 0..<max(duration - 1, 0.5), using: &random)), at: now)
    if index % 3 == 2 {
      session.perform(.nextAudioTrack, at: now)
      session.perform(.nextSubtitleTrack, at: now)
    }
    // A–B: marked at one step, closed at the next, cleared two steps later.
    if [4, 5, 7].contains(index % 12) { session.perform(.markLoop, at: now) }
    // The whole film over and over from one step to six steps later.
    if [8, 14].contains(index % 18) { session.perform(.toggleLoop, at: now) }
  }
}
