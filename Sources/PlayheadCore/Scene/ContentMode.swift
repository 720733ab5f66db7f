/// How a control's design space is fitted into the bounds it is given.
public enum ContentMode: String, Hashable, Sendable, CaseIterable {
  /// Scaled uniformly to fit inside, centred on the longer axis (the default).
  case aspectFit
  /// Scaled uniformly to cover the bounds, centred, cropped at the edges.
  case aspectFill
  /// Scaled on each axis to fill the bounds exactly.
  case stretch

  /// The transform from a design space of `designSize` at the origin into `bounds`.
  public func transform(from designSize: Size, into bounds: Rect) -> AffineTransform {
    guard designSize.width > 0, designSize.height > 0 else { return .identity }
    let scaleX = bounds.width / designSize.width
    let scaleY = bounds.height / designSize.height
    let (sx, sy): (Double, Double) =
      switch self {
      case .aspectFit: (min(scaleX, scaleY), min(scaleX, scaleY))
      case .aspectFill: (max(scaleX, scaleY), max(scaleX, scaleY))
      case .stretch: (scaleX, scaleY)
      }
    return AffineTransform(
      a: sx, b: 0, c: 0, d: sy,
      tx: bounds.minX + (bounds.width - designSize.width * sx) / 2,
      ty: bounds.minY + (bounds.height - designSize.height * sy) / 2)
  }
}
