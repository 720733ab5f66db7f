internal import CGTK
import Foundation
import PlayheadCore

/// The player as a desktop application: a `GtkApplication` with an application id (the name
/// the desktop, its `.desktop` file and its icon know it by), whose `ApplicationAction`s have
/// their keys, and which keeps the screen awake while asked (`keepScreenAwake(_:in:)`).
///
/// It is registered without `g_application_run`: the program's loop stays `MainLoop`'s, and the
/// application does what the desktop asks of it from there. It is not unique: each `playhead
/// play` is a program of its own, as each `mpv` is.
@MainActor
public final class PlayerApplication {
  /// Playhead's application id.
  public static let playheadID = "io.github.playhead.Playhead"

  /// The application id.
  public let id: String
  let application: UnsafeMutablePointer<GtkApplication>
  private let connections = Connections()
  private var actions: [ApplicationAction: OpaquePointer] = [:]
  private var isRegistered = false

  /// An application known as `id`; it registers with the desktop when its first window joins it
  /// (GTK must have started by then).
  public init(id: String = PlayerApplication.playheadID) {
    self.id = id
    application = gtk_application_new(id, G_APPLICATION_NON_UNIQUE)
  }

  isolated deinit {
    connections.removeAll()
    for action in actions.values { g_object_unref(UnsafeMutableRawPointer(action)) }
    g_object_unref(application)
  }

  /// Registers with the desktop once, after GTK has started. A failure (no session bus) is not
  /// one to stop for: the application goes on without what the bus gives.
  func registerIfNeeded() {
    guard !isRegistered else { return }
    isRegistered = true
    var error: UnsafeMutablePointer<GError>?
    if g_application_register(playhead_application(application), nil, &error) == 0, let error {
      FileHandle.standardError.write(
        Data(
          translated(
            "playhead: the desktop does not know the program: \(String(cString: error.pointee.message))\n"
          ).utf8)
      )
      g_error_free(error)
    }
  }

  /// Carries out `body` when `action` (an `app` action) is asked for, by its keys or the
  /// desktop; its keys are bound for every window of the application.
  public func on(_ action: ApplicationAction, _ body: @escaping @MainActor () -> Void) {
    precondition(action.group == "app", "\(action.detailedName) is a window's action")
    let simple = g_simple_action_new(action.name, nil)!
    connections.connect(simple, "activate", as: Signal.activate, body)
    playhead_add_action(playhead_application_actions(application), simple)
    if let old = actions[action] { g_object_unref(UnsafeMutableRawPointer(old)) }
    actions[action] = simple
    bindKeys(of: action)
  }

  /// Binds `action`'s keys in every window of the application.
  func bindKeys(of action: ApplicationAction) {
    action.chords.compactMap(KeyTranslation.accelerator(for:)).withCStrings { accelerators, _ in
      gtk_application_set_accels_for_action(application, action.detailedName, accelerators)
    }
  }

  /// Asks the desktop not to blank the screen or start the screen saver while `window` shows,
  /// saying `reason`; returns the cookie to end it with (`letScreenSleep(_:)`), or 0 when the
  /// desktop has no such service.
  func keepScreenAwake(for reason: String, in window: UnsafeMutablePointer<GtkWidget>) -> guint {
    gtk_application_inhibit(application, playhead_window(window), GTK_APPLICATION_INHIBIT_IDLE, reason)
  }

  /// Ends what `keepScreenAwake(for:in:)` asked, by its cookie.
  func letScreenSleep(_ cookie: guint) {
    guard cookie != 0 else { return }
    gtk_application_uninhibit(application, cookie)
  }
}
