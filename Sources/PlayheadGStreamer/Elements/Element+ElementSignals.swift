internal import CGStreamer

extension Element {
  /// What an element signal's handler holds: the Swift closure, released with the handler.
  private final class ElementHandler: Sendable {
    let body: @Sendable (UnsafeMutablePointer<GstElement>) -> Void
    init(_ body: @escaping @Sendable (UnsafeMutablePointer<GstElement>) -> Void) { self.body = body }
  }

  /// Calls `body` with each element playbin hands to `signal` ("element-setup" for every element
  /// it makes, "source-setup" for each source), on whichever thread makes it; `body` is kept
  /// until the pipeline is destroyed. `body` must only look at the element and add to it.
  func onElementSignal(
    _ signal: String, _ body: @escaping @Sendable (UnsafeMutablePointer<GstElement>) -> Void
  ) {
    playhead_connect_element_signal(
      pointer, signal,
      { _, element, data in
        guard let element, let data else { return }
        Unmanaged<ElementHandler>.fromOpaque(data).takeUnretainedValue().body(element)
      }, Unmanaged.passRetained(ElementHandler(body)).toOpaque(),
      { data, _ in if let data { Unmanaged<ElementHandler>.fromOpaque(data).release() } })
  }

  /// The name of the factory that made `element` ("wavparse"), or `nil`.
  static func factoryName(of element: UnsafeMutablePointer<GstElement>) -> String? {
    playhead_element_factory(element).map { String(cString: $0) }
  }
}
