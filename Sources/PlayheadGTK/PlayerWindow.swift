internal import CGTK
import Foundation
import PlayheadCore
import PlayheadGStreamer

/// A top-level GTK window holding a `VideoPlayerView`.
@MainActor
public final class PlayerWindow {
  /// Why a window cannot open.
  public struct Unavailable: Error, CustomStringConvertible {
    /// What went wrong, for the user.
    public let description: String
  }

  /// The player inside.
  public let player: VideoPlayerView
  private let window: UnsafeMutablePointer<GtkWidget>
  private var closed: [CheckedContinuation<Void, Never>] = []
  private let connections = Connections()
  private var titleFollowing: Task<Void, Never>?
  private var isClosed = false

  /// A window of `width` × `height` titled `title`; throws when there is no display to open it on.
  /// When it is the first to start GTK on a machine without a GPU, it asks GTK for its Cairo
  /// renderer, which costs far less there than software GL (unless `GSK_RENDERER` says otherwise).
  ///
  /// With `url`, the player loads it, and the media starts opening first: GStreamer finds,
  /// loads and prerolls its decoders on threads of its own while GTK starts on this one and the
  /// window is built, so the first frame is ready about when the window can show it. Its
  /// subtitles come from `subtitles`, else a file beside it (`GStreamerEngine.subtitleFile`).
  public init(
    title: String, width: Int, height: Int, opening url: URL? = nil, subtitles: URL? = nil
  ) throws(Unavailable) {
    let engine = GStreamerEngine()
    engine.subtitleFile = subtitles
    let controller = PlayerController(engine: engine)
    if let url { controller.load(url, at: MainLoop.now) }
    RendererChoice.apply()
    guard gtk_init_check() != 0 else {
      engine.stop()
      throw Unavailable(description: "no display to open a window on (set DISPLAY, or use --headless)")
    }
    player = VideoPlayerView(engine: engine, controller: controller)
    window = gtk_window_new()
    g_object_ref_sink(window)
    gtk_window_set_default_size(playhead_window(window), Int32(width), Int32(height))
    gtk_window_set_child(playhead_window(window), player.gtkWidget)
    connections.connect(window, "close-request", as: Signal.request) { [weak self] in
      self?.markClosed()
      return false
    }
    followTitle(of: player.controller, otherwise: title)
  }

  /// Names the window after the media's title once it has one (its tags'), else `title`.
  private func followTitle(of controller: PlayerController, otherwise title: String) {
    gtk_window_set_title(playhead_window(window), controller.info?.tags.title ?? title)
    let events = controller.events
    titleFollowing = Task { @MainActor [weak self, weak controller] in
      for await _ in events {
        guard let self, let controller else { return }
        gtk_window_set_title(playhead_window(window), controller.info?.tags.title ?? title)
      }
    }
  }

  isolated deinit {
    titleFollowing?.cancel()
    connections.removeAll()
    player.tearDown()
    gtk_window_destroy(playhead_window(window))
    g_object_unref(window)
  }

  /// Shows the window and gives the video keyboard focus.
  public func present() {
    gtk_window_present(playhead_window(window))
    gtk_widget_grab_focus(player.surface.widget)
  }

  /// Closes the window.
  public func close() {
    gtk_window_close(playhead_window(window))
  }

  /// Returns once the window has been closed (by the user or `close()`).
  public func waitUntilClosed() async {
    guard !isClosed else { return }
    await withCheckedContinuation { closed.append($0) }
  }

  /// The window is closing: the player stops and lets go of every callback.
  private func markClosed() {
    titleFollowing?.cancel()
    player.tearDown()
    isClosed = true
    for continuation in closed { continuation.resume() }
    closed = []
  }
}
