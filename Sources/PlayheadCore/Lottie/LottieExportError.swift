/// Why a control could not be written as Lottie.
public enum LottieExportError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The scene holds text and no outliner was given to turn it into shapes.
  case textWithoutOutliner

  /// What could not be written, in the person's words.
  public var description: String {
    translated("the control shows text, and no text outliner was given for Lottie")
  }
}
