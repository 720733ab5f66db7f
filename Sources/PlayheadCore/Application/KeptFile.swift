import Foundation

/// Bytes kept as a file for what takes them by a URL: cover art for desktop services (MPRIS's
/// `mpris:artUrl`), a manifest of an adaptive stream's pictures for previews. One file per
/// content, named after its bytes, in a folder of the user's in the temporary directory, written
/// once.
public enum KeptFile {
  /// The URL of a file holding `data`, named `kind`-fingerprint`suffix` ("cover-…"), written
  /// when it is not there yet; `nil` when it cannot be written (what wanted it goes without).
  public static func url(
    for data: Data, kind: String = "cover", suffix: String = "", in folder: URL = defaultFolder
  ) -> URL? {
    let file = folder.appendingPathComponent("\(kind)-\(fingerprint(of: data))\(suffix)")
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

  /// The folder the files go in: `playhead-kept-UID` in the temporary directory.
  public static var defaultFolder: URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("playhead-kept-\(getuid())")
  }

  /// A 64-bit FNV-1a hash of `data`, in hexadecimal.
  static func fingerprint(of data: Data) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in data {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return String(hash, radix: 16)
  }
}
