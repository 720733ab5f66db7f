import PlayheadCore

/// The argument parser's own English in help and errors, said in the person's language: its
/// headings, its help and version options, "(default: …)", and the errors a mistyped command
/// gets. The parser has no catalog of its own.
enum ParserWords {
  /// `text` with each of the parser's phrases translated.
  static func translate(_ text: String) -> String {
    var result = text
    result = result.replacing(#/\(values:\s+([^;)]*);\s+default:\s+([^)]*)\)/#) {
      translated("(values: \(String($0.output.1)); default: \(String($0.output.2)))")
    }
    result = result.replacing(#/\(default:\s+([^)]*)\)/#) { translated("(default: \(String($0.output.1)))") }
    result = result.replacing(#/\(values:\s+([^)]*)\)/#) { translated("(values: \(String($0.output.1)))") }
    result = result.replacing(#/See '([^']*) <subcommand>' for detailed help\./#) {
      translated("See '\(String($0.output.1)) <subcommand>' for detailed help.")
    }
    result = result.replacing(#/Unknown option '([^']*)'/#) {
      translated("Unknown option '\(String($0.output.1))'")
    }
    result = result.replacing(#/Unexpected argument '([^']*)'/#) {
      translated("Unexpected argument '\(String($0.output.1))'")
    }
    result = result.replacing(#/Missing expected argument '([^']*)'/#) {
      translated("Missing expected argument '\(String($0.output.1))'")
    }
    result = result.replacing(#/Missing value for '([^']*)'/#) {
      translated("Missing value for '\(String($0.output.1))'")
    }
    result = result.replacing(#/Please provide one of (.*)\./#) {
      translated("Please provide one of \(String($0.output.1)).")
    }
    result = result.replacing(#/The value '([^']*)' is invalid for '([^']*)'/#) {
      translated("The value '\(String($0.output.1))' is invalid for '\(String($0.output.2))'")
    }
    for (english, said) in headings { result = result.replacing(english, with: said) }
    return result
  }

  /// The fixed phrases, each with its translation.
  private static var headings: [(String, String)] {
    [
      ("OVERVIEW:", translated("OVERVIEW:")), ("USAGE:", translated("USAGE:")),
      ("ARGUMENTS:", translated("ARGUMENTS:")), ("OPTIONS:", translated("OPTIONS:")),
      ("SUBCOMMANDS:", translated("SUBCOMMANDS:")),
      ("Show help information.", translated("Show help information.")),
      ("Show the version.", translated("Show the version.")), ("<subcommand>", translated("<subcommand>")),
      ("<options>", translated("<options>")),
    ]
  }
}
