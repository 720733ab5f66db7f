import Foundation

/// A DASH manifest cut down to its trick-mode sets (DASH-IF IOP 3.2.9: pictures alone, often a
/// keyframe a second, for previews and fast play), so that a player opens them as an ordinary
/// stream. The other sets are left out; each set's trick-mode property is made supplemental (a
/// player leaves out a set whose essential property it does not take); the manifest's own base
/// address is resolved against where the manifest came from (`text(at:)`), as the cut manifest
/// is read from elsewhere.
public struct TrickModeManifest: Hashable, Sendable {
  /// The manifest cut down, without its own base address.
  private var text: String
  /// Where in `text` the base address goes: right after the `<MPD>` tag, in characters.
  private var baseOffset: Int
  /// The manifest's own base address as written (relative to where it came from, or whole).
  private var base: String?

  /// The trick-mode sets of the DASH manifest `manifest`; `nil` when it has none.
  init?(dash manifest: String) {
    var cuts: [(range: Range<String.Index>, with: String)] = []
    var periods = 0
    var mpdEnd: String.Index?
    var baseStart: MarkupTag?
    var set: (start: String.Index, isTrickMode: Bool)?
    var hasTrickMode = false
    var isRenaming = false
    for tag in MarkupTag.tags(in: manifest) {
      switch (tag.name, tag.isEnd) {
      case ("MPD", false):
        mpdEnd = tag.range.upperBound
      case ("Period", false):
        periods += 1
      case ("BaseURL", false) where periods == 0 && set == nil:
        baseStart = tag
      case ("BaseURL", true) where baseStart != nil:
        base = manifest[baseStart!.range.upperBound..<tag.range.lowerBound].trimmingCharacters(
          in: .whitespaces)
        cuts.append((baseStart!.range.lowerBound..<tag.range.upperBound, ""))
        baseStart = nil
      case ("AdaptationSet", false) where tag.closesItself:
        cuts.append((tag.range, ""))
      case ("AdaptationSet", false):
        set = (tag.range.lowerBound, false)
      case ("EssentialProperty", false) where set != nil && tag.attributes["schemeIdUri"] == Self.scheme:
        set?.isTrickMode = true
        cuts.append(Self.renamed(tag, in: manifest))
        isRenaming = !tag.closesItself
      case ("EssentialProperty", true) where isRenaming:
        cuts.append(Self.renamed(tag, in: manifest))
        isRenaming = false
      case ("AdaptationSet", true):
        guard let open = set else { continue }
        set = nil
        if open.isTrickMode {
          hasTrickMode = true
        } else {
          // The set's own cuts go with it.
          cuts.removeAll { $0.range.lowerBound >= open.start }
          cuts.append((open.start..<tag.range.upperBound, ""))
        }
      default:
        break
      }
    }
    guard hasTrickMode, let mpdEnd else { return nil }
    var text = manifest
    var offset = manifest.distance(from: manifest.startIndex, to: mpdEnd)
    for cut in cuts.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      if cut.range.upperBound <= mpdEnd {
        offset -= manifest.distance(from: cut.range.lowerBound, to: cut.range.upperBound) - cut.with.count
      }
      text.replaceSubrange(cut.range, with: cut.with)
    }
    self.text = text
    baseOffset = offset
  }

  /// The cut manifest, its base address made whole against `address`, where the manifest came
  /// from: what a player opens from anywhere (a file of its own).
  public func text(at address: URL) -> String {
    // Without a base of its own, the manifest's folder.
    let resolved = URL(string: base ?? "./", relativeTo: address)?.absoluteString ?? address.absoluteString
    let escaped = [("&", "&amp;"), ("<", "&lt;"), (">", "&gt;")].reduce(resolved) {
      $0.replacingOccurrences(of: $1.0, with: $1.1)
    }
    var text = text
    text.insert(
      contentsOf: "<BaseURL>\(escaped)</BaseURL>", at: text.index(text.startIndex, offsetBy: baseOffset))
    return text
  }

  /// The scheme marking a DASH set as trick mode (DASH-IF IOP 3.2.9).
  static let scheme = "http://dashif.org/guidelines/trickmode"

  /// The cut renaming an `EssentialProperty` tag `SupplementalProperty`.
  private static func renamed(_ tag: MarkupTag, in manifest: String) -> (
    range: Range<String.Index>, with: String
  ) {
    (
      tag.range,
      String(manifest[tag.range]).replacingOccurrences(of: "EssentialProperty", with: "SupplementalProperty")
    )
  }
}
