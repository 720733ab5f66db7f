import Foundation
import PlayheadCore
import PlayheadCoreTesting
import Testing

/// Bitmap subtitles: PGS display sets read into pictures, kept as cues until the next set, and
/// laid out scaled with the video, above the controls as they show.
@Suite struct BitmapSubtitleTests {
  static let canvas = (width: 320, height: 240)

  /// A display set shows its object where its composition puts it, in its palette's colours;
  /// the empty set after it clears the screen.
  @Test func aDisplaySetShowsItsPictureAndTheNextClearsIt() throws {
    var decoder = PGSDecoder()
    let box = PGSWriter.box(width: 20, height: 10)
    let shown = decoder.decode(PGSWriter.show(box, width: 20, height: 10, at: (60, 180), canvas: Self.canvas))
    guard case .show(let picture, nil) = try #require(shown.first), shown.count == 1 else {
      Issue.record("one picture shown, not \(shown)")
      return
    }
    #expect(picture.canvas == Size(width: 320, height: 240))
    let piece = try #require(picture.pieces.first)
    #expect(picture.pieces.count == 1 && piece.origin == Point(x: 60, y: 180))
    #expect(piece.image.width == 20 && piece.image.height == 10)
    let white = PixelImage.pixel(red: 255, green: 255, blue: 255, alpha: 255)
    let black = PixelImage.pixel(red: 0, green: 0, blue: 0, alpha: 255)
    #expect(piece.image.pixels[0] == 0, "a corner is clear")
    #expect(piece.image.pixels[1] == black && piece.image.pixels[5 * 20 + 10] == white)
    #expect(decoder.decode(PGSWriter.clear(canvas: Self.canvas)) == [.clear])
  }

  /// A damaged stream is given bounded memory: an object's later segments add no more than its
  /// first said it holds, and a composition placing one object over and over shows it only as
  /// far as 4096 × 4096 pixels go (a fuzzer's input placed it 255 times, asking for gigabytes).
  @Test func aDamagedStreamIsGivenBoundedMemory() throws {
    let side = 1500
    let box = [UInt8](repeating: 1, count: side * side)
    let set = PGSWriter.show(box, width: side, height: side, at: (0, 0), canvas: (1920, 1080))
    // The composition segment comes first: type, length, then 11 bytes and one placement of 8.
    let compositionLength = Int(set[1]) << 8 | Int(set[2])
    var composition = Array(set[3..<3 + compositionLength])
    let placement = Array(composition[11..<19])
    composition[10] = 255
    composition += (1..<255).flatMap { _ in placement }
    let rest = Array(set[(3 + compositionLength)...])
    var decoder = PGSDecoder()
    let many = [0x16, UInt8(composition.count >> 8), UInt8(composition.count & 0xFF)] + composition + rest
    guard case .show(let picture, _)? = decoder.decode(many).first else {
      Issue.record("the picture shown")
      return
    }
    #expect(picture.pieces.count == 4096 * 4096 / (side * side))
    // A segment carrying more of object 0 than its first said it held changes nothing.
    let more: [UInt8] = [0x15, 0, 8, 0, 0, 0, 0x40] + [0, 0x81, 2, 0]
    let again = decoder.decode(
      more + PGSWriter.show(box, width: side, height: side, at: (0, 0), canvas: (1920, 1080)))
    #expect(again.count == 1)
  }

  /// Each form of the run-length code reads back to the same pixels: single pixels, short and
  /// long runs of entry 0 and of other entries, rows longer than 63 and than 255.
  @Test func everyRunFormReadsBack() throws {
    let width = 300
    let rows: [[UInt8]] = [
      Array(repeating: 0, count: 300), Array(repeating: 1, count: 300),
      (0..<300).map { $0 < 10 ? 0 : $0 < 12 ? 2 : $0 < 80 ? 1 : $0 % 2 == 0 ? 2 : 0 },
    ]
    let indices = rows.flatMap { $0 }
    var decoder = PGSDecoder()
    let set = PGSWriter.show(
      indices, width: width, height: 3, at: (0, 0), canvas: (1920, 1080),
      palette: [(1, 235, 128, 128, 255), (2, 16, 128, 128, 128)])
    guard case .show(let picture, _)? = decoder.decode(set).first, let image = picture.pieces.first?.image
    else {
      Issue.record("a picture")
      return
    }
    let expected = indices.map { entry -> UInt32 in
      switch entry {
      case 1: PixelImage.pixel(red: 255, green: 255, blue: 255, alpha: 255)
      case 2: PixelImage.pixel(red: 0, green: 0, blue: 0, alpha: 128)
      default: 0
      }
    }
    let wrong = expected.indices.filter { $0 >= image.pixels.count || image.pixels[$0] != expected[$0] }
    #expect(image.pixels.count == expected.count && wrong.isEmpty, "first wrong pixel: \(wrong.first ?? -1)")
  }

  /// `.sup` files' segments carry a header of their own; a composition may show only part of its
  /// object.
  @Test func supHeadersAndCropsAreRead() throws {
    var decoder = PGSDecoder()
    let set = PGSWriter.show(
      PGSWriter.box(width: 40, height: 20), width: 40, height: 20, at: (5, 6), canvas: Self.canvas,
      crop: (10, 5, 8, 4), withHeaders: true)
    guard case .show(let picture, _)? = decoder.decode(set).first, let image = picture.pieces.first?.image
    else {
      Issue.record("a picture")
      return
    }
    #expect(image.width == 8 && image.height == 4)
    #expect(image.pixels.allSatisfy { $0 == PixelImage.pixel(red: 255, green: 255, blue: 255, alpha: 255) })
  }

  /// Damaged input shows nothing and breaks nothing: cut short anywhere, or noise.
  @Test func damagedSetsShowNothing() {
    let set = PGSWriter.show(
      PGSWriter.box(width: 30, height: 12), width: 30, height: 12, at: (1, 1), canvas: Self.canvas)
    for length in stride(from: 0, to: set.count - 1, by: 7) {
      var decoder = PGSDecoder()
      let outputs = decoder.decode(Array(set.prefix(length)))
      #expect(!outputs.contains { if case .show = $0 { true } else { false } }, "cut at \(length)")
    }
    // Bytes no encoder wrote, the same each run; segment types among them.
    var decoder = PGSDecoder()
    for run in 0..<200 {
      let noise = (0..<(run * 37 % 400)).map {
        UInt8(truncatingIfNeeded: ($0 + run * 401) &* 2_654_435_761 >> 11)
      }
      _ = decoder.decode(noise)
      _ = decoder.decode([0x16, 0, 11, 1, 64, 0, 240, 0x10, 0, 0, 0x80, 0, 0, 1] + noise + [0x80, 0, 0])
    }
  }

  /// A picture lasts until the next set ends it, however long that is; a picture without an
  /// end lasts at most a minute, as text lasts five seconds.
  @Test func picturesLastUntilTheNextSet() throws {
    let image = try #require(PixelImage(width: 1, height: 1, pixels: [0xFFFF_FFFF]))
    let picture = SubtitlePicture(
      canvas: Size(width: 10, height: 10), pieces: [.init(image: image, origin: .zero)])
    var cues = SubtitleCues()
    cues.insert(SubtitleCue(start: 1, end: nil, picture: picture))
    #expect(cues.shown(at: 30).count == 1 && cues.shown(at: 61.5).isEmpty)
    cues.endPictures(at: 3)
    #expect(cues.shown(at: 2.9).first?.picture == picture && cues.shown(at: 3).isEmpty)
    cues.insert(SubtitleCue(start: 1, end: nil, picture: picture))
    #expect(cues.cues.count == 1, "read again after a seek, it is the same cue")
  }

  /// The picture is drawn scaled as the video is, where its stream puts it; while the controls
  /// show it rises only as far as it would reach under the bar.
  @Test func picturesAreScaledWithTheVideoAndRiseAboveTheBar() throws {
    let image = try #require(
      PixelImage(width: 200, height: 40, pixels: Array(repeating: 0xFFFF_FFFF, count: 8000)))
    let low = SubtitlePicture(
      canvas: Size(width: 320, height: 240), pieces: [.init(image: image, origin: Point(x: 60, y: 180))])
    let block = try #require(
      SubtitleBlock([SubtitleCue(start: 0, end: 1, picture: low)], style: SubtitleStyle()))
    #expect(block.markup.isEmpty && block.pictures == [low])
    // A 4:3 picture in a 640 × 360 player: 480 × 360, from x 80.
    let layout = OverlayLayout(size: Size(width: 640, height: 360))
    let scene = block.scene(
      in: layout, videoSize: Size(width: 320, height: 240), measurer: FixedWidthMeasurer())
    #expect(scene.size == Size(width: 480, height: 360))
    guard case .image(_, let frame)? = scene.items.first else {
      Issue.record("the picture drawn")
      return
    }
    #expect(frame == Rect(x: 90, y: 270, width: 300, height: 60))
    let hidden = block.origin(
      of: scene.size, in: layout, videoSize: Size(width: 320, height: 240), controlsOpacity: 0)
    #expect(hidden == Point(x: 80, y: 0))
    let shown = block.origin(
      of: scene.size, in: layout, videoSize: Size(width: 320, height: 240), controlsOpacity: 1)
    #expect(shown.x == 80 && abs(shown.y + frame.maxY - (layout.bar.minY - 4 * layout.unit)) < 1e-9)
    let high = SubtitlePicture(
      canvas: Size(width: 320, height: 240), pieces: [.init(image: image, origin: Point(x: 60, y: 10))])
    let top = try #require(
      SubtitleBlock([SubtitleCue(start: 0, end: 1, picture: high)], style: SubtitleStyle()))
    #expect(
      top.origin(of: scene.size, in: layout, videoSize: Size(width: 320, height: 240), controlsOpacity: 1).y
        == 0)
    #expect(low.summary == "picture 200×40 at 60,180 of 320×240")
  }
}
