/// The pieces the overlay's two sliders (the scrubber and the volume) are drawn from.
enum SliderPieces {
  /// The part of `track` from `from` to `to` (fractions of its length), rounded at both ends.
  static func bar(_ track: Rect, from: Double = 0, to: Double, color: Color) -> SceneItem {
    .fill(
      RoundedOutline(
        rect: Rect(
          x: track.minX + from * track.width, y: track.minY, width: max((to - from) * track.width, 0),
          height: track.height),
        radius: track.height / 2
      ).path, .solid(color))
  }

  /// The white thumb of `radius` at `centre`, ringed when `isFocused` (rings `unit` × 2 thick).
  static func thumb(at centre: Point, radius: Double, isFocused: Bool, unit: Double) -> [SceneItem] {
    let circle = { (radius: Double) in
      Path(ellipseIn: Rect(x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius))
    }
    var items = [SceneItem.fill(circle(radius), .solid(.white))]
    if isFocused {
      let ring = 2 * unit
      items.append(.stroke(circle(radius + 2 * ring), .solid(.white), StrokeStyle(width: ring)))
    }
    return items
  }
}
