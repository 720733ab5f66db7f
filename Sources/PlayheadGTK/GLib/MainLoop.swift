internal import CGTK
import Foundation

/// GLib's main loop as the program's one loop. Swift's main actor is the main dispatch queue;
/// here GLib watches that queue's wake-up descriptor and runs its work inside the loop, so
/// `@MainActor` code, GTK's events and GStreamer's bus messages all take turns on the main
/// thread.
public enum MainLoop {
  /// Runs `body` on the main actor inside GLib's main loop, on the main thread, and returns when
  /// it has finished. Call it once, from the program's synchronous `main`. `programName`, when
  /// given, is the name screen readers and window managers know the program by.
  public static func run(programName: String? = nil, _ body: @escaping @MainActor () async -> Void) {
    precondition(Thread.isMainThread, "GLib's main loop runs on the main thread")
    if let programName { g_set_prgname(programName) }
    attachMainQueue()
    nonisolated(unsafe) let loop = g_main_loop_new(nil, 0)
    Task { @MainActor in
      await body()
      g_main_loop_quit(loop)
    }
    g_main_loop_run(loop)
    g_main_loop_unref(loop)
  }

  /// How deep in GLib's dispatching the caller is: more than 0 inside the loop.
  public static var depth: Int { Int(g_main_depth()) }

  /// Seconds on GLib's monotonic clock, the clock GTK's frame clock and events use.
  public static var now: Double { Double(g_get_monotonic_time()) / 1_000_000 }

  /// Runs the main dispatch queue's work from GLib's loop, through libdispatch's private hooks
  /// for a foreign run loop: `_dispatch_get_main_queue_handle_4CF` gives the eventfd that
  /// libdispatch signals when main-queue work is waiting, and `_dispatch_main_queue_callback_4CF`
  /// drains that work. They are the hooks Foundation's `RunLoop` (CoreFoundation) uses on Linux,
  /// so they are as stable as that is, but not public API: a libdispatch that renamed or dropped
  /// them would fail to link, and one that changed what the handle is (not an eventfd) would leave
  /// `@MainActor` work and `DispatchQueue.main` blocks never run while GTK owns the main thread:
  /// the window would draw but never react. `MainLoopTests` checks that main-actor work and
  /// GStreamer's messages do run inside the loop.
  private static func attachMainQueue() {
    let handle = _dispatch_get_main_queue_handle_4CF()
    g_unix_fd_add(
      handle, G_IO_IN,
      { descriptor, _, _ in
        var count: eventfd_t = 0
        eventfd_read(descriptor, &count)
        _dispatch_main_queue_callback_4CF(nil)
        return 1
      }, nil)
  }
}
