internal import CGTK
import Foundation
import PlayheadCore

/// The ways a person hands the window media: dropping files or an address on it, choosing files
/// (`chooseMedia()`), pasting (`pasteMedia()`). Each gives `onOpen` the media in order, or says
/// on the player why there is none.
extension PlayerWindow {
  /// Files and text (an address, or a list of them) dropped anywhere on the window go to
  /// `onOpen`. What is dragged from the window itself (a row of the queue's list) is not new
  /// media.
  func acceptDrops() {
    let target = playhead_file_drop_target_new()!
    connections.connect(target, "drop", as: Signal.drop) { [weak self] text in
      guard let self, playhead_drop_is_from_this_program(target) == 0 else { return false }
      return open(text, from: translated("The dropped text"))
    }
    gtk_widget_add_controller(window, target)
  }

  /// Asks for files to play with the desktop's file chooser (its portal's when there is one,
  /// else GTK's), showing video and audio; the chosen ones go to `onOpen`. One chooser serves
  /// the window: asked again, it shows again.
  public func chooseMedia() {
    if let chooser {
      playhead_native_dialog_show(chooser)
      return
    }
    let chooser = Self.withChooserWords(accepting: translated("_Open")) {
      playhead_media_chooser_new(window, translated("Open Media"), $0, translated("Video and audio"))!
    }
    self.chooser = chooser
    show(chooser) { [weak self] text in self?.open(text, from: translated("The chosen files")) }
  }

  /// Shows `chooser`, made just now, and gives `accepted` the files chosen each time, their URIs
  /// one a line.
  private func show(_ chooser: OpaquePointer, accepted: @escaping @MainActor (String) -> Void) {
    connections.connect(chooser, "response", as: Signal.response) { response in
      guard response == GTK_RESPONSE_ACCEPT.rawValue, let uris = playhead_chosen_uris(chooser) else { return }
      let text = String(cString: uris)
      g_free(uris)
      accepted(text)
    }
    playhead_native_dialog_show(chooser)
  }

  /// Asks for a subtitle file with the desktop's file chooser, open in the media's folder,
  /// showing those Playhead reads (`SubtitleFile.allExtensions`); the chosen one is added to the
  /// media playing (`PlayerController.addSubtitleFile`). One chooser serves the window.
  func chooseSubtitleFile() {
    let folder = player.controller.url.flatMap { $0.isFileURL ? $0.deletingLastPathComponent().path : nil }
    if let subtitleChooser {
      if let folder { playhead_chooser_set_folder(subtitleChooser, folder) }
      playhead_native_dialog_show(subtitleChooser)
      return
    }
    let chooser = SubtitleFile.allExtensions.sorted().withCStrings { endings, _ in
      Self.withChooserWords(accepting: translated("_Add")) {
        playhead_subtitle_chooser_new(
          window, translated("Add Subtitles"), $0, translated("Subtitles"), endings)!
      }
    }
    subtitleChooser = chooser
    if let folder { playhead_chooser_set_folder(chooser, folder) }
    show(chooser) { [weak self] text in
      guard let self, let url = MediaAddress.urls(in: text).first else { return }
      player.controller.addSubtitleFile(url, at: MainLoop.now)
    }
  }

  /// Plays what the clipboard holds: copied files, or an address or a path as text.
  public func pasteMedia() {
    let receive: @MainActor (String?) -> Void = { [weak self] text in
      guard let self else { return }
      guard let text else {
        player.controller.showMessage(
          translated("Nothing to paste: copy an address or files first"), at: MainLoop.now)
        return
      }
      open(text, from: translated("The clipboard"))
    }
    playhead_read_clipboard(
      window,
      { text, data in
        let text = text.map { String(cString: $0) }
        MainActor.assumeIsolated {
          CallbackBox<@MainActor (String?) -> Void>.value(data)(text)
          AnyCallbackBox.release(data)
        }
      }, CallbackBox.retained(receive))
  }

  /// Hands the media `text` names to `onOpen`; `false`, having said so on the player, when it
  /// names none (`source` says where it came from).
  @discardableResult
  private func open(_ text: String, from source: String) -> Bool {
    let urls = MediaAddress.urls(in: text)
    guard !urls.isEmpty else {
      let shown = text.count > 60 ? text.prefix(57) + "…" : Substring(text)
      player.controller.showMessage(
        translated("\(source) names no media to play: \(shown)"), at: MainLoop.now)
      return false
    }
    onOpen?(urls)
    return true
  }

  /// Calls `body` with a file chooser's words: `accept` on its button, the rest in the person's
  /// language; valid only inside it.
  private static func withChooserWords<Result>(
    accepting accept: String, _ body: (PlayheadChooserWords) -> Result
  ) -> Result {
    accept.withCString { accept in
      translated("_Cancel").withCString { cancel in
        translated("All files").withCString { all in
          body(PlayheadChooserWords(accept: accept, cancel: cancel, all_files: all))
        }
      }
    }
  }
}
