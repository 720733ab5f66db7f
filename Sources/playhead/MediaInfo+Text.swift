import PlayheadCore

/// How the command line describes what the engine found.
extension MediaInfo {
  /// "12.500 s", "live" or "unknown".
  var durationText: String {
    guard !isLive else { return translated("live") }
    guard let duration else { return translated("unknown") }
    let seconds = Translations.decimal(duration, digits: 3)
    return isDurationEstimated ? translated("about \(seconds) s") : translated("\(seconds) s")
  }

  /// "1280x720", "720x576, shown as 1024x576, rotated 90°", or "none (audio only)".
  var videoText: String { video?.description ?? translated("none (audio only)") }

  /// The codecs, or "unknown".
  var codecsText: String {
    codecs.isEmpty ? translated("unknown") : codecs.joined(separator: translated(", "))
  }

  /// Everything on one line: "20.000 s, video 1280x720, H.264 (High Profile), seekable"; for a
  /// live stream with a window, "live (a 24 s window), …, seekable in its window".
  var summary: String {
    let duration = liveWindow.map { translated("live (a \(liveWindowText($0)) window)") } ?? durationText
    return translated("\(duration), video \(videoText), \(codecsText), \(seekableText)")
  }

  /// Whether it can be sought: "seekable", "seekable in its window" (live), "not seekable".
  var seekableText: String {
    isSeekable
      ? (isLive ? translated("seekable in its window") : translated("seekable")) : translated("not seekable")
  }

  /// A live window's length as the command line says it: "24 s", "1:30".
  func liveWindowText(_ seconds: Double) -> String {
    seconds < 60 ? translated("\(Int(seconds.rounded())) s") : TimeText.clock(seconds)
  }

  /// A line per stream, numbered across kinds in the media's order as `probe` lists them:
  /// "2: audio (MPEG-4 AAC), German, “Kommentar”, default, chosen" (the flags a Matroska file
  /// sets: default, forced, SDH).
  var streamLines: [String] {
    let kinds: [(String, [MediaTrack], Int?)] = [
      (translated("video"), videoTracks, nil), (translated("audio"), audioTracks, audioTrack),
      (translated("subtitles"), subtitleTracks, subtitleTrack),
    ]
    var number = 0
    return kinds.flatMap { kind, tracks, chosen in
      tracks.enumerated().map { index, track in
        number += 1
        let head = "\(number): \(kind)" + (track.codec.map { " (\($0))" } ?? "")
        let flags = [
          (track.isDefault, translated("default")), (track.isForced, translated("forced")),
          (track.isHearingImpaired, translated("SDH")),
        ]
        .filter(\.0).map(\.1)
        let words =
          [track.language, track.title.map { translated("“\($0)”") }] + flags + [
            index == chosen ? translated("chosen") : nil
          ]
        return ([head] + words.compactMap { $0 }).joined(separator: translated(", "))
      }
    }
  }

  /// A line per chapter: "1:05.250 The Storm" (a chapter without a title is numbered).
  var chapterLines: [String] {
    chapters.enumerated().map { index, chapter in
      let whole = Int(chapter.start)
      let milliseconds = Int(((chapter.start - Double(whole)) * 1000).rounded())
      let clock =
        whole >= 3600
        ? String(format: "%d:%02d:%02d", whole / 3600, whole / 60 % 60, whole % 60)
        : String(format: "%d:%02d", whole / 60, whole % 60)
      return clock + String(format: ".%03d ", milliseconds)
        + (chapter.title ?? translated("Chapter \(index + 1)"))
    }
  }

  /// A line per tag: "genre: Classical", its value on one line.
  var tagLines: [String] {
    tags.all.map { entry in
      "\(entry.name): " + entry.value.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
  }
}
