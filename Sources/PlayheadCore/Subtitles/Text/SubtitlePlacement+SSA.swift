extension SubtitlePlacement {
  /// The placement SSA's alignment code gives a line, as SubRip files converted from SSA keep it
  /// (`{\an8}` for a line at the top): `numpad` is a key on a numeric keypad, 1 to 9 (bottom
  /// left to top right). `nil` for 2, where uncued text sits, and for numbers out of range.
  /// Lines at the top and the sides keep the twentieth of the picture's margin uncued text has.
  public init?(ssaNumpad numpad: Int) {
    guard (1...9).contains(numpad), numpad != 2 else { return nil }
    let (row, column) = ((numpad - 1) / 3, (numpad - 1) % 3)
    let lines: [Line?] = [nil, .percent(50), .percent(5)]
    let anchors: [Anchor] = [.start, .center, .start]
    let alignment: [TextAlignment] = [.left, .center, .right]
    self.init(
      line: lines[row], lineAlign: anchors[row], position: [5, 50, 95][column],
      positionAlign: [.start, .center, .end][column], size: 90, alignment: alignment[column])
  }

  /// The keypad number for SSA's older `\aN` code (1–3 bottom, 5–7 top, 9–11 middle); `nil` for
  /// other numbers.
  static func numpad(legacyAlignment code: Int) -> Int? {
    switch code {
    case 1...3: code
    case 5...7: code + 2
    case 9...11: code - 5
    default: nil
    }
  }
}
