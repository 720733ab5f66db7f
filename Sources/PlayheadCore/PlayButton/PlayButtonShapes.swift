/// The PlayButton's outlines in its 44 × 44 design space, from an appearance.
struct PlayButtonShapes {
  private let appearance: PlayButtonAppearance
  private let c = PlayButtonPoses.center
  private let length = PlayButtonPoses.barLength

  init(appearance: PlayButtonAppearance) {
    self.appearance = appearance
  }

  /// The distance from the centre to each pause bar's centre line (the gap equals the thickness).
  var barSpacing: Double { appearance.barThickness }

  /// The triangle's corners, optically centred on its circumcircle: with width w, (22 − 3w/8,
  /// 22 ∓ w/2) and (22 + 5w/8, 22).
  private var trianglePoints: (top: Point, apex: Point, bottom: Point) {
    let w = appearance.triangleWidth
    return (
      Point(x: c - 3 * w / 8, y: c - w / 2), Point(x: c + 5 * w / 8, y: c),
      Point(x: c - 3 * w / 8, y: c + w / 2)
    )
  }

  /// The triangle, its apex split in two so it has four corners like every other shape.
  var triangle: RoundedOutline {
    let (top, apex, bottom) = trianglePoints
    let radius = appearance.triangleCornerRadius
    return RoundedOutline(polygon: [top, apex, bottom], radii: [radius, radius, radius])
      .splittingCorner(at: 1)
  }

  /// The triangle cut by a vertical line halfway across it, as seed 001 does.
  var triangleHalves: (left: RoundedOutline, right: RoundedOutline) {
    let (top, apex, bottom) = trianglePoints
    let radius = appearance.triangleCornerRadius
    let cutX = (top.x + apex.x) / 2
    let upper = top.interpolated(to: apex, fraction: (cutX - top.x) / (apex.x - top.x))
    let lower = Point(x: upper.x, y: 2 * c - upper.y)
    let left = RoundedOutline(polygon: [top, upper, lower, bottom], radii: [radius, 0, 0, radius])
    let right = RoundedOutline(polygon: [upper, apex, lower], radii: [0, radius, 0])
      .splittingCorner(at: 1)
    return (left, right)
  }

  /// The horizontal bar, centred.
  var bar: RoundedOutline {
    RoundedOutline(rect: barRect, radius: appearance.barCornerRadius)
  }

  /// The horizontal bar cut in two at the centre.
  var barHalves: (left: RoundedOutline, right: RoundedOutline) {
    halves(of: barRect, radius: appearance.barCornerRadius)
  }

  /// The two pause bars, upright.
  var verticalBars: (left: RoundedOutline, right: RoundedOutline) {
    let t = appearance.barThickness
    let r = appearance.barCornerRadius
    let top = c - length / 2
    return (
      RoundedOutline(rect: Rect(x: c - barSpacing - t / 2, y: top, width: t, height: length), radius: r),
      RoundedOutline(rect: Rect(x: c + barSpacing - t / 2, y: top, width: t, height: length), radius: r)
    )
  }

  /// The stop square, centred.
  var square: RoundedOutline {
    RoundedOutline(rect: squareRect, radius: appearance.squareCornerRadius)
  }

  /// The stop square cut in two at the centre.
  var squareHalves: (left: RoundedOutline, right: RoundedOutline) {
    halves(of: squareRect, radius: appearance.squareCornerRadius)
  }

  /// The replay glyph: a slim bar at the left and a triangle pointing back at it, as wide and as
  /// tall as the play triangle. The triangle's corners start at its point, split in two (first
  /// and last), so each corner of the play triangle has a near one to go to.
  var replay: (bar: RoundedOutline, triangle: RoundedOutline) {
    let w = appearance.triangleWidth
    let slim = appearance.barThickness * 2 / 3
    let left = c - w / 2
    let right = c + w / 2
    let bar = RoundedOutline(
      rect: Rect(x: left, y: c - w / 2, width: slim, height: w),
      radius: min(appearance.barCornerRadius, slim / 2))
    let radius = appearance.triangleCornerRadius
    let point = Point(x: left + slim * 4 / 3, y: c)
    let split = RoundedOutline(
      polygon: [point, Point(x: right, y: c - w / 2), Point(x: right, y: c + w / 2)],
      radii: [radius, radius, radius]
    ).splittingCorner(at: 0)
    // From [point, point, top, bottom] to [point, top, bottom, point].
    let triangle = RoundedOutline(
      circles: Array(split.circles.dropFirst()) + [split.circles[0]],
      fallbackNormals: Array(split.fallbackNormals.dropFirst()) + [split.fallbackNormals[0]])
    return (bar, triangle)
  }

  /// A dot as wide as the bar is thick, at the bar's right or left end.
  func dot(atRight: Bool) -> RoundedOutline {
    let t = appearance.barThickness
    let x = atRight ? c + length / 2 - t : c - length / 2
    return RoundedOutline(rect: Rect(x: x, y: c - t / 2, width: t, height: t), radius: t / 2)
  }

  private var barRect: Rect {
    let t = appearance.barThickness
    return Rect(x: c - length / 2, y: c - t / 2, width: length, height: t)
  }

  private var squareRect: Rect {
    let s = appearance.squareWidth
    return Rect(x: c - s / 2, y: c - s / 2, width: s, height: s)
  }

  /// A rectangle cut at its vertical centre line, rounded only on the outer corners; each half
  /// starts at its top-left corner.
  private func halves(of rect: Rect, radius: Double) -> (left: RoundedOutline, right: RoundedOutline) {
    let half = rect.width / 2
    return (
      RoundedOutline(
        rect: Rect(x: rect.minX, y: rect.minY, width: half, height: rect.height),
        radii: [radius, 0, 0, radius]),
      RoundedOutline(
        rect: Rect(x: rect.minX + half, y: rect.minY, width: half, height: rect.height),
        radii: [0, radius, radius, 0])
    )
  }
}
