/// Where the words a person reads are looked up: GNU gettext's catalogs in the programs
/// (`GettextCatalog`), a made-up one in tests.
///
/// A message is its English text with each interpolated value written `%s` and each `%` doubled,
/// as `make pot` extracts it; a translation writes the values `%s` in order, or `%2$s` to reorder
/// them.
public protocol TranslationCatalog: Sendable {
  /// The translation of `message`, `nil` when the catalog has none.
  func translation(of message: String) -> String?

  /// The translation of the form of `singular` and `plural` (English's two) that `count` takes
  /// in the catalog's language, `nil` when the catalog has none.
  func translation(singular: String, plural: String, count: Int) -> String?
}
