internal import CGStreamer

/// An owned GStreamer element: made by a factory, its floating reference sunk, unreffed when
/// released. It never changes state itself: its owner sets it to NULL first, on the main actor
/// (or a pipeline's start does, see `PipelineStart`), never whatever thread drops the last
/// reference (that raced GStreamer's threads).
final class Element {
  let pointer: UnsafeMutablePointer<GstElement>

  /// Makes an element from `factory`, or returns `nil` when the plugin is not installed.
  /// Owns the (sunk) reference.
  init?(factory: String, name: String? = nil) {
    GStreamerRuntime.initialize()
    guard let element = gst_element_factory_make(factory, name) else { return nil }
    gst_object_ref_sink(UnsafeMutableRawPointer(element))
    pointer = element
  }

  /// Builds a pipeline from a `gst-launch-1.0` description, or returns `nil` when GStreamer cannot
  /// (an element is not installed); `error` receives GStreamer's words. With `asBin`, it builds a
  /// bin whose unlinked pads are ghosted, to stand in for one element (a sink, say).
  init?(pipeline description: String, asBin: Bool = false, error message: inout String) {
    GStreamerRuntime.initialize()
    var error: UnsafeMutablePointer<GError>?
    let made =
      asBin ? gst_parse_bin_from_description(description, 1, &error) : gst_parse_launch(description, &error)
    guard let element = made, error == nil else {
      message = error.map { String(cString: $0.pointee.message) } ?? "GStreamer could not build the pipeline"
      if let error { g_error_free(error) }
      // Built in part despite the error: the floating reference is ours to drop.
      if let made { gst_object_unref(gst_object_ref_sink(UnsafeMutableRawPointer(made))) }
      return nil
    }
    gst_object_ref_sink(UnsafeMutableRawPointer(element))
    pointer = element
  }

  /// A bin built from a `gst-launch-1.0` description to stand in for one element, and the
  /// element named `name` inside it; `nil` when GStreamer cannot build it.
  static func bin(_ description: String, holding name: String) -> (bin: Element, child: Element)? {
    var error = ""
    guard let bin = Element(pipeline: description, asBin: true, error: &error),
      let child = bin.child(named: name)
    else { return nil }
    return (bin, child)
  }

  /// The element named `name` inside this bin, or `nil`.
  func child(named name: String) -> Element? {
    guard let child = gst_bin_get_by_name(playhead_bin(pointer), name) else { return nil }
    return Element(adopting: child)
  }

  /// Owns `pointer`, a reference already held (not floating).
  private init(adopting pointer: UnsafeMutablePointer<GstElement>) {
    self.pointer = pointer
  }

  /// The element as a GObject, for properties.
  var object: gpointer { UnsafeMutableRawPointer(pointer) }

  deinit {
    gst_object_unref(UnsafeMutableRawPointer(pointer))
  }
}
