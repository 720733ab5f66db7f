/// Writes a control's segments (modes, transitions, loops) as one Lottie animation: each
/// segment's frames in turn at `frameRate`, a marker for each, the scene's items as shape
/// layers whose properties are keyframed.
///
/// Lottie blends a property straight between keyframes, vertex by vertex; Playhead's morphs
/// blend corner circles and springs, which a straight blend does not follow. So each segment is
/// sampled at every frame and, where the straight blend between two samples strays more than
/// `lengthTolerance` (a colour more than half a step of eight bits) from the scene at the time
/// between them, at halves of that interval again, down to a sixteenth of a frame; then each
/// property keeps only the samples it needs for every sample to lie within its tolerance of the
/// blend. A file played at 30 frames a second shows Playhead's own shapes within 0.25 px at every
/// frame, and between frames (60 or 120 a second) within 0.25 px wherever it was checked. Arcs
/// are Playhead's own cubic Béziers, vertex for vertex (a quarter circle within 0.03 % of its
/// radius). Where the items change in kind or in vertex count (a glyph splitting in two, text
/// changing), the segment passes to a new layer, found to a sixteenth of a frame.
public struct LottieExporter: Sendable {
  /// Frames a second.
  public static let frameRate = 30.0
  /// How far a vertex, handle or gradient point may stray, in scene units (pixels at scale 1).
  public static let lengthTolerance = 0.25
  /// The finest interval the sampling splits, in frames.
  static let finestStep = 1.0 / 16

  /// Turns text into glyph outlines; without one, a scene with text cannot be written.
  public var outliner: (any TextOutlining)?

  /// An exporter outlining text with `outliner`.
  public init(outliner: (any TextOutlining)? = nil) {
    self.outliner = outliner
  }

  /// The Lottie animation, `size` in scene units, of `segments` in order.
  /// - Throws: `LottieExportError` when a scene holds what Lottie's shapes cannot say.
  public func animation(named name: String, size: Size, segments: [LottieSegment]) throws(LottieExportError)
    -> LottieJSON
  {
    var layers: [LottieJSON] = []
    var markers: [LottieJSON] = []
    var start = 0.0
    for segment in segments {
      let frames = (segment.duration * Self.frameRate - 1e-9).rounded(.up)
      let samples = try self.samples(of: segment, frames: max(frames, 0))
      for span in Self.spans(of: samples) {
        layers.append(layer(span, index: layers.count + 1, offset: start, name: segment.name))
      }
      markers.append(
        .object(["tm": .number(start), "cm": .string(segment.name), "dr": .number(max(frames, 0))]))
      start += max(frames, 0) + 1
    }
    return .object([
      "v": .string("5.7.0"), "fr": .number(Self.frameRate), "ip": .number(0), "op": .number(start),
      "w": .number(size.width.rounded()), "h": .number(size.height.rounded()), "nm": .string(name),
      "ddd": .number(0), "assets": .array([]), "layers": .array(layers.reversed()),
      "markers": .array(markers),
    ])
  }

  /// The scene at one time of a segment, as nodes, with what must match for a blend.
  struct Sample {
    /// Frames into the segment.
    var frame: Double
    /// The items.
    var nodes: [LottieNode]
    /// Their kinds and vertex counts (`LottieNode.structure`).
    var structure: [String]
    /// Their animatable properties.
    var properties: [LottieProperty]
  }

  /// The segment sampled at every frame from 0 to `frames`, and between where a straight blend
  /// strays or the structure changes.
  private func samples(of segment: LottieSegment, frames: Double) throws(LottieExportError) -> [Sample] {
    var samples: [Sample] = []
    var previous = try sample(segment, at: 0)
    samples.append(previous)
    var frame = 1.0
    while frame <= frames {
      let next = try sample(segment, at: frame)
      try refine(segment, between: previous, and: next, into: &samples)
      samples.append(next)
      previous = next
      frame += 1
    }
    return samples
  }

