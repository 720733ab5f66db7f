internal import CCairo
import PlayheadCore

/// A failure reported by Cairo, or a file Playhead could not read or write through it.
public enum CairoError: Error, Equatable, CustomStringConvertible {
  /// Cairo refused with this status (its own sentence, from `cairo_status_to_string`).
  case status(String)
  /// A size that no surface can have.
  case invalidSize(width: Int, height: Int)
  /// A file that could not be read as a PNG image.
  case unreadableImage(path: String, reason: String)

  /// One sentence for a person.
  public var description: String {
    switch self {
    case .status(let message): translated("cairo: \(message)")
    case .invalidSize(let width, let height):
      translated("cannot make a \(width)x\(height) image: sides must be 1 to 32767 pixels")
    case .unreadableImage(let path, let reason): translated("cannot read image \(path): \(reason)")
    }
  }

  /// Throws when `status` is not success.
  static func check(_ status: cairo_status_t) throws(CairoError) {
    guard status == CAIRO_STATUS_SUCCESS else {
      throw .status(String(cString: cairo_status_to_string(status)))
    }
  }

  /// Returns a surface Cairo just made, or destroys it and throws its status.
  static func checked(surface: OpaquePointer) throws(CairoError) -> OpaquePointer {
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      throw .status(String(cString: cairo_status_to_string(status)))
    }
    return surface
  }
}
