/// The quality menu of an adaptive stream: "Auto (720p)", which lets the network choose (the
/// variant playing in brackets), then each variant with its height and bit rate, highest first
/// ("720p · 2.8 Mb/s"); the one in effect chosen. Empty for media without variants.
public struct QualityMenu: Hashable, Sendable {
  /// The menu's one list, no heading.
  public let section: ChoiceSection
  private let variants: [StreamVariant]

  /// The menu for `info`'s variants, `pinned` held by a person's choice (`nil`: Auto).
  public init(info: MediaInfo?, pinned: StreamVariant?) {
    let variants = info?.variants ?? []
    let held = pinned.flatMap { variants.firstIndex(of: $0) }
    let auto = info?.variant.map { translated("Auto (\($0.name))") } ?? translated("Auto")
    self.variants = variants
    section = ChoiceSection(
      choices: variants.isEmpty ? [] : [auto] + variants.map(\.description), chosen: held.map { $0 + 1 } ?? 0)
  }

  /// Whether there is a choice to make: the stream has more than one variant.
  public var hasChoices: Bool { variants.count > 1 }

  /// The command that makes `choice` the one in effect; `nil` when there is no such choice.
  public func command(choosing choice: Int) -> PlayerCommand? {
    guard section.choices.indices.contains(choice) else { return nil }
    return .chooseQuality(choice == 0 ? nil : variants[choice - 1])
  }

  /// What is in effect, as the menu's button says it to a screen reader and the overflow menu
  /// shows it: "Auto (720p)", "360p · 736 kb/s".
  public var summary: String {
    section.chosen.map { section.choices[$0] } ?? ""
  }

  /// What the button's face says: the height held ("360p"), or "Auto".
  public var badgeText: String {
    section.chosen.flatMap { $0 > 0 ? variants[$0 - 1].name : nil } ?? translated("Auto")
  }
}
