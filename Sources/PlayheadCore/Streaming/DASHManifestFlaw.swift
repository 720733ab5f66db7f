/// Values in a DASH manifest's segment addressing that GStreamer 1.22's dashdemux2 cannot take:
/// a timescale of 0 divides by zero, and a segment length of 0 or less fails an assertion, each
/// ending the program. A manifest with one in a set that plays is refused before the demuxer
/// reads it; one in a trick-mode set only is left (the demuxer does not play that set, and its
/// previews give the time alone).
public enum DASHManifestFlaw {
  /// What is wrong with the manifest `text`, in words ("a segment timescale of 0"); `nil` when
  /// nothing the demuxer cannot take is found.
  public static func flaw(in text: String) -> String? {
    var setFlaw: String?
    var isTrickMode = false
    var inSet = false
    for tag in MarkupTag.tags(in: text) {
      switch (tag.name, tag.isEnd) {
      case ("AdaptationSet", false):
        (inSet, isTrickMode, setFlaw) = (!tag.closesItself, false, nil)
      case ("AdaptationSet", true):
        if !isTrickMode, let setFlaw { return setFlaw }
        inSet = false
      case _ where tag.marksTrickMode:
        isTrickMode = true
      case ("SegmentTemplate", false), ("SegmentList", false), ("SegmentBase", false), ("S", false):
        guard let found = flaw(of: tag) else { continue }
        // Above the sets, it is every set's.
        guard inSet else { return found }
        setFlaw = setFlaw ?? found
      default:
        break
      }
    }
    return nil
  }

  /// What is wrong with one element's timescale or lengths.
  private static func flaw(of tag: MarkupTag) -> String? {
    let isPositive = { (value: String) in Int64(value).map { $0 > 0 } ?? false }
    if let timescale = tag.attributes["timescale"], !isPositive(timescale) {
      return translated("a segment timescale of \(timescale)")
    }
    let length = tag.name == "S" ? "d" : "duration"
    if tag.name != "SegmentBase", let duration = tag.attributes[length], !isPositive(duration) {
      return translated("a segment length of \(duration)")
    }
    return nil
  }
}
