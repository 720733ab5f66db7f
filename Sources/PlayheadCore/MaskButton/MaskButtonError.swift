/// Why a MaskButton's paint could not be made.
public enum MaskButtonError: Error, Equatable, CustomStringConvertible {
  /// The gradient angle is NaN or infinite.
  case invalidAngle(Double)
  /// A gradient needs two or more colours.
  case tooFewColors(Int)

  /// One sentence for a person.
  public var description: String {
    switch self {
    case .invalidAngle(let angle):
      translated("gradient angle must be a finite number of degrees, got \(angle)")
    case .tooFewColors(let count): translated("a gradient needs two or more colours, got \(count)")
    }
  }
}
