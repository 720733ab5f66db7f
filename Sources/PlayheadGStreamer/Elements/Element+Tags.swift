internal import CGStreamer
import Foundation
import PlayheadCore

/// A kind of stream a playbin holds, with the property that counts them and the signal that
/// gives a stream's pad.
enum PlaybinStream: CaseIterable {
  case video, audio, text

  /// playbin's property counting the streams of this kind.
  var countProperty: String {
    switch self {
    case .video: "n-video"
    case .audio: "n-audio"
    case .text: "n-text"
    }
  }

  /// playbin's action signal giving stream `index`'s tags, all scopes merged.
  var tagsSignal: String {
    switch self {
    case .video: "get-video-tags"
    case .audio: "get-audio-tags"
    case .text: "get-text-tags"
    }
  }

  /// The tag naming a stream's codec.
  var codecTag: String {
    switch self {
    case .video: GST_TAG_VIDEO_CODEC
    case .audio: GST_TAG_AUDIO_CODEC
    case .text: GST_TAG_SUBTITLE_CODEC
    }
  }

  /// playbin's action signal giving stream `index`'s pad.
  var padSignal: String {
    switch self {
    case .video: "get-video-pad"
    case .audio: "get-audio-pad"
    case .text: "get-text-pad"
    }
  }
}

extension Element {
  /// Title, artist, album and cover art of the media: the container's tags (an MKV segment's
  /// title, MP4's `©nam`, ID3's `TIT2`), as the sound's stream carries them, then the picture's;
  /// else what every stream's tags say alike (an Ogg file's comments, each stream's own; a music
  /// file's one stream). A film's sound stream titled "Main mix" never titles the film.
  var mediaTags: MediaTags {
    let containers = [PlaybinStream.audio, .video, .text].compactMap { kind in
      streamCount(kind) > 0 ? scopedTags(kind, 0, GST_TAG_SCOPE_GLOBAL) : nil
    }
    let streams = allStreamTags
    defer { (containers + streams).forEach { gst_tag_list_unref($0) } }
    return Self.mediaTags(containers: containers, streams: streams)
  }

  /// The media's tags from its `containers`' tags, then what all `streams`' tags say alike.
  static func mediaTags(
    containers: [UnsafeMutablePointer<GstTagList>], streams: [UnsafeMutablePointer<GstTagList>]
  ) -> MediaTags {
    let text = { (tag: String) in
      containers.lazy.compactMap { Self.string(tag, in: $0) }.first ?? Self.shared(tag, in: streams)
    }
    let cover = [GST_TAG_IMAGE, GST_TAG_PREVIEW_IMAGE].lazy.compactMap { tag in
      (containers + streams).lazy.compactMap { Self.sampleBytes(tag, in: $0) }.first
    }.first
    return MediaTags(
      title: text(GST_TAG_TITLE), artist: text(GST_TAG_ARTIST), album: text(GST_TAG_ALBUM), coverArt: cover,
      all: entries(containers: containers, streams: streams))
  }

  /// Every tag of the media as text: the container's, then those every stream says alike that
  /// describe the media rather than a stream's coding (an Ogg file's comments).
  private static func entries(
    containers: [UnsafeMutablePointer<GstTagList>], streams: [UnsafeMutablePointer<GstTagList>]
  ) -> [MediaTags.Entry] {
    var found: [MediaTags.Entry] = []
    var names = Set<String>()
    for entry in containers.flatMap(entries(in:)) where names.insert(entry.name).inserted {
      found.append(entry)
    }
    let perStream = streams.map(entries(in:))
    for entry in perStream.first ?? [] where !streamTags.contains(entry.name) && !names.contains(entry.name) {
      guard perStream.allSatisfy({ $0.contains(entry) }) else { continue }
      names.insert(entry.name)
      found.append(entry)
    }
    return found
  }

  /// Tags that describe how a stream is coded, or its language: a stream's, never the media's.
  private static let streamTags: Set<String> = [
    GST_TAG_VIDEO_CODEC, GST_TAG_AUDIO_CODEC, GST_TAG_SUBTITLE_CODEC, GST_TAG_CODEC, GST_TAG_BITRATE,
    GST_TAG_NOMINAL_BITRATE, GST_TAG_MINIMUM_BITRATE, GST_TAG_MAXIMUM_BITRATE, GST_TAG_LANGUAGE_CODE,
    GST_TAG_LANGUAGE_NAME, GST_TAG_ENCODER_VERSION, "has-crc", "channel-mode",
  ]

