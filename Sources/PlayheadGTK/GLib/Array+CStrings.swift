import Foundation

extension Array where Element == String {
  /// Calls `body` with the strings as a NULL-terminated C array (its count, the NULL left out,
  /// beside it), valid only inside it: what GTK and GLib take for a list of strings.
  func withCStrings<Result>(_ body: (UnsafePointer<UnsafePointer<CChar>?>, Int) -> Result) -> Result {
    let copies = map { strdup($0) }
    defer { for copy in copies { free(copy) } }
    let pointers = copies.map { UnsafePointer($0) } + [nil]
    return pointers.withUnsafeBufferPointer { body($0.baseAddress!, count) }
  }
}
