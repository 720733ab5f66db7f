internal import CGTK

/// Where a widget sits on its window's surface, for what draws there itself (the frame
/// presenters): its top-left corner in surface units, the window's shadow included, and its
/// size. Nil while it is not shown or not placed.
struct WidgetPlacement {
  let x: Double
  let y: Double
  let width: Int32
  let height: Int32

  @MainActor init?(_ widget: UnsafeMutablePointer<GtkWidget>) {
    guard gtk_widget_get_mapped(widget) != 0, let native = gtk_widget_get_native(widget) else { return nil }
    var origin = graphene_point_t(x: 0, y: 0)
    var placed = graphene_point_t(x: 0, y: 0)
    guard gtk_widget_compute_point(widget, playhead_native_widget(native), &origin, &placed) != 0 else {
      return nil
    }
    var shadowX = 0.0
    var shadowY = 0.0
    gtk_native_get_surface_transform(native, &shadowX, &shadowY)
    (x, y) = (shadowX + Double(placed.x), shadowY + Double(placed.y))
    (width, height) = (gtk_widget_get_width(widget), gtk_widget_get_height(widget))
    guard width > 0, height > 0 else { return nil }
  }
}
