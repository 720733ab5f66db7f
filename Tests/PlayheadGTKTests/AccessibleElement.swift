import Foundation

/// One element as a screen reader sees it, from `atspi_client.py dump`.
struct AccessibleElement: Equatable {
  let role: String
  let name: String
  /// Where it is in the window: x, y, width, height.
  let frame: (x: Int, y: Int, width: Int, height: Int)?
  let description: String
  /// The states tests ask about that it has: "pressed", "checked", "focused".
  let states: Set<String>

  /// Its centre, for a click.
  var center: (x: Int, y: Int)? { frame.map { ($0.x + $0.width / 2, $0.y + $0.height / 2) } }

  /// Reads a `role|name|x,y,w,h|description|states` line.
  init?(line: Substring) {
    let fields = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
    guard fields.count == 5 else { return nil }
    role = fields[0]
    name = fields[1]
    let numbers = fields[2].split(separator: ",").compactMap { Int($0) }
    frame = numbers.count == 4 ? (numbers[0], numbers[1], numbers[2], numbers[3]) : nil
    description = fields[3]
    states = Set(fields[4].split(separator: ",").map(String.init))
  }

  static func == (a: AccessibleElement, b: AccessibleElement) -> Bool {
    a.role == b.role && a.name == b.name && a.description == b.description
  }
}
