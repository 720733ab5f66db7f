/// Sorted, non-overlapping byte ranges that grow as data arrives: a piece that continues or
/// overlaps a range extends it (taking in any range it reaches), any other starts a new one.
struct ByteRanges: Equatable {
  private(set) var ranges: [Range<UInt64>] = []

  /// Records that `piece` arrived.
  mutating func add(_ piece: Range<UInt64>) {
    // Nearly every piece continues the last range: extend it without a search.
    if let last = ranges.indices.last, ranges[last].upperBound == piece.lowerBound {
      ranges[last] = ranges[last].lowerBound..<piece.upperBound
      return
    }
    guard
      let index = ranges.firstIndex(where: {
        $0.upperBound >= piece.lowerBound && $0.lowerBound <= piece.lowerBound
      })
    else {
      let position = ranges.firstIndex { $0.lowerBound > piece.lowerBound } ?? ranges.endIndex
      ranges.insert(piece, at: position)
      merge(from: position)
      return
    }
    ranges[index] = ranges[index].lowerBound..<max(piece.upperBound, ranges[index].upperBound)
    merge(from: index)
  }

  /// Joins the range at `index` with those after it that it reaches.
  private mutating func merge(from index: Int) {
    while index + 1 < ranges.count, ranges[index + 1].lowerBound <= ranges[index].upperBound {
      let next = ranges.remove(at: index + 1)
      ranges[index] = ranges[index].lowerBound..<max(next.upperBound, ranges[index].upperBound)
    }
  }
}
