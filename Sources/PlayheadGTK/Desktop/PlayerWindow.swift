internal import CGTK
import Foundation
import PlayheadCore
import PlayheadGStreamer

/// A top-level GTK window holding a `VideoPlayerView`.
///
/// Joined to a `PlayerApplication`, it is one of the desktop application's windows: Ctrl+W
/// closes it (`win.close`), the screen stays awake while it plays, and files and addresses
/// dropped on it, chosen with `chooseMedia()` or pasted with `pasteMedia()` go to `onOpen`.
@MainActor
public final class PlayerWindow {
  /// Why a window cannot open.
  public struct Unavailable: Error, CustomStringConvertible {
    /// What went wrong, for the user.
    public let description: String
  }

  /// The player inside.
  public let player: VideoPlayerView
  /// Called with the media a person drops on the window, chooses or pastes, in order.
  public var onOpen: (@MainActor ([URL]) -> Void)?
  let window: UnsafeMutablePointer<GtkWidget>
  let application: PlayerApplication?
  private var closed: [CheckedContinuation<Void, Never>] = []
  let connections = Connections()
  private var following: PlayerObservation?
  private var isClosed = false
  private var awakeCookie: guint = 0
  /// The file chooser, made at the first `chooseMedia()` and shown again at each one after.
  var chooser: OpaquePointer?
  /// The subtitle file chooser, made at the first `chooseSubtitleFile()`, shown again after.
  var subtitleChooser: OpaquePointer?
  /// What the empty window shows while it asks for media (`showStartPage(recent:)`).
  var startPage: StartPage?
  /// The preferences window while it is open (`showPreferences()`).
  var preferences: PreferencesWindow?
  /// The main menu's button, over the video's top right corner (`addMainMenu()`).
  var mainMenu: UnsafeMutablePointer<GtkWidget>?
  /// The window's own actions (`win.close`, `win.keys`, `win.main-menu`).
  var windowActions: UnsafeMutablePointer<GSimpleActionGroup>?
  private let title: String

  /// A window of `width` × `height` titled `title`; throws when there is no display to open it on.
  /// When it is the first to start GTK on a machine without a GPU, it asks GTK for its Cairo
  /// renderer, which costs far less there than software GL (unless `GSK_RENDERER` says otherwise).
  ///
  /// With `url`, the player loads it, and the media starts opening first: GStreamer finds,
  /// loads and prerolls its decoders on threads of its own while GTK starts on this one and the
  /// window is built, so the first frame is ready about when the window can show it. Its
  /// subtitles come from the files `subtitles`, in `subtitleEncoding` when given, else a file
  /// beside it (`GStreamerEngine.subtitleFiles`). With `application`, the window is one of its
  /// windows.
  public init(
    title: String, width: Int, height: Int, opening url: URL? = nil, subtitles: [URL] = [],
    subtitleEncoding: String? = nil, application: PlayerApplication? = nil
  ) throws(Unavailable) {
    let engine = GStreamerEngine()
    engine.subtitleFiles = subtitles
    engine.subtitleEncoding = subtitleEncoding
    let controller = PlayerController(engine: engine)
    controller.pageResolver = YTDLP()
    if let url { controller.load(url, at: MainLoop.now) }
    do {
      try GTKStart.start()
    } catch {
      engine.stop()
      throw Unavailable(description: error.description)
    }
    self.title = title
    self.application = application
    player = VideoPlayerView(engine: engine, controller: controller)
    window = gtk_window_new()
    g_object_ref_sink(window)
    gtk_window_set_default_size(playhead_window(window), Int32(width), Int32(height))
    gtk_window_set_child(playhead_window(window), player.gtkWidget)
    connections.connect(window, "close-request", as: Signal.request) { [weak self] in
      self?.markClosed()
      return false
    }
    if let application {
      join(application)
      addMainMenu()
    }
    acceptDrops()
    player.onAddSubtitleFile = { [weak self] in self?.chooseSubtitleFile() }
    follow(player.controller)
  }

  /// Makes the window one of `application`'s, with its own `close` action.
  private func join(_ application: PlayerApplication) {
    application.registerIfNeeded()
    gtk_window_set_application(playhead_window(window), application.application)
    let group = g_simple_action_group_new()!
    let close = g_simple_action_new(ApplicationAction.close.name, nil)!
    connections.connect(close, "activate", as: Signal.activate) { [weak self] in self?.close() }
    playhead_add_action(playhead_action_group_map(group), close)
    playhead_insert_action_group(window, ApplicationAction.close.group, group)
    g_object_unref(UnsafeMutableRawPointer(close))
    windowActions = group
    application.bindKeys(of: .close)
  }

  /// Follows the player: the window is named after the media (its tags' title, else its file
  /// name; `title` before any), the start page goes once media opens, and the screen stays
  /// awake while it plays.
  private func follow(_ controller: PlayerController) {
    update(from: controller)
    following = controller.observe { [weak self, weak controller] _ in
      guard let self, let controller else { return }
      update(from: controller)
    }
  }

  private func update(from controller: PlayerController) {
    gtk_window_set_title(playhead_window(window), controller.title ?? title)
    // Media opened however it was asked for (dropped, chosen, over MPRIS): the page asking for
    // some goes.
    if controller.url != nil { hideStartPage() }
    guard let application else { return }
    if controller.keepsScreenAwake, awakeCookie == 0 {
      awakeCookie = application.keepScreenAwake(
        for: controller.title.map { translated("Playing \($0)") } ?? translated("Playing media"), in: window)
    } else if !controller.keepsScreenAwake, awakeCookie != 0 {
      application.letScreenSleep(awakeCookie)
      awakeCookie = 0
    }
  }

  isolated deinit {
    following?.cancel()
    connections.removeAll()
    application?.letScreenSleep(awakeCookie)
    for made in [chooser, subtitleChooser].compactMap(\.self) {
      g_object_unref(UnsafeMutableRawPointer(made))
    }
    if let windowActions { g_object_unref(UnsafeMutableRawPointer(windowActions)) }
    player.tearDown()
    gtk_window_destroy(playhead_window(window))
    g_object_unref(window)
  }

  /// Shows the window and gives the video keyboard focus.
  public func present() {
    gtk_window_present(playhead_window(window))
    player.grabFocus()
  }

  /// Closes the window.
  public func close() {
    gtk_window_close(playhead_window(window))
  }

  /// The window's size as it would open again: its size unless maximized or full screen, then
  /// the size it had before.
  public var size: (width: Int, height: Int) {
    var width: Int32 = 0
    var height: Int32 = 0
    gtk_window_get_default_size(playhead_window(window), &width, &height)
    return (Int(width), Int(height))
  }

  /// Returns once the window has been closed (by the user or `close()`).
  public func waitUntilClosed() async {
    guard !isClosed else { return }
    await withCheckedContinuation { closed.append($0) }
  }

  /// The window is closing: the player stops and lets go of every callback, and the screen may
  /// sleep again.
  private func markClosed() {
    following?.cancel()
    application?.letScreenSleep(awakeCookie)
    awakeCookie = 0
    preferences = nil
    player.tearDown()
    isClosed = true
    for continuation in closed { continuation.resume() }
    closed = []
  }
}
