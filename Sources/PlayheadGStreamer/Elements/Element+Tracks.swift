internal import CGStreamer
import Foundation
import PlayheadCore

extension Element {
  /// A playbin's sound streams, each with its language and title.
  var audioTracks: [MediaTrack] { tracks(.audio) }

  /// A playbin's video streams, each with its codec (a cover art picture is no stream).
  var videoTracks: [MediaTrack] { tracks(.video) }

  /// A playbin's subtitle streams, each with its language and title, and whether Playhead
  /// draws its kind (text, and the bitmaps `BitmapSubtitleDecoder` reads); the subtitle file's
  /// (`playhead_set_subtitle_file`) titled by its name, its language from the word before its
  /// ending ("Film.en.srt").
  var subtitleTracks: [MediaTrack] {
    let file = playhead_subtitle_file(pointer).map { String(cString: $0) }
    return tracks(.text).enumerated().map { index, track in
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

  /// Each stream of `kind`, described by its tags: its language and codec from all of them, its
  /// title from its own alone, never the container's (in an MP4 every stream carries the film's
  /// title too). A parser's later tags (ssaparse's codec) can take the place of the demuxer's on
  /// the stream's pad, so a title among all the tags that is not the container's is its own.
  private func tracks(_ kind: PlaybinStream) -> [MediaTrack] {
    let mediaTitle = sharedStreamTitle
    return (0..<streamCount(kind)).map { index in
      guard let tags = playhead_stream_tags(pointer, kind.tagsSignal, gint(index)) else {
        return MediaTrack()
      }
      defer { gst_tag_list_unref(tags) }
      let own = scopedTags(kind, index, GST_TAG_SCOPE_STREAM)
      let container = scopedTags(kind, index, GST_TAG_SCOPE_GLOBAL)
      defer { [own, container].compactMap { $0 }.forEach { gst_tag_list_unref($0) } }
      let containerTitle = container.flatMap { Self.string(GST_TAG_TITLE, in: $0) }
      let title =
        (own.flatMap { Self.string(GST_TAG_TITLE, in: $0) }
        ?? Self.string(GST_TAG_TITLE, in: tags).flatMap { $0 == containerTitle ? nil : $0 }
        ?? Self.quickTimeName(in: tags)).flatMap { $0 == mediaTitle ? nil : $0 }
      var track = MediaTrack(language: Self.language(in: tags), title: title)
      track.codec =
        Self.string(kind.codecTag, in: tags) ?? (kind == .text ? capsDescription(kind, index) : nil)
      return track
    }
  }

  /// What the caps of stream `index` of `kind` say it is coded in, or `nil`; the subtitles
  /// matroskademux does not name are WebVTT, read as such (`TextSink`).
  private func capsDescription(_ kind: PlaybinStream, _ index: Int) -> String? {
    guard let description = playhead_stream_caps_description(pointer, kind.padSignal, gint(index)) else {
      return nil
    }
    defer { g_free(description) }
    let text = String(cString: description)
    return text == WebVTTReader.matroskaMediaType ? "WebVTT" : text
  }

  /// The title an MP4 or QuickTime track keeps in its `name` atom, which qtdemux passes on
  /// unread (as a private tag holding the atom).
  private static func quickTimeName(in tags: UnsafeMutablePointer<GstTagList>) -> String? {
    let count = Int(gst_tag_list_get_tag_size(tags, "private-qt-tag"))
    return (0..<count).lazy.compactMap { index in
      sampleBytes("private-qt-tag", in: tags, at: index).flatMap(QuickTimeNameAtom.title(in:))
    }.first
  }

  /// The language a stream's tags name, by its English name ("eng", "en" → "English"); none
  /// for "und" (undetermined), the code itself when GStreamer does not know it.
  static func language(in tags: UnsafeMutablePointer<GstTagList>) -> String? {
    guard let code = string(GST_TAG_LANGUAGE_CODE, in: tags) ?? string(GST_TAG_LANGUAGE_NAME, in: tags),
      code != "und"
    else { return nil }
    return gst_tag_get_language_name(code).map { String(cString: $0) } ?? code
  }
}
