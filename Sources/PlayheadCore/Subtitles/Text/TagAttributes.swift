/// The attributes inside a tag of a subtitle's markup, as HTML and XML write them:
/// `name="value"`, `name='value'`, or `name=value` unquoted as SubRip files write them.
enum TagAttributes {
  /// The attributes after the tag's name in `inside` (`font color="red" face=Arial`), in the
  /// order written.
  static func of(_ inside: Substring) -> [(name: Substring, value: Substring)] {
    var found: [(name: Substring, value: Substring)] = []
    var rest = inside.drop { !$0.isWhitespace }
    while let equals = rest.firstIndex(of: "=") {
      let name = rest[..<equals].split(whereSeparator: \.isWhitespace).last ?? ""
      rest = rest[rest.index(after: equals)...].drop { $0.isWhitespace }
      let value: Substring
      if let quote = rest.first, quote == "\"" || quote == "'" {
        value = rest.dropFirst().prefix { $0 != quote }
        rest = rest.dropFirst(value.count + 2)
      } else {
        value = rest.prefix { !$0.isWhitespace }
        rest = rest.dropFirst(value.count)
      }
      if !name.isEmpty { found.append((name, value)) }
    }
    return found
  }
}
