internal import CGTK
import PlayheadCore

/// GDK's key values and modifier state in the core's key names. A translation only: what a key
/// means is the core's (`KeyBindings`).
enum KeyTranslation {
  /// The chord of `keyval` pressed with `state`, or `nil` for a key the core has no name for (a
  /// modifier alone, a dead key).
  static func chord(keyval: guint, state: GdkModifierType) -> KeyChord? {
    guard let key = key(keyval) else { return nil }
    var modifiers = Set<KeyModifier>()
    let held = { (mask: GdkModifierType) in state.rawValue & mask.rawValue != 0 }
    // A typed character already says what Shift made of it ("K", "?"): Shift counts on other keys.
    let isCharacter: Bool = if case .character = key { true } else { false }
    if held(GDK_SHIFT_MASK), !isCharacter { modifiers.insert(.shift) }
    if held(GDK_CONTROL_MASK) { modifiers.insert(.control) }
    if held(GDK_ALT_MASK) { modifiers.insert(.alt) }
    if held(GDK_SUPER_MASK) || held(GDK_META_MASK) { modifiers.insert(.meta) }
    return KeyChord(key, modifiers)
  }

  /// `chord` in GTK's accelerator syntax (`<Control>q`, `F10`), for a chord of a character key or
  /// a function key alone; `nil` for another key.
  static func accelerator(for chord: KeyChord) -> String? {
    if case .function(let number) = chord.key, chord.modifiers.isEmpty { return "F\(number)" }
    guard case .character(let character) = chord.key, let scalar = character.unicodeScalars.first else {
      return nil
    }
    let masks: [(KeyModifier, GdkModifierType)] = [
      (.shift, GDK_SHIFT_MASK), (.control, GDK_CONTROL_MASK), (.alt, GDK_ALT_MASK), (.meta, GDK_SUPER_MASK),
    ]
    let state = masks.filter { chord.modifiers.contains($0.0) }.reduce(0) { $0 | $1.1.rawValue }
    guard
      let name = gtk_accelerator_name(gdk_unicode_to_keyval(scalar.value), GdkModifierType(rawValue: state))
    else { return nil }
    defer { g_free(name) }
    return String(cString: name)
  }

  private static func key(_ keyval: guint) -> Key? {
    switch Int32(keyval) {
    case GDK_KEY_space, GDK_KEY_KP_Space: return .space
    case GDK_KEY_Left, GDK_KEY_KP_Left: return .left
    case GDK_KEY_Right, GDK_KEY_KP_Right: return .right
    case GDK_KEY_Up, GDK_KEY_KP_Up: return .up
    case GDK_KEY_Down, GDK_KEY_KP_Down: return .down
    case GDK_KEY_Home, GDK_KEY_KP_Home: return .home
    case GDK_KEY_End, GDK_KEY_KP_End: return .end
    case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: return .pageUp
    case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: return .pageDown
    case GDK_KEY_Escape: return .escape
    case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter: return .enter
    case GDK_KEY_BackSpace: return .backspace
    case GDK_KEY_Tab, GDK_KEY_ISO_Left_Tab: return .tab
    case GDK_KEY_F1...GDK_KEY_F24: return .function(Int(Int32(keyval) - GDK_KEY_F1) + 1)
    default:
      let code = gdk_keyval_to_unicode(keyval)
      guard code > 0x20, code != 0x7F, let scalar = Unicode.Scalar(code) else { return nil }
      return .character(Character(scalar))
    }
  }
}
