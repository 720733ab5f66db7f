internal import CGTK
import Foundation

/// Swift values as GLib's `GVariant`s, for D-Bus: each returns a new floating reference, which
/// the call it is given to takes.
enum VariantValue {
  static func string(_ text: String) -> OpaquePointer { g_variant_new_string(text) }
  static func boolean(_ value: Bool) -> OpaquePointer { g_variant_new_boolean(value ? 1 : 0) }
  static func double(_ value: Double) -> OpaquePointer { g_variant_new_double(value) }
  static func int64(_ value: Int64) -> OpaquePointer { g_variant_new_int64(gint64(value)) }
  static func objectPath(_ path: String) -> OpaquePointer { g_variant_new_object_path(path) }

  /// An array of strings (`as`).
  static func strings(_ texts: [String]) -> OpaquePointer {
    texts.withCStrings { g_variant_new_strv($0, gssize($1)) }
  }

  /// A dictionary of variants (`a{sv}`), in `entries`' order.
  static func dictionary(_ entries: [(String, OpaquePointer)]) -> OpaquePointer {
    let type = g_variant_type_new("a{sv}")
    defer { g_variant_type_free(type) }
    let builder = g_variant_builder_new(type)
    defer { g_variant_builder_unref(builder) }
    for (key, value) in entries {
      g_variant_builder_add_value(
        builder, g_variant_new_dict_entry(string(key), g_variant_new_variant(value)))
    }
    return g_variant_builder_end(builder)
  }

  /// A tuple of `items`.
  static func tuple(_ items: [OpaquePointer]) -> OpaquePointer {
    var children: [OpaquePointer?] = items
    return g_variant_new_tuple(&children, gsize(children.count))
  }

  /// The `index`th item of a tuple, as an `Int64`, a `Double` or a string.
  static func int64(at index: Int, of tuple: OpaquePointer) -> Int64 {
    Int64(read(at: index, of: tuple, g_variant_get_int64))
  }
  static func text(at index: Int, of tuple: OpaquePointer) -> String {
    read(at: index, of: tuple) { String(cString: g_variant_get_string($0, nil)) }
  }

  private static func read<Value>(at index: Int, of tuple: OpaquePointer, _ get: (OpaquePointer) -> Value)
    -> Value
  {
    let child = g_variant_get_child_value(tuple, gsize(index))!
    defer { g_variant_unref(child) }
    return get(child)
  }
}
