import Foundation

/// Films as people have them, made by FFmpeg and by GStreamer's muxers (they write the same
/// container differently), in every common container, with the stream mixes, titles, languages,
/// chapters and subtitles such files carry; each with what a player should find in it.
package struct OrdinaryFile: Sendable, CustomStringConvertible {
  /// Which program wrote the file.
  package enum Tool: String, Sendable {
    case ffmpeg, gstreamer
  }

  /// A stream as a player should name it: its language (GStreamer's English name) and its title.
  package struct Track: Equatable, Sendable, CustomStringConvertible {
    /// The language's name ("German"), or `nil`.
    package let language: String?
    /// The stream's own title, or `nil`.
    package let title: String?

    /// A stream in `language` titled `title`.
    package init(language: String?, title: String?) {
      self.language = language
      self.title = title
    }

    package var description: String { "\(language ?? "-")/\(title ?? "-")" }
  }

  /// The file's name in the fixtures folder.
  package let name: String
  /// Who wrote it.
  package let tool: Tool
  /// The media's title, as the container says it; `nil` where it says none.
  package let title: String?
  /// The sound streams, in order.
  package let audio: [Track]
  /// The subtitle streams, in order.
  package let subtitles: [Track]
  /// The chapters' titles, in order.
  package let chapters: [String]
  /// How long it is, in seconds, as its streams run.
  package let duration: Double
  /// Whether it carries a cover picture (sound alone: `sounds`).
  package var hasCover = false
  /// The arguments that make it: FFmpeg's after its inputs, or the `gst-launch-1.0` pipeline.
  let making: @Sendable (_ out: String, _ inputs: Inputs) -> [String]

  package var description: String { name }

  /// The file, made if not yet.
  package func url() throws -> URL {
    let inputs = try Inputs.make()
    return try MediaFixtures.fixture(name) { partial in
      switch tool {
      case .ffmpeg:
        try MediaFixtures.run("ffmpeg", making(partial.path, inputs), making: name, partial: partial)
      case .gstreamer:
        try MediaFixtures.run(
          "gst-launch-1.0", ["-q"] + making(partial.path, inputs), making: name, partial: partial)
      }
    }
  }

  /// Every film of the matrix.
  package static let all: [OrdinaryFile] = ffmpegFiles + gstreamerFiles

  // MARK: - What they are made from

  /// The subtitle and chapter files the films are made from.
  package struct Inputs: Sendable {
    /// An English SRT: "Hello there" from 0.5 to 2 s, "Late line" from 25 to 27 s.
    let srt: String
    /// An SRT within GStreamer's 10 s films: "Hello there" from 0.5 to 2 s, "Bye" from 8 to 9 s.
    let shortSRT: String
    /// A French ASS script: one cue far into the film, from 25 to 27 s, so a stream that is not
    /// shown has nothing to give for a long time (what made quitting wait).
    let ass: String
    /// FFmpeg's metadata file: the title "Ordinary Film" and three chapters.
    let metadata: String
    /// A red square, 64 × 64, in PNG: a cover.
    let cover: String

    static func make() throws -> Inputs {
      let srt = try MediaFixtures.fixture("ordinary-english.srt") { partial in
        try Data(
          "1\n00:00:00,500 --> 00:00:02,000\nHello there\n\n2\n00:00:25,000 --> 00:00:27,000\nLate line\n"
            .utf8
        )
        .write(to: partial)
      }
      let shortSRT = try MediaFixtures.fixture("ordinary-short.srt") { partial in
        try Data(
          "1\n00:00:00,500 --> 00:00:02,000\nHello there\n\n2\n00:00:08,000 --> 00:00:09,000\nBye\n".utf8
        )
        .write(to: partial)
      }
      let ass = try MediaFixtures.fixture("ordinary-french.ass") { partial in
        let script = """
          [Script Info]
          ScriptType: v4.00+
          PlayResX: 384
          PlayResY: 288

          [V4+ Styles]
          Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding
          Style: Default,DejaVu Sans,20,&H00FFFFFF,&H000000FF,&H00000000,&H00000000,0,0,0,0,100,100,0,0,1,2,0,2,10,10,10,1

          [Events]
          Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
          Dialogue: 0,0:00:25.00,0:00:27.00,Default,,0,0,0,,Bonjour tard

          """
        try Data(script.utf8).write(to: partial)
      }
      let metadata = try MediaFixtures.fixture("ordinary.ffmetadata") { partial in
        let chapters = [(0, 10_000, "Opening"), (10_000, 20_000, "Middle"), (20_000, 30_000, "Ending")]
          .map { "[CHAPTER]\nTIMEBASE=1/1000\nSTART=\($0.0)\nEND=\($0.1)\ntitle=\($0.2)\n" }.joined()
        try Data((";FFMETADATA1\ntitle=Ordinary Film\n" + chapters).utf8).write(to: partial)
      }
      let cover = try MediaFixtures.fixture("ordinary-cover.png") { partial in
        try MediaFixtures.run(
          "ffmpeg",
          [
            "-v", "error", "-y", "-f", "lavfi", "-i", "color=c=red:s=64x64", "-frames:v", "1", "-f", "image2",
            partial.path,
          ], making: "ordinary-cover.png", partial: partial)
      }
      return Inputs(
        srt: srt.path, shortSRT: shortSRT.path, ass: ass.path, metadata: metadata.path, cover: cover.path)
    }
  }

  static let english = "English"
  static let german = "German"
  static let chapterTitles = ["Opening", "Middle", "Ending"]

  /// FFmpeg's inputs for 30 s of pattern and two tones, the subtitles and the metadata.
  private static func ffmpegInputs(_ inputs: Inputs) -> [String] {
    [
      "-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=320x240:rate=25:duration=30", "-f", "lavfi",
      "-i",
      "sine=frequency=440:duration=30", "-f", "lavfi", "-i", "sine=frequency=660:duration=30", "-i",
      inputs.srt,
      "-i", inputs.ass, "-i", inputs.metadata, "-map_metadata", "5",
    ]
  }

  /// FFmpeg's stream tags: the first sound English "Main mix", the second German "Kommentar".
  private static let ffmpegSoundTags = [
    "-metadata:s:a:0", "language=eng", "-metadata:s:a:0", "title=Main mix", "-metadata:s:a:1", "language=ger",
    "-metadata:s:a:1", "title=Kommentar",
  ]

  private static let ffmpegFiles: [OrdinaryFile] = [
    OrdinaryFile(
      name: "ordinary-ffmpeg.mkv", tool: .ffmpeg, title: "Ordinary Film",
      audio: [Track(language: english, title: "Main mix"), Track(language: german, title: "Kommentar")],
      subtitles: [Track(language: english, title: "SDH"), Track(language: "French", title: nil)],
      chapters: chapterTitles, duration: 30
    ) { out, inputs in
      ffmpegInputs(inputs) + [
        "-map", "0", "-map", "1", "-map", "2", "-map", "3", "-map", "4", "-map_chapters", "5", "-c:v",
        "libx264",
        "-preset", "ultrafast", "-c:a", "aac", "-c:s:0", "srt", "-c:s:1", "ass",
      ] + ffmpegSoundTags + [
        "-metadata:s:s:0", "language=eng", "-metadata:s:s:0", "title=SDH", "-metadata:s:s:1", "language=fre",
        "-disposition:s:0", "default+hearing_impaired", "-disposition:s:1", "forced", "-f", "matroska", out,
      ]
    },
    OrdinaryFile(
      name: "ordinary-ffmpeg.mp4", tool: .ffmpeg, title: "Ordinary Film",
      audio: [Track(language: english, title: "Main mix"), Track(language: german, title: "Kommentar")],
      subtitles: [Track(language: english, title: nil)], chapters: chapterTitles, duration: 30
    ) { out, inputs in
      ffmpegInputs(inputs) + [
        "-map", "0", "-map", "1", "-map", "2", "-map", "3", "-map_chapters", "5", "-c:v", "libx264",
        "-preset",
        "ultrafast", "-c:a", "aac", "-c:s", "mov_text",
      ] + ffmpegSoundTags + ["-metadata:s:s:0", "language=eng", "-f", "mp4", out]
    },
    OrdinaryFile(
      name: "ordinary-ffmpeg.mov", tool: .ffmpeg, title: "Ordinary Film",
      audio: [Track(language: english, title: nil)], subtitles: [], chapters: chapterTitles, duration: 30
    ) { out, inputs in
      ffmpegInputs(inputs) + [
        "-map", "0", "-map", "1", "-c:v", "libx264", "-preset", "ultrafast", "-c:a", "aac", "-metadata:s:a:0",
        "language=eng", "-f", "mov", out,
      ]
    },
    OrdinaryFile(
      name: "ordinary-ffmpeg.webm", tool: .ffmpeg, title: "Ordinary Film",
      audio: [Track(language: english, title: "Main mix"), Track(language: german, title: "Kommentar")],
      subtitles: [], chapters: chapterTitles, duration: 30
    ) { out, inputs in
      ffmpegInputs(inputs) + [
        "-map", "0", "-map", "1", "-map", "2", "-map_chapters", "5", "-c:v", "libvpx", "-deadline",
        "realtime",
        "-b:v", "300k", "-c:a", "libopus",
      ] + ffmpegSoundTags + ["-f", "webm", out]
    },
    OrdinaryFile(
      name: "ordinary-ffmpeg.ogv", tool: .ffmpeg, title: "Ordinary Film",
      audio: [Track(language: nil, title: nil)], subtitles: [], chapters: [], duration: 30
    ) { out, inputs in
      ffmpegInputs(inputs) + [
        "-map", "0", "-map", "1", "-c:v", "libtheora", "-q:v", "5", "-c:a", "libvorbis", "-f", "ogg", out,
      ]
    },
    OrdinaryFile(
      name: "ordinary-ffmpeg.ts", tool: .ffmpeg, title: nil,
      audio: [Track(language: english, title: nil), Track(language: german, title: nil)], subtitles: [],
      chapters: [], duration: 30
    ) { out, inputs in
      ffmpegInputs(inputs) + [
        "-map", "0", "-map", "1", "-map", "2", "-c:v", "libx264", "-preset", "ultrafast", "-c:a", "aac",
        "-metadata:s:a:0", "language=eng", "-metadata:s:a:1", "language=ger", "-f", "mpegts", out,
      ]
    },
    OrdinaryFile(
      name: "ordinary-ffmpeg.mpg", tool: .ffmpeg, title: nil, audio: [Track(language: nil, title: nil)],
      subtitles: [], chapters: [], duration: 30
    ) { out, inputs in
      ffmpegInputs(inputs) + [
        "-map", "0", "-map", "1", "-c:v", "mpeg2video", "-q:v", "4", "-c:a", "mp2", "-f", "vob", out,
      ]
    },
    OrdinaryFile(
      name: "ordinary-ffmpeg.avi", tool: .ffmpeg, title: "Ordinary Film",
      audio: [Track(language: nil, title: nil)],
      subtitles: [], chapters: [], duration: 30
    ) { out, inputs in
      ffmpegInputs(inputs) + [
        "-map", "0", "-map", "1", "-c:v", "mpeg4", "-q:v", "5", "-c:a", "libmp3lame", "-f", "avi", out,
      ]
    },
  ]

  /// A gst-launch-1.0 branch of 10 s of pattern into the muxer named `mux`.
  private static func gstVideo(_ encoder: String) -> [String] {
    [
      "videotestsrc", "num-buffers=250", "pattern=smpte", "!",
      "video/x-raw,format=I420,width=320,height=240,framerate=25/1", "!",
    ] + encoder.split(separator: " ").map(String.init) + ["!", "mux."]
  }

  /// A gst-launch-1.0 branch of 10 s of tone into the muxer, tagged with `tags` (the stream's).
  private static func gstSound(_ encoder: String, frequency: Int, tags: String? = nil) -> [String] {
    ["audiotestsrc", "num-buffers=470", "freq=\(frequency)", "!", "audio/x-raw,rate=48000,channels=2", "!"]
      + (tags.map { ["taginject", "tags=\"\($0)\"", "!"] } ?? [])
      + encoder.split(separator: " ").map(String.init)
      + ["!", "mux."]
  }

  private static func gstreamerFile(
    _ container: String, muxer: String, video: String, sound: String, twoSounds: Bool = true,
    languages: Bool = true, subtitles: Bool = false
  ) -> OrdinaryFile {
    let first = languages ? "language-code=en,title=Main" : nil
    let second = languages ? "language-code=de,title=Kommentar" : nil
    return OrdinaryFile(
      name: "ordinary-gstreamer.\(container)", tool: .gstreamer, title: nil,
      audio: [Track(language: languages ? english : nil, title: languages ? "Main" : nil)]
        + (twoSounds
          ? [Track(language: languages ? german : nil, title: languages ? "Kommentar" : nil)] : []),
      // matroskamux names a subtitle stream "Subtitle", in English unless told.
      subtitles: subtitles ? [Track(language: english, title: "Subtitle")] : [], chapters: [], duration: 10
    ) { out, inputs in
      ["\(muxer)", "name=mux", "!", "filesink", "location=\(out)"] + gstVideo(video)
        + gstSound(sound, frequency: 440, tags: first)
        + (twoSounds ? gstSound(sound, frequency: 660, tags: second) : [])
        + (subtitles ? ["filesrc", "location=\(inputs.shortSRT)", "!", "subparse", "!", "mux."] : [])
    }
  }

  private static let gstreamerFiles: [OrdinaryFile] = [
    gstreamerFile(
      "mkv", muxer: "matroskamux", video: "x264enc speed-preset=ultrafast ! h264parse",
      sound: "audioconvert ! vorbisenc", subtitles: true),
    gstreamerFile(
      "mp4", muxer: "mp4mux", video: "x264enc speed-preset=ultrafast ! h264parse",
      sound: "avenc_aac ! aacparse"),
    gstreamerFile(
      "mov", muxer: "qtmux", video: "x264enc speed-preset=ultrafast ! h264parse",
      sound: "avenc_aac ! aacparse",
      twoSounds: false),
    gstreamerFile("webm", muxer: "webmmux", video: "vp8enc deadline=1", sound: "audioconvert ! vorbisenc"),
    gstreamerFile(
      "ogv", muxer: "oggmux", video: "theoraenc", sound: "audioconvert ! vorbisenc", twoSounds: false,
      languages: false),
    gstreamerFile(
      "ts", muxer: "mpegtsmux", video: "x264enc speed-preset=ultrafast ! h264parse",
      sound: "avenc_aac ! aacparse", languages: false),
    gstreamerFile(
      // (GStreamer 1.22's libav MPEG video encoders do not negotiate with the test source here.)
      "mpg", muxer: "mpegpsmux", video: "x264enc speed-preset=ultrafast ! h264parse",
      sound: "audioconvert ! avenc_mp2 ! mpegaudioparse", twoSounds: false, languages: false),
    gstreamerFile(
      "avi", muxer: "avimux", video: "avenc_mpeg4 ! mpeg4videoparse", sound: "audioconvert ! lamemp3enc",
      twoSounds: false, languages: false),
  ]
}
