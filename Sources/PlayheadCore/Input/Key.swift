/// A key on a keyboard, named the same on every platform: an adapter translates its toolkit's key
/// codes into these, and `KeyBindings` says what each means.
public enum Key: Hashable, Sendable {
  /// A key that types a character, lowercase for letters ("k", "0", "[", ".").
  case character(Character)
  /// The space bar.
  case space
  /// The arrow keys.
  case left, right, up, down
  /// Home and End.
  case home, end
  /// Page Up and Page Down.
  case pageUp, pageDown
  /// Escape.
  case escape
  /// Return or Enter.
  case enter
  /// Backspace.
  case backspace
  /// Tab.
  case tab
  /// A function key, F1…F24.
  case function(Int)
}

/// A modifier held with a key.
public enum KeyModifier: Hashable, Sendable, CaseIterable {
  /// Shift.
  case shift
  /// Control.
  case control
  /// Alt (Option).
  case alt
  /// Super (the Windows or Command key).
  case meta
}

/// A key pressed with modifiers: what a binding names.
public struct KeyChord: Hashable, Sendable {
  /// The key.
  public var key: Key
  /// The modifiers held with it.
  public var modifiers: Set<KeyModifier>

  /// A chord of `key` and `modifiers`. A letter's case is not part of it: "K" is `k` with Shift.
  public init(_ key: Key, _ modifiers: Set<KeyModifier> = []) {
    var modifiers = modifiers
    if case .character(let character) = key, character.isUppercase {
      modifiers.insert(.shift)
      self.key = .character(Character(character.lowercased()))
    } else {
      self.key = key
    }
    self.modifiers = modifiers
  }
}
