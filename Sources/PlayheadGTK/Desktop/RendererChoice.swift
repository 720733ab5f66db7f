import Foundation

/// Which of GTK's renderers draws the player, chosen before GTK starts. GTK 4.8 takes its GL
/// renderer whenever GL works, and on a machine without a GPU GL is Mesa's software rasteriser
/// (llvmpipe): then every frame is drawn in software twice over, once by Cairo and once by the
/// software "GPU". There the Cairo renderer costs half the CPU with the controls shown, and with
/// GDK's GL turned off too (`GDK_DEBUG=gl-disable`, so GDK does not load EGL, Mesa and LLVM to
/// pick a visual) GTK starts in about 35 ms instead of 250 and the player needs far less memory
/// (`docs/performance.md` has the figures). So without a GPU render node the player asks for
/// both. A `GSK_RENDERER` the person set is always kept, and so is their `GDK_DEBUG`.
enum RendererChoice {
  /// The environment variables to set, none to leave GTK's own choice: without a renderer in
  /// `environment` and without a render node among `deviceNames` (the entries of `/dev/dri`),
  /// GTK's Cairo renderer, and GDK's GL turned off unless `GDK_DEBUG` is already set.
  static func settings(environment: [String: String], deviceNames: [String]) -> [String: String] {
    guard environment["GSK_RENDERER"] == nil, !deviceNames.contains(where: { $0.hasPrefix("renderD") }) else {
      return [:]
    }
    var settings = ["GSK_RENDERER": "cairo"]
    if environment["GDK_DEBUG"] == nil { settings["GDK_DEBUG"] = "gl-disable" }
    return settings
  }

  /// Sets this process's environment as `settings(environment:deviceNames:)` says. Has no effect
  /// once GTK has started.
  static func apply() {
    let devices = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")) ?? []
    for (name, value) in settings(environment: ProcessInfo.processInfo.environment, deviceNames: devices) {
      setenv(name, value, 0)
    }
  }
}
