import Foundation

extension PlayerSettings {
  /// These settings' changes since `baseline`, made over `kept` (what the settings file holds
  /// now), field by field: what another window changed meanwhile stays, unless this one changed
  /// it too.
  public func changes(since baseline: PlayerSettings, over kept: PlayerSettings) -> PlayerSettings {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    func fields(_ settings: PlayerSettings) -> [String: Any] {
      (try? encoder.encode(settings)).flatMap { try? JSONSerialization.jsonObject(with: $0) }
        as? [String: Any] ?? [:]
    }
    func same(_ one: Any?, _ other: Any?) -> Bool {
      guard let one, let other else { return one == nil && other == nil }
      let data = { (value: Any) in try? JSONSerialization.data(withJSONObject: [value], options: .sortedKeys)
      }
      return data(one) == data(other)
    }
    let (before, after) = (fields(baseline), fields(self))
    var merged = fields(kept)
    for key in Set(before.keys).union(after.keys) where !same(before[key], after[key]) {
      merged[key] = after[key]
    }
    guard let data = try? JSONSerialization.data(withJSONObject: merged),
      let settings = try? JSONDecoder().decode(PlayerSettings.self, from: data)
    else { return self }
    return settings
  }
}
