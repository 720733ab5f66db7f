import Foundation

extension OrdinaryFile {
  /// Music and spoken word as people have them, made by FFmpeg: 30 s of tone titled "Ordinary
  /// Film", with a cover where the format holds one (ID3's APIC, MP4's covr, FLAC's picture, a
  /// Matroska attachment) and the three chapters where it holds them (ID3's CHAP, Nero's chpl,
  /// Matroska's, Vorbis comments written by hand).
  package static let sounds: [OrdinaryFile] = [
    sound("mp3", cover: true, ["-c:a", "libmp3lame", "-id3v2_version", "3", "-f", "mp3"]),
    sound("m4a", cover: true, ["-c:a", "aac", "-f", "ipod"]),
    sound("flac", cover: true, ["-c:a", "flac", "-f", "flac"] + chapterComments),
    sound("ogg", cover: false, ["-c:a", "libvorbis", "-f", "ogg"] + chapterComments),
    sound("opus", cover: false, ["-c:a", "libopus", "-f", "ogg"] + chapterComments),
    OrdinaryFile(
      name: "ordinary-sound-picture.ogg", tool: .ffmpeg, title: "Ordinary Film",
      audio: [Track(language: nil, title: nil)],
      subtitles: [], chapters: [], duration: 30, hasCover: true
    ) { out, inputs in
      soundInputs(inputs) + [
        "-map", "0", "-map_metadata", "1", "-metadata",
        "METADATA_BLOCK_PICTURE=\(pictureComment(inputs.cover))",
        "-c:a", "libvorbis", "-f", "ogg", out,
      ]
    },
    OrdinaryFile(
      name: "ordinary-sound.mka", tool: .ffmpeg, title: "Ordinary Film",
      audio: [Track(language: nil, title: nil)],
      subtitles: [], chapters: chapterTitles, duration: 30, hasCover: true
    ) { out, inputs in
      soundInputs(inputs) + [
        "-map", "0", "-map_metadata", "1", "-map_chapters", "1", "-attach", inputs.cover, "-metadata:s:t",
        "mimetype=image/png", "-metadata:s:t", "filename=cover.png", "-c:a", "libvorbis", "-f", "matroska",
        out,
      ]
    },
  ]

  /// The chapters as Vorbis comments, as people tag Ogg and FLAC files (FFmpeg writes none).
  private static let chapterComments = zip(["00:00:00.000", "00:00:10.000", "00:00:20.000"], chapterTitles)
    .enumerated().flatMap { index, chapter in
      [
        "-metadata", "CHAPTER0\(index + 1)=\(chapter.0)", "-metadata",
        "CHAPTER0\(index + 1)NAME=\(chapter.1)",
      ]
    }

  /// The cover as a Vorbis comment's `METADATA_BLOCK_PICTURE`, which FFmpeg 5.1 does not write
  /// itself: FLAC's picture block in base64 (type 3, the front cover; its MIME type; no
  /// description; its size left unsaid; the PNG's bytes).
  private static func pictureComment(_ png: String) -> String {
    let image = (try? Data(contentsOf: URL(fileURLWithPath: png))) ?? Data()
    let number = { (value: Int) in Data((0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }) }
    let mime = Data("image/png".utf8)
    var block = number(3) + number(mime.count) + mime + number(0)
    block += number(0) + number(0) + number(0) + number(0) + number(image.count) + image
    return block.base64EncodedString()
  }

  /// FFmpeg's inputs: 30 s of tone, the metadata file, and the cover.
  private static func soundInputs(_ inputs: Inputs) -> [String] {
    [
      "-v", "error", "-y", "-f", "lavfi", "-i", "sine=frequency=440:duration=30", "-i", inputs.metadata, "-i",
      inputs.cover,
    ]
  }

  /// A sound file in the format `ending` names, written with `format` (codec, muxer, and
  /// anything else), the cover attached as a picture when `cover`.
  private static func sound(_ ending: String, cover: Bool, _ format: [String]) -> OrdinaryFile {
    let hasChapters = ["mp3", "m4a"].contains(ending) || format.contains { $0.hasPrefix("CHAPTER") }
    return OrdinaryFile(
      name: "ordinary-sound.\(ending)", tool: .ffmpeg, title: "Ordinary Film",
      audio: [Track(language: nil, title: nil)],
      subtitles: [], chapters: hasChapters ? chapterTitles : [], duration: 30, hasCover: cover
    ) { out, inputs in
      let picture = cover ? ["-map", "2", "-c:v", "png", "-disposition:v", "attached_pic"] : []
      return soundInputs(inputs) + ["-map", "0"] + picture + ["-map_metadata", "1", "-map_chapters", "1"]
        + format
        + [out]
    }
  }
}
