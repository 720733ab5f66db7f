/// A scene's items at one instant as Lottie's layers say them: shapes in a shape layer; a
/// group clipped to a path or at an opacity of its own as a precomposition with a mask; what a
/// group punches out (`destinationOut`) as an inverted alpha matte over the layers before it;
/// paint through an image mask as a shape layer under the image as alpha matte; pictures as
/// image layers.
indirect enum LottieLayerNode: Sendable {
  /// Shapes in one shape layer, back to front.
  case shapes([LottieNode])
  /// Layers composited together at an opacity, clipped to sub-paths when given.
  case composition(opacity: Double, clip: [LottieBezier]?, layers: [LottieLayerNode])
  /// `content` seen where `matte` is opaque (or, `isInverted`, where it is not).
  case matted(content: [LottieLayerNode], matte: [LottieLayerNode], isInverted: Bool)
  /// A picture (a PNG of `pixels` across and down) stretched over `frame`.
  case picture(png: [UInt8], pixels: Size, frame: Rect)

  /// The layers of `items`, back to front, text outlined by `outliner`.
  static func layers(of items: [SceneItem], outliner: (any TextOutlining)?) throws(LottieExportError)
    -> [LottieLayerNode]
  {
    var layers: [LottieLayerNode] = []
    var shapes: [SceneItem] = []
    for item in items {
      if LottieNode.isShape(item) {
        shapes.append(item)
        continue
      }
      if !shapes.isEmpty {
        layers.append(.shapes(try LottieNode.nodes(of: shapes, outliner: outliner)))
        shapes = []
      }
      switch item {
      case .group(let group) where group.blend == .destinationOut:
        let matte = try Self.layers(of: group.items, outliner: outliner)
        let faded: [LottieLayerNode] =
          group.opacity < 1 ? [.composition(opacity: group.opacity, clip: nil, layers: matte)] : matte
        layers = [.matted(content: layers, matte: faded, isInverted: true)]
      case .group(let group):
        layers.append(
          .composition(
            opacity: group.opacity, clip: group.clip.map(LottieBezier.beziers),
            layers: try Self.layers(of: group.items, outliner: outliner)))
      case .mask(let mask, let frame, let paint):
        let area = LottieBezier.beziers(of: Path(rect: frame))
        layers.append(
          .matted(
            content: [.shapes([.fill(area, paint)])],
            matte: [
              .picture(
                png: LottiePNG.data(of: mask),
                pixels: Size(width: Double(mask.width), height: Double(mask.height)),
                frame: frame)
            ], isInverted: false))
      case .image(let image, let frame):
        layers.append(
          .picture(
            png: LottiePNG.data(of: image),
            pixels: Size(width: Double(image.width), height: Double(image.height)),
            frame: frame))
      case .fill, .stroke, .text: break
      }
    }
    if !shapes.isEmpty { layers.append(.shapes(try LottieNode.nodes(of: shapes, outliner: outliner))) }
    return layers
  }

  /// What must match between two instants for keyframes to blend them.
  var structure: [String] {
    switch self {
    case .shapes(let nodes): ["shapes \(nodes.count)"] + nodes.flatMap(\.structure)
    case .composition(_, let clip, let layers):
      [
        "composition \(layers.count) clip \(clip.map { $0.map { "\($0.vertices.count)\($0.isClosed)" } } ?? [])"
      ]
        + layers.flatMap(\.structure)
    case .matted(let content, let matte, let isInverted):
      ["matted \(content.count) \(matte.count) \(isInverted)"] + content.flatMap(\.structure)
        + matte.flatMap(\.structure)
    case .picture(let png, let pixels, let frame): ["picture \(png.hashValue) \(pixels) \(frame)"]
    }
  }

  /// The animatable properties, in the order `layers(_:properties:)` takes them.
  func collect(into properties: inout [LottieProperty]) {
    switch self {
    case .shapes(let nodes): for node in nodes { node.collect(into: &properties) }
    case .composition(let opacity, let clip, let layers):
      properties.append(
        LottieProperty(kind: .scalar, values: [opacity * 100], tolerance: LottieNode.colorTolerance * 100))
      for bezier in clip ?? [] {
        properties.append(
          LottieProperty(
            kind: .bezier(isClosed: bezier.isClosed, vertexCount: bezier.vertices.count),
            values: bezier.coordinates, tolerance: LottieExporter.lengthTolerance))
      }
      for layer in layers { layer.collect(into: &properties) }
    case .matted(let content, let matte, _):
      for layer in content + matte { layer.collect(into: &properties) }
    case .picture: break
    }
  }

  /// The Lottie layers of `nodes` (back to front), top first as Lottie lists them.
  static func layers(_ nodes: [LottieLayerNode], in context: inout LottieLayerContext) -> [LottieJSON] {
    var layers: [LottieJSON] = []
    for node in nodes { layers = node.layers(in: &context) + layers }
    return layers
  }

  /// This node's Lottie layers, top first, its properties taken from `context`.
  private func layers(in context: inout LottieLayerContext) -> [LottieJSON] {
    switch self {
    case .shapes(let nodes):
      let shapes = nodes.map { $0.shape(properties: &context.properties) }.reversed() as [LottieJSON]
      return [context.layer(type: 4, ["shapes": .array(shapes)])]
    case .composition(_, let clip, let inner):
      let opacity = context.properties.next()!
      let masks: [LottieJSON] = (clip ?? []).map { _ in
        .object([
          "mode": .string("a"), "pt": context.properties.next()!,
          "o": LottieShapes.constant(.number(100)), "inv": .bool(false),
        ])
      }
      let layers = Self.layers(inner, in: &context)
      return [context.composition(of: layers, opacity: opacity, masks: masks)]
    case .matted(let content, let matte, let isInverted):
      let contentLayers = Self.layers(content, in: &context)
      let matteLayers = Self.layers(matte, in: &context)
      guard !contentLayers.isEmpty else { return [] }
      guard !matteLayers.isEmpty else { return isInverted ? contentLayers : [] }
      let shown = context.single(contentLayers).adding("tt", .number(isInverted ? 2 : 1))
      return [context.single(matteLayers).adding("td", .number(1)), shown]
    case .picture(let png, let pixels, let frame):
      let id = context.image(png, pixels: pixels)
      let scale = [frame.width / max(pixels.width, 1) * 100, frame.height / max(pixels.height, 1) * 100, 100]
      return [
        context.layer(
          type: 2, ["refId": .string(id)],
          transform: LottieShapes.layerTransform(position: [frame.minX, frame.minY, 0], scale: scale))
      ]
    }
  }
}
