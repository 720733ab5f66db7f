internal import CGTK
import Foundation

/// The window with nothing to play: a page over the player asking for media.
extension PlayerWindow {
  /// Shows, over the empty player, where to drop files, "Open…" and `recent` media (the latest
  /// first), a choice among which goes to `onOpen`; the page goes once media opens
  /// (`hideStartPage()`).
  public func showStartPage(recent: [URL]) {
    hideStartPage()
    let page = StartPage(recent: recent)
    page.onChoose = { [weak self] url in self?.onOpen?([url]) }
    gtk_overlay_add_overlay(playhead_overlay(player.gtkWidget), page.widget)
    startPage = page
  }

  /// Takes the start page away, if it shows.
  public func hideStartPage() {
    guard let startPage else { return }
    gtk_overlay_remove_overlay(playhead_overlay(player.gtkWidget), startPage.widget)
    self.startPage = nil
  }
}
