import Foundation

/// Cover art kept as a file, for desktop services that take an image by its URL (MPRIS's
/// `mpris:artUrl`): one file per picture, named after its bytes, in a folder of the user's in the
/// temporary directory, written once.
public enum CoverArtFile {
  /// The URL of a file holding `data`, written when it is not there yet; `nil` when it cannot
  /// be written (the service then goes without the picture).
  public static func url(for data: Data, in folder: URL = defaultFolder) -> URL? {
    let file = folder.appendingPathComponent("cover-\(data.fingerprint)")
    if FileManager.default.fileExists(atPath: file.path) { return file }
    do {
      try FileManager.default.createDirectory(
        at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      try data.write(to: file, options: .atomic)
      return file
    } catch {
      return nil
    }
  }

  /// The folder the files go in: `playhead-covers-UID` in the temporary directory.
  public static var defaultFolder: URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("playhead-covers-\(getuid())")
  }
}
