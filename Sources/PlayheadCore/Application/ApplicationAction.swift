/// What a player application does beyond the player itself, each an action of the desktop's
/// application with its keys: the toolkit binds the keys (`accelerators`, in GTK's accelerator
/// syntax) and the help lists them (`KeyHelp.lines(for:)`).
public enum ApplicationAction: String, CaseIterable, Hashable, Sendable {
  /// Ends the program: Ctrl+Q, or Q.
  case quit
  /// Closes the window (which ends the program with its last window): Ctrl+W.
  case close
  /// Asks for files to play: Ctrl+O.
  case open
  /// Plays the address or files on the clipboard: Ctrl+V.
  case paste
  /// Plays the queue's next item: N.
  case next
  /// Plays the queue's item before: P.
  case previous
  /// Shows the queue: Ctrl+P (its playlist).
  case showQueue

  /// The action's name in its group: `quit`, `show-queue`.
  public var name: String {
    switch self {
    case .showQueue: "show-queue"
    default: rawValue
    }
  }

  /// The group the action is in: `app` for the program's, `win` for the window's.
  public var group: String {
    switch self {
    case .close: "win"
    default: "app"
    }
  }

  /// The action's full name, as GTK's accelerators name it: `app.quit`, `win.close`.
  public var detailedName: String { "\(group).\(name)" }

  /// The keys, in GTK's accelerator syntax (`<Control>q`), the first the main one.
  public var accelerators: [String] {
    switch self {
    case .quit: ["<Control>q", "q"]
    case .close: ["<Control>w"]
    case .open: ["<Control>o"]
    case .paste: ["<Control>v"]
    case .next: ["n"]
    case .previous: ["p"]
    case .showQueue: ["<Control>p"]
    }
  }

  /// The keys as the help shows them.
  public var keys: String {
    switch self {
    case .quit: "Ctrl+Q, Q"
    case .close: "Ctrl+W"
    case .open: "Ctrl+O"
    case .paste: "Ctrl+V"
    case .next: "N"
    case .previous: "P"
    case .showQueue: "Ctrl+P"
    }
  }

  /// What it does, as the help says it.
  public var help: String {
    switch self {
    case .quit: "Quit"
    case .close: "Close the window"
    case .open: "Open files"
    case .paste: "Play the copied address or files"
    case .next: "Next in the queue"
    case .previous: "Previous in the queue"
    case .showQueue: "Show the queue"
    }
  }
}

extension KeyHelp {
  /// The help's lines for application `actions`, in their order.
  public static func lines(for actions: [ApplicationAction]) -> [Line] {
    actions.map { Line(keys: $0.keys, action: $0.help) }
  }
}
