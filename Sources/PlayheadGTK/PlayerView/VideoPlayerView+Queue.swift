internal import CGTK
import PlayheadCore

/// The queue in the bar: previous and next either side of the SeekButtons and the list button
/// left of the sound-and-subtitles button, shown while `queue` holds more than one item. Each
/// press is a `QueueCommand` for the session (`PlayerSession.perform(_:)`), whose queue changes are
/// announced (`PlayerEvent.queueChanged`).
extension VideoPlayerView {
  /// Connects the queue's buttons and its list.
  func connectQueue() {
    let buttons: [(UnsafeMutablePointer<GtkWidget>, String, QueueCommand?)] = [
      (bar.previousButton, translated("Previous"), .previous), (bar.nextButton, translated("Next"), .next),
      (bar.queueButton, translated("Queue"), nil),
    ]
    for (button, label, command) in buttons {
      gtk_widget_add_css_class(button, "playhead-bare-button")
      playhead_accessible_set_label(button, label)
      redrawOnFocusChange(of: button)
      connections.connect(button, "clicked", as: Signal.plain) { [unowned self] in
        if let command { session.perform(command) } else { bar.queueMenu.open() }
      }
    }
    bar.queueMenu.onCommand = { [unowned self] command in session.perform(command) }
    keepControlsShown(while: bar.queueMenu.popover)
  }

  /// Shows the queue's buttons while it is shown, each pressable while it can do something, and
  /// what a screen reader hears: "Next", "3 of 5".
  func syncQueue() {
    let shown = queue.isShown
    gtk_widget_set_sensitive(bar.previousButton, queue.hasPrevious ? 1 : 0)
    gtk_widget_set_sensitive(bar.nextButton, queue.hasNext ? 1 : 0)
    let place = queue.currentIndex.map { translated("\($0 + 1) of \(queue.items.count)") } ?? ""
    playhead_accessible_set_description(bar.queueButton, place)
    bar.queueMenu.show(queue)
    if !shown { bar.queueMenu.popover.close() }
    relayOut()
  }

  /// The queue's buttons' faces, as the bar shows them now; none while the queue is not shown.
  var shownQueueBadges: [QueueBadge] {
    guard queue.isShown else { return [] }
    let focused = { (button: UnsafeMutablePointer<GtkWidget>) in gtk_widget_has_visible_focus(button) != 0 }
    return [
      QueueBadge(.previous, isEnabled: queue.hasPrevious, isFocused: focused(bar.previousButton)),
      QueueBadge(.next, isEnabled: queue.hasNext, isFocused: focused(bar.nextButton)),
      QueueBadge(.list, isFocused: focused(bar.queueButton)),
    ]
  }
}
