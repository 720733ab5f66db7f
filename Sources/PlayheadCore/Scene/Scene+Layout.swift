extension Scene {
  /// The scene moved right by `dx` and down by `dy`, with the same size.
  public func offsetBy(dx: Double, dy: Double) -> Scene {
    Scene(size: size, items: items.map { $0.offsetBy(dx: dx, dy: dy) })
  }

  /// Scenes side by side, left to right, `spacing` apart, in one scene as tall as the tallest.
  public static func filmstrip(_ frames: [Scene], spacing: Double = 0) -> Scene {
    var x = 0.0
    var items: [SceneItem] = []
    var height = 0.0
    for frame in frames {
      items += frame.offsetBy(dx: x, dy: 0).items
      x += frame.size.width + spacing
      height = max(height, frame.size.height)
    }
    return Scene(size: Size(width: max(x - spacing, 0), height: height), items: items)
  }
}

extension SceneItem {
  /// The item moved right by `dx` and down by `dy`: paths, clips, frames and gradient lines.
  public func offsetBy(dx: Double, dy: Double) -> SceneItem {
    let move = AffineTransform.translation(x: dx, y: dy)
    switch self {
    case .fill(let path, let paint):
      return .fill(path.applying(move), paint.offsetBy(dx: dx, dy: dy))
    case .stroke(let path, let paint, let style):
      return .stroke(path.applying(move), paint.offsetBy(dx: dx, dy: dy), style)
    case .text(var run):
      run.frame.origin = run.frame.origin + Point(x: dx, y: dy)
      run.paint = run.paint.offsetBy(dx: dx, dy: dy)
      if let outline = run.outline { run.outline?.paint = outline.paint.offsetBy(dx: dx, dy: dy) }
      return .text(run)
    case .mask(let mask, let frame, let paint):
      var moved = frame
      moved.origin = frame.origin + Point(x: dx, y: dy)
      return .mask(mask, frame: moved, paint: paint.offsetBy(dx: dx, dy: dy))
    case .image(let image, let frame):
      return .image(image, frame: frame.offsetBy(dx: dx, dy: dy))
    case .group(var group):
      group.clip = group.clip?.applying(move)
      // The cached pixels were drawn in place; the moved group must be drawn afresh.
      group.cacheKey = nil
      group.items = group.items.map { $0.offsetBy(dx: dx, dy: dy) }
      return .group(group)
    }
  }
}

extension Paint {
  /// The paint moved right by `dx` and down by `dy` (a gradient's line moves; a colour stays).
  public func offsetBy(dx: Double, dy: Double) -> Paint {
    guard case .linearGradient(var gradient) = self else { return self }
    gradient.start = gradient.start + Point(x: dx, y: dy)
    gradient.end = gradient.end + Point(x: dx, y: dy)
    return .linearGradient(gradient)
  }
}
