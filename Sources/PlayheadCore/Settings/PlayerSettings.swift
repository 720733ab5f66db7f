import Foundation

/// What the player keeps between runs: the volume, whether the trailing time shows the
/// remaining time, how subtitles look, the window's size, and the preferences a person sets in
/// the preferences window (the speed media start at, whether they resume, the skip length, how
/// long the controls wait before hiding, what the wheel does). Kept as JSON in the state folder
/// (`StateFolder`); a missing, unreadable or damaged file gives the defaults, and a value out of
/// range is brought within it, so nothing a file holds can stop the player from starting.
public struct PlayerSettings: Codable, Equatable, Sendable {
  /// The volume, 0…`PlayerController.maximumVolume` (1 is the media's own level).
  public var volume: Double
  /// Whether the trailing time shows the time remaining rather than the total.
  public var showsRemainingTime: Bool
  /// How subtitles look.
  public var subtitleStyle: SubtitleStyle
  /// The window's size when it was last closed, `nil` before; a window opens at it.
  public var windowSize: WindowSize?
  /// The speed media play at until a person changes it (`PlaybackSpeed.range`).
  public var speed: Double
  /// Whether media goes on where it was left.
  public var resumes: Bool
  /// Seconds the SeekButtons, J, L and the arrow keys skip: one of `skipLengths`.
  public var skipSeconds: Int
  /// Seconds the controls wait after the last move before hiding: one of `hideDelays`.
  public var controlsHideDelay: Double
  /// What the wheel over the video does.
  public var wheelOverVideo: WheelBinding

  /// The skip lengths a person chooses from.
  public static let skipLengths = [5, 10, 15, 30]
  /// The controls' waits before hiding a person chooses from, in seconds.
  public static let hideDelays: [Double] = [1, 2, 3, 5, 10]

  /// A window's width and height in pixels, from 160 × 90 (a window smaller than that is of no
  /// use, and a damaged file must not leave one) to 16384 × 16384.
  public struct WindowSize: Codable, Equatable, Sendable {
    /// The width.
    public var width: Int
    /// The height.
    public var height: Int

    /// `width` × `height`, each brought within its range.
    public init(width: Int, height: Int) {
      self.width = min(max(width, 160), 16384)
      self.height = min(max(height, 90), 16384)
    }

    /// Reads a size, each side brought within range.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      self.init(
        width: try container.decode(Int.self, forKey: .width),
        height: try container.decode(Int.self, forKey: .height))
    }
  }

  /// Settings with the given values; the defaults are the media's own level, the total, medium
  /// white subtitles with an outline, normal speed, resuming, 10 s skips, controls hiding after
  /// 3 s and the wheel changing the volume. A skip length or wait not offered gives the default.
  public init(
    volume: Double = 1, showsRemainingTime: Bool = false, subtitleStyle: SubtitleStyle = SubtitleStyle(),
    windowSize: WindowSize? = nil, speed: Double = 1, resumes: Bool = true, skipSeconds: Int = 10,
    controlsHideDelay: Double = 3, wheelOverVideo: WheelBinding = .volume
  ) {
    self.windowSize = windowSize
    self.speed =
      speed.isFinite ? min(max(speed, PlaybackSpeed.range.lowerBound), PlaybackSpeed.range.upperBound) : 1
    self.resumes = resumes
    self.skipSeconds = Self.skipLengths.contains(skipSeconds) ? skipSeconds : 10
    self.controlsHideDelay = Self.hideDelays.contains(controlsHideDelay) ? controlsHideDelay : 3
    self.wheelOverVideo = wheelOverVideo
    self.volume = volume.isFinite ? min(max(volume, 0), PlayerController.maximumVolume) : 1
    self.showsRemainingTime = showsRemainingTime
    self.subtitleStyle = subtitleStyle
  }

  /// Reads what a file holds, each missing or unreadable entry at its default.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      volume: (try? container.decodeIfPresent(Double.self, forKey: .volume)) ?? 1,
      showsRemainingTime: (try? container.decodeIfPresent(Bool.self, forKey: .showsRemainingTime)) ?? false,
      subtitleStyle: (try? container.decodeIfPresent(SubtitleStyle.self, forKey: .subtitleStyle))
        ?? SubtitleStyle(),
      windowSize: try? container.decodeIfPresent(WindowSize.self, forKey: .windowSize),
      speed: (try? container.decodeIfPresent(Double.self, forKey: .speed)) ?? 1,
      resumes: (try? container.decodeIfPresent(Bool.self, forKey: .resumes)) ?? true,
      skipSeconds: (try? container.decodeIfPresent(Int.self, forKey: .skipSeconds)) ?? 10,
      controlsHideDelay: (try? container.decodeIfPresent(Double.self, forKey: .controlsHideDelay)) ?? 3,
      wheelOverVideo: (try? container.decodeIfPresent(WheelBinding.self, forKey: .wheelOverVideo)) ?? .volume)
  }

  /// These settings, each value out of range brought within it as a file's would be.
  public var withinRange: PlayerSettings {
    PlayerSettings(
      volume: volume, showsRemainingTime: showsRemainingTime, subtitleStyle: subtitleStyle,
      windowSize: windowSize,
      speed: speed, resumes: resumes, skipSeconds: skipSeconds, controlsHideDelay: controlsHideDelay,
      wheelOverVideo: wheelOverVideo)
  }

  /// The file the settings live in, in `folder`.
  public static func file(in folder: URL) -> URL { folder.appendingPathComponent("settings.json") }

  /// The settings in `file`: the defaults when it is missing or damaged (then kept beside it,
  /// and `onDamage` told why: `StateFolder.read(_:from:onDamage:)`).
  public static func read(from file: URL, onDamage: (String) -> Void = { _ in }) -> PlayerSettings {
    StateFolder.read(PlayerSettings.self, from: file, onDamage: onDamage) ?? PlayerSettings()
  }

  /// Writes the settings to `file` in one step (a reader never sees half of it), making its
  /// folder when needed.
  public func write(to file: URL) throws { try StateFolder.write(self, to: file) }
}
