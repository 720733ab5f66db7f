internal import CGTK
import Synchronization

/// Asks the main loop, from any thread, to run `redraw`: at most one request waits at a time, so
/// a burst of frames costs one redraw.
final class RedrawRequest: Sendable {
  private let redraw: @MainActor @Sendable () -> Void
  private let waiting = Mutex(false)

  init(_ redraw: @escaping @MainActor @Sendable () -> Void) {
    self.redraw = redraw
  }

  /// Schedules one redraw, unless one is already waiting.
  func ring() {
    let alreadyWaiting = waiting.withLock { waiting in
      defer { waiting = true }
      return waiting
    }
    guard !alreadyWaiting else { return }
    g_idle_add_full(
      G_PRIORITY_HIGH_IDLE + 10,
      { data in
        let request = Unmanaged<RedrawRequest>.fromOpaque(data!).takeUnretainedValue()
        request.waiting.withLock { $0 = false }
        MainActor.assumeIsolated { request.redraw() }
        return 0
      }, Unmanaged.passRetained(self).toOpaque(),
      // Released when the source goes: after it ran, or if the loop drops it first.
      { data in if let data { Unmanaged<RedrawRequest>.fromOpaque(data).release() } })
  }
}
