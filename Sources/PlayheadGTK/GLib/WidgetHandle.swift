internal import CGTK

/// A GTK widget as Playhead's API hands it out and takes it in, without a C type: a view's
/// `widget` to put in your window, or your widget for `VideoPlayerView.addAuxiliaryView(_:)`.
/// A handle does not own its widget: the view that made it keeps it alive while the view lives,
/// and a container you put it in takes its own reference, as GTK's containers do.
public struct WidgetHandle: Hashable {
  /// The `GtkWidget *`, for C code or another GTK binding.
  public let pointer: UnsafeMutableRawPointer

  /// Why a pointer cannot be a handle.
  public enum Failure: Error, Equatable, CustomStringConvertible {
    /// The object at the pointer is not a `GtkWidget`.
    case notAWidget

    /// What went wrong, for the user.
    public var description: String { "the pointer given is not a GtkWidget" }
  }

  /// A handle to the `GtkWidget *` at `pointer`, made by C code or another binding; throws when
  /// the object there is not a widget (a window's `GtkWindow` is one).
  public init(_ pointer: UnsafeMutableRawPointer) throws(Failure) {
    guard playhead_is_widget(pointer) != 0 else { throw .notAWidget }
    self.pointer = pointer
  }

  /// A handle to a widget Playhead made.
  init(gtk widget: UnsafeMutablePointer<GtkWidget>) {
    pointer = UnsafeMutableRawPointer(widget)
  }

  /// The widget, for GTK's functions.
  var gtk: UnsafeMutablePointer<GtkWidget> { pointer.assumingMemoryBound(to: GtkWidget.self) }
}
