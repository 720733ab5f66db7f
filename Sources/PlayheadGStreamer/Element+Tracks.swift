internal import CGStreamer
import Foundation
import PlayheadCore

extension Element {
  /// A playbin's sound streams, each with its language and title.
  var audioTracks: [MediaTrack] { tracks(count: "n-audio", signal: "get-audio-tags") }

  /// A playbin's subtitle streams, each with its language and title, and whether Playhead
  /// draws its kind (text, and the bitmaps `BitmapSubtitleDecoder` reads); the subtitle file's
  /// (`playhead_set_subtitle_file`) titled by its name, its language from the word before its
  /// ending ("Film.en.srt").
  var subtitleTracks: [MediaTrack] {
    let file = playhead_subtitle_file(pointer).map { String(cString: $0) }
    return tracks(count: "n-text", signal: "get-text-tags").enumerated().map { index, track in
      var track = track
      if let file, playhead_text_stream_is_subtitle_file(pointer, gint(index)) != 0 {
        let word = SubtitleFile.languageWord(of: file)
        track = MediaTrack(
          language: track.language
            ?? word.flatMap { gst_tag_get_language_name($0) }.map { String(cString: $0) },
          title: SubtitleFile.name(of: file))
      }
      let type = playhead_text_stream_media_type(pointer, gint(index))
      defer { g_free(type) }
      if let type = type.map({ String(cString: $0) }), type.hasPrefix("subpicture/") {
        track.isDrawn = BitmapSubtitleDecoder.mediaTypes.contains(type)
      }
      return track
    }
  }

  /// The sound stream playing, if any.
  var currentAudioTrack: Int? { current("current-audio") }

  /// The subtitle stream shown, if any.
  var currentSubtitleTrack: Int? { current("current-text") }

  /// Plays sound stream `index` (playbin switches streams where playback is).
  func selectAudioTrack(_ index: Int) {
    playhead_set_int(object, "current-audio", gint(index))
  }

  /// Shows subtitle stream `index` in place of the one shown. (Not none: taking playbin's text
  /// flag off while paused deadlocks GStreamer 1.22's next seek.)
  func selectSubtitleTrack(_ index: Int) {
    playhead_set_int(object, "current-text", gint(index))
  }

  private func current(_ property: String) -> Int? {
    let index = playhead_get_int(object, property)
    return index >= 0 ? Int(index) : nil
  }

  private func tracks(count: String, signal: String) -> [MediaTrack] {
    (0..<max(Int(playhead_get_int(object, count)), 0)).map { index in
      guard let tags = playhead_stream_tags(pointer, signal, gint(index)) else { return MediaTrack() }
      defer { gst_tag_list_unref(tags) }
      return MediaTrack(language: Self.language(in: tags), title: Self.string(GST_TAG_TITLE, in: tags))
    }
  }

  /// The language a stream's tags name, by its English name ("eng", "en" → "English"); none
  /// for "und" (undetermined), the code itself when GStreamer does not know it.
  private static func language(in tags: UnsafeMutablePointer<GstTagList>) -> String? {
    guard let code = string(GST_TAG_LANGUAGE_CODE, in: tags) ?? string(GST_TAG_LANGUAGE_NAME, in: tags),
      code != "und"
    else { return nil }
    return gst_tag_get_language_name(code).map { String(cString: $0) } ?? code
  }
}
