/// Measures laid-out text; the renderer's text engine implements it (Pango in `PlayheadCairo`),
/// so the core can fit text without importing it.
public protocol TextMeasuring: Sendable {
  /// The logical size of one line of `text` in `font`, in scene units.
  func size(of text: String, font: Font) -> Size
  /// The logical size of `run` laid out as the renderer draws it: its markup read, its lines
  /// wrapped at its frame's width when it wraps.
  func size(of run: TextRun) -> Size
}
