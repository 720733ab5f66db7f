import Foundation

extension Chapter {
  /// The chapters Vorbis comments name (Ogg Vorbis, Opus and FLAC files: `CHAPTER01=00:01:30.500`
  /// and `CHAPTER01NAME=The storm`), by start; empty when none do. `comments` are "KEY=value"
  /// words; the keys are read in any case.
  public static func fromVorbisComments(_ comments: [String]) -> [Chapter] {
    var starts: [String: Double] = [:]
    var names: [String: String] = [:]
    for comment in comments {
      guard let equals = comment.firstIndex(of: "=") else { continue }
      let key = comment[..<equals].uppercased()
      let value = String(comment[comment.index(after: equals)...])
      guard key.hasPrefix("CHAPTER") else { continue }
      let rest = key.dropFirst("CHAPTER".count)
      let number = String(rest.prefix { $0.isNumber })
      guard !number.isEmpty else { continue }
      switch rest.dropFirst(number.count) {
      case "": starts[number] = seconds(inClock: value)
      case "NAME": names[number] = value
      default: break
      }
    }
    var seen = Set<Double>()
    return starts.compactMap { number, start in
      let name = names[number]?.trimmingCharacters(in: .whitespaces)
      return Chapter(start: start, title: name?.isEmpty == false ? name : nil)
    }.sorted { $0.start < $1.start }.filter { seen.insert($0.start).inserted }
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
