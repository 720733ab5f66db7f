internal import CASS
import PlayheadCore

/// libass drawing SSA/ASS subtitles as their authors styled them (styles, colours, borders,
/// shadows, alignment and margins, `\pos`, `\move`, `\fad`, rotation, karaoke, layers and
/// collisions, the media's fonts, PlayRes scaled to the picture), as mpv, VLC and FFmpeg do.
/// Each frame's bitmaps are blended straight into the picture, in a few boxes, one for each band
/// of lines (`StyledSubtitlePicture`); libass draws again only for another time, script or
/// size. Use one renderer from one thread at a time.
public final class StyledSubtitleRenderer {
  private let library: OpaquePointer
  private let renderer: OpaquePointer
  /// The track drawn, and the script and revision it was read from.
  private var track: UnsafeMutablePointer<ASS_Track>?
  private var trackScript: (text: String, revision: Int)?
  /// The events given to the track so far (libass drops one given again by its ReadOrder).
  private var givenEvents: [SubtitleCue] = []
  /// The fonts given to libass, by name.
  private var fontNames: Set<String> = []
  /// The sizes and the time (in milliseconds) the last picture was drawn for, and the picture.
  private var drawnFor: (width: Int, height: Int, storage: Size?, linePosition: Double)?
  private var drawnTime: Int64?
  private var picture: StyledSubtitlePicture?
  /// How many frames libass has drawn: a picture's bitmaps are good while this is its frame.
  private(set) var drawnFrames = 0

  /// A renderer with its own libass library, finding fonts through fontconfig (DejaVu Sans
  /// where a script's font is missing); `nil` when libass cannot start.
  public init?() {
    guard let library = ass_library_init() else { return nil }
    playhead_ass_silence(library)
    guard let renderer = ass_renderer_init(library) else {
      ass_library_done(library)
      return nil
    }
    (self.library, self.renderer) = (library, renderer)
    findFonts()
  }

  /// Sets libass's font lookup up (again): fontconfig, DejaVu Sans where a script's font is
  /// missing, and the fonts added to the library.
  private func findFonts() {
    ass_set_fonts(renderer, nil, "DejaVu Sans", Int32(ASS_FONTPROVIDER_AUTODETECT.rawValue), nil, 1)
  }

  deinit {
    if let track { ass_free_track(track) }
    ass_renderer_done(renderer)
    ass_library_done(library)
  }

  /// Draws `frame` over a picture `width`×`height` pixels showing a video stored at `storage`
  /// pixels (`nil`: the same), the lines the script leaves at the bottom raised `linePosition`
  /// percent (`StyledSubtitleFrame.linePosition`), in at most `pieces` bands. Returns what
  /// shows (`nil`: nothing), good until the next call, and whether it differs from what the last
  /// call returned. libass is not asked again for the time, script and sizes it drew last.
  public func render(
    _ frame: StyledSubtitleFrame, width: Int, height: Int, storage: Size? = nil, linePosition: Double = 0,
    pieces: Int = 4
  ) -> (picture: StyledSubtitlePicture?, changed: Bool) {
    guard width > 0, height > 0, frame.time.isFinite else { return forget() }
    prepare(frame.script)
    give(frame.events)
    guard let track else { return forget() }
    let sizes = (width, height, storage, linePosition)
    let time = Int64((frame.time * 1000).rounded())
    let sameSizes = drawnFor.map { $0 == sizes } ?? false
    if sameSizes, drawnTime == time { return (picture, false) }
    if !sameSizes {
      ass_set_frame_size(renderer, Int32(width), Int32(height))
      let stored = storage ?? Size(width: Double(width), height: Double(height))
      ass_set_storage_size(renderer, Int32(stored.width.rounded()), Int32(stored.height.rounded()))
      ass_set_line_position(renderer, min(max(linePosition, 0), 100))
    }
    var change: Int32 = 0
    let images = ass_render_frame(renderer, track, time, &change)
    // The last picture's bitmaps may go with this frame: it is made again even when unchanged.
    drawnFrames += 1
    (drawnFor, drawnTime) = (sizes, time)
    let wasShowing = picture != nil
    picture = StyledSubtitlePicture(images, maximumPieces: pieces, renderer: self, frame: drawnFrames)
    return (picture, (change != 0 || !sameSizes) && (picture != nil || wasShowing))
  }

  /// Shows nothing; says whether something showed before.
  private func forget() -> (picture: StyledSubtitlePicture?, changed: Bool) {
    defer { (picture, drawnFor, drawnTime) = (nil, nil, nil) }
    return (nil, picture != nil)
  }

  /// Gives libass the script's fonts it lacks, and reads the script into a new track when it
  /// is another, or its events moved.
  private func prepare(_ script: StyledSubtitleScript) {
    let newFonts = script.fonts.filter { !fontNames.contains($0.name) }
    for font in newFonts {
      font.data.withUnsafeBufferPointer { bytes in
        bytes.withMemoryRebound(to: CChar.self) {
          ass_add_font(library, font.name, $0.baseAddress, Int32(clamping: $0.count))
        }
      }
      fontNames.insert(font.name)
    }
    if !newFonts.isEmpty {
      // libass finds the fonts added only as its font lookup is set up again.
      findFonts()
      drawnFor = nil
    }
    if let trackScript, trackScript.text == script.text, trackScript.revision == script.revision { return }
    if let track { ass_free_track(track) }
    (track, givenEvents, drawnFor) = (ass_new_track(library), [], nil)
    trackScript = (script.text, script.revision)
    guard let track else { return }
    var text = Array(script.text.utf8CString)
    ass_process_codec_private(track, &text, Int32(clamping: text.count - 1))
  }

  /// Gives the track the stream's events it has not had (a script read whole has none).
  private func give(_ events: [SubtitleCue]) {
    guard let track, events != givenEvents else { return }
    drawnTime = nil
    for cue in events {
      guard let event = cue.event else { continue }
      let length = (cue.end ?? cue.start + SubtitleCues.openEndedLength) - cue.start
      var bytes = Array(event.utf8CString)
      ass_process_chunk(
        track, &bytes, Int32(clamping: bytes.count - 1), Int64((cue.start * 1000).rounded()),
        Int64((length * 1000).rounded()))
    }
    givenEvents = events
  }
}
