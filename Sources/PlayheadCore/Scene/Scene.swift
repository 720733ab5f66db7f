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
  /// Items drawn together at an opacity, clipped to a path when one is given.
  case group(SceneGroup)
}

/// Items composited together: drawn, clipped, then blended at `opacity`.
public struct SceneGroup: Hashable, Sendable {
  /// The group's opacity, 0…1.
  public var opacity: Double
  /// A path outside which nothing of the group shows, or `nil`.
  public var clip: Path?
  /// The items, back to front.
  public var items: [SceneItem]

  /// Creates a group; opacity is clamped to 0…1 (NaN is 0).
  public init(opacity: Double = 1, clip: Path? = nil, items: [SceneItem]) {
    self.opacity = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
    self.clip = clip
    self.items = items
  }
}
