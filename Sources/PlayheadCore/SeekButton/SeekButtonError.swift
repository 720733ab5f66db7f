/// Why a SeekButton could not be made.
public enum SeekButtonError: Error, Equatable, CustomStringConvertible {
  /// The interval is outside 1…3600 seconds.
  case invalidInterval(Int)

  /// One sentence for a person.
  public var description: String {
    switch self {
    case .invalidInterval(let seconds):
      translated("seek interval must be 1 to 3600 seconds, got \(seconds)")
    }
  }
}
