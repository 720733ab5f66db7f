import Foundation

extension AdaptiveManifest {
  /// An HLS multivariant (master) playlist's variants (`EXT-X-STREAM-INF` and the address on the
  /// line after it), renditions (`EXT-X-MEDIA`) and I-frame playlists
  /// (`EXT-X-I-FRAME-STREAM-INF`). Tags it does not know, comments and blank lines are passed
  /// over; a variant without a `BANDWIDTH` or an address is left out.
  static func hls(_ text: String) -> AdaptiveManifest {
    var manifest = AdaptiveManifest()
    var variants: [StreamVariant] = []
    var pending: [String: String]?
    for line in text.split(whereSeparator: \.isNewline).map({ $0.trimmingCharacters(in: .whitespaces) }) {
      if let attributes = Self.attributes(of: line, tag: "#EXT-X-STREAM-INF:") {
        pending = attributes
      } else if let attributes = Self.attributes(of: line, tag: "#EXT-X-I-FRAME-STREAM-INF:") {
        if let variant = Self.variant(attributes, location: attributes["URI"]) {
          manifest.keyframeVariants.append(variant)
        }
      } else if let attributes = Self.attributes(of: line, tag: "#EXT-X-MEDIA:") {
        if let name = attributes["NAME"], ["AUDIO", "SUBTITLES"].contains(attributes["TYPE"]) {
          manifest.renditionNames.append(name)
        }
      } else if !line.isEmpty, !line.hasPrefix("#"), let attributes = pending {
        pending = nil
        if let variant = Self.variant(attributes, location: line) { variants.append(variant) }
      }
    }
    manifest.variants = ranked(variants)
    manifest.keyframeVariants = ranked(manifest.keyframeVariants)
    return manifest
  }

  private static func variant(_ attributes: [String: String], location: String?) -> StreamVariant? {
    guard let location, let bandwidth = attributes["BANDWIDTH"].flatMap({ Int($0) }), bandwidth > 0 else {
      return nil
    }
    let size = attributes["RESOLUTION"]?.split(separator: "x").compactMap { Int($0) }
    let hasSize = size?.count == 2
    return StreamVariant(
      bandwidth: bandwidth, width: hasSize ? size?[0] : nil, height: hasSize ? size?[1] : nil,
      codecs: attributes["CODECS"], location: location)
  }

  /// The attribute list after `tag` on `line` (`BANDWIDTH=1280000,CODECS="avc1.4d401f,mp4a.40.2"`),
  /// each value with its quotes taken off; `nil` when the line is not that tag.
  static func attributes(of line: String, tag: String) -> [String: String]? {
    guard line.hasPrefix(tag) else { return nil }
    var attributes: [String: String] = [:]
    var rest = line.dropFirst(tag.count)[...]
    while !rest.isEmpty {
      guard let equals = rest.firstIndex(of: "=") else { break }
      let name = rest[..<equals].trimmingCharacters(in: .whitespaces)
      rest = rest[rest.index(after: equals)...]
      var value: Substring
      if rest.first == "\"" {
        let body = rest.dropFirst()
        let close = body.firstIndex(of: "\"") ?? body.endIndex
        value = body[..<close]
        rest = close < body.endIndex ? body[body.index(after: close)...] : body[close...]
        if let comma = rest.firstIndex(of: ",") {
          rest = rest[rest.index(after: comma)...]
        } else {
          rest = ""
        }
      } else {
        let comma = rest.firstIndex(of: ",") ?? rest.endIndex
        value = rest[..<comma]
        rest = comma < rest.endIndex ? rest[rest.index(after: comma)...] : ""
      }
      attributes[name] = String(value)
    }
    return attributes
  }
}
