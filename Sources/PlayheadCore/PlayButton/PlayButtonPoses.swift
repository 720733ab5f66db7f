/// Every pose's glyph for one style and appearance, and which poses the choreography joins.
struct PlayButtonPoses: Sendable {
  private var glyphs: [PlayButtonPose: Glyph] = [:]
  private var neighbours: [PlayButtonPose: [PlayButtonPose]] = [:]
  /// The farthest any corner moves in one step between neighbouring poses of the choreography
  /// (the replay glyph's legs take as many steps as they need at that pace): the unit of
  /// `Glyph.distance(to:stepLength:)`.
  private(set) var stepLength = 1.0

  /// The length of the bars, in design units.
  static let barLength = 20.0
  /// The design centre.
  static let center = 22.0

  init(style: PlayButton.Style, appearance: PlayButtonAppearance) {
    let shapes = PlayButtonShapes(appearance: appearance)
    let quarterTurn = Double.pi / 2
    let replay = shapes.replay
    glyphs[.replay] = Glyph(replay.bar, replay.triangle, palette: 0)
    switch style {
    case .classic:
      glyphs.merge([
        .triangle: Glyph(shapes.triangle, palette: 0),
        .horizontalBar: Glyph(shapes.bar, palette: 0),
        .verticalBar: Glyph(shapes.bar, rotation: quarterTurn, palette: 1),
        .bars: Glyph(
          shapes.bar.offsetBy(Point(x: 0, y: -shapes.barSpacing)),
          shapes.bar.offsetBy(Point(x: 0, y: shapes.barSpacing)),
          rotation: quarterTurn, palette: 1),
        .square: Glyph(shapes.square, palette: 1),
        .squareTurned: Glyph(shapes.square, rotation: quarterTurn, palette: 1),
        .dotRight: Glyph(shapes.dot(atRight: true), palette: 0),
        .dotLeft: Glyph(shapes.dot(atRight: false), palette: 0),
      ]) { $1 }
      connect([
        (.triangle, .horizontalBar), (.horizontalBar, .verticalBar), (.verticalBar, .bars),
        (.verticalBar, .squareTurned), (.triangle, .square), (.horizontalBar, .square),
        (.horizontalBar, .dotRight), (.horizontalBar, .dotLeft),
      ])
    case .split:
      let bars = shapes.verticalBars
      let triangle = shapes.triangleHalves
      let square = shapes.squareHalves
      let bar = shapes.barHalves
      glyphs.merge([
        .triangle: Glyph(triangle.left, triangle.right, palette: 0),
        .horizontalBar: Glyph(bar.left, bar.right, palette: 0),
        .bars: Glyph(bars.left, bars.right, palette: 1),
        .square: Glyph(square.left, square.right, palette: 1),
        .dotRight: Glyph(shapes.dot(atRight: true), palette: 0),
        .dotLeft: Glyph(shapes.dot(atRight: false), palette: 0),
      ]) { $1 }
      connect([
        (.triangle, .bars), (.triangle, .square), (.bars, .square), (.triangle, .horizontalBar),
        (.bars, .horizontalBar), (.square, .horizontalBar), (.horizontalBar, .dotRight),
        (.horizontalBar, .dotLeft),
      ])
    }
    // The end comes from playing (pause), stopped or paused.
    join([(.replay, .triangle), (.replay, .bars), (.replay, .square)])
  }

  /// The glyph of a pose this style has.
  func glyph(_ pose: PlayButtonPose) -> Glyph {
    guard let glyph = glyphs[pose] else { preconditionFailure("\(pose) is not a pose of this style") }
    return glyph
  }

  /// The shortest chain of poses from `start` (excluded) to any pose showing `mode` at rest;
  /// empty when `start` already does.
  func route(from start: PlayButtonPose, to mode: PlayButton.Mode) -> [PlayButtonPose] {
    let goals = PlayButtonPose.resting(mode)
    if goals.contains(start) { return [] }
    var previous: [PlayButtonPose: PlayButtonPose] = [start: start]
    var queue = [start]
    var head = 0
    while head < queue.count {
      let pose = queue[head]
      head += 1
      // The replay glyph is an end, never a way between two others.
      for next in neighbours[pose, default: []]
      where previous[next] == nil && (next != .replay || mode == .replay) {
        previous[next] = pose
        if goals.contains(next) {
          var chain = [next]
          while let before = previous[chain[0]], before != start { chain.insert(before, at: 0) }
          return chain
        }
        queue.append(next)
      }
    }
    preconditionFailure("every pose reaches every mode")
  }

  /// How many steps' time it takes to go from `glyph` to `pose` at no more than a step's pace.
  func steps(from glyph: Glyph, to pose: PlayButtonPose) -> Double {
    glyph.distance(to: self.glyph(pose), stepLength: stepLength)
  }

  /// How many steps' time the leg from `start` to its neighbour `end` takes: one, or more for a
  /// leg longer than a step (into and out of the replay glyph).
  func legSteps(from start: PlayButtonPose, to end: PlayButtonPose) -> Double {
    max(1, glyph(start).distance(to: glyph(end), stepLength: stepLength))
  }

  /// Joins the choreography's poses; its longest leg sets the step length.
  private mutating func connect(_ edges: [(PlayButtonPose, PlayButtonPose)]) {
    join(edges)
    stepLength = edges.map { glyph($0).farthestCornerMove(to: glyph($1)) }.max() ?? 1
  }

  /// Joins poses without changing the step length.
  private mutating func join(_ edges: [(PlayButtonPose, PlayButtonPose)]) {
    for (a, b) in edges {
      neighbours[a, default: []].append(b)
      neighbours[b, default: []].append(a)
    }
  }
}
