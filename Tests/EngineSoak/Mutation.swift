import Foundation
import PlayheadFixtures

/// One random change to a media file's bytes, of the kinds real damage and hostile files show.
enum Mutation: CaseIterable {
  /// A few bytes XOR-ed with random values.
  case flipBytes
  /// A run of bytes overwritten with random ones.
  case scribble
  /// The file cut short.
  case truncate
  /// A run of bytes removed, shifting the rest.
  case delete
  /// A run of bytes repeated in place.
  case duplicate
  /// A 32-bit field set to an extreme (0, 1, 0x7FFFFFFF, 0xFFFFFFFF), as sizes and counts are.
  case extremeField

  /// `data` with this change made at places `random` picks.
  func apply(to data: Data, _ random: inout SeededRandom) -> Data {
    guard data.count > 8 else { return data }
    var bytes = [UInt8](data)
    let at = Int(random.next() % UInt64(bytes.count - 4))
    let length = min(Int(random.next() % 512) + 1, bytes.count - at)
    switch self {
    case .flipBytes:
      for _ in 0..<Int(random.next() % 16 + 1) {
        bytes[Int(random.next() % UInt64(bytes.count))] ^= UInt8(random.next() % 255 + 1)
      }
    case .scribble:
      for index in at..<at + length { bytes[index] = UInt8(truncatingIfNeeded: random.next()) }
    case .truncate:
      bytes.removeSubrange(at...)
    case .delete:
      bytes.removeSubrange(at..<at + length)
    case .duplicate:
      bytes.insert(contentsOf: bytes[at..<at + length], at: at)
    case .extremeField:
      let value: [UInt8] = [
        [0, 0, 0, 0], [0, 0, 0, 1], [0x7F, 0xFF, 0xFF, 0xFF], [0xFF, 0xFF, 0xFF, 0xFF],
      ][
        Int(random.next() % 4)]
      bytes.replaceSubrange(at..<at + 4, with: value)
    }
    return Data(bytes)
  }

  /// One to three random mutations of `data`, and their names.
  static func random(of data: Data, _ random: inout SeededRandom) -> (Data, [Mutation]) {
    var mutated = data
    var made: [Mutation] = []
    for _ in 0..<Int(random.next() % 3 + 1) {
      let mutation = allCases[Int(random.next() % UInt64(allCases.count))]
      mutated = mutation.apply(to: mutated, &random)
      made.append(mutation)
    }
    return (mutated, made)
  }
}
