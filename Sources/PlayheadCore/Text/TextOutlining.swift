/// Turns text into the outlines of its glyphs, laid out as the renderer draws it: how a format
/// without fonts (a Lottie file) carries text.
public protocol TextOutlining: Sendable {
  /// The glyphs of `run` as a path in scene coordinates, where the renderer draws them.
  func outline(of run: TextRun) -> Path
}