  /// The tags of `list` that have text, each with its values joined.
  private static func entries(in list: UnsafeMutablePointer<GstTagList>) -> [MediaTags.Entry] {
    (0..<max(gst_tag_list_n_tags(list), 0)).compactMap { index in
      guard let name = gst_tag_list_nth_tag_name(list, guint(index)).map({ String(cString: $0) }) else {
        return nil
      }
      let values = (0..<gst_tag_list_get_tag_size(list, name)).compactMap { index -> String? in
        guard let text = playhead_tag_value_text(list, name, index) else { return nil }
        defer { g_free(text) }
        let value = String(cString: text)
        // Vorbis comments naming chapters are told as the chapters.
        return name == GST_TAG_EXTENDED_COMMENT && Chapter.isChapterComment(value) ? nil : value
      }
      return values.isEmpty ? nil : MediaTags.Entry(name: name, value: values.joined(separator: ", "))
    }
  }

  /// The title every stream's tags hold alike, which is the media's, not a stream's own; `nil`
  /// when they differ or one has none.
  var sharedStreamTitle: String? {
    let streams = allStreamTags
    defer { streams.forEach { gst_tag_list_unref($0) } }
    return Self.shared(GST_TAG_TITLE, in: streams)
  }

  /// Every stream's tags, all scopes merged (the caller unrefs them).
  private var allStreamTags: [UnsafeMutablePointer<GstTagList>] {
    PlaybinStream.allCases.flatMap { kind in
      (0..<streamCount(kind)).compactMap { playhead_stream_tags(pointer, kind.tagsSignal, gint($0)) }
    }
  }

  /// The text of `tag` when every list in `lists` holds the same one.
  private static func shared(_ tag: String, in lists: [UnsafeMutablePointer<GstTagList>]) -> String? {
    let values = lists.map { string(tag, in: $0) }
    guard let first = values.first ?? nil, values.allSatisfy({ $0 == first }) else { return nil }
    return first
  }

  /// The chapters the sound stream's Vorbis comments name (Ogg, Opus, FLAC), which GStreamer
  /// passes on as extended comments (`Chapter.fromVorbisComments`).
  var commentChapters: [Chapter] {
    guard streamCount(.audio) > 0, let tags = playhead_stream_tags(pointer, PlaybinStream.audio.tagsSignal, 0)
    else { return [] }
    defer { gst_tag_list_unref(tags) }
    let count = gst_tag_list_get_tag_size(tags, GST_TAG_EXTENDED_COMMENT)
    let comments = (0..<count).compactMap { index -> String? in
      var value: UnsafePointer<gchar>?
      guard gst_tag_list_peek_string_index(tags, GST_TAG_EXTENDED_COMMENT, index, &value) != 0, let value
      else {
        return nil
      }
      return String(cString: value)
    }
    return Chapter.fromVorbisComments(comments)
  }

  /// How many streams of `kind` the playbin holds.
  func streamCount(_ kind: PlaybinStream) -> Int {
    max(Int(playhead_get_int(object, kind.countProperty)), 0)
  }

  /// The tags of `scope` stream `index` of `kind` carries (the caller unrefs them), or `nil`.
  func scopedTags(_ kind: PlaybinStream, _ index: Int, _ scope: GstTagScope) -> UnsafeMutablePointer<
    GstTagList
  >? {
    playhead_scoped_stream_tags(pointer, kind.padSignal, gint(index), scope)
  }

  /// The text of `tag` in `list`, if it holds one.
  static func string(_ tag: String, in list: UnsafeMutablePointer<GstTagList>) -> String? {
    var value: UnsafeMutablePointer<gchar>?
    guard gst_tag_list_get_string(list, tag, &value) != 0, let value else { return nil }
    defer { g_free(value) }
    return String(cString: value)
  }

  /// The bytes of the sample `tag` holds (an image as the file stored it: JPEG, PNG…; an MP4
  /// atom qtdemux does not read itself).
  static func sampleBytes(_ tag: String, in list: UnsafeMutablePointer<GstTagList>, at index: Int = 0)
    -> Data?
  {
    var sample: OpaquePointer?
    guard gst_tag_list_get_sample_index(list, tag, guint(index), &sample) != 0, let sample else { return nil }
    defer { gst_sample_unref(sample) }
    guard let buffer = gst_sample_get_buffer(sample) else { return nil }
    var map = GstMapInfo()
    guard gst_buffer_map(buffer, &map, GST_MAP_READ) != 0 else { return nil }
    defer { gst_buffer_unmap(buffer, &map) }
    return Data(bytes: map.data, count: Int(map.size))
  }
}
