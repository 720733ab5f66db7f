import Foundation

/// The tags of an XML text, each with its attributes, in order: enough of XML to read a DASH
/// manifest's elements without an XML library. Comments, processing instructions and
/// declarations are passed over; entities in values are left as written but for the five XML
/// defines.
struct MarkupTag: Equatable {
  /// The element's name without its namespace prefix ("Representation").
  var name: String
  /// Its attributes by name (namespace prefixes kept: "xlink:href").
  var attributes: [String: String]
  /// Whether this is the element's end (`</Period>`).
  var isEnd: Bool
  /// Whether the element ends in its tag (`<S t="0"/>`).
  var closesItself = false
  /// The text after the tag, up to the next, trimmed: a `BaseURL`'s address.
  var text = ""

  /// Whether this is a DASH property marking its set as trick mode (DASH-IF IOP 3.2.9): pictures
  /// for previews, not a set to play.
  var marksTrickMode: Bool {
    (name == "EssentialProperty" || name == "SupplementalProperty") && !isEnd
      && attributes["schemeIdUri"] == "http://dashif.org/guidelines/trickmode"
  }

  /// The tags in `text`.
  static func tags(in text: String) -> [MarkupTag] {
    var tags: [MarkupTag] = []
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "<") {
      rest = rest[rest.index(after: open)...]
      if rest.hasPrefix("!--") {
        guard let end = rest.range(of: "-->") else { break }
        rest = rest[end.upperBound...]
        continue
      }
      guard let close = closingBracket(in: rest) else { break }
      let body = rest[..<close]
      rest = rest[rest.index(after: close)...]
      guard let first = body.first, first != "?", first != "!" else { continue }
      var tag = tag(body)
      tag.text = unescaped(rest[..<(rest.firstIndex(of: "<") ?? rest.endIndex)])
        .trimmingCharacters(in: .whitespacesAndNewlines)
      tags.append(tag)
    }
    return tags
  }

  /// Where the tag begun at `text` ends: the first `>` outside a quoted value.
  private static func closingBracket(in text: Substring) -> Substring.Index? {
    var quote: Character?
    for index in text.indices {
      let character = text[index]
      if let open = quote {
        if character == open { quote = nil }
      } else if character == "\"" || character == "'" {
        quote = character
      } else if character == ">" {
        return index
      }
    }
    return nil
  }

  private static func tag(_ body: Substring) -> MarkupTag {
    let isEnd = body.hasPrefix("/")
    let closesItself = body.hasSuffix("/")
    var text = body.dropFirst(isEnd ? 1 : 0).dropLast(closesItself ? 1 : 0)
    let nameEnd = text.firstIndex { $0.isWhitespace } ?? text.endIndex
    let qualified = text[..<nameEnd]
    let name = qualified.split(separator: ":").last.map(String.init) ?? ""
    text = text[nameEnd...]
    var attributes: [String: String] = [:]
    while let equals = text.firstIndex(of: "=") {
      let key = text[..<equals].trimmingCharacters(in: .whitespacesAndNewlines)
      var value = text[text.index(after: equals)...].drop { $0.isWhitespace }
      guard let quote = value.first, quote == "\"" || quote == "'" else { break }
      value = value.dropFirst()
      let end = value.firstIndex(of: quote) ?? value.endIndex
      attributes[key] = unescaped(value[..<end])
      text = end < value.endIndex ? value[value.index(after: end)...] : ""
    }
    return MarkupTag(name: name, attributes: attributes, isEnd: isEnd, closesItself: closesItself)
  }

  private static func unescaped(_ value: Substring) -> String {
    guard value.contains("&") else { return String(value) }
    return [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'"), ("&amp;", "&")].reduce(
      String(value)
    ) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
  }
}
