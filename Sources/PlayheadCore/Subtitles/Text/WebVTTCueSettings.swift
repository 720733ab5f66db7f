extension SubtitlePlacement {
  /// The placement WebVTT's cue settings say (`line:10%`, `line:-2`, `line:50%,center`,
  /// `position:20%,line-left`, `size:60%`, `align:start`), read from what follows a cue's end
  /// time; `nil` when they leave the cue where uncued text sits. Unknown settings and values are
  /// skipped, as browsers skip them; `vertical` and `region` are not drawn.
  public init?(webVTTSettings settings: Substring) {
    self.init()
    for setting in settings.split(whereSeparator: \.isWhitespace) {
      guard let colon = setting.firstIndex(of: ":") else { continue }
      let value = setting[setting.index(after: colon)...]
      let parts = value.split(separator: ",", maxSplits: 1).map { $0.lowercased() }
      let anchor = parts.count > 1 ? Self.anchors[parts[1]] : nil
      switch setting[..<colon] {
      case "line":
        if let percent = Self.percent(parts.first) {
          line = .percent(percent)
        } else if let number = parts.first.flatMap({ Int($0) }) {
          line = .number(number)
        }
        if let anchor { lineAlign = anchor }
      case "position":
        if let percent = Self.percent(parts.first) { position = percent }
        if let anchor { positionAlign = anchor }
      case "size":
        if let percent = Self.percent(parts.first) { size = percent }
      case "align":
        if let alignment = parts.first.flatMap({ Self.alignments[$0] }) { self.alignment = alignment }
      default: continue
      }
    }
    guard self != SubtitlePlacement() else { return nil }
  }

  /// A percentage ("12.5%") from 0 to 100; `nil` for anything else.
  private static func percent(_ text: String?) -> Double? {
    guard let text, text.hasSuffix("%"), let value = Double(text.dropLast()), (0...100).contains(value)
    else { return nil }
    return value
  }

  /// The anchors after a comma, in the specification's words and its drafts'.
  private static let anchors: [String: Anchor] = [
    "start": .start, "line-left": .start, "center": .center, "middle": .center, "end": .end,
    "line-right": .end,
  ]

  /// The alignments, left to right text's start and end being its left and right.
  private static let alignments: [String: TextAlignment] = [
    "start": .left, "left": .left, "center": .center, "middle": .center, "end": .right, "right": .right,
  ]
}
