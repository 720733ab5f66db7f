import PlayheadCore
import Testing

/// What a person can pass is checked one way: a throwing initialiser with a typed error that
/// names what was wrong; numbers out of range are clamped, as the seeds clamp them.
@Suite struct ValueValidationTests {
  @Test func coloursParseOrSayWhy() throws {
    #expect(try Color(hex: "#1a73e8") == Color(rgb: 0x1a73e8))
    #expect(try Color(hex: "f00") == Color(rgb: 0xff0000))
    #expect(try Color(hex: "#00000080").alpha == 128.0 / 255)
    for bad in ["", "#12", "#12345", "#gggggg", "blue"] {
      #expect(throws: ColorError.invalidHex(bad)) { try Color(hex: bad) }
    }
    #expect(Color(red: 2, green: -1, blue: .nan, alpha: 0.5) == Color(red: 1, green: 0, blue: 0, alpha: 0.5))
  }

  @Test func fontDescriptionsParseOrSayWhy() throws {
    #expect(try Font(description: "DejaVu Sans Bold 32") == Font(name: "DejaVu Sans Bold", size: 32))
    #expect(try Font(description: "Serif").size == 12)
    #expect(throws: FontError.noName("32")) { try Font(description: "32") }
    #expect(throws: FontError.invalidSize("Sans -3")) { try Font(description: "Sans -3") }
    #expect(Font(name: "Sans", size: .infinity).size == 12)
  }

  @Test func masksNeedOneBytePerPixel() throws {
    #expect(try AlphaMask(width: 2, height: 1, alpha: [255, 0]).alpha == [255, 0])
    #expect(throws: AlphaMaskError.sizeMismatch(width: 2, height: 2, byteCount: 3)) {
      try AlphaMask(width: 2, height: 2, alpha: [1, 2, 3])
    }
    #expect(throws: AlphaMaskError.self) { try AlphaMask(width: 0, height: 1, alpha: []) }
  }
}
