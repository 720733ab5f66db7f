import CGTK
import Foundation
import PlayheadCore
import PlayheadFixtures
import PlayheadGTK

// `ViewSoak [COUNT]` opens and closes COUNT player windows (200 unless given) one after another
// in one process, each playing a fixture with its timer and frame ticks running, and checks that
// every view's controller was freed and its widget finalized (a GObject weak reference) once its
// window closed. `ViewSoak queue [CYCLES]` plays films one after another in one window
// (`QueueSoak`). `make sanitize` runs both under AddressSanitizer on Xvfb; PlayheadGTKTests run
// short forms. Prints what went wrong and exits 1 if anything did.

/// Counts the widgets finalized, from GObject's weak-reference notify.
let finalized = UnsafeMutablePointer<Int>.allocate(capacity: 1)
finalized.initialize(to: 0)

/// A weak reference, to see whether an object was freed.
final class Weak<Object: AnyObject> {
  weak var object: Object?
  init(_ object: Object) { self.object = object }
}

/// Opens a window playing `media`, lets it play, closes it; returns whether it played, and a
/// weak reference to its controller.
@MainActor func openPlayAndClose(_ media: URL, index: Int) async throws -> (Bool, Weak<PlayerController>) {
  let window = try PlayerWindow(title: "soak \(index)", width: 320, height: 240)
  let weakController = Weak(window.player.controller)
  let controller = { weakController.object }
  g_object_weak_ref(
    window.player.widget.pointer.assumingMemoryBound(to: GObject.self),
    { data, _ in data?.assumingMemoryBound(to: Int.self).pointee += 1 }, finalized)
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

MainLoop.run {
  let arguments = Array(CommandLine.arguments.dropFirst())
  if arguments.first == "queue" {
    let cycles = arguments.dropFirst().first.flatMap { Int($0) } ?? 48
    guard gtk_init_check() != 0 else {
      print("no display to open windows on")
      exit(2)
    }
    exit(await QueueSoak.run(cycles: cycles) ? 0 : 1)
  }
  let count = arguments.first.flatMap { Int($0) } ?? 200
  guard gtk_init_check() != 0 else {
    print("no display to open windows on")
    exit(2)
  }
  var passed = true
  do {
    let media = try MediaFixtures.mp4(seconds: 2, keyframeSpacing: 1)
    var kept = 0
    for index in 0..<count {
      let (played, controller) = try await openPlayAndClose(media, index: index)
      passed = played && passed
      // Whatever the closed window still had queued runs now.
      for _ in 0..<20 { _ = g_main_context_iteration(nil, 0) }
      await Task.yield()
      if controller.object != nil { kept += 1 }
    }
    print(
      "\(count) views opened, played and closed; \(finalized.pointee) widgets finalized, \(kept) controllers kept"
    )
    if finalized.pointee != count || kept > 0 {
      print("\(count - finalized.pointee) view widgets never finalized, \(kept) controllers never freed")
      passed = false
    }
  } catch {
    print("could not run: \(error)")
    passed = false
  }
  exit(passed ? 0 : 1)
}
