extension AdaptiveManifest {
  /// A DASH manifest's video representations (each with its set's size and type where it says
  /// none itself) and its trick-mode sets' representations. Only
  /// the first period's are read: later periods carry the same ladder for the next part of the
  /// presentation.
  static func dash(_ text: String) -> AdaptiveManifest {
    var manifest = AdaptiveManifest()
    var variants: [StreamVariant] = []
    var set: [String: String]?
    var setVariants: [StreamVariant] = []
    var isTrickMode = false
    var periods = 0
    let tags = MarkupTag.tags(in: text)
    manifest.trickModeSegments = TrickModeListing.segments(in: tags)
    for tag in tags {
      switch (tag.name, tag.isEnd) {
      case ("Period", false):
        periods += 1
      case ("AdaptationSet", false) where periods <= 1:
        set = tag.attributes
        setVariants = []
        isTrickMode = false
      case _ where tag.marksTrickMode:
        isTrickMode = true
      case ("Representation", false):
        guard let set, let variant = variant(tag.attributes, in: set) else { continue }
        setVariants.append(variant)
      case ("AdaptationSet", true) where set != nil:
        if isTrickMode {
          manifest.keyframeVariants += setVariants
        } else {
          variants += setVariants
        }
        set = nil
      default:
        break
      }
    }
    manifest.variants = ranked(variants)
    manifest.keyframeVariants = ranked(manifest.keyframeVariants)
    return manifest
  }

  /// A video representation as a variant, its set's attributes filling in what it leaves out;
  /// `nil` for sound, text and a representation without a bandwidth. The content type says
  /// which where it is given: GStreamer's dashsink writes sound as `mimeType="video/mp4"` in a
  /// set whose `contentType` is "audio".
  private static func variant(_ attributes: [String: String], in set: [String: String]) -> StreamVariant? {
    let value = { (name: String) in attributes[name] ?? set[name] }
    let type = value("contentType") ?? value("mimeType") ?? ""
    guard type.hasPrefix("video"), let id = attributes["id"],
      let bandwidth = attributes["bandwidth"].flatMap({ Int($0) }), bandwidth > 0
    else { return nil }
    return StreamVariant(
      bandwidth: bandwidth, width: value("width").flatMap { Int($0) },
      height: value("height").flatMap { Int($0) },
      codecs: value("codecs"), location: id)
  }
}
