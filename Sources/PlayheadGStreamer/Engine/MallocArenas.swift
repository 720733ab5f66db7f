internal import CGStreamer
import Foundation

/// How many heaps glibc's malloc keeps for the process's threads, limited as GStreamer starts.
///
/// glibc gives a thread that allocates while others do a heap (an arena) of its own, up to
/// eight per core, and keeps in each, as pages the process holds, the most it ever held. A
/// player makes new streaming threads with every film it loads, each lands on one of those
/// arenas, and over hours every arena comes to hold a film's worth of buffers: a window
/// looping a film with a subtitle stream grew 10 MB a minute, all of it memory freed but kept
/// (`malloc_trim` gave it back at once). With two arenas, the main thread's and one the
/// streaming threads share, the same film levels off within two minutes; glibc's per-thread
/// caches keep the sharing cheap.
///
/// What a closed pipeline frees (its queues' buffers, its decoders' pools) lies in the middle of
/// the heaps, which `free` returns to the system only from their top: an hour of films, seeks and
/// stream switches still grew a window by a fifth, a fifth of it held free. So the pages of
/// freed memory go back after each pipeline closes (`returnFreedMemory`).
///
/// glibc keeps the arenas it has made, so the limit holds only for threads that start after it:
/// GTK's start (`GTKStart`) sets it before GTK's own threads, GStreamer's before its first.
package enum MallocArenas {
  /// The arenas kept: the main thread's and one for every other.
  static let limit: Int32 = 2

  /// Limits the arenas made from now on to `limit`, unless the person running the program set
  /// them (`MALLOC_ARENA_MAX`, or `glibc.malloc.arena_max` in `GLIBC_TUNABLES`).
  package static func limitUnlessSet(in environment: [String: String] = ProcessInfo.processInfo.environment) {
    guard isLimited(by: environment) == false else { return }
    _ = playhead_limit_malloc_arenas(limit)
  }

  /// Hands the pages freed memory holds back to the system, on a thread of its own: `malloc_trim`
  /// walks every arena, a few milliseconds for a player's heap, once a media closes. The thread
  /// ends with it (a pool's worker would stay on, idle, after the film is gone).
  package static func returnFreedMemory() {
    Thread.detachNewThread { _ = playhead_return_freed_memory() }
  }

  /// Whether `environment` sets the arenas itself.
  static func isLimited(by environment: [String: String]) -> Bool {
    environment["MALLOC_ARENA_MAX"] != nil
      || (environment["GLIBC_TUNABLES"] ?? "").contains("glibc.malloc.arena_max")
  }
}
