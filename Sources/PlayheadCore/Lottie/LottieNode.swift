/// A scene item at one instant as Lottie's shapes say it: a fill or a stroke of sub-paths in
/// solid colour or a linear gradient, or a group of them at an opacity. Text is already its
/// glyphs' outlines.
indirect enum LottieNode: Sendable {
  /// The inside of the sub-paths, by the non-zero rule.
  case fill([LottieBezier], Paint)
  /// The outline of the sub-paths.
  case stroke([LottieBezier], Paint, StrokeStyle)
  /// Items together at an opacity.
  case group(opacity: Double, [LottieNode])

  /// How far a colour channel or an opacity (0…1) may stray between keyframes: half a step of
  /// eight bits.
  static let colorTolerance = 0.5 / 255

  /// Whether Lottie's shapes alone say `item`: a fill, a stroke, text (as outlines), a group of
  /// them neither clipped nor punched out.
  static func isShape(_ item: SceneItem) -> Bool {
    switch item {
    case .fill, .stroke, .text: true
    case .group(let group): group.clip == nil && group.blend == .normal && group.items.allSatisfy(isShape)
    case .mask, .image: false
    }
  }

  /// The nodes of `items` (each `isShape`), back to front, text outlined by `outliner`.
  static func nodes(of items: [SceneItem], outliner: (any TextOutlining)?) throws(LottieExportError)
    -> [LottieNode]
  {
    var nodes: [LottieNode] = []
    for item in items {
      switch item {
      case .fill(let path, let paint): nodes.append(.fill(LottieBezier.beziers(of: path), paint))
      case .stroke(let path, let paint, let style):
        nodes.append(.stroke(LottieBezier.beziers(of: path), paint, style))
      case .text(let run):
        guard let outliner else { throw .textWithoutOutliner }
        let glyphs = LottieBezier.beziers(of: outliner.outline(of: run))
        if let outline = run.outline {
          nodes.append(.stroke(glyphs, outline.paint, StrokeStyle(width: outline.width, join: .round)))
        }
        nodes.append(.fill(glyphs, run.paint))
      case .group(let group):
        nodes.append(
          .group(opacity: group.opacity, try LottieNode.nodes(of: group.items, outliner: outliner)))
      case .mask, .image: break
      }
    }
    return nodes
  }

  /// What must match between two instants for keyframes to blend them: the kinds, the vertex
  /// counts and closings of the sub-paths, the kinds of paint, the line caps and joins.
  var structure: [String] {
    switch self {
    case .fill(let beziers, let paint): ["fill", Self.structure(of: paint)] + beziers.map(Self.structure)
    case .stroke(let beziers, let paint, let style):
      ["stroke \(style.cap) \(style.join)", Self.structure(of: paint)] + beziers.map(Self.structure)
    case .group(_, let nodes): ["group \(nodes.count)"] + nodes.flatMap(\.structure)
    }
  }

  private static func structure(of bezier: LottieBezier) -> String {
    "\(bezier.vertices.count)\(bezier.isClosed ? "c" : "o")"
  }

  private static func structure(of paint: Paint) -> String {
    switch paint {
    case .solid: "solid"
    case .linearGradient(let gradient): "gradient \(gradient.stops.count)"
    }
  }

  /// The animatable properties, in the order `shape(properties:)` takes them.
  func collect(into properties: inout [LottieProperty]) {
    switch self {
    case .fill(let beziers, let paint), .stroke(let beziers, let paint, _):
      for bezier in beziers {
        properties.append(
          LottieProperty(
            kind: .bezier(isClosed: bezier.isClosed, vertexCount: bezier.vertices.count),
            values: bezier.coordinates, tolerance: LottieExporter.lengthTolerance))
      }
      Self.collect(paint, into: &properties)
      if case .stroke(_, _, let style) = self {
        properties.append(
          LottieProperty(kind: .scalar, values: [style.width], tolerance: LottieExporter.lengthTolerance))
      }
    case .group(let opacity, let nodes):
      properties.append(
        LottieProperty(kind: .scalar, values: [opacity * 100], tolerance: Self.colorTolerance * 100))
      for node in nodes { node.collect(into: &properties) }
    }
  }

  private static func collect(_ paint: Paint, into properties: inout [LottieProperty]) {
    switch paint {
    case .solid(let color):
      properties.append(
        LottieProperty(
          kind: .vector, values: [color.red, color.green, color.blue], tolerance: colorTolerance))
      properties.append(
        LottieProperty(kind: .scalar, values: [color.alpha * 100], tolerance: colorTolerance * 100))
    case .linearGradient(let gradient):
      let length = LottieExporter.lengthTolerance
      properties.append(
        LottieProperty(kind: .vector, values: [gradient.start.x, gradient.start.y], tolerance: length))
      properties.append(
        LottieProperty(kind: .vector, values: [gradient.end.x, gradient.end.y], tolerance: length))
      let colors = gradient.stops.flatMap { [$0.location, $0.color.red, $0.color.green, $0.color.blue] }
      let alphas = gradient.stops.flatMap { [$0.location, $0.color.alpha] }
      properties.append(LottieProperty(kind: .vector, values: colors + alphas, tolerance: colorTolerance))
    }
  }

  /// The Lottie shape item, its properties taken in turn from `properties` (as `collect` lists
  /// them, each already a property object). Lottie draws a list's first item on top, so a
  /// group's items go in reverse, its transform last.
  func shape(properties: inout IndexingIterator<[LottieJSON]>) -> LottieJSON {
    switch self {
    case .fill(let beziers, let paint), .stroke(let beziers, let paint, _):
      var items: [LottieJSON] = beziers.indices.map { _ in
        .object(["ty": .string("sh"), "ks": properties.next()!])
      }
      items.append(Self.paintItem(paint, stroke: strokeStyle, properties: &properties))
      items.append(LottieShapes.identityTransform(opacity: LottieShapes.constant(.number(100))))
      return .object(["ty": .string("gr"), "it": .array(items)])
    case .group(_, let nodes):
      let opacity = properties.next()!
      var items = nodes.map { $0.shape(properties: &properties) }.reversed() as [LottieJSON]
      items.append(LottieShapes.identityTransform(opacity: opacity))
      return .object(["ty": .string("gr"), "it": .array(items)])
    }
  }

  private var strokeStyle: StrokeStyle? {
    if case .stroke(_, _, let style) = self { return style }
    return nil
  }

  /// A fill (`fl`, `gf`) or stroke (`st`, `gs`) item for `paint`.
  private static func paintItem(
    _ paint: Paint, stroke: StrokeStyle?, properties: inout IndexingIterator<[LottieJSON]>
  ) -> LottieJSON {
    var members: [LottieJSON.Member] = []
    switch paint {
    case .solid:
      members.append(.init(key: "ty", value: .string(stroke == nil ? "fl" : "st")))
      members.append(.init(key: "c", value: properties.next()!))
      members.append(.init(key: "o", value: properties.next()!))
    case .linearGradient(let gradient):
      members.append(.init(key: "ty", value: .string(stroke == nil ? "gf" : "gs")))
      members.append(.init(key: "s", value: properties.next()!))
      members.append(.init(key: "e", value: properties.next()!))
      members.append(.init(key: "t", value: .number(1)))
      members.append(
        .init(
          key: "g",
          value: .object(["p": .number(Double(gradient.stops.count)), "k": properties.next()!])))
      members.append(.init(key: "o", value: LottieShapes.constant(.number(100))))
    }
    if let stroke {
      members.append(.init(key: "w", value: properties.next()!))
      members.append(.init(key: "lc", value: .number(LottieShapes.cap(stroke.cap))))
      members.append(.init(key: "lj", value: .number(LottieShapes.join(stroke.join))))
      members.append(.init(key: "ml", value: .number(10)))
    } else {
      members.append(.init(key: "r", value: .number(1)))
    }
    return .object(members)
  }
}
