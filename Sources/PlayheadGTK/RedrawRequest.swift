import CGTK
import Synchronization

/// Asks GTK, from any thread, to redraw a widget on the main loop: at most one request waits at
/// a time, so a burst of frames costs one redraw.
final class RedrawRequest: Sendable {
  // The widget is only touched on the main thread, in the idle callback; the reference keeps it
  // alive while a request waits.
  nonisolated(unsafe) private let widget: UnsafeMutablePointer<GtkWidget>
  private let waiting = Mutex(false)

  init(widget: UnsafeMutablePointer<GtkWidget>) {
    self.widget = widget
    g_object_ref(widget)
  }

  deinit { g_object_unref(widget) }

  /// Schedules one redraw, unless one is already waiting.
  func ring() {
    let alreadyWaiting = waiting.withLock { waiting in
      defer { waiting = true }
      return waiting
    }
    guard !alreadyWaiting else { return }
    g_idle_add_full(
      G_PRIORITY_HIGH_IDLE + 10,
      { data in
        let request = Unmanaged<RedrawRequest>.fromOpaque(data!).takeRetainedValue()
        request.waiting.withLock { $0 = false }
        gtk_widget_queue_draw(request.widget)
        return 0
      }, Unmanaged.passRetained(self).toOpaque(), nil)
  }
}
