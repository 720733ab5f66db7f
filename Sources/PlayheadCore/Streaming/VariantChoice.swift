/// Which of an adaptive stream's variants its demuxer may fetch: the one a person chose, else
/// (Auto) any the network allows, kept below the best variant whose segments failed to come (a
/// 403, a variant gone), so a failed variant is not the stream's end while one below is left.
public struct VariantChoice: Hashable, Sendable {
  /// The variant a person chose; `nil` is Auto.
  public var chosen: StreamVariant?
  /// The variants set aside because their segments failed.
  public private(set) var failed: Set<StreamVariant> = []

  /// Auto, nothing failed.
  public init() {}

  /// The bit rates the demuxer may fetch among `variants`: the chosen one's alone, else up to
  /// the best below every failed one; `nil` is any.
  public func limits(among variants: [StreamVariant]) -> ClosedRange<Int>? {
    if let chosen { return chosen.bandwidth...chosen.bandwidth }
    guard let lowestFailed = failed.map(\.bandwidth).min() else { return nil }
    let below = variants.map(\.bandwidth).filter { $0 < lowestFailed }.max()
    return below.map { 0...$0 }
  }

  /// Sets `variant` aside after its segments failed (a choice of it is dropped for Auto);
  /// returns whether a variant below it is left to play, `false` when the failure is the
  /// stream's own.
  public mutating func setAside(_ variant: StreamVariant, among variants: [StreamVariant]) -> Bool {
    failed.insert(variant)
    if chosen == variant { chosen = nil }
    return chosen != nil || limits(among: variants) != nil
  }
}
