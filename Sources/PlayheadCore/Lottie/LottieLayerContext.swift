/// What writing one span's layers needs and gathers: its properties in turn, the frames it
/// shows from and to, the precompositions and pictures the file holds as assets.
struct LottieLayerContext {
  /// The span's properties, each a property object, in the order the nodes collected them.
  var properties: IndexingIterator<[LottieJSON]> = [].makeIterator()
  /// The file's assets so far: precompositions and pictures.
  private(set) var assets: [LottieJSON] = []
  /// Each picture's asset, by its PNG.
  private var pictures: [[UInt8]: String] = [:]
  /// The next layer's index (`ind`), unique in the file.
  private var nextIndex = 0
  /// The frames the span shows from (`ip`) and until (`op`).
  private var frames = (start: 0.0, end: 0.0)
  /// The layers' name: the segment's.
  private var name = ""
  /// The composition's size.
  let size: Size

  /// A context for a file of `size`, with no span begun.
  init(size: Size) { self.size = size }

  /// Begins a span of the segment `name`, taking `properties` in turn, shown from `frames.start`
  /// until `frames.end`; the assets and layer indices so far are kept.
  mutating func begin(_ properties: [LottieJSON], frames: (start: Double, end: Double), name: String) {
    (self.properties, self.frames, self.name) = (properties.makeIterator(), frames, name)
  }

  /// A layer of Lottie type `type` (4 shapes, 0 precomposition, 2 image) with `members`,
  /// showing for the span.
  mutating func layer(
    type: Double, _ members: KeyValuePairs<String, LottieJSON>,
    transform: LottieJSON = LottieShapes.layerTransform()
  ) -> LottieJSON {
    nextIndex += 1
    var layer = LottieJSON.object([
      "ddd": .number(0), "ind": .number(Double(nextIndex)), "ty": .number(type), "nm": .string(name),
      "sr": .number(1), "ks": transform, "ao": .number(0), "ip": .number(frames.start),
      "op": .number(frames.end), "st": .number(0), "bm": .number(0),
    ])
    for (key, value) in members { layer = layer.adding(key, value) }
    return layer
  }

  /// A precomposition layer showing `layers` at `opacity` (a property), clipped by `masks`.
  mutating func composition(of layers: [LottieJSON], opacity: LottieJSON, masks: [LottieJSON]) -> LottieJSON {
    let id = "composition \(assets.count + 1)"
    assets.append(.object(["id": .string(id), "layers": .array(layers)]))
    var layer = self.layer(
      type: 0,
      ["refId": .string(id), "w": .number(size.width.rounded()), "h": .number(size.height.rounded())],
      transform: LottieShapes.layerTransform(opacity: opacity))
    if !masks.isEmpty {
      layer = layer.adding("hasMask", .bool(true)).adding("masksProperties", .array(masks))
    }
    return layer
  }

  /// One layer showing `layers`: the layer itself, or a precomposition of them.
  mutating func single(_ layers: [LottieJSON]) -> LottieJSON {
    if layers.count == 1 { return layers[0] }
    return composition(of: layers, opacity: LottieShapes.constant(.number(100)), masks: [])
  }

  /// The id of the picture asset holding `png`, `pixels` across and down, added once.
  mutating func image(_ png: [UInt8], pixels: Size) -> String {
    if let id = pictures[png] { return id }
    let id = "picture \(pictures.count + 1)"
    pictures[png] = id
    assets.append(
      .object([
        "id": .string(id), "w": .number(pixels.width), "h": .number(pixels.height), "u": .string(""),
        "p": .string("data:image/png;base64," + LottiePNG.base64(png)), "e": .number(1),
      ]))
    return id
  }
}
