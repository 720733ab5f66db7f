/// The controls overlay drawn over video: a shaded bar along the bottom with the back and
/// forward SeekButtons around the PlayButton, and a scrubber (buffered ranges and progress)
/// between the elapsed and trailing time labels. Sizes scale with the video's shorter side.
/// The buttons are kept from frame to frame, so they animate and are not rebuilt per frame.
public struct PlayerOverlay: Sendable {
  /// The playback position in seconds.
  public var position: Double?
  /// What was loaded.
  public var info: MediaInfo?
  /// The play/pause button (pause while playing).
  public var playButton: PlayButton
  /// The back button, white.
  public var backButton: SeekButton
  /// The forward button, white.
  public var forwardButton: SeekButton
  /// Downloaded ranges, in seconds.
  public var bufferedRanges: [ClosedRange<Double>] = []
  /// Show the remaining time rather than the total.
  public var showsRemainingTime = false
  /// The overlay's opacity (from `OverlayVisibility`).
  public var opacity = 1.0

  /// Creates an overlay, its button showing pause when `isPlaying` and play otherwise.
  public init(position: Double?, info: MediaInfo?, isPlaying: Bool) {
    self.position = position
    self.info = info
    playButton = PlayButton(mode: isPlaying ? .pause : .play)
    backButton = Self.seekButton(.backward)
    forwardButton = Self.seekButton(.forward)
  }

  /// Shows pause while playing and play otherwise, animating from `time`.
  public mutating func setPlaying(_ playing: Bool, at time: Double) {
    playButton.setMode(playing ? .pause : .play, at: time)
  }

  /// The overlay's SeekButton for `direction`: 10 s, white, as every player view shows it.
  public static func seekButton(_ direction: SeekButton.Direction) -> SeekButton {
    var button = SeekButton(direction: direction)
    button.appearance.tintColor = .white
    button.appearance.flashColor = .white
    return button
  }

  /// The overlay for video drawn in a box of `size`.
  public func scene(in size: Size, at time: Double = 0) -> Scene {
    let unit = max(min(size.width, size.height) / 360, 0.25)
    let barHeight = 112 * unit
    let barTop = size.height - barHeight
    var items: [SceneItem] = [
      .fill(
        Path(rect: Rect(x: 0, y: barTop, width: size.width, height: barHeight)),
        .linearGradient(
          LinearGradient(
            start: Point(x: 0, y: barTop), end: Point(x: 0, y: size.height),
            stops: [
              .init(location: 0, color: .clear),
              .init(location: 1, color: Color(red: 0, green: 0, blue: 0, alpha: 0.7)),
            ])))
    ]
    let buttonSize = 48 * unit
    let buttonsY = barTop + 8 * unit
    let center = size.width / 2
    let buttonBox = Size(width: buttonSize, height: buttonSize)
    items += place(playButton.scene(in: buttonBox, at: time), x: center - buttonSize / 2, y: buttonsY)
    for button in [backButton, forwardButton] {
      let x = center + Double(button.direction.sign) * 72 * unit - buttonSize / 2
      items += place(button.scene(in: buttonBox, at: time), x: x, y: buttonsY)
    }
    items += scrubber(in: size, unit: unit)
    return Scene(size: size, items: [.group(SceneGroup(opacity: opacity, items: items))])
  }

  private func place(_ scene: Scene, x: Double, y: Double) -> [SceneItem] {
    scene.offsetBy(dx: x, dy: y).items
  }

  /// The track, buffered ranges, progress, thumb and the two labels.
  private func scrubber(in size: Size, unit: Double) -> [SceneItem] {
    let labelWidth = 64 * unit
    let trackY = size.height - 22 * unit
    let trackX = 12 * unit + labelWidth
    let trackWidth = max(size.width - 2 * (12 * unit + labelWidth), 1)
    let thickness = 4 * unit
    let duration = info?.duration ?? 0
    let fraction = { (seconds: Double) in duration > 0 ? min(max(seconds / duration, 0), 1) : 0 }
    let bar = { (from: Double, to: Double, color: Color) -> SceneItem in
      .fill(
        RoundedOutline(
          rect: Rect(
            x: trackX + from * trackWidth, y: trackY - thickness / 2, width: max((to - from) * trackWidth, 0),
            height: thickness),
          radius: thickness / 2
        ).path, .solid(color))
    }
    var items = [bar(0, 1, Color(red: 1, green: 1, blue: 1, alpha: 0.3))]
    items += bufferedRanges.map {
      bar(fraction($0.lowerBound), fraction($0.upperBound), Color(red: 1, green: 1, blue: 1, alpha: 0.5))
    }
    let progress = fraction(position ?? 0)
    items.append(bar(0, progress, Color(hex: "#1a73e8")!))
    let thumb = 7 * unit
    items.append(
      .fill(
        Path(
          ellipseIn: Rect(
            x: trackX + progress * trackWidth - thumb, y: trackY - thumb, width: 2 * thumb, height: 2 * thumb)
        ), .solid(.white)))
    let font = Font(name: "DejaVu Sans", size: 13 * unit)
    let trailing = TimeText.trailing(
      position: position, duration: info?.duration, isLive: info?.isLive == true,
      showsRemaining: showsRemainingTime, isEstimate: info?.isDurationEstimated == true)
    for (text, x) in [(TimeText.clock(position), 12 * unit), (trailing, size.width - 12 * unit - labelWidth)]
    {
      items.append(
        .text(
          TextRun(
            text: text, font: font,
            frame: Rect(x: x, y: trackY - 10 * unit, width: labelWidth, height: 20 * unit),
            paint: .solid(.white))))
    }
    return items
  }
}
