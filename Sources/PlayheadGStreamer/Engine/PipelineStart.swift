internal import CGStreamer
import Foundation
import PlayheadCore

/// Takes a new pipeline to PAUSED off the main thread, after checking its local file there: on a
/// slow or hung mount `stat` and the file source's `open()` block, and the main thread must not.
///
/// The pipeline belongs to its owner on the main actor, except while starting. Closing it then
/// (`abandon()`) leaves it to the start, which takes it to NULL once its own state change has
/// returned; the owner has disconnected its callbacks first. Otherwise the owner closes it. A
/// state change the owner asks for meanwhile would wait for GStreamer's state lock, blocking
/// the main thread: it waits in the owner until the start is over (`isRunning`).
final class PipelineStart: @unchecked Sendable {
  /// How the start went.
  enum Outcome: Sendable {
    /// The local file cannot be played (missing, unreadable, not a regular file).
    case problem(MediaError)
    /// The pipeline went to PAUSED, or is prerolling on its way there.
    case started
    /// The source is live: it does not preroll.
    case live
    /// The pipeline refused to start (the bus carries an element's own error).
    case refused
  }

  private let lock = NSLock()
  private var running = true
  private var abandoned = false

  /// Starts `pipeline` (whose local file, if any, is `file`) and calls `finished` on the main
  /// actor with the outcome, unless it was abandoned meanwhile. `preparing` runs first, off the
  /// main thread too, with the pipeline's object: to set what needs the file system.
  init(
    _ pipeline: Element, checking file: URL?, preparing: @escaping @Sendable (gpointer) -> Void = { _ in },
    finished: @escaping @MainActor @Sendable (Outcome) -> Void
  ) {
    nonisolated(unsafe) let element = pipeline.pointer
    gst_object_ref(UnsafeMutableRawPointer(element))
    DispatchQueue.global(qos: .userInitiated).async { [self] in
      let problem = file.flatMap(MediaSourceCheck.problem(with:))
      if problem == nil { preparing(UnsafeMutableRawPointer(element)) }
      let outcome = problem.map(Outcome.problem) ?? Self.pause(element)
      let wasAbandoned = lock.withLock {
        running = false
        return abandoned
      }
      if wasAbandoned { gst_element_set_state(element, GST_STATE_NULL) }
      gst_object_unref(UnsafeMutableRawPointer(element))
      if !wasAbandoned { Task { @MainActor in finished(outcome) } }
    }
  }

  /// Whether the start is still under way.
  var isRunning: Bool { lock.withLock { running } }

  /// Leaves the pipeline to the start to close, if it is still under way; `false` when it is
  /// over and the owner closes it.
  func abandon() -> Bool {
    lock.withLock {
      guard running else { return false }
      abandoned = true
      return true
    }
  }

  private static func pause(_ element: UnsafeMutablePointer<GstElement>) -> Outcome {
    switch gst_element_set_state(element, GST_STATE_PAUSED) {
    case GST_STATE_CHANGE_FAILURE: .refused
    case GST_STATE_CHANGE_NO_PREROLL: .live
    default: .started
    }
  }
}
