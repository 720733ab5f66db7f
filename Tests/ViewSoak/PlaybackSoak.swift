import Foundation
import LeakCount
import PlayheadCore
import PlayheadFixtures
import PlayheadGTK

/// `ViewSoak playback MINUTES` (`make soak`): one window plays FFmpeg's and GStreamer's ordinary
/// films as a looping queue for MINUTES, with a seek every 10 s (seeded, so a run repeats), the
/// sound and subtitle streams switched every 30 s, an A–B loop every 2 minutes and the whole film
/// looped for a minute every 3. Before that it rehearses: every film goes once through the
/// script's whole round of actions, one a second, so that what a first use keeps for good (a
/// plugin, a decoder's tables, a font, libass's caches) is kept before anything is measured.
///
/// After a warm-up (a sixth of the MINUTES, at least a minute) it compares the end with the
/// warm-up's end, each time with the film stopped, its objects gone and freed memory returned:
/// resident memory may grow at most 5 %, and no GStreamer object may be alive that was not then.
/// While films play what the process holds depends on the film (between the ordinary films up
/// to 15 MB, a tenth of it: two sound streams, styled subtitles), so playing memory is compared
/// peak to peak: the most of the last fifth of the run against the most of its first fifth after
/// the warm-up, each several films long, at most 5 % more. Descriptors and threads, which come
/// and go with the film's streams, seeks and switches, may not grow with the film stopped. It
/// prints what the process holds each minute.
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
      guard await rehearse(films.count, in: session) else { return false }
      let steps = Int(minutes * 60 / step)
      let warmUp = max(Int(60 / step), steps / 6)
      let minute = Int(60 / step)
      var random = SeededRandom(seed: 43)
      var samples: [ProcessUse] = []
      var start: (use: ProcessUse, objects: LiveObjects)?
      for index in 0..<steps {
        if index == warmUp {
          // Measured with no pipeline running, then the queue goes on where it was.
          guard let current = session.queue.current, let stopped = await stop(window.player, atMost: nil)
          else { return false }
          start = stopped
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
      guard let start, samples.count >= 2 * minute, let end = await stop(window.player, atMost: start.objects)
      else {
        print("the soak was too short to compare its end with its warm-up's")
        return false
      }
      for (moment, use) in [("after the warm-up", start.use), ("at the end", end.use)] {
        print(
          "stopped \(moment): \(String(format: "%.1f", use.residentMegabytes)) MB resident, "
            + "\(use.descriptors) descriptors, \(use.threads) threads")
      }
      // Playing: peak against peak, over a fifth of the samples each.
      let fifth = max(minute, samples.count / 5)
      let peak = { (part: ArraySlice<ProcessUse>) in part.map(\.residentMegabytes).max()! }
      for line in end.objects.growthLines(since: start.objects) { print(line) }
      SoakFigures.record("soak: minutes played", minutes, unit: "min")
      let playing = SoakFigures.record(
        "soak: resident memory growth while playing (peaks)",
        (peak(samples.suffix(fifth)) / peak(samples.prefix(fifth)) - 1) * 100, unit: "%", limit: 5)
      let stopped = SoakFigures.recordGrowth(
        "soak", memory: end.use.residentMegabytes / start.use.residentMegabytes,
        objects: end.objects.growth(since: start.objects).values.reduce(0, +),
        descriptors: end.use.descriptors - start.use.descriptors, threads: end.use.threads - start.use.threads
      )
      return playing && stopped
    } catch {
      print("could not run: \(error)")
      return false
    }
  }

  /// Stops `player`'s media and measures the process once the pipeline's objects have gone (no
  /// type with more than in `baseline`) and what it freed has gone back to the system; `nil` when
  /// the leaks tracer cannot be read.
  private static func stop(_ player: VideoPlayerView, atMost baseline: LiveObjects?) async
    -> (use: ProcessUse, objects: LiveObjects)?
  {
    player.engine.stop()
    guard let objects = await LiveObjects.settled(atMost: baseline) else { return nil }
    // The engine hands freed memory back on a thread of its own as the pipeline closes.
    try? await Task.sleep(for: .milliseconds(500))
    return (ProcessUse.now(), objects)
  }

  /// Every how many steps an A–B loop is marked, closed and cleared.
  static let abLoopSteps = 12
  /// Every how many steps the whole film is looped and then not.
  static let filmLoopSteps = 18
  /// The steps after which the script's actions repeat together: both loops' rounds.
  static let round = abLoopSteps * filmLoopSteps / gcd(abLoopSteps, filmLoopSteps)

  private static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }

  /// The rehearsal: each of the queue's `count` films in turn goes through the script's `round`
  /// of actions, one a second (fewer when it ends first); `false`, having said so, when a film
  /// does not play.
  private static func rehearse(_ count: Int, in session: PlayerSession) async -> Bool {
    var random = SeededRandom(seed: 7)
    for index in 0..<count {
      if session.queue.currentIndex != index { session.perform(.next) }
      guard await QueueOfAThousand.plays(index, in: session) else { return false }
      for action in 0..<round where session.queue.currentIndex == index {
        act(at: action, on: session, random: &random)
        try? await Task.sleep(for: .seconds(1))
      }
    }
    return true
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
    if [4, 5, 7].contains(index % abLoopSteps) { session.perform(.markLoop, at: now) }
    // The whole film over and over from one step to six steps later.
    if [8, 14].contains(index % filmLoopSteps) { session.perform(.toggleLoop, at: now) }
  }
}
