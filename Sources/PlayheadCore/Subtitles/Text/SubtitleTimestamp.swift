/// The times text subtitle files write: "01:02:03,456" (SubRip), "01:02:03.456" and "02:03.456"
/// (WebVTT), "0:01:02.34" (SubViewer, SSA/ASS). Read leniently, as players do: one or more
/// digits in each field, a comma or a dot before the fraction, which is a decimal fraction
/// whatever its length ("1,5" is one and a half seconds).
enum SubtitleTimestamp {
  /// The seconds `text` says, or `nil` when it is not a time: two or three fields apart by
  /// colons, the last with an optional fraction; minutes and seconds below 60 where a larger
  /// field comes before them.
  static func seconds(_ text: Substring) -> Double? {
    let fields = text.trimmingWhitespace().split(separator: ":", omittingEmptySubsequences: false)
    guard (2...3).contains(fields.count), let last = fields.last else { return nil }
    let parts = last.split(omittingEmptySubsequences: false) { $0 == "," || $0 == "." }
    guard (1...2).contains(parts.count), let seconds = wholeNumber(parts[0]) else { return nil }
    var fraction = 0.0
    if parts.count == 2 {
      guard wholeNumber(parts[1]) != nil, let value = Double("0." + parts[1]) else { return nil }
      fraction = value
    }
    var total = 0
    for field in fields.dropLast() {
      guard let value = wholeNumber(field) else { return nil }
      total = total * 60 + value
    }
    let hasLargerField = fields.count > 1
    guard !hasLargerField || seconds < 60, fields.count < 3 || wholeNumber(fields[1])! < 60 else {
      return nil
    }
    return Double(total * 60 + seconds) + fraction
  }

  /// The number `text` writes in decimal digits only (at most nine of them).
  static func wholeNumber(_ text: Substring) -> Int? {
    guard !text.isEmpty, text.count <= 9, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    return Int(text)
  }
}

extension Substring {
  /// The text without the spaces, tabs and line ends around it.
  func trimmingWhitespace() -> Substring {
    let start = firstIndex { !$0.isWhitespace } ?? endIndex
    let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
    return self[start..<Swift.max(start, end)]
  }
}
