import PlayheadCore

/// How the command line describes what the engine found.
extension MediaInfo {
  /// "12.500 s", "live" or "unknown".
  var durationText: String {
    isLive
      ? "live"
      : duration.map { (isDurationEstimated ? "about " : "") + String(format: "%.3f s", $0) } ?? "unknown"
  }

  /// "1280x720", "720x576, shown as 1024x576, rotated 90°", or "none (audio only)".
  var videoText: String { video?.description ?? "none (audio only)" }

  /// The codecs, or "unknown".
  var codecsText: String { codecs.isEmpty ? "unknown" : codecs.joined(separator: ", ") }

  /// Everything on one line: "20.000 s, video 1280x720, H.264 (High Profile), seekable".
  var summary: String {
    "\(durationText), video \(videoText), \(codecsText), \(isSeekable ? "seekable" : "not seekable")"
  }
}
