import Foundation
import PlayheadCore

/// The fuzz targets of the files Playhead keeps between runs, read as a new run reads them: a
/// damaged file gives the defaults and is set aside; what is read is within range.
enum StateFuzzing {
  /// A folder of this process's own for the files read.
  private static let folder: URL = {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("playhead-fuzz-\(getpid())", isDirectory: true)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }()

  /// A settings file.
  static func settings(_ bytes: [UInt8]) {
    let file = PlayerSettings.file(in: folder)
    let settings = PlayerSettings.read(from: written(bytes, to: file))
    require(settings == settings.withinRange, "settings out of range were read: \(settings)")
    try? settings.write(to: file)
    require(PlayerSettings.read(from: file) == settings, "settings written were read back otherwise")
  }

  /// A file of places media was left.
  static func resumePositions(_ bytes: [UInt8]) {
    let file = ResumePositions.file(in: folder)
    let positions = ResumePositions.read(from: written(bytes, to: file))
    require(
      positions.entries.count <= ResumePositions.capacity, "\(positions.entries.count) places were kept")
    require(positions.entries.allSatisfy { $0.position.isFinite && $0.position >= 0 }, "a place out of range")
    require(
      positions.recentMedia(limit: 5).count <= min(5, positions.entries.count),
      "more recent media than places")
  }

  /// `bytes` written to `file`, the copy a damaged file left beside it removed.
  private static func written(_ bytes: [UInt8], to file: URL) -> URL {
    try? FileManager.default.removeItem(at: file.appendingPathExtension("damaged"))
    try? Data(bytes).write(to: file)
    return file
  }
}
