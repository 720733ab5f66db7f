import Foundation

extension Chapter {
  /// The chapters Vorbis comments name (Ogg Vorbis, Opus and FLAC files: `CHAPTER01=00:01:30.500`
  /// and `CHAPTER01NAME=The storm`), by start; empty when none do. `comments` are "KEY=value"
  /// words; the keys are read in any case.
  public static func fromVorbisComments(_ comments: [String]) -> [Chapter] {
    var starts: [String: Double] = [:]
    var names: [String: String] = [:]
    for comment in comments {
      guard let part = chapterPart(comment) else { continue }
      if part.isName {
        names[part.number] = part.value
      } else {
        starts[part.number] = seconds(inClock: part.value)
      }
    }
    var seen = Set<Double>()
    return starts.compactMap { number, start in
      let name = names[number]?.trimmingCharacters(in: .whitespaces)
      return Chapter(start: start, title: name?.isEmpty == false ? name : nil)
    }.sorted { $0.start < $1.start }.filter { seen.insert($0.start).inserted }
  }

  /// Whether `comment` ("KEY=value") is one of the chapter comments `fromVorbisComments` reads:
  /// a list of the tags need not say them again.
  public static func isChapterComment(_ comment: String) -> Bool {
    chapterPart(comment) != nil
  }

  /// The chapter `comment` names (its number as written), whether it gives the name or the
  /// start, and the value; `nil` for another comment.
  private static func chapterPart(_ comment: String) -> (number: String, isName: Bool, value: String)? {
    guard let equals = comment.firstIndex(of: "=") else { return nil }
    let key = comment[..<equals].uppercased()
    guard key.hasPrefix("CHAPTER") else { return nil }
    let rest = key.dropFirst("CHAPTER".count)
    let number = String(rest.prefix { $0.isNumber })
    let value = String(comment[comment.index(after: equals)...])
    guard !number.isEmpty else { return nil }
    switch rest.dropFirst(number.count) {
    case "": return (number, false, value)
    case "NAME": return (number, true, value)
    default: return nil
    }
  }

  /// "01:02:03.500" (hours, minutes, seconds with a fraction) in seconds; `nil` for anything else.
  private static func seconds(inClock text: String) -> Double? {
    let parts = text.trimmingCharacters(in: .whitespaces).split(separator: ":")
    guard parts.count == 3, let hours = Double(parts[0]), let minutes = Double(parts[1]),
      let seconds = Double(parts[2]), hours >= 0, minutes >= 0, seconds >= 0
    else { return nil }
    return hours * 3600 + minutes * 60 + seconds
  }
}
