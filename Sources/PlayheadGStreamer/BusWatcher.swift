import CGStreamer
import Foundation
import Synchronization

/// Pops a pipeline's bus on a thread of its own and hands each message, read into a value, to
/// the main actor: GStreamer's threads never run the engine's code. The thread keeps the
/// watcher alive until `stop()`.
final class BusWatcher: Sendable {
  private let running = Atomic<Bool>(true)

  /// Starts watching `pipeline`'s bus; `deliver` runs on the main actor for each message.
  init(pipeline: Element, deliver: @escaping @MainActor @Sendable (BusMessage) -> Void) {
    let bus = gst_element_get_bus(pipeline.pointer)!
    nonisolated(unsafe) let ownedBus = bus
    let pipelineAddress = Int(bitPattern: UnsafeMutableRawPointer(pipeline.pointer))
    let thread = Thread { [self] in
      defer { gst_object_unref(UnsafeMutableRawPointer(ownedBus)) }
      let pipeline = UnsafeMutableRawPointer(bitPattern: pipelineAddress)!
      while self.running.load(ordering: .acquiring) {
        guard let message = gst_bus_timed_pop(ownedBus, 50_000_000) else { continue }
        let parsed = BusMessage(message, pipeline: pipeline)
        gst_message_unref(message)
        if let parsed { Task { @MainActor in deliver(parsed) } }
      }
    }
    thread.name = "playhead-bus"
    thread.start()
  }

  /// Stops the thread at its next wake-up (within 50 ms).
  func stop() { running.store(false, ordering: .releasing) }
}
