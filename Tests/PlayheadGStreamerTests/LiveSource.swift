import Foundation
import PlayheadFixtures

/// A live stream for the engine tests: GStreamer's moving test pattern, encoded as it plays and
/// sent as MPEG-TS over UDP to 127.0.0.1 by `gst-launch-1.0`; stopped when released.
final class LiveSource {
  /// Where to receive it.
  let url: URL
  private let process = Process()

  init() throws {
    let port = try Self.freeUDPPort()
    url = URL(string: "udp://127.0.0.1:\(port)")!
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      ["gst-launch-1.0", "-q"]
      + ("videotestsrc is-live=true pattern=ball ! video/x-raw,format=I420,width=320,height=240,framerate=30/1 ! "
      + "x264enc tune=zerolatency speed-preset=ultrafast key-int-max=15 ! h264parse ! mpegtsmux ! "
      + "udpsink host=127.0.0.1 port=\(port)").split(separator: " ").map(String.init)
    process.standardOutput = FileHandle.nullDevice
    // Not the test's stderr: a child holding it open would keep the test runner waiting.
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
  }

  deinit {
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }

  /// A UDP port nothing uses now, found by binding port 0.
  private static func freeUDPPort() throws -> UInt16 {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_DGRAM.rawValue), 0)
    guard socket >= 0 else { throw MediaFixtures.Failure(description: "no UDP socket: errno \(errno)") }
    defer { close(socket) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
        bind(socket, generic, length) == 0 && getsockname(socket, generic, &length) == 0
      }
    }
    guard bound else { throw MediaFixtures.Failure(description: "no free UDP port: errno \(errno)") }
    return UInt16(bigEndian: address.sin_port)
  }
}
