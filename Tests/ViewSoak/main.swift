import CGTK
import Foundation
import LeakCount
import PlayheadCore
import PlayheadFixtures
import PlayheadGTK

// `ViewSoak [COUNT]` opens and closes COUNT player windows (200 unless given) one after another
// in one process, each playing a fixture with its timer and frame ticks running, and checks that
// every view's controller was freed and its widget finalized (a GObject weak reference) once its
// window closed. `ViewSoak queue [CYCLES]` plays films one after another in one window
// (`QueueSoak`). `make sanitize` runs both under AddressSanitizer on Xvfb; PlayheadGTKTests run
// short forms. `make soak` runs `playback MINUTES` (`PlaybackSoak`), `cycles COUNT`
// (`cycleAndMeasure`), `long-queue ITEMS` (`QueueOfAThousand`) and `windows COUNT`
// (`WindowsAtOnce`), which record their figures (`SoakFigures`). Prints what went wrong and
// exits 1 if anything did.

/// Counts the widgets finalized, from GObject's weak-reference notify.
let finalized = UnsafeMutablePointer<Int>.allocate(capacity: 1)
finalized.initialize(to: 0)

/// A weak reference, to see whether an object was freed.
final class Weak<Object: AnyObject> {
  weak var object: Object?
  init(_ object: Object) { self.object = object }
}

/// Counts `window`'s view's widget in `finalized` once it is finalized.
@MainActor func countFinalization(of window: PlayerWindow) {
  g_object_weak_ref(
    window.player.widget.pointer.assumingMemoryBound(to: GObject.self),
    { data, _ in data?.assumingMemoryBound(to: Int.self).pointee += 1 }, finalized)
}

/// Runs what closed windows still had queued.
@MainActor func runWhatIsQueued() async {
  for _ in 0..<20 { _ = g_main_context_iteration(nil, 0) }
  await Task.yield()
}

/// Opens a window playing `media`, lets it play, closes it; returns whether it played, and a
/// weak reference to its controller.
@MainActor func openPlayAndClose(_ media: URL, index: Int) async throws -> (Bool, Weak<PlayerController>) {
  let window = try PlayerWindow(title: "soak \(index)", width: 320, height: 240)
  let weakController = Weak(window.player.controller)
  let controller = { weakController.object }
  countFinalization(of: window)
  window.player.controller.autoplay = true
  window.player.load(media)
  window.present()
  let deadline = Date().addingTimeInterval(20)  // a hang guard only
  while controller()?.state != .playing, Date() < deadline { try await Task.sleep(for: .milliseconds(20)) }
  guard controller()?.state == .playing else {
    print("view \(index) never played: \(String(describing: controller()?.state))")
    return (false, weakController)
  }
  // A few of its timer's ticks and of the controls' frames run.
  try await Task.sleep(for: .milliseconds(300))
  window.close()
  await window.waitUntilClosed()
  return (true, weakController)
}

/// Opens, plays and closes `count` windows on `media` one after another; returns whether each
/// played and every view's widget was finalized and controller freed, having said otherwise.
@MainActor func cycle(_ count: Int, on media: URL) async throws -> Bool {
  var passed = true
  var kept = 0
  let finalizedBefore = finalized.pointee
  for index in 0..<count {
    let (played, controller) = try await openPlayAndClose(media, index: index)
    passed = played && passed
    await runWhatIsQueued()
    if controller.object != nil { kept += 1 }
  }
  let finalizedNow = finalized.pointee - finalizedBefore
  print(
    "\(count) views opened, played and closed; \(finalizedNow) widgets finalized, \(kept) controllers kept")
  if finalizedNow != count || kept > 0 {
    print("\(count - finalizedNow) view widgets never finalized, \(kept) controllers never freed")
    passed = false
  }
  return passed
}

/// `ViewSoak cycles COUNT` (`make soak`): COUNT open/close cycles as above, after ten that load
/// the plugins, with GStreamer's leaks tracer; resident memory may grow at most 5 %, and no
/// descriptor, thread or GStreamer object may be left.
@MainActor func cycleAndMeasure(_ count: Int, on media: URL) async throws -> Bool {
  guard LiveObjects.tracerStarts() else { return false }
  defer { try? FileManager.default.removeItem(at: LiveObjects.log) }
  guard try await cycle(10, on: media), let baseline = await LiveObjects.settled(atMost: nil) else {
    return false
  }
  let before = ProcessUse.now()
  let passed = try await cycle(count, on: media)
  guard let after = await LiveObjects.settled(atMost: baseline) else { return false }
  let end = ProcessUse.now()
  for line in after.growthLines(since: baseline) { print(line) }
  SoakFigures.record("cycles: windows opened, played and closed", Double(count), unit: "windows")
  let met = SoakFigures.recordGrowth(
    "cycles", memory: end.residentMegabytes / before.residentMegabytes,
    objects: after.growth(since: baseline).values.reduce(0, +),
    descriptors: end.descriptors - before.descriptors,
    threads: end.threads - before.threads)
  return passed && met
}

MainLoop.run {
  let arguments = Array(CommandLine.arguments.dropFirst())
  let number = { (fallback: Int) in arguments.dropFirst().first.flatMap { Int($0) } ?? fallback }
  // GTK starts as the player starts it: its renderer and malloc's heaps as a person's get them.
  do {
    try GTKStart.start()
  } catch {
    print("\(error)")
    exit(2)
  }
  do {
    let passed: Bool
    switch arguments.first {
    case "queue": passed = await QueueSoak.run(cycles: number(48))
    case "playback": passed = await PlaybackSoak.run(minutes: Double(arguments.dropFirst().first ?? "") ?? 60)
    case "long-queue": passed = await QueueOfAThousand.run(items: number(1000))
    case "windows": passed = await WindowsAtOnce.run(count: number(8))
    case "cycles":
      passed = try await cycleAndMeasure(number(1000), on: MediaFixtures.mp4(seconds: 2, keyframeSpacing: 1))
    default:
      passed = try await cycle(
        arguments.first.flatMap { Int($0) } ?? 200, on: MediaFixtures.mp4(seconds: 2, keyframeSpacing: 1))
    }
    exit(passed ? 0 : 1)
  } catch {
    print("could not run: \(error)")
    exit(1)
  }
}
