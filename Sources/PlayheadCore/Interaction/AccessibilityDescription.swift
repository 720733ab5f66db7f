/// What assistive technology (AT-SPI on Linux, VoiceOver elsewhere) is told about a control.
public struct AccessibilityDescription: Hashable, Sendable {
  /// What kind of element it is.
  public enum Role: Hashable, Sendable {
    /// A push button.
    case button
  }

  /// What the element can be asked to do.
  public enum Action: Hashable, Sendable {
    /// Press it, as a tap or Space would.
    case activate
  }

  /// The element's kind.
  public var role: Role
  /// The short name spoken first, such as "Play".
  public var label: String
  /// A state spoken after the label, such as "Loading", or `nil`.
  public var value: String?
  /// Whether the element is busy (a progress indicator is running).
  public var isBusy: Bool
  /// Whether the element accepts input.
  public var isEnabled: Bool
  /// The actions it supports.
  public var actions: [Action]

  /// Creates a description.
  public init(
    role: Role, label: String, value: String? = nil, isBusy: Bool = false,
    isEnabled: Bool = true, actions: [Action] = [.activate]
  ) {
    self.role = role
    self.label = label
    self.value = value
    self.isBusy = isBusy
    self.isEnabled = isEnabled
    self.actions = actions
  }
}
