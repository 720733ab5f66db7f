import CGTK
import Foundation
import PlayheadCore
import PlayheadGTK

/// A GTK program with the player beside widgets of its own: a title line and a "Next" button,
/// the files named on its command line as the player's queue, and MPRIS.
@main
enum EmbeddedPlayer {
  static func main() {
    MainLoop.run(programName: "embedded-player") {
      do { try GTKStart.start() } catch { return print("embedded-player: \(error)") }
      let window = gtk_window_new()!, box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
      let title = gtk_label_new("")!, next = gtk_button_new_with_label("Next in the queue")!
      let player = VideoPlayerView(), session = player.session
      let video = player.widget.pointer.assumingMemoryBound(to: GtkWidget.self)
      gtk_widget_set_vexpand(video, 1)
      for child in [title, next, video] { gtk_box_append(cast(box), child) }
      gtk_window_set_child(cast(window), box)
      gtk_window_set_default_size(cast(window), 800, 560)
      // The program's own widgets follow the player's one channel of change.
      let observation = session.controller.observe { _ in
        let place = session.queue.currentIndex.map { " (\($0 + 1) of \(session.queue.items.count))" } ?? ""
        gtk_label_set_text(OpaquePointer(title), (session.controller.title ?? "") + place)
      }
      connect(next, "clicked") { session.perform(.next) }
      let mpris = MPRISService(session: session, name: "embedded", identity: "Embedded player")
      session.replaceQueue(with: CommandLine.arguments.dropFirst().map { URL(fileURLWithPath: $0) })
      gtk_window_present(cast(window))
      player.grabFocus()
      await withCheckedContinuation { closed in connect(window, "destroy") { closed.resume() } }
      _ = (observation, mpris)
    }
  }

  /// `widget` as the GTK type a function takes.
  static func cast<Type>(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<Type> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: Type.self)
  }

  /// Runs `action` each time `widget` emits `signal` (one without arguments or a result).
  static func connect(
    _ widget: UnsafeMutablePointer<GtkWidget>, _ signal: String, _ action: @escaping @MainActor () -> Void
  ) {
    final class Action {
      let run: @MainActor () -> Void
      init(_ run: @escaping @MainActor () -> Void) { self.run = run }
    }
    let handler: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
      nonisolated(unsafe) let data = data
      MainActor.assumeIsolated { Unmanaged<Action>.fromOpaque(data!).takeUnretainedValue().run() }
    }
    g_signal_connect_data(
      widget, signal, unsafeBitCast(handler, to: GCallback.self),
      Unmanaged.passRetained(Action(action)).toOpaque(),
      { data, _ in Unmanaged<Action>.fromOpaque(data!).release() }, GConnectFlags(0))
  }
}
