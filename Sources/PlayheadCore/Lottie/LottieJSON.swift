/// A JSON value as a Lottie file holds it, written with its keys in the order given and its
/// numbers to a thousandth: the same animation always gives the same text.
public enum LottieJSON: Hashable, Sendable {
  /// A number.
  case number(Double)
  /// A string.
  case string(String)
  /// `true` or `false`.
  case bool(Bool)
  /// A list.
  case array([LottieJSON])
  /// Named values, in order.
  case object([Member])

  /// One named value of an object.
  public struct Member: Hashable, Sendable {
    /// The key.
    public var key: String
    /// The value.
    public var value: LottieJSON
  }

  /// An object of `members`, in order.
  static func object(_ members: KeyValuePairs<String, LottieJSON>) -> LottieJSON {
    .object(members.map { Member(key: $0.key, value: $0.value) })
  }

  /// A list of numbers.
  static func numbers(_ values: [Double]) -> LottieJSON { .array(values.map { .number($0) }) }

  /// The value under `key` of an object; `nil` for other values or a missing key.
  public subscript(key: String) -> LottieJSON? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// The object with `value` under `key` as well (other values unchanged).
  func adding(_ key: String, _ value: LottieJSON) -> LottieJSON {
    guard case .object(let members) = self else { return self }
    return .object(members + [Member(key: key, value: value)])
  }

  /// The JSON text, on one line.
  public var text: String {
    var text = ""
    write(to: &text)
    return text
  }

  private func write(to text: inout String) {
    switch self {
    case .number(let value): text += Self.format(value)
    case .string(let value): Self.quote(value, into: &text)
    case .bool(let value): text += value ? "true" : "false"
    case .array(let values):
      text += "["
      for (index, value) in values.enumerated() {
        if index > 0 { text += "," }
        value.write(to: &text)
      }
      text += "]"
    case .object(let members):
      text += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { text += "," }
        Self.quote(member.key, into: &text)
        text += ":"
        member.value.write(to: &text)
      }
      text += "}"
    }
  }

  /// A number to a thousandth, without a needless point or zeros ("12", "0.5", "-3.125");
  /// anything not finite is 0, as JSON has no word for it.
  static func format(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let thousandths = (value * 1000).rounded()
    guard abs(thousandths) < 1e15 else { return String(Int64(value.rounded())) }
    let whole = Int64(thousandths)
    if whole == 0 { return "0" }
    let sign = whole < 0 ? "-" : ""
    let magnitude = whole.magnitude
    let (integer, fraction) = (magnitude / 1000, magnitude % 1000)
    guard fraction != 0 else { return sign + String(integer) }
    var digits = String(fraction)
    digits = String(repeating: "0", count: 3 - digits.count) + digits
    while digits.hasSuffix("0") { digits.removeLast() }
    return sign + String(integer) + "." + digits
  }

  /// `value` as a JSON string, escaped.
  private static func quote(_ value: String, into text: inout String) {
    text += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: text.unicodeScalars.append(scalar)
      }
    }
    text += "\""
  }
}
