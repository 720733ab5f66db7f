/// Sums seek taps that come close together into one seek. Each tap keeps the window open for
/// `window` seconds more; when it closes, one `committed(total:)` is due. A backward and a
/// forward button can feed one accumulator, so opposite taps cancel out.
public struct SeekAccumulator: Hashable, Sendable {
  /// The default window, 0.8 s.
  public static let defaultWindow = 0.8

  /// Seconds after the last tap before the total is committed; a value that is not positive and
  /// finite means 0.8.
  public var window: Double {
    get { _window }
    set { _window = newValue.isFinite && newValue > 0 ? newValue : Self.defaultWindow }
  }

  /// The signed sum of the taps in the open window (0 when none is open).
  public private(set) var total = 0
  /// When the open window closes, or `nil` when none is open.
  public private(set) var closingTime: Double?

  private var _window = SeekAccumulator.defaultWindow

  /// An accumulator with no taps.
  public init(window: Double = SeekAccumulator.defaultWindow) {
    self.window = window
  }

  /// Whether taps are being summed at `time`.
  public func isAccumulating(at time: Double) -> Bool {
    closingTime.map { time < $0 } ?? false
  }

  /// Adds a tap of `seconds` at `time`. Returns the commit of an earlier window that closed
  /// before this tap (if it was not collected), then the tap.
  public mutating func add(_ seconds: Int, at time: Double) -> [SeekEvent] {
    var events: [SeekEvent] = []
    if let commit = advance(to: time) { events.append(commit) }
    total += seconds
    closingTime = time + window
    events.append(.tapped(seconds: seconds))
    return events
  }

  /// The commit, once, when the window has closed by `time`; `nil` otherwise.
  public mutating func advance(to time: Double) -> SeekEvent? {
    guard let closingTime, time >= closingTime else { return nil }
    let committed = total
    total = 0
    self.closingTime = nil
    return .committed(total: committed)
  }
}
