import ArgumentParser
import PlayheadCore
import Testing

@testable import playhead

/// Sizes on the command line read and print as people type them.
@Suite struct ArgumentsTests {
  @Test func sizesShowAsTyped() {
    #expect(Size(width: 1280, height: 720).defaultValueDescription == "1280x720")
    #expect(Size(width: 88.5, height: 40).defaultValueDescription == "88.5x40")
  }

  @Test func theWindowSizeDefaultReadsAsTyped() {
    let help = Play.helpMessage(columns: 300)
    #expect(help.contains("(default: the size it was last closed at, else 1280x720)"), "\(help)")
  }

  @Test(arguments: ["1280x720", "88.5X40"])
  func typedSizesParse(typed: String) throws {
    let size = try #require(Size(argument: typed))
    #expect(Size(argument: size.defaultValueDescription) == size)
  }

  @Test(arguments: ["1280", "0x10", "10x9000", "axb", "1x2x3"])
  func badSizesDoNotParse(typed: String) {
    #expect(Size(argument: typed) == nil)
  }
}
