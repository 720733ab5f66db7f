/// One list of a menu of choices: a heading (none for a menu of one list), the choices' names
/// and which one is chosen. The GTK view shows each as a column of toggle buttons, the chosen
/// one pressed.
public struct ChoiceSection: Hashable, Sendable {
  /// The list's heading ("Sound"), if any.
  public var title: String?
  /// The choices' names, in order.
  public var choices: [String]
  /// The index of the choice in effect, if one is.
  public var chosen: Int?

  /// A list headed `title` of `choices`, `chosen` pressed (ignored when it is not an index of
  /// `choices`).
  public init(title: String? = nil, choices: [String], chosen: Int?) {
    self.title = title
    self.choices = choices
    self.chosen = chosen.flatMap { choices.indices.contains($0) ? $0 : nil }
  }
}
