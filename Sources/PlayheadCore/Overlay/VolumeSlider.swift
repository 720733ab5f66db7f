/// The volume slider beside the speaker button: a track from 0 to `PlayerController.maximumVolume`
/// with a mark at the media's own level (100 %; beyond it the sound is amplified), the level
/// filled in white (dimmed while muted) and a thumb. A value: two equal sliders draw the same
/// pixels.
public struct VolumeSlider: Hashable, Sendable {
  /// The volume, 0…`PlayerController.maximumVolume`.
  public var volume: Double
  /// Whether the sound is switched off: the level shows dimmed.
  public var isMuted: Bool
  /// The slider has the keyboard's focus: a ring around the thumb says so.
  public var isFocused: Bool

  /// A slider at `volume`.
  public init(volume: Double, isMuted: Bool = false, isFocused: Bool = false) {
    self.volume = volume
    self.isMuted = isMuted
    self.isFocused = isFocused
  }

  /// How far along the track `volume` is, from 0 to 1.
  public static func fraction(_ volume: Double) -> Double {
    volume.isFinite ? min(max(volume / PlayerController.maximumVolume, 0), 1) : 0
  }

  /// The track, the 100 % mark, the level and the thumb in `layout`'s volume slider; nothing
  /// when the layout has no room for it.
  public func items(in layout: OverlayLayout) -> [SceneItem] {
    guard let track = layout.volumeTrack else { return [] }
    let white = { (alpha: Double) in Color(red: 1, green: 1, blue: 1, alpha: alpha) }
    let level = Self.fraction(volume)
    let unity = track.minX + Self.fraction(1) * track.width
    let mark = Rect(
      x: unity - layout.unit / 2, y: track.minY - 2 * layout.unit, width: layout.unit,
      height: track.height + 4 * layout.unit)
    let items = [
      SliderPieces.bar(track, to: 1, color: white(0.3)), .fill(Path(rect: mark), .solid(white(0.6))),
      SliderPieces.bar(track, to: level, color: white(isMuted ? 0.4 : 1)),
    ]
    let centre = Point(x: track.minX + level * track.width, y: track.center.y)
    return items
      + SliderPieces.thumb(
        at: centre, radius: layout.thumbRadius * 0.85, isFocused: isFocused, unit: layout.unit)
  }
}
