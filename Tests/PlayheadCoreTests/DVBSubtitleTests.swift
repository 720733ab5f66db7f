import PlayheadCore
import PlayheadCoreTesting
import Testing

/// Television's bitmap subtitles (DVB): a page of regions, coloured by their tables, drawn from
/// run-length coded objects in two fields, for at most the page's time-out.
@Suite struct DVBSubtitleTests {
  static let white = PixelImage.pixel(red: 255, green: 255, blue: 255, alpha: 255)
  static let black = PixelImage.pixel(red: 0, green: 0, blue: 0, alpha: 255)
  /// Entries 1 white, 2 black and 3 half-clear black, full range; 0 clear.
  static let colours: [DVBWriter.Entry] = [
    (0, 16, 128, 128, 255, true), (1, 235, 128, 128, 0, true), (2, 16, 128, 128, 0, true),
    (3, 16, 128, 128, 127, true),
  ]

  /// The page's region shows where the page puts it, on the display the stream defines, for
  /// the page's time-out; an empty page clears it.
  @Test func aPageShowsItsRegionForItsTimeOut() throws {
    var decoder = DVBSubtitleDecoder()
    let codes = (0..<12).flatMap { y in (0..<20).map { x -> UInt8 in y < 2 || x < 2 ? 2 : 1 } }
    let packet = DVBWriter.page(
      codes, width: 20, height: 12, at: (60, 180), depth: 8, stringBits: 8, colours: Self.colours,
      display: (320, 240), timeout: 5)
    guard case .show(let picture, let timeout)? = decoder.decode(packet).first else {
      Issue.record("a picture")
      return
    }
    #expect(timeout == 5 && picture.canvas == Size(width: 320, height: 240))
    let piece = try #require(picture.pieces.first)
    #expect(piece.origin == Point(x: 60, y: 180) && piece.image.width == 20 && piece.image.height == 12)
    let expected = codes.map { $0 == 1 ? Self.white : Self.black }
    #expect(piece.image.pixels == expected)
    #expect(decoder.decode(DVBWriter.clear()) == [.clear])
  }

  /// Every run form of the 2-, 4- and 8-bit strings reads back, in regions of their own depth
  /// and mapped into deeper ones (by the standard's tables, or the object's own); short table
  /// entries and the default table are read; the top field serves both when the bottom is
  /// empty.
  @Test(
    arguments: [
      (2, 2, nil), (4, 4, nil), (8, 8, nil), (2, 4, nil), (2, 8, nil), (4, 8, nil),
      (2, 4, [0, 1, 2, 3] as [UInt8]),
    ] as [(Int, Int, [UInt8]?)])
  func everyStringFormReadsBack(stringBits: Int, depth: Int, mapTable: [UInt8]?) throws {
    let most = (1 << stringBits) - 1
    // Runs of 1 to 300 of each code, zeros among them, in one long line, then each short form.
    var line: [UInt8] = []
    for length in [1, 2, 3, 4, 5, 7, 8, 9, 11, 12, 20, 25, 27, 28, 29, 100, 280, 284, 300] {
      line += Array(repeating: UInt8(length % (most + 1)), count: length)
      line += Array(repeating: 0, count: length % 5 + 1)
    }
    let width = line.count
    let codes = line + line.reversed()
    let table: [UInt8] =
      mapTable
      ?? (stringBits == depth
        ? Array(0...UInt8(most))
        : stringBits == 2 && depth == 4
          ? [0, 7, 8, 15]
          : stringBits == 2 ? [0, 0x77, 0x88, 0xFF] : (0..<16).map { UInt8($0 * 0x11) })
    // A grey per code the region sees (0 clear), in the short form for odd codes.
    let colours = Set(table).map { code -> DVBWriter.Entry in
      (code, code == 0 ? 16 : 40 + code / 2, 128, 128, code == 0 ? 255 : 0, code % 2 == 0)
    }
    var decoder = DVBSubtitleDecoder()
    let packet = DVBWriter.page(
      codes, width: width, height: 2, at: (0, 0), depth: depth, stringBits: stringBits, colours: colours,
      mapTable: mapTable)
    guard case .show(let picture, _)? = decoder.decode(packet).first, let image = picture.pieces.first?.image
    else {
      Issue.record("a picture")
      return
    }
    #expect(picture.canvas == Size(width: 720, height: 576), "the display without a definition")
    let colour = { (code: UInt8) -> UInt32 in
      let mapped = table[Int(code)]
      guard let entry = colours.first(where: { $0.code == mapped }), mapped != 0 else { return 0 }
      let y = entry.isFullRange ? entry.y : (entry.y >> 2) << 2
      let luma = Int((1.164 * (Double(y) - 16)).rounded())
      return PixelImage.pixel(red: luma, green: luma, blue: luma, alpha: 255)
    }
    let wrong = codes.indices.filter { image.pixels[$0] != colour(codes[$0]) }
    #expect(
      image.pixels.count == codes.count && wrong.isEmpty, "first wrong pixel \(wrong.first ?? -1) of \(width)"
    )

