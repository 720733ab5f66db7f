import Foundation

/// The program tables at the start of an MPEG transport stream: its PAT packets (PID 0) and the
/// PMT packets the PAT names. Put before a picture's bytes cut from the middle of the stream, they
/// tell the demuxer what the stream holds.
public enum TransportStreamTables {
  /// A transport stream packet's length.
  static let packetLength = 188

  /// The PAT and PMT packets among `start`'s, in order; empty when it holds none.
  public static func packets(in start: Data) -> Data {
    let bytes = [UInt8](start)
    let packets = stride(from: 0, through: bytes.count - packetLength, by: packetLength)
      .map { Array(bytes[$0..<($0 + packetLength)]) }
      .filter { $0[0] == 0x47 }
    let tables = Set(packets.filter { pid(of: $0) == 0 }.flatMap(programMapPIDs(in:)))
    guard !tables.isEmpty else { return Data() }
    return Data(packets.filter { pid(of: $0) == 0 || tables.contains(pid(of: $0)) }.joined())
  }

  private static func pid(of packet: [UInt8]) -> Int {
    Int(packet[1] & 0x1F) << 8 | Int(packet[2])
  }

  /// The PMT PIDs a PAT packet's section names (program 0, the network's PID, left out).
  private static func programMapPIDs(in packet: [UInt8]) -> [Int] {
    // The payload starts a section (payload_unit_start) and follows any adaptation field.
    guard packet[1] & 0x40 != 0 else { return [] }
    var index = 4
    if packet[3] & 0x20 != 0 { index += 1 + Int(packet[4]) }
    guard index < packet.count else { return [] }
    index += 1 + Int(packet[index])  // the pointer field
    guard index + 8 <= packet.count, packet[index] == 0 else { return [] }
    let sectionLength = Int(packet[index + 1] & 0x0F) << 8 | Int(packet[index + 2])
    // Programs follow the 8-byte header and end before the 4-byte CRC.
    let end = min(index + 3 + sectionLength - 4, packet.count)
    return stride(from: index + 8, to: end - 3, by: 4).compactMap { entry in
      let program = Int(packet[entry]) << 8 | Int(packet[entry + 1])
      return program == 0 ? nil : Int(packet[entry + 2] & 0x1F) << 8 | Int(packet[entry + 3])
    }
  }
}
