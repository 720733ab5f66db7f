/// What the player says it opens, to the desktop: its `.desktop` file's `MimeType` and MPRIS's
/// `SupportedMimeTypes` and `SupportedUriSchemes`.
public enum PlayableMedia {
  /// The URI schemes the engine reads.
  public static let uriSchemes = ["file", "http", "https", "rtsp"]
  /// The media types the player opens, by the shared MIME database's names.
  public static let mimeTypes = [
    "video/mp4", "video/x-matroska", "video/webm", "video/ogg", "video/quicktime", "video/x-msvideo",
    "video/mpeg", "video/mp2t", "video/x-flv", "video/3gpp", "video/x-ms-wmv", "audio/mpeg", "audio/mp4",
    "audio/ogg", "audio/flac", "audio/x-wav", "audio/webm", "audio/x-matroska", "audio/aac",
    "audio/x-opus+ogg",
    "application/ogg", "audio/x-mpegurl", "application/vnd.apple.mpegurl",
  ]
}