    let once = DVBWriter.page(
      Array(line + line), width: width, height: 2, at: (0, 0), depth: depth, stringBits: stringBits,
      colours: colours,
      mapTable: mapTable, fieldsApart: false)
    guard case .show(let doubled, _)? = decoder.decode(once).first, let rows = doubled.pieces.first?.image
    else {
      Issue.record("a picture from one field")
      return
    }
    #expect(Array(rows.pixels[width...]) == Array(rows.pixels[..<width]), "the bottom row is the top's")
  }

  /// A mode change forgets the regions: a page naming one not defined again shows nothing.
  /// Without a table of its own, a region takes the standard's default colours.
  @Test func aModeChangeForgetsAndDefaultsColour() throws {
    var decoder = DVBSubtitleDecoder()
    let shown = DVBWriter.page(
      [1, 1, 2, 2], width: 2, height: 2, at: (0, 0), depth: 2, stringBits: 2, colours: [], timeout: 3)
    guard case .show(let picture, 3)? = decoder.decode(shown).first, let image = picture.pieces.first?.image
    else {
      Issue.record("a picture in the default colours")
      return
    }
    #expect(image.pixels == [Self.white, Self.white, Self.black, Self.black])
    let forgotten: [UInt8] = [0x20, 0x00, 0x0F, 0x10, 0, 1, 0, 8, 0, 0x0B, 0, 0xFF, 0, 0, 0, 0, 0xFF]
    #expect(decoder.decode(forgotten) == [.clear])
  }

  /// A region and a display are at most 4096 pixels a side, and the regions hold no more than
  /// 4096 × 4096 together: a stream saying more is damaged, and is given no memory for it (a
  /// fuzzer's region of 65 535 × 65 535 asked for 4 GB).
  @Test func aRegionOrDisplayTooLargeIsLeftOut() throws {
    var decoder = DVBSubtitleDecoder()
    let codes = [UInt8](repeating: 1, count: 4097 * 2)
    let wide = DVBWriter.page(
      codes, width: 4097, height: 2, at: (0, 0), depth: 8, stringBits: 8, colours: Self.colours)
    #expect(decoder.decode(wide) == [.clear])
    let small = [UInt8](repeating: 1, count: 40 * 10)
    let huge = DVBWriter.page(
      small, width: 40, height: 10, at: (0, 0), depth: 8, stringBits: 8, colours: Self.colours,
      display: (40_000, 24))
    guard case .show(let picture, _)? = decoder.decode(huge).first else {
      Issue.record("the region shown on the display defined before")
      return
    }
    #expect(picture.canvas == Size(width: 720, height: 576))
  }

  /// Damaged packets show nothing wrong and break nothing: cut short anywhere, a packet shows
  /// at most the part of the picture it carried (each pixel the whole picture's, or clear);
  /// noise shows whatever it shows without trapping.
  @Test func damagedPacketsBreakNothing() throws {
    let codes = (0..<64).map { UInt8($0 % 3 + 1) }
    let packet = DVBWriter.page(
      codes, width: 16, height: 4, at: (2, 2), depth: 4, stringBits: 4, colours: Self.colours)
    var whole = DVBSubtitleDecoder()
    guard case .show(let full, _)? = whole.decode(packet).first, let fullImage = full.pieces.first?.image
    else {
      Issue.record("the whole packet's picture")
      return
    }
    for length in 0..<packet.count {
      var decoder = DVBSubtitleDecoder()
      for case .show(let picture, _) in decoder.decode(Array(packet.prefix(length))) {
        let image = try #require(picture.pieces.first?.image)
        #expect(image.width == fullImage.width && image.height == fullImage.height, "cut at \(length)")
        let wrong = zip(image.pixels, fullImage.pixels).filter { $0.0 != 0 && $0.0 != $0.1 }
        #expect(wrong.isEmpty, "cut at \(length): \(wrong.count) pixels not the picture's")
      }
    }
    var decoder = DVBSubtitleDecoder()
    for run in 0..<200 {
      let noise = (0..<(run * 37 % 400)).map {
        UInt8(truncatingIfNeeded: ($0 + run * 401) &* 2_654_435_761 >> 11)
      }
      _ = decoder.decode(noise)
      _ = decoder.decode([0x0F, 0x13, 0, 1, 1, 0] + noise)
      _ = decoder.decode(Array(packet.prefix(packet.count / 2)) + noise)
    }
  }
}
