/// `text` in the language the program chose (`Translations`), its values put in.
///
/// `make pot` finds each call by its name and literal: call it with a literal, never a variable.
public func translated(_ text: TranslatableText) -> String {
  text.translated(by: Translations.catalog)
}

/// The form `count` takes of a message English writes as `one` (for 1) and `other`, in the
/// language the program chose, its values put in (as gettext's `ngettext`). Both forms are
/// literals holding the same values; `count` is usually among them.
public func translated(one: TranslatableText, other: TranslatableText, count: Int) -> String {
  TranslatableText.form(one: one, other: other, count: count, by: Translations.catalog)
}

extension TranslatableText {
  /// The text in `catalog`'s language (English without one), its values put in.
  public func translated(by catalog: (any TranslationCatalog)?) -> String {
    MessageFormat.fill(catalog?.translation(of: message) ?? message, with: values)
  }

  /// The form of `one` and `other` `catalog` has for `count` (English's without one), its values
  /// put in.
  public static func form(
    one: TranslatableText, other: TranslatableText, count: Int, by catalog: (any TranslationCatalog)?
  ) -> String {
    let english = count == 1 ? one : other
    let message =
      catalog?.translation(singular: one.message, plural: other.message, count: count) ?? english.message
    return MessageFormat.fill(message, with: english.values)
  }
}
