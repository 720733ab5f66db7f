/// What each key chord means to a player. The defaults follow YouTube's and mpv's habits; a
/// program changes any of them (`bindings[KeyChord(.character("p"))] = .togglePlayPause`), or
/// removes one by setting it to `nil`.
public struct KeyBindings: Hashable, Sendable {
  private var commands: [KeyChord: PlayerCommand]

  /// Bindings of exactly `commands`.
  public init(_ commands: [KeyChord: PlayerCommand]) {
    self.commands = commands
  }

  /// The defaults: Space and K play or pause; J, L, ← and → tap the skip buttons; Home and End go
  /// to the start and the end; 0–9 to 0–90 %; M mutes; ↑ and ↓ change the volume by 5 %; [ and ]
  /// slow down and speed up through `PlaybackSpeed.choices` and Backspace goes back to 1×; F
  /// enters or leaves full screen and Escape closes the keys' list or leaves full screen; Page Up
  /// and Page Down go to the chapter before and the next; A plays the next sound stream, C
  /// shows the next subtitles (then none), V hides or shows them, and Z and X move them 100 ms
  /// earlier and later; . and , step a frame on and back; Shift+L
  /// marks an A–B loop and Ctrl+L loops the whole media; S saves a screenshot (Shift+S with the subtitles); N and P
  /// play the queue's next item and the one before (`PlayerSession`); ? shows the keys.
  public static let standard: KeyBindings = {
    var commands: [KeyChord: PlayerCommand] = [
      KeyChord(.space): .togglePlayPause, KeyChord(.character("k")): .togglePlayPause,
      KeyChord(.character("j")): .tapSkip(.backward), KeyChord(.left): .tapSkip(.backward),
      KeyChord(.character("l")): .tapSkip(.forward), KeyChord(.right): .tapSkip(.forward),
      KeyChord(.home): .seekToFraction(0), KeyChord(.end): .seekToFraction(1),
      KeyChord(.character("m")): .toggleMute,
      KeyChord(.character("n")): .queue(.next),
      KeyChord(.character("p")): .queue(.previous),
      KeyChord(.up): .changeVolume(by: 0.05), KeyChord(.down): .changeVolume(by: -0.05),
      KeyChord(.character("[")): .changeSpeed(steps: -1), KeyChord(.character("]")): .changeSpeed(steps: 1),
      KeyChord(.backspace): .setSpeed(1),
      KeyChord(.character("f")): .toggleFullscreen, KeyChord(.escape): .dismiss,
      KeyChord(.character(".")): .stepFrame(forward: true),
      KeyChord(.character(",")): .stepFrame(forward: false),
      KeyChord(.character("l"), [.shift]): .markLoop, KeyChord(.character("l"), [.control]): .toggleLoop,
      KeyChord(.pageUp): .chapter(steps: -1), KeyChord(.pageDown): .chapter(steps: 1),
      KeyChord(.character("a")): .nextAudioTrack, KeyChord(.character("c")): .nextSubtitleTrack,
      KeyChord(.character("v")): .toggleSubtitles, KeyChord(.character("z")): .delaySubtitles(by: -0.1),
      KeyChord(.character("x")): .delaySubtitles(by: 0.1),
      KeyChord(.character("s")): .screenshot(withSubtitles: false),
      KeyChord(.character("s"), [.shift]): .screenshot(withSubtitles: true),
      KeyChord(.character("?")): .toggleHelp,
    ]
    for digit in 0...9 {
      commands[KeyChord(.character(Character(String(digit))))] = .seekToFraction(Double(digit) / 10)
    }
    return KeyBindings(commands)
  }()

  /// What keys mean while the position slider has the focus, before the player's own
  /// (`PlayerController.pressOnScrubber(_:at:)`): ← and → skip 5 s, with Shift 1 s; Home and End
  /// go to the start and the end; Page Up and Page Down skip 10 % on and back.
  public static let scrubber = KeyBindings([
    KeyChord(.left): .skip(seconds: -5), KeyChord(.right): .skip(seconds: 5),
    KeyChord(.left, [.shift]): .skip(seconds: -1), KeyChord(.right, [.shift]): .skip(seconds: 1),
    KeyChord(.home): .seekToFraction(0), KeyChord(.end): .seekToFraction(1),
    KeyChord(.pageUp): .skipFraction(0.1), KeyChord(.pageDown): .skipFraction(-0.1),
  ])

  /// Every binding, in no order (`KeyHelp` lists them).
  public var all: [(chord: KeyChord, command: PlayerCommand)] { commands.map { ($0.key, $0.value) } }

  /// The command `chord` is bound to. A letter with Shift that is not bound itself means what the
  /// letter means ("K" plays or pauses as "k" does).
  public subscript(chord: KeyChord) -> PlayerCommand? {
    get {
      if let command = commands[chord] { return command }
      guard case .character(let character) = chord.key, character.isLetter, chord.modifiers == [.shift] else {
        return nil
      }
      return commands[KeyChord(chord.key)]
    }
    set { commands[chord] = newValue }
  }
}
