import PlayheadCore

/// What a missing plugin is, in words a person reads. GStreamer describes a decoder for a codec
/// it knows by the codec's name ("H.265 decoder"); for one it does not know, by its media type
/// ("video/x-gst-fourcc-phzz decoder", "video/x-unknown decoder"), which says little to anyone.
enum MissingPlugin {
  /// Whether GStreamer's `description` asks for a "decoder" of a web page (HTML, XHTML), which
  /// is no media at all.
  static func isWebPage(_ description: String) -> Bool {
    ["text/html decoder", "application/xhtml+xml decoder"].contains(description)
  }

  /// GStreamer's `description`, kept when it names the codec, else said in words: "decoder for
  /// the video codec ‘phzz’", "decoder for this video codec".
  static func readable(_ description: String) -> String {
    let suffix = " decoder"
    guard description.hasSuffix(suffix) else { return description }
    let type = description.dropLast(suffix.count)
    let parts = type.split(separator: "/", maxSplits: 1)
    guard parts.count == 2, !type.contains(" ") else { return description }
    let subtype = parts[1]
    // Translators: the kind of codec in "decoder for the video codec ‘phzz’".
    let kind =
      parts[0] == "video" ? translated("video") : parts[0] == "audio" ? translated("audio") : String(parts[0])
    if subtype.hasPrefix("x-gst-fourcc-") {
      return translated("decoder for the \(kind) codec ‘\(subtype.dropFirst("x-gst-fourcc-".count))’")
    }
    if subtype == "x-unknown" { return translated("decoder for this \(kind) codec") }
    return translated("decoder for the \(kind) format ‘\(subtype)’")
  }
}
