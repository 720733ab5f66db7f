/// Where the program was started from, which decides where a person sees what went wrong: in a
/// terminal, a line on stderr reaches them; started from the desktop (its menu, a file manager,
/// `gio open`), nothing written there does, so the window says it.
public enum LaunchOrigin: Sendable, Equatable {
  /// A terminal or a script: errors go to stderr, and the program's exit status says it failed.
  case terminal
  /// The desktop, through the application's .desktop file.
  case desktop

  /// The origin the environment says to the process `processID`: the desktop when GLib launched
  /// this very process from a .desktop file (GNOME Shell, file managers, `gio open`, `gio
  /// launch`, `xdg-open` on GTK desktops set `GIO_LAUNCHED_DESKTOP_FILE_PID` to the pid it
  /// started, which `playhead play` keeps as it becomes the window's program), else a terminal:
  /// a shell in a terminal launched from the menu inherits the terminal's pid there, not ours.
  public init(environment: [String: String], processID: Int32) {
    self = environment["GIO_LAUNCHED_DESKTOP_FILE_PID"] == String(processID) ? .desktop : .terminal
  }

  /// Whether media that cannot be opened leaves the window open, saying why, with "Open…" and
  /// "Close", rather than closing it and failing the program with a line on stderr.
  public var showsErrorsInTheWindow: Bool { self == .desktop }

  /// Whether started with no media the program opens an empty window that asks for some, rather
  /// than playing its built-in sample.
  public var asksForMediaWhenGivenNone: Bool { self == .desktop }
}
