import Testing

@testable import PlayheadGTK

@Suite struct RendererChoiceTests {
  let cairoWithoutGL = ["GSK_RENDERER": "cairo", "GDK_DEBUG": "gl-disable"]

  @Test func cairoWithoutAGPUAndGTKsOwnChoiceWithOne() {
    #expect(RendererChoice.settings(environment: [:], deviceNames: []) == cairoWithoutGL)
    #expect(
      RendererChoice.settings(environment: [:], deviceNames: ["card0"]) == cairoWithoutGL, "no render node")
    #expect(RendererChoice.settings(environment: [:], deviceNames: ["card0", "renderD128"]).isEmpty)
  }

  @Test func whatThePersonSetIsKept() {
    #expect(RendererChoice.settings(environment: ["GSK_RENDERER": "gl"], deviceNames: []).isEmpty)
    #expect(
      RendererChoice.settings(environment: ["GSK_RENDERER": "cairo"], deviceNames: ["renderD128"]).isEmpty)
    #expect(
      RendererChoice.settings(environment: ["GDK_DEBUG": "events"], deviceNames: []) == [
        "GSK_RENDERER": "cairo"
      ])
  }
}
