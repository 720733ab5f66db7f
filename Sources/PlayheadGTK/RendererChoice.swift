import Foundation

/// Which of GTK's renderers draws the player, chosen before GTK starts. GTK 4.8 takes its GL
/// renderer whenever GL works, and on a machine without a GPU GL is Mesa's software rasteriser
/// (llvmpipe): then every frame is drawn in software twice over, once by Cairo and once by the
/// software "GPU". There the Cairo renderer costs half the CPU with the controls shown, a third
/// less memory, and reaches the first frame sooner (`docs/architecture.md` has the figures), so
/// without a GPU render node the player asks GTK for Cairo. A `GSK_RENDERER` the person set is
/// always kept.
enum RendererChoice {
  /// The renderer to ask for, or `nil` to leave GTK's own choice: `"cairo"` when `environment`
  /// names no renderer and `deviceNames` (the entries of `/dev/dri`) hold no render node.
  static func renderer(environment: [String: String], deviceNames: [String]) -> String? {
    guard environment["GSK_RENDERER"] == nil else { return nil }
    return deviceNames.contains { $0.hasPrefix("renderD") } ? nil : "cairo"
  }

  /// Sets `GSK_RENDERER` for this process as `renderer(environment:deviceNames:)` says. Has no
  /// effect once GTK has started.
  static func apply() {
    let devices = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")) ?? []
    guard let renderer = renderer(environment: ProcessInfo.processInfo.environment, deviceNames: devices)
    else {
      return
    }
    setenv("GSK_RENDERER", renderer, 0)
  }
}
