import PlayheadGettext

/// The program's start: every command runs on the main actor (the main dispatch queue).
/// `playhead play` with a window hands over to `playhead-window` (`WindowLauncher`), so this
/// program never loads GTK.
@main
enum Entry {
  static func main() async {
    GettextCatalog.useForThisProgram()
    await Playhead.execute()
  }
}
