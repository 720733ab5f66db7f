/// Writes a control's segments (modes, transitions, loops) as one Lottie animation: each
/// segment's frames in turn at `frameRate`, a marker for each, the scene's items as shape
/// layers (and precompositions, masks, track mattes and pictures where the scene clips, punches
/// out or shows images) whose properties are keyframed.
///
/// Lottie blends a property straight between keyframes, vertex by vertex; Playhead's morphs
/// blend corner circles and springs, which a straight blend does not follow. So each segment is
/// sampled at every frame, and each property keeps only the frames it needs for every frame to
/// lie within its tolerance of the straight blend between the keyframes around it:
/// `lengthTolerance` for vertices, handles and gradient points, half a step of eight bits for a
/// colour or an opacity. Keyframes fall on whole frames only: rlottie rounds a keyframe's time
/// to the frame, so one between frames would move the whole blend. A file played at 30 frames a
/// second shows Playhead's own shapes within 0.25 px at every frame; between frames a player
/// blends straight. Arcs are Playhead's own cubic Béziers, vertex for vertex (a quarter circle
/// within 0.03 % of its radius), quadratic curves the cubic that draws them exactly, and text the
/// outlines of its glyphs. Where the items change in kind or in vertex count (a glyph splitting
/// in two, text changing), the segment hands over to new layers halfway between the frames on
/// either side of the change (`visibility`).
public struct LottieExporter: Sendable {
  /// Frames a second.
  public static let frameRate = 30.0
  /// How far a vertex, handle or gradient point may stray, in scene units (pixels at scale 1).
  public static let lengthTolerance = 0.25

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
    var context = LottieLayerContext(size: size)
    for segment in segments {
      let frames = max((segment.duration * Self.frameRate - 1e-9).rounded(.up), 0)
      let spans = Self.spans(of: try self.samples(of: segment, frames: frames))
      for (index, span) in spans.enumerated() {
        context.begin(
          properties(of: span, offset: start), frames: (start, start + frames + 0.49), name: segment.name)
        let shown = LottieLayerNode.layers(span.samples[0].layers, in: &context)
        guard spans.count > 1 else {
          layers += shown
          continue
        }
        let until = index + 1 < spans.count ? spans[index + 1].start + start : nil
        layers.append(
          context.composition(
            of: shown,
            opacity: Self.visibility(
              from: start, showing: index == 0 ? nil : span.start + start, until: until),
            masks: []))
      }
      // A loop's last frame is its first again: a player looping the marker shows it once.
      let length = segment.loops ? max(frames - 1, 0) : frames
      markers.append(.object(["tm": .number(start), "cm": .string(segment.name), "dr": .number(length)]))
      start += frames + 1
    }
    return .object([
      "v": .string("5.7.0"), "fr": .number(Self.frameRate), "ip": .number(0), "op": .number(start),
      "w": .number(size.width.rounded()), "h": .number(size.height.rounded()), "nm": .string(name),
      "ddd": .number(0), "assets": .array(context.assets), "layers": .array(layers),
      "markers": .array(markers),
    ])
  }

  /// The scene at one time of a segment, as nodes, with what must match for a blend.
  struct Sample {
    /// Frames into the segment.
    var frame: Double
    /// The items, as layers.
    var layers: [LottieLayerNode]
    /// Their kinds and vertex counts (`LottieLayerNode.structure`).
    var structure: [String]
    /// Their animatable properties.
    var properties: [LottieProperty]
  }

  /// The segment sampled at every frame from 0 to `frames`.
  private func samples(of segment: LottieSegment, frames: Double) throws(LottieExportError) -> [Sample] {
    var samples: [Sample] = []
    var frame = 0.0
    while frame <= frames {
      samples.append(try sample(segment, at: frame))
      frame += 1
    }
    return samples
  }

  private func sample(_ segment: LottieSegment, at frame: Double) throws(LottieExportError) -> Sample {
    let layers = try LottieLayerNode.layers(
      of: segment.scene(frame / Self.frameRate).items, outliner: outliner)
    var properties: [LottieProperty] = []
    for layer in layers { layer.collect(into: &properties) }
    return Sample(
      frame: frame, layers: layers, structure: layers.flatMap(\.structure), properties: properties)
  }

  /// The samples in runs of one structure, each with the frame it shows from (halfway between
  /// its first sample and the last of the run before).
  private static func spans(of samples: [Sample]) -> [Span] {
    var spans: [Span] = []
    for sample in samples {
      if let last = spans.last?.samples.last, last.structure == sample.structure {
        spans[spans.count - 1].samples.append(sample)
      } else {
        spans.append(Span(samples: [sample], start: spans.last?.samples.last.map { $0.frame + 0.5 } ?? 0))
      }
    }
    return spans
  }

  /// The opacity of a segment's run of one structure, starting `start`: hidden before `showing`
  /// (shown from the start without it) and from `until`, at once. A run's layers live through the
  /// whole segment and their opacity hands over, not their in and out points: renderers disagree
  /// where those fall between frames (lottie-web hides a layer at `op`, rlottie 0.2 shows it
  /// through `op` rounded), and a hand-over by hold keyframes leaves no instant with neither run
  /// or both.
  private static func visibility(from start: Double, showing: Double?, until: Double?) -> LottieJSON {
    let hold = { (time: Double, value: Double) in
      LottieJSON.object(["t": .number(time), "s": .numbers([value]), "h": .number(1)])
    }
    var keyframes = showing.map { [hold(start, 0), hold($0, 100)] } ?? [hold(start, 100)]
    if let until { keyframes.append(hold(until, 0)) }
    return .object(["a": .number(1), "k": .array(keyframes)])
  }

  /// Samples of one structure, and the frame they show from.
  struct Span {
    /// The samples.
    var samples: [Sample]
    /// The frame it shows from, in the segment.
    var start: Double
  }

  /// The span's properties, each a property object: constant, or keyframed at the samples it
  /// needs (`LottieKeyframes`), `offset` frames into the file.
  private func properties(of span: Span, offset: Double) -> [LottieJSON] {
    let first = span.samples[0]
    let times = span.samples.map { $0.frame + offset }
    return first.properties.indices.map { index in
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
  }
}
