import Foundation
import PlayheadCairo
import PlayheadCore

/// The PlayButton's frame beside a plain C Cairo program drawing the same paths
/// (`CairoBaseline/baseline.c`), for `make bench` (`controls_vs_c.py`).
///
/// - `RenderVersusC paths FILE` writes the scene — the PlayButton 88×88 halfway from play to
///   pause, the frame `PlayheadBenchmarks` renders — as the commands `baseline.c` reads: `group
///   OPACITY`, `fill R G B A`, then `M x y`, `L x y`, `C x1 y1 x2 y2 x y`, `Z`, `endpath`, and
///   `endgroup`.
/// - `RenderVersusC time` prints `scene NS` and `render NS`: nanoseconds per `PlayButton.scene`
///   and per `SceneRenderer.draw` of that scene into one reused 176×176 image (scale 2, cleared
///   each time), each the median of 21 batches.
let size = Size(width: 88, height: 88)
let time = 0.3
var button = PlayButton(mode: .play)
button.setMode(.pause, at: 0)
let scene = button.scene(in: size, at: time)

/// Nanoseconds per call of `body`, the median over batches of `count` calls.
func nanoseconds(count: Int = 2000, _ body: (Int) -> Void) -> Double {
  for index in 0..<count { body(index) }
  let batches = (0..<21).map { _ in
    let start = DispatchTime.now().uptimeNanoseconds
    for index in 0..<count { body(index) }
    return Double(DispatchTime.now().uptimeNanoseconds - start) / Double(count)
  }
  return batches.sorted()[batches.count / 2]
}

/// The scene's items as `baseline.c`'s commands; only what a PlayButton draws (groups without a
/// clip, solid fills) is written.
func commands(_ items: [SceneItem]) -> [String] {
  items.flatMap { item -> [String] in
    switch item {
    case .group(let group):
      precondition(group.clip == nil && group.blend == .normal, "baseline.c draws plain groups only")
      return ["group \(group.opacity)"] + commands(group.items) + ["endgroup"]
    case .fill(let path, .solid(let color)):
      return ["fill \(color.red) \(color.green) \(color.blue) \(color.alpha)"] + commands(path)
    default:
      preconditionFailure("baseline.c draws groups and solid fills only: \(item)")
    }
  }
}

func commands(_ path: Path) -> [String] {
  path.elements.map { element in
    switch element {
    case .move(let point): "M \(point.x) \(point.y)"
    case .line(let point): "L \(point.x) \(point.y)"
    case .curve(let point, let control1, let control2):
      "C \(control1.x) \(control1.y) \(control2.x) \(control2.y) \(point.x) \(point.y)"
    case .closeSubpath: "Z"
    case .quadCurve: preconditionFailure("a PlayButton's paths have no quadratic curves")
    }
  } + ["endpath"]
}

switch CommandLine.arguments.dropFirst().first {
case "paths":
  let lines = ["size \(size.width) \(size.height) 2"] + commands(scene.items)
  try (lines.joined(separator: "\n") + "\n").write(
    toFile: CommandLine.arguments[2], atomically: true, encoding: .utf8)
case "time":
  let sceneTime = nanoseconds { index in
    withExtendedLifetime(button.scene(in: size, at: time + Double(index % 7) * 1e-4)) {}
  }
  let image = try ImageSurface(width: 176, height: 176)
  let renderTime = nanoseconds { _ in try! SceneRenderer.draw(scene, into: image, scale: 2) }
  print("scene \(sceneTime)\nrender \(renderTime)")
default:
  FileHandle.standardError.write(Data("usage: RenderVersusC paths FILE | time\n".utf8))
  exit(2)
}
