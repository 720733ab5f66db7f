import Foundation

/// What this process holds at a moment: resident memory, open file descriptors and threads, as
/// Linux's `/proc/self` says.
struct ProcessUse {
  /// Resident memory, in megabytes.
  let residentMegabytes: Double
  /// Open file descriptors.
  let descriptors: Int
  /// Threads.
  let threads: Int

  /// The process as it is now.
  static func now() -> ProcessUse {
    let statm = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
    let pages = statm.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? 0
    let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? 1
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let threads =
      status.split(separator: "\n").first { $0.hasPrefix("Threads:") }
      .flatMap { Int($0.dropFirst("Threads:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
    // Listing the folder opened one descriptor more.
    return ProcessUse(
      residentMegabytes: pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576,
      descriptors: descriptors - 1,
      threads: threads)
  }
}
