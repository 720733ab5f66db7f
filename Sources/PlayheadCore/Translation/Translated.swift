/// `text` in the language the program chose (`Translations`), its values put in.
///
/// `make pot` finds each call by its name and literal: call it with a literal, never a variable.
public func translated(_ text: TranslatableText) -> String {
  MessageFormat.fill(Translations.text(of: text.message), with: text.values)
}

/// The form `count` takes of a message English writes as `one` (for 1) and `other`, in the
/// language the program chose, its values put in (as gettext's `ngettext`). Both forms are
/// literals holding the same values; `count` is usually among them.
public func translated(one: TranslatableText, other: TranslatableText, count: Int) -> String {
  MessageFormat.fill(
    Translations.text(singular: one.message, plural: other.message, count: count),
    with: (count == 1 ? one : other).values)
}
