import Foundation

/// The speeds a person picks from the speed menu and steps through with `[` and `]`, and how
/// each is written ("1.5×").
public enum PlaybackSpeed {
  /// The menu's speeds, slowest first.
  public static let choices: [Double] = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 3, 4]
  /// The slowest and fastest speed a player plays at: the menu's ends.
  public static var range: ClosedRange<Double> { choices[0]...choices[choices.count - 1] }

  /// The speed `steps` choices away from `speed` (positive is faster), kept within the choices;
  /// from a speed between two choices, the first step goes to the next one that way.
  public static func stepped(from speed: Double, by steps: Int) -> Double {
    guard steps != 0 else { return speed }
    let index: Int
    if steps > 0 {
      let above = choices.firstIndex { $0 > speed + 1e-9 } ?? choices.count
      index = above + steps - 1
    } else {
      let below = choices.lastIndex { $0 < speed - 1e-9 } ?? -1
      index = below + steps + 1
    }
    return choices[min(max(index, 0), choices.count - 1)]
  }

  /// The speed menu's one list, `speed` chosen when it is one of the choices (not a start-up
  /// `--speed 1.1`).
  public static func menu(showing speed: Double) -> ChoiceSection {
    ChoiceSection(choices: choices.map(text), chosen: choices.firstIndex(of: speed))
  }

  /// `speed` written as a person reads it: "1×", "1.5×", "0.25×".
  public static func text(_ speed: Double) -> String {
    "\(Translations.number((speed * 100).rounded() / 100, fractionDigits: 2))×"
  }
}