  /// Adds the samples between `start` and `end` that the blend or a change of structure needs.
  private func refine(
    _ segment: LottieSegment, between start: Sample, and end: Sample, into samples: inout [Sample]
  )
    throws(LottieExportError)
  {
    guard end.frame - start.frame > Self.finestStep else { return }
    let middle = try sample(segment, at: (start.frame + end.frame) / 2)
    if start.structure == end.structure, start.structure == middle.structure,
      Self.blendHolds(middle, between: start, and: end)
    {
      return
    }
    try refine(segment, between: start, and: middle, into: &samples)
    samples.append(middle)
    try refine(segment, between: middle, and: end, into: &samples)
  }

  /// Whether every property of `middle` lies within its tolerance of the straight blend
  /// between `start` and `end`.
  private static func blendHolds(_ middle: Sample, between start: Sample, and end: Sample) -> Bool {
    middle.properties.indices.allSatisfy { index in
      LottieKeyframes.deviation(
        of: middle.properties[index].values, at: middle.frame,
        between: (start.frame, start.properties[index].values), and: (end.frame, end.properties[index].values)
      )
        <= middle.properties[index].tolerance
    }
  }

  private func sample(_ segment: LottieSegment, at frame: Double) throws(LottieExportError) -> Sample {
    let nodes = try LottieNode.nodes(of: segment.scene(frame / Self.frameRate).items, outliner: outliner)
    var properties: [LottieProperty] = []
    for node in nodes { node.collect(into: &properties) }
    return Sample(frame: frame, nodes: nodes, structure: nodes.flatMap(\.structure), properties: properties)
  }

  /// The samples in runs of one structure, each run with the frame the next begins at (the
  /// last: its own last frame, plus one).
  private static func spans(of samples: [Sample]) -> [(samples: [Sample], end: Double)] {
    var spans: [(samples: [Sample], end: Double)] = []
    for sample in samples {
      if let last = spans.last?.samples.last, last.structure == sample.structure {
        spans[spans.count - 1].samples.append(sample)
        spans[spans.count - 1].end = sample.frame + 1
      } else {
        if !spans.isEmpty { spans[spans.count - 1].end = sample.frame }
        spans.append(([sample], sample.frame + 1))
      }
    }
    return spans
  }

  /// A shape layer showing `span` from its first frame to its end, `offset` frames into the file.
  private func layer(_ span: (samples: [Sample], end: Double), index: Int, offset: Double, name: String)
    -> LottieJSON
  {
    let first = span.samples[0]
    let times = span.samples.map { $0.frame + offset }
    let properties: [LottieJSON] = first.properties.indices.map { index in
      let values = span.samples.map { $0.properties[index].values }
      let kind = first.properties[index].kind
      let kept = LottieKeyframes.kept(
        times: times, values: values, tolerance: first.properties[index].tolerance)
      guard kept.count > 1 else { return LottieShapes.constant(LottieProperty.value(values[0], kind: kind)) }
      let keyframes: [LottieJSON] = kept.enumerated().map { position, sample in
        let value = LottieProperty.keyframeValue(values[sample], kind: kind)
        guard position < kept.count - 1 else { return .object(["t": .number(times[sample]), "s": value]) }
        return .object([
          "t": .number(times[sample]), "s": value, "o": .object(["x": .numbers([0]), "y": .numbers([0])]),
          "i": .object(["x": .numbers([1]), "y": .numbers([1])]),
        ])
      }
      return .object(["a": .number(1), "k": .array(keyframes)])
    }
    var iterator = properties.makeIterator()
    let shapes = first.nodes.map { $0.shape(properties: &iterator) }.reversed() as [LottieJSON]
    return .object([
      "ddd": .number(0), "ind": .number(Double(index)), "ty": .number(4), "nm": .string(name),
      "sr": .number(1), "ks": LottieShapes.identityLayerTransform, "ao": .number(0),
      "ip": .number(first.frame + offset), "op": .number(span.end + offset), "st": .number(0),
      "bm": .number(0), "shapes": .array(shapes),
    ])
  }
}
