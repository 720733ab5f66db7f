import Foundation
import FuzzTargets

#if PLAYHEAD_FUZZER
  /// The target libFuzzer feeds (`make fuzz`): `PLAYHEAD_FUZZ_TARGET` names it.
  private let target: FuzzTarget = {
    let name = ProcessInfo.processInfo.environment["PLAYHEAD_FUZZ_TARGET"] ?? ""
    guard let target = FuzzTarget(rawValue: name) else {
      let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
      fatalError("PLAYHEAD_FUZZ_TARGET is \"\(name)\": it must be one of \(names)")
    }
    return target
  }()

  /// libFuzzer's entry: one input for the target.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    target.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
  }
#else
  /// Without libFuzzer: the seed corpus replayed, or seeds written (`CorpusReplay`).
  @main
  enum Entry {
    static func main() throws {
      exit(try CorpusReplay.run(Array(CommandLine.arguments.dropFirst())))
    }
  }
#endif
