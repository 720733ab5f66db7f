/// What the `?` help lists: each command a player's keys are bound to, with its keys
/// ("Space, K  Play or pause"), in the order a person looks for them; the digits to fractions
/// as one line.
public enum KeyHelp {
  /// One line of the help: the keys, and what they do.
  public struct Line: Hashable, Sendable {
    /// The keys, as a keyboard names them: "Space, K", "Shift+L", "0–9".
    public var keys: String
    /// What they do: "Play or pause".
    public var action: String

    /// `keys` doing `action`.
    public init(keys: String, action: String) {
      self.keys = keys
      self.action = action
    }
  }

  /// The lines for `bindings`.
  public static func lines(for bindings: KeyBindings) -> [Line] {
    var byCommand: [PlayerCommand: [KeyChord]] = [:]
    for (chord, command) in bindings.all { byCommand[command, default: []].append(chord) }
    var lines: [(rank: Int, line: Line)] = []
    let digits = (0...9).map { KeyChord(.character(Character(String($0)))) }
    let digitsGoToTenths = digits.enumerated().allSatisfy { bindings[$1] == .seekToFraction(Double($0) / 10) }
    if digitsGoToTenths {
      lines.append((rank(of: .seekToFraction(0.5)), Line(keys: "0–9", action: translated("Go to 0–90 %"))))
    }
    for (command, chords) in byCommand {
      let shown = chords.filter { !digitsGoToTenths || !digits.contains($0) }
      guard !shown.isEmpty else { continue }
      let keys = shown.map(text(of:)).sorted { ($0.count, $0) < ($1.count, $1) }.joined(separator: ", ")
      lines.append((rank(of: command), Line(keys: keys, action: action(of: command))))
    }
    return lines.sorted { ($0.rank, $0.line.keys) < ($1.rank, $1.line.keys) }.map(\.line)
  }

  /// A chord as a keyboard names it: "Ctrl+L", "Shift+L", "Space", "←", "K".
  public static func text(of chord: KeyChord) -> String {
    let modifiers: [(KeyModifier, String)] = [
      (.control, translated("Ctrl+")), (.alt, translated("Alt+")), (.meta, translated("Super+")),
      (.shift, translated("Shift+")),
    ]
    let prefix = modifiers.filter { chord.modifiers.contains($0.0) }.map(\.1).joined()
    let key: String =
      switch chord.key {
      case .character(let character): character.uppercased()
      case .space: translated("Space")
      case .left: "←"
      case .right: "→"
      case .up: "↑"
      case .down: "↓"
      case .home: translated("Home")
      case .end: translated("End")
      case .pageUp: translated("Page Up")
      case .pageDown: translated("Page Down")
      case .escape: translated("Esc")
      case .enter: translated("Enter")
      case .backspace: translated("Backspace")
      case .tab: translated("Tab")
      case .function(let number): "F\(number)"
      }
    return prefix + key
  }

  /// What `command` does, in a few words.
  static func action(of command: PlayerCommand) -> String {
    switch command {
    case .togglePlayPause: translated("Play or pause")
    case .play: translated("Play")
    case .pause: translated("Pause")
    case .tapSkip(let direction):
      direction == .backward ? translated("Skip back") : translated("Skip forward")
    case .skip(let seconds):
      seconds < 0 ? translated("Back \(Self.number(-seconds)) s") : translated("On \(Self.number(seconds)) s")
    case .seek(let seconds): translated("Go to \(TimeText.clock(seconds))")
    case .seekToFraction(let fraction):
      fraction <= 0
        ? translated("Go to the start")
        : fraction >= 1 ? translated("Go to the end") : translated("Go to \(Self.number(fraction * 100)) %")
    case .skipFraction(let fraction):
      fraction < 0
        ? translated("Back \(Self.number(-fraction * 100)) %")
        : translated("On \(Self.number(fraction * 100)) %")
    case .toggleMute: translated("Mute or unmute")
    case .changeVolume(let step): step < 0 ? translated("Quieter") : translated("Louder")
    case .setVolume(let volume): translated("Volume \(Self.number(volume * 100)) %")
    case .setSpeed(let speed):
      speed == 1 ? translated("Normal speed") : translated("Speed \(PlaybackSpeed.text(speed))")
    case .changeSpeed(let steps): steps < 0 ? translated("Slower") : translated("Faster")
    case .stepFrame(let forward): forward ? translated("Next frame") : translated("Previous frame")
    case .selectAudioTrack(let index): translated("Sound stream \(index + 1)")
    case .selectSubtitleTrack(let index):
      index.map { translated("Subtitles \($0 + 1)") } ?? translated("Subtitles off")
    case .toggleSubtitles: translated("Subtitles on or off")
    case .chooseQuality(let variant): translated("Quality \(variant?.name ?? translated("Auto"))")
    case .delaySubtitles(let seconds):
      seconds < 0 ? translated("Subtitles earlier") : translated("Subtitles later")
    case .nextAudioTrack: translated("Next sound stream")
    case .nextSubtitleTrack: translated("Next subtitles")
    case .chapter(let steps): steps < 0 ? translated("Previous chapter") : translated("Next chapter")
    case .toggleLoop: translated("Loop the whole media")
    case .markLoop: translated("A–B loop: mark A, then B, then clear")
    case .screenshot(let withSubtitles):
      withSubtitles
        ? translated("Save a screenshot with the subtitles") : translated("Save a screenshot in Pictures")
    case .toggleRemainingTime: translated("Remaining or total time")
    case .toggleFullscreen: translated("Full screen")
    case .dismiss: translated("Close the keys' list, or leave full screen")
    case .toggleHelp: translated("Show or hide the keys' list")
    case .queue(let command): QueueCommand.text(of: command)
    }
  }

  /// Where `command` comes in the list: playing, moving, sound, speed, precision, the rest.
  private static func rank(of command: PlayerCommand) -> Int {
    switch command {
    case .togglePlayPause, .play, .pause: 0
    case .tapSkip, .skip, .skipFraction: 1
    case .seek, .seekToFraction, .chapter, .queue: 2
    case .toggleMute, .changeVolume, .setVolume, .selectAudioTrack, .nextAudioTrack: 3
    case .selectSubtitleTrack, .nextSubtitleTrack, .toggleSubtitles, .delaySubtitles: 7
    case .setSpeed, .changeSpeed, .chooseQuality: 4
    case .stepFrame: 5
    case .markLoop, .toggleLoop: 6
    case .screenshot: 8
    case .toggleRemainingTime: 9
    case .toggleFullscreen, .dismiss: 10
    case .toggleHelp: 11
    }
  }

  /// A number without a needless ".0".
  private static func number(_ value: Double) -> String {
    Translations.number(value, fractionDigits: 2)
  }
}
