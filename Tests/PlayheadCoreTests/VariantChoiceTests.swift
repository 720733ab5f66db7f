import PlayheadCore
import Testing

/// Which variants an adaptive stream's demuxer may fetch: any, the one chosen, or (after a
/// variant's segments failed) those below it.
@Suite struct VariantChoiceTests {
  let variants = [
    StreamVariant(bandwidth: 5_000_000, height: 1080, location: "1080.m3u8"),
    StreamVariant(bandwidth: 2_800_000, height: 720, location: "720.m3u8"),
    StreamVariant(bandwidth: 700_000, height: 360, location: "360.m3u8"),
  ]

  @Test func autoIsAnyUntilAVariantFails() {
    var choice = VariantChoice()
    #expect(choice.limits(among: variants) == nil)
    choice.chosen = variants[1]
    #expect(choice.limits(among: variants) == 2_800_000...2_800_000)
    // The chosen one fails: Auto below it.
    var isLeft = choice.setAside(variants[1], among: variants)
    #expect(isLeft && choice.chosen == nil && choice.limits(among: variants) == 0...700_000)
    // A higher one failing too changes nothing; the lowest failing leaves nothing.
    isLeft = choice.setAside(variants[0], among: variants)
    #expect(isLeft && choice.limits(among: variants) == 0...700_000)
    isLeft = choice.setAside(variants[2], among: variants)
    #expect(!isLeft)
    #expect(choice.failed.count == 3)
  }

  /// A choice made after a failure holds, the failed one too (a person may try it again).
  @Test func aChoiceHoldsOverFailures() {
    var choice = VariantChoice()
    let isLeft = choice.setAside(variants[0], among: variants)
    choice.chosen = variants[0]
    #expect(isLeft)
    #expect(choice.limits(among: variants) == 5_000_000...5_000_000)
  }
}
