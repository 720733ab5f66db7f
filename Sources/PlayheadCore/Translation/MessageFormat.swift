/// Fills a message's `%s` (in order) and `%N$s` (the Nth value) with values, and reads `%%` as
/// `%`: the part of C's format gettext's translators use.
enum MessageFormat {
  /// `message` with its placeholders filled; a placeholder with no value is left out.
  static func fill(_ message: String, with values: [String]) -> String {
    var result = ""
    var next = 0
    var rest = Substring(message)
    while let percent = rest.firstIndex(of: "%") {
      result += rest[..<percent]
      rest = rest[rest.index(after: percent)...]
      if rest.first == "%" {
        result += "%"
        rest = rest.dropFirst()
      } else if rest.first == "s" {
        if next < values.count { result += values[next] }
        next += 1
        rest = rest.dropFirst()
      } else if let dollar = rest.firstIndex(of: "$"), let position = Int(rest[..<dollar]),
        rest[rest.index(after: dollar)...].first == "s"
      {
        if (1...values.count).contains(position) { result += values[position - 1] }
        rest = rest[rest.index(dollar, offsetBy: 2)...]
      } else {
        result += "%"
      }
    }
    return result + rest
  }
}
