import PlayheadCairo
import Testing

/// README.md's snippets compile (ReadmeSnippets.swift), and the controls' snippets run and draw.
@MainActor @Suite struct ReadmeTests {
  @Test func thePlayButtonSnippetDrawsAButton() async throws {
    let context = try ReadmeContext()
    try await context.snippetThePlayButtonFromSwift()
    #expect(context.image.pixels.contains { $0 >> 24 != 0 }, "something opaque was drawn")
  }

  @Test func theSeekAndMaskButtonSnippetDrawsAButton() async throws {
    let context = try ReadmeContext()
    try await context.snippetTheSeekButtonAndTheMaskButtonFromSwift()
    #expect(context.image.pixels.contains { $0 >> 24 != 0 }, "something opaque was drawn")
  }
}
