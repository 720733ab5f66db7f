import PlayheadCore
import PlayheadCoreTesting
import Testing

/// The `?` help: every bound command once, with its keys, in a person's order.
@Suite struct KeyHelpTests {
  @Test func theStandardKeysAreAllListed() {
    let lines = KeyHelp.lines(for: .standard)
    let keys = Dictionary(uniqueKeysWithValues: lines.map { ($0.action, $0.keys) })
    #expect(lines.first == KeyHelp.Line(keys: "K, Space", action: "Play or pause"))
    #expect(keys["Go to 0–90 %"] == "0–9", "the digits as one line")
    #expect(keys["A–B loop: mark A, then B, then clear"] == "Shift+L")
    #expect(keys["Loop the whole media"] == "Ctrl+L")
    #expect(keys["Skip forward"] == "L, →" && keys["Next frame"] == ".")
    #expect(lines.last == KeyHelp.Line(keys: "?", action: "Show or hide the keys' list"))
    let listed = lines.map(\.keys).joined(separator: ", ").split(separator: ",").count
    #expect(listed == KeyBindings.standard.all.count - 9, "every key, the ten digits on one line")
  }

  /// A program's own bindings are what the help lists.
  @Test func changedBindingsAreListed() {
    var bindings = KeyBindings.standard
    bindings[KeyChord(.character("p"), [.control])] = .togglePlayPause
    bindings[KeyChord(.character("5"))] = .seek(to: 30)
    bindings[KeyChord(.space)] = nil
    let lines = KeyHelp.lines(for: bindings)
    #expect(lines.first == KeyHelp.Line(keys: "K, Ctrl+P", action: "Play or pause"))
    #expect(lines.contains(KeyHelp.Line(keys: "5", action: "Go to 0:30")))
    #expect(lines.contains(KeyHelp.Line(keys: "4", action: "Go to 40 %")), "the digits one by one now")
  }

  /// `?` shows the keys and again hides them; Escape closes them before it leaves full screen.
  /// The list is the view's to show: the controller says so, from the view's state.
  @MainActor @Test func questionMarkShowsTheHelpAndEscapeHidesIt() {
    let controller = PlayerController(engine: ScriptedMediaEngine())
    let showing = PlayerViewState(isShowingKeys: true, isFullscreen: true)
    #expect(controller.press(KeyChord(.character("?")), at: 0) == [.showKeys(true)])
    #expect(controller.press(KeyChord(.character("?")), at: 0, in: showing) == [.showKeys(false)])
    #expect(controller.press(KeyChord(.escape), at: 1, in: showing) == [.showKeys(false)])
    #expect(
      controller.press(KeyChord(.escape), at: 1, in: PlayerViewState(isFullscreen: true)) == [
        .setFullscreen(false)
      ])
    #expect(controller.press(KeyChord(.escape), at: 2) == nil, "then Escape is not the player's")
  }
}
