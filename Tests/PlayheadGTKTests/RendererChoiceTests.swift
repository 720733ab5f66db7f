import Testing

@testable import PlayheadGTK

@Suite struct RendererChoiceTests {
  @Test func cairoWithoutAGPUAndGTKsOwnChoiceWithOne() {
    #expect(RendererChoice.renderer(environment: [:], deviceNames: []) == "cairo")
    #expect(
      RendererChoice.renderer(environment: [:], deviceNames: ["card0"]) == "cairo",
      "a display, no render node")
    #expect(RendererChoice.renderer(environment: [:], deviceNames: ["card0", "renderD128"]) == nil)
  }

  @Test func aRendererThePersonSetIsKept() {
    #expect(RendererChoice.renderer(environment: ["GSK_RENDERER": "gl"], deviceNames: []) == nil)
    #expect(
      RendererChoice.renderer(environment: ["GSK_RENDERER": "cairo"], deviceNames: ["renderD128"]) == nil)
  }
}
