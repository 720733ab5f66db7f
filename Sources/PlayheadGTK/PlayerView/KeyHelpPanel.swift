internal import CGTK
import PlayheadCore

/// The keys' list `?` shows over the video: "Keys", then each key and what it does, from a tab
/// stop, at the desktop's text size, never smaller. A list taller than the player goes on in a
/// second column beside the first when the two fit; otherwise it stays one column and scrolls
/// (with the wheel, or its scroll bar), so every key can be read in a small window too.
@MainActor
final class KeyHelpPanel {
  /// The panel: a scrolled window, centred over the video, holding the columns side by side.
  let widget: UnsafeMutablePointer<GtkWidget>
  /// The columns' box.
  private let box: UnsafeMutablePointer<GtkWidget>
  /// The first column, headed "Keys", and the second, shown only when the list is split.
  private let columns: [UnsafeMutablePointer<GtkWidget>]
  /// Where the actions start in each line, in pixels: past the widest keys.
  private var tabStop: gint = 120
  /// The room left between the panel and the player's edges, top and bottom together (or left
  /// and right).
  private static let margin = 96.0

  init() {
    widget = gtk_scrolled_window_new()
    box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 32)
    columns = [gtk_label_new(nil), gtk_label_new(nil)]
    gtk_widget_add_css_class(widget, "playhead-help")
    gtk_widget_set_halign(widget, GTK_ALIGN_CENTER)
    gtk_widget_set_valign(widget, GTK_ALIGN_CENTER)
    gtk_widget_set_visible(widget, 0)
    let scrolled = playhead_scrolled_window(widget)
    gtk_scrolled_window_set_propagate_natural_width(scrolled, 1)
    gtk_scrolled_window_set_propagate_natural_height(scrolled, 1)
    // A line wider than the player wraps; the list scrolls up and down.
    gtk_scrolled_window_set_policy(scrolled, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    // Two columns in each (`set`): the keys, then from a tab stop what they do.
    for column in columns {
      gtk_widget_set_valign(column, GTK_ALIGN_START)
      gtk_label_set_wrap(playhead_label(column), 1)
      gtk_box_append(playhead_box(box), column)
    }
    gtk_scrolled_window_set_child(scrolled, box)
  }

  /// Whether the list is shown.
  var isShown: Bool { gtk_widget_get_visible(widget) != 0 }

  /// Shows `lines` under the heading over a player of `size`: in two columns when one would be
  /// taller than the player and two fit; otherwise in one, scrolling where the player ends.
  func show(_ lines: [KeyHelp.Line], within size: Size) {
    let keys = lines.map { "<b>\(Self.escaped($0.keys))</b>" }
    let written = zip(keys, lines).map { "\($0)\t\(Self.escaped($1.action))" }
    // The actions start past the widest keys, however long a language names them.
    tabStop = keys.map { width(ofMarkup: $0) }.max().map { $0 + 16 } ?? 120
    let heading = "<big><b>\(Self.escaped(translated("Keys")))</b></big>"
    let single = [([heading] + written).joined(separator: "\n")]
    let room = Size(width: max(size.width - Self.margin, 1), height: max(size.height - Self.margin, 1))
    // Shown first: GTK measures a hidden widget as empty.
    gtk_widget_set_visible(widget, 1)
    set(single)
    if natural(box).height > room.height {
      let half = (written.count + 2) / 2
      // The heading's line, left empty in the second, keeps the two columns' rows level.
      set(
        [([heading] + written.prefix(half)), (["<big> </big>"] + written.dropFirst(half))].map {
          $0.joined(separator: "\n")
        })
      let split = natural(box)
      if split.height > room.height || split.width > room.width { set(single) }
    }
    let scrolled = playhead_scrolled_window(widget)
    gtk_scrolled_window_set_max_content_width(scrolled, gint(room.width))
    gtk_scrolled_window_set_max_content_height(scrolled, gint(room.height))
  }

  /// Puts `texts` in the columns (a second only when there are two).
  private func set(_ texts: [String]) {
    let tabs = pango_tab_array_new(1, 1)
    pango_tab_array_set_tab(tabs, 0, PANGO_TAB_LEFT, tabStop)
    for (index, column) in columns.enumerated() {
      gtk_label_set_markup(playhead_label(column), index < texts.count ? texts[index] : "")
      gtk_label_set_tabs(playhead_label(column), tabs)
      gtk_widget_set_visible(column, index < texts.count ? 1 : 0)
    }
    pango_tab_array_free(tabs)
  }

  /// How wide `markup` is set in the columns' font, in pixels.
  private func width(ofMarkup markup: String) -> gint {
    let layout = gtk_widget_create_pango_layout(columns[0], nil)
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    pango_layout_set_markup(layout, markup, -1)
    var width: gint = 0
    pango_layout_get_pixel_size(layout, &width, nil)
    return width
  }

  /// The size `widget` asks for, with its padding.
  private func natural(_ widget: UnsafeMutablePointer<GtkWidget>) -> Size {
    var width: gint = 0
    var height: gint = 0
    gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, nil, &width, nil, nil)
    gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, -1, nil, &height, nil, nil)
    return Size(width: Double(width), height: Double(height))
  }

  /// Hides the list.
  func hide() {
    gtk_widget_set_visible(widget, 0)
  }

  /// `text` with what Pango markup would misread escaped (GLib's escaping): a program's own keys
  /// and words may hold it.
  private static func escaped(_ text: String) -> String {
    guard let escaped = g_markup_escape_text(text, -1) else { return "" }
    defer { g_free(escaped) }
    return String(cString: escaped)
  }
}
