internal import CGStreamer

/// Reads a pipeline's bus without a thread of its own: a sync handler turns each message, on
/// whichever GStreamer thread posts it, into a `BusMessage` value and hands it to the main actor,
/// then drops and unrefs it. Nothing runs while the pipeline is quiet. The handler holds its closure
/// through a retained box that the bus releases (GStreamer keeps it alive for a call in flight).
final class BusWatcher {
  private let bus: UnsafeMutablePointer<GstBus>

  /// The closure the handler calls, with the pipeline it belongs to (an address, for telling
  /// the pipeline's own state changes from its children's).
  private final class Handler: Sendable {
    let pipeline: Int
    let deliver: @MainActor @Sendable (BusMessage) -> Void

    init(pipeline: Int, deliver: @escaping @MainActor @Sendable (BusMessage) -> Void) {
      self.pipeline = pipeline
      self.deliver = deliver
    }
  }

  /// Starts reading `pipeline`'s bus; `deliver` runs on the main actor for each message.
  init(pipeline: Element, deliver: @escaping @MainActor @Sendable (BusMessage) -> Void) {
    bus = gst_element_get_bus(pipeline.pointer)!
    let handler = Handler(
      pipeline: Int(bitPattern: UnsafeMutableRawPointer(pipeline.pointer)), deliver: deliver)
    gst_bus_set_sync_handler(
      bus,
      { _, message, data in
        guard let message else { return GST_BUS_DROP }
        // A handler that drops a message owns it: the bus does not unref it (and an unfreed
        // message holds the element that posted it, and so the whole pipeline).
        defer { gst_message_unref(message) }
        guard let data else { return GST_BUS_DROP }
        let handler = Unmanaged<Handler>.fromOpaque(data).takeUnretainedValue()
        if let parsed = BusMessage(message, pipeline: UnsafeMutableRawPointer(bitPattern: handler.pipeline)!)
        {
          Task { @MainActor in handler.deliver(parsed) }
        }
        return GST_BUS_DROP
      }, Unmanaged.passRetained(handler).toOpaque(),
      { data in if let data { Unmanaged<Handler>.fromOpaque(data).release() } })
  }

  /// Stops reading: no message is handed over after this returns (one being read may still
  /// arrive; the engine ignores it by generation).
  func stop() {
    gst_bus_set_sync_handler(bus, nil, nil, nil)
  }

  deinit {
    stop()
    gst_object_unref(UnsafeMutableRawPointer(bus))
  }
}
