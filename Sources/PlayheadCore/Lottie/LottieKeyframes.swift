/// Which samples of a property become keyframes: as few as leave every sample within the
/// property's tolerance of the straight blend between the keyframes on either side of it.
enum LottieKeyframes {
  /// The indices of `values` (one list of numbers a sample, at `times`) kept as keyframes, the
  /// first and the last always among them; only the first when every sample is the same.
  static func kept(times: [Double], values: [[Double]], tolerance: Double) -> [Int] {
    guard let first = values.first else { return [] }
    if values.allSatisfy({ $0 == first }) { return [0] }
    var kept = [0]
    var anchor = 0
    var end = 1
    while end < values.count {
      // Reach as far as a blend from the anchor still covers every sample between.
      var next = end + 1
      while next < values.count,
        covers(from: anchor, to: next, times: times, values: values, tolerance: tolerance)
      {
        next += 1
      }
      anchor = next - 1
      kept.append(anchor)
      end = anchor + 1
    }
    return kept
  }

  /// Whether blending straight from sample `start` to sample `end` passes within `tolerance` of
  /// every sample between them.
  static func covers(from start: Int, to end: Int, times: [Double], values: [[Double]], tolerance: Double)
    -> Bool
  {
    (start + 1..<end).allSatisfy { index in
      deviation(
        of: values[index], at: times[index], between: (times[start], values[start]),
        and: (times[end], values[end]))
        <= tolerance
    }
  }

  /// How far `value`, at `time`, lies from the straight blend of the two samples around it: the
  /// largest difference of any of its numbers.
  static func deviation(
    of value: [Double], at time: Double, between start: (time: Double, value: [Double]),
    and end: (time: Double, value: [Double])
  ) -> Double {
    let span = end.time - start.time
    let fraction = span > 0 ? (time - start.time) / span : 0
    var farthest = 0.0
    for index in value.indices {
      let blend = start.value[index] + (end.value[index] - start.value[index]) * fraction
      farthest = max(farthest, abs(value[index] - blend))
    }
    return farthest
  }
}
