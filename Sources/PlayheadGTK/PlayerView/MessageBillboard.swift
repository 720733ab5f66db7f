internal import CGTK
import PlayheadCairo
import PlayheadCore

/// The on-screen message (`OnScreenMessage`) in the view: its picture blended into the video at
/// the top left as a layer, fading as the message says, and an alert label that draws nothing
/// (the picture shows its text) but makes screen readers speak each new message.
@MainActor
final class MessageBillboard {
  /// The picture, blended into the video with the controls' layers.
  let layer = SceneLayer()
  /// The alert screen readers hear; shown while a message is.
  let label: UnsafeMutablePointer<GtkWidget>
  /// Measures the message's text, and the timeline preview's title; `nil` without Pango.
  let measurer = try? PangoTextMeasurer()
  private var spoken: OnScreenMessage?
  /// The last message's scene and the layout it was made for: its text is measured once, not at
  /// every sync and fade frame.
  private var made: (text: String, layout: OverlayLayout, scene: Scene)?

  init() {
    label = playhead_alert_label_new()
    g_object_ref_sink(label)
    gtk_widget_add_css_class(label, "playhead-message")
    gtk_widget_set_can_target(label, 0)
    gtk_widget_set_visible(label, 0)
  }

  isolated deinit { g_object_unref(label) }

  /// Shows `message` (nil: nothing) at `now` in `layout`, drawn at `scale` pixels per point;
  /// returns whether the picture changed. A new message replaces the alert's text, which a
  /// screen reader then speaks.
  func show(_ message: OnScreenMessage?, in layout: OverlayLayout, at now: Double, scale: Double) -> Bool {
    if message != spoken {
      spoken = message
      if let message { gtk_label_set_text(playhead_label(label), message.text) }
      gtk_widget_set_visible(label, message == nil ? 0 : 1)
    }
    let picture = message.flatMap { scene(of: $0, in: layout) }
    let shown = try? layer.show(
      picture, at: layout.messageOrigin, opacity: message?.opacity(at: now) ?? 0, scale: scale)
    return shown ?? true
  }

  /// Where the alert label sits: over the picture, for a screen reader's magnifier.
  func frame(in layout: OverlayLayout) -> Rect? {
    guard let spoken, let size = scene(of: spoken, in: layout)?.size else { return nil }
    return Rect(x: layout.messageOrigin.x, y: layout.messageOrigin.y, width: size.width, height: size.height)
  }

  /// `message`'s scene in `layout`, made again only for another text or layout; nil without
  /// Pango.
  private func scene(of message: OnScreenMessage, in layout: OverlayLayout) -> Scene? {
    if let made, made.text == message.text, made.layout == layout { return made.scene }
    guard let measurer else { return nil }
    let scene = message.scene(in: layout, measurer: measurer)
    made = (message.text, layout, scene)
    return scene
  }
}
