extension PlayButton {
  /// What the button shows, which is what a tap on it will do.
  public enum Mode: String, Hashable, Sendable, CaseIterable {
    /// Media is loading: a bar that keeps turning into a dot on either side.
    case buffering
    /// Tapping pauses: two vertical bars.
    case pause
    /// Tapping plays: a triangle.
    case play
    /// Tapping stops: a square.
    case stop
    /// The media has ended; tapping plays it again from the start: a bar and a triangle pointing
    /// back to it.
    case replay
  }

  /// How the glyph changes between modes.
  public enum Style: String, Hashable, Sendable, CaseIterable {
    /// Seed 000's choreography in 0.2 s linear steps: the triangle becomes a horizontal bar,
    /// the bar turns a quarter while the colours change, then splits into two bars.
    case classic
    /// Seed 001's direct morph over 0.3 s, ease-in-ease-out: the two halves of the triangle
    /// become the two bars.
    case split

    /// The default seconds per step of this style.
    public var defaultStepDuration: Double { self == .classic ? 0.2 : 0.3 }

    /// The default easing of each step of this style.
    public var defaultTimingCurve: TimingCurve { self == .classic ? .linear : .easeInEaseOut }
  }
}
