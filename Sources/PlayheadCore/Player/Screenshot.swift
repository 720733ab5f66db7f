import Foundation

/// Where a screenshot of a frame goes and what the player says of it: named after the media and
/// the frame's time ("clip 1-05.120.png"), never over an earlier one.
public enum Screenshot {
  /// The file for the frame at `seconds` of `media` in `folder`: its name from the media's file
  /// name without its extension (or the address's host), then the time as m-ss.mmm (h-mm-ss.mmm
  /// from an hour; no colons, which some file systems refuse), then " (2)", " (3)"… while
  /// `isTaken` says a name is in use.
  public static func file(
    for media: URL, at seconds: Double, in folder: URL, isTaken: (URL) -> Bool
  ) -> URL {
    let stem = media.deletingPathExtension().lastPathComponent
    let title = stem.isEmpty || stem == "/" ? media.host ?? "screenshot" : stem
    let time = max(seconds.isFinite ? seconds : 0, 0)
    let milliseconds = Int((time * 1000).rounded())
    let clock = TimeText.clock(Double(milliseconds / 1000)).replacingOccurrences(of: ":", with: "-")
    let base = "\(title) \(clock).\(String(format: "%03d", milliseconds % 1000))"
    var file = folder.appendingPathComponent(base + ".png")
    var count = 1
    while isTaken(file) {
      count += 1
      file = folder.appendingPathComponent("\(base) (\(count)).png")
    }
    return file
  }

  /// What the player says once `file` is saved: "Screenshot saved: ~/Pictures/clip 1-05.120.png"
  /// (the home folder as ~).
  public static func savedText(_ file: URL, home: String?) -> String {
    var path = file.path
    if let home, home.hasPrefix("/"), path.hasPrefix(home + "/") { path = "~" + path.dropFirst(home.count) }
    return translated("Screenshot saved: \(path)")
  }
}
