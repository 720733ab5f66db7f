/// Stops the program, as a crash does, when a parser breaks `promise`: the fuzzer keeps the
/// input, and the seed corpus's replay fails on it.
func require(_ promise: Bool, _ what: @autoclosure () -> String) {
  if !promise { fatalError("Broken promise: \(what())") }
}

/// Splits a fuzzer's bytes at their first zero byte (none: all in the first part), so one input
/// can hold two buffers or a parameter and a text.
func split(_ bytes: [UInt8]) -> ([UInt8], [UInt8]) {
  guard let zero = bytes.firstIndex(of: 0) else { return (bytes, []) }
  return (Array(bytes[..<zero]), Array(bytes[(zero + 1)...]))
}

/// Bytes as text, as Playhead reads text files: UTF-8, with damaged sequences replaced.
func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
