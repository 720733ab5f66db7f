import CGStreamer

/// An owned GStreamer element: made by a factory, its floating reference sunk, unreffed when
/// released. It never changes state itself: its owner sets it to NULL on the main actor first
/// (a state change from whatever thread drops the last reference raced GStreamer's threads).
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

  /// The element as a GObject, for properties.
  var object: gpointer { UnsafeMutableRawPointer(pointer) }

  deinit {
    gst_object_unref(UnsafeMutableRawPointer(pointer))
  }
}
