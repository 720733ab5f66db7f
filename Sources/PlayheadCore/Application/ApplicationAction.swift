/// What a player application does beyond the player itself, each an action of the desktop's
/// application with its keys: the toolkit binds the chords (`chords`) and the help lists them
/// (`KeyHelp.lines(for:)`).
public enum ApplicationAction: String, CaseIterable, Hashable, Sendable {
  /// Ends the program: Ctrl+Q, or Q.
  case quit
  /// Closes the window (which ends the program with its last window): Ctrl+W.
  case close
  /// Asks for files to play: Ctrl+O.
  case open
  /// Plays the address or files on the clipboard: Ctrl+V.
  case paste
  /// Opens the preferences: Ctrl+, (GNOME's key for them).
  case preferences
  /// Opens the window's main menu: F10 (GNOME's key for it).
  case mainMenu

  /// The action's name in its group: `quit`, `next`.
  public var name: String { rawValue }

  /// The group the action is in: `app` for the program's, `win` for the window's.
  public var group: String {
    switch self {
    case .close, .mainMenu: "win"
    default: "app"
    }
  }

  /// The action's full name, as GTK's accelerators name it: `app.quit`, `win.close`.
  public var detailedName: String { "\(group).\(name)" }

  /// The chords that ask for it, the first the main one.
  public var chords: [KeyChord] {
    switch self {
    case .quit: [KeyChord(.character("q"), [.control]), KeyChord(.character("q"))]
    case .close: [KeyChord(.character("w"), [.control])]
    case .open: [KeyChord(.character("o"), [.control])]
    case .paste: [KeyChord(.character("v"), [.control])]
    case .preferences: [KeyChord(.character(","), [.control])]
    case .mainMenu: [KeyChord(.function(10))]
    }
  }

  /// What it does, as the help says it.
  public var help: String {
    switch self {
    case .quit: translated("Quit")
    case .close: translated("Close the window")
    case .open: translated("Open files")
    case .paste: translated("Play the copied address or files")
    case .preferences: translated("Preferences")
    case .mainMenu: translated("Main menu")
    }
  }
}

extension KeyHelp {
  /// The help's lines for application `actions`, in their order.
  public static func lines(for actions: [ApplicationAction]) -> [Line] {
    actions.map { Line(keys: $0.chords.map(text(of:)).joined(separator: ", "), action: $0.help) }
  }
}
