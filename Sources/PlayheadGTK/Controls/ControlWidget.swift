internal import CGTK
import PlayheadCore

/// A GTK widget for one core control: `ControlWidget<PlayButton>`, `ControlWidget<MaskButton>`
/// or `ControlWidget<SeekButtonControl>`. It feeds the control GTK's input, draws it with Cairo
/// at the display's scale, ticks only while it animates, speaks it over AT-SPI and hands what it
/// reports to `onOutput`. Keep the `ControlWidget` as long as its `widget` is shown.
@MainActor
public final class ControlWidget<Control: DrawableControl>: InteractiveArea {
  /// The control, as last changed.
  public private(set) var control: Control
  /// Receives what the control reports (a PlayButton's `.touchUpInside`, a SeekButton's
  /// `.tapped(seconds:)`).
  public var onOutput: ((Control.Output) -> Void)?

  /// A widget showing `control`.
  public init(_ control: Control) {
    self.control = control
    super.init()
    refresh()
  }

  /// Changes the control at the current time (`change` gets it and the time) and redraws.
  public func update(_ change: (inout Control, Double) -> Void) {
    change(&control, MainLoop.now)
    refresh()
  }

  override func scene(in size: Size, at time: Double) -> Scene { control.scene(in: size, at: time) }
  override func isAnimating(at time: Double) -> Bool { control.isAnimating(at: time) }
  override func accessibility(at time: Double) -> AccessibilityDescription? {
    control.accessibility(at: time)
  }

  override func feed(_ event: InputEvent, in size: Size, at time: Double) {
    report(control.handle(event, in: size, at: time))
  }

  override func advance(to time: Double) {
    report(control.advance(to: time))
  }

  private func report(_ outputs: [Control.Output]) {
    for output in outputs { onOutput?(output) }
  }
}

/// A PlayButton as a GTK widget.
public typealias PlayButtonWidget = ControlWidget<PlayButton>
/// A SeekButton, with its accumulator, as a GTK widget.
public typealias SeekButtonWidget = ControlWidget<SeekButtonControl>
/// The speaker button as a GTK widget.
public typealias VolumeButtonWidget = ControlWidget<VolumeButton>
/// A MaskButton as a GTK widget.
public typealias MaskButtonWidget = ControlWidget<MaskButton>
