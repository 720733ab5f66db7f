/// An inspectable display list: what a control looks like at one instant, in scene
/// coordinates (the control's bounds, y down). Renderers draw it; tests read it.
public struct Scene: Hashable, Sendable {
  /// The drawable area, from (0, 0).
  public var size: Size
  /// What to draw, back to front.
  public var items: [SceneItem]

  /// Creates a scene.
  public init(size: Size, items: [SceneItem] = []) {
    self.size = size
    self.items = items
  }

}

/// One thing to draw.
public enum SceneItem: Hashable, Sendable {
  /// The inside of a path, by the non-zero winding rule.
  case fill(Path, Paint)
  /// The outline of a path.
  case stroke(Path, Paint, StrokeStyle)
  /// A line of text.
  case text(TextRun)
  /// Paint shown through an alpha mask stretched over `frame`.
  case mask(AlphaMask, frame: Rect, paint: Paint)
  /// A picture stretched over `frame`, smoothly.
  case image(PixelImage, frame: Rect)
  /// Items drawn together at an opacity, clipped to a path when one is given.
  case group(SceneGroup)
}

/// Items composited together: drawn into a layer of their own, clipped, then blended onto
/// what is below at `opacity` with `blend`.
public struct SceneGroup: Hashable, Sendable {
  /// How a group's layer meets what is below it.
  public enum Blend: Hashable, Sendable {
    /// Drawn over (Porter–Duff over).
    case normal
    /// Erases what is below wherever the layer is opaque (Porter–Duff destination-out): how
    /// text is punched out of a fill.
    case destinationOut
  }

  /// The group's opacity, 0…1.
  public var opacity: Double
  /// A path outside which nothing of the group shows, or `nil`.
  public var clip: Path?
  /// How the layer meets what is below.
  public var blend: Blend
  /// When set, the group's pixels depend only on this key (and the drawing scale), so a
  /// renderer with a cache may draw it once and composite the same pixels on later frames.
  public var cacheKey: Int?
  /// The items, back to front.
  public var items: [SceneItem]

  /// Creates a group; opacity is clamped to 0…1 (NaN is 0).
  public init(
    opacity: Double = 1, clip: Path? = nil, blend: Blend = .normal, cacheKey: Int? = nil,
    items: [SceneItem]
  ) {
    self.opacity = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
    self.clip = clip
    self.blend = blend
    self.cacheKey = cacheKey
    self.items = items
  }
}
