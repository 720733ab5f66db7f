import Foundation
import Testing

/// `playhead render … --format lottie` writes each control as a Lottie file that the Lottie
/// specification's schema accepts, one marker a state or transition.
@Suite struct LottieCommandTests {
  /// The commands, each a control in one of its styles or directions.
  static let renders: [[String]] = [
    ["play-button", "--style", "classic", "--format", "lottie"],
    ["play-button", "--style", "split", "--pause-stop-tint", "#ff8800", "--format", "lottie"],
    ["seek-button", "--direction", "forward"],
    ["seek-button", "--direction", "backward", "--interval", "15"],
  ]

  @Test func everyControlsFileValidatesAgainstTheSchema() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("playhead-lottie-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var files: [String] = []
    for (index, arguments) in Self.renders.enumerated() {
      // The seek buttons' format comes from the file's name.
      let file = folder.appendingPathComponent("control-\(index).json").path
      let (status, output) = try PlayheadProgram.run(["render"] + arguments + ["--out", file])
      #expect(status == 0, "\(arguments): \(output)")
      files.append(file)
    }
    let play = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: files[0])))
    let markers = ((play as? [String: Any])?["markers"] as? [[String: Any]])?.compactMap {
      $0["cm"] as? String
    }
    #expect(
      markers?.contains("play→pause") == true && markers?.contains("buffering") == true, "\(markers ?? [])")
    let (status, output) = try PlayheadProgram.run([Self.validator] + files, program: "/usr/bin/python3")
    #expect(status == 0, "\(output)")
    #expect(output.components(separatedBy: ": valid").count == files.count + 1, "\(output)")
  }

  @Test func theGalleryWritesEachControlsLottieFile() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("playhead-gallery-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let (status, output) = try PlayheadProgram.run(["gallery", "--out", folder.path])
    #expect(status == 0, "\(output)")
    let names = [
      "play-button-classic", "play-button-split", "seek-button-forward", "seek-button-backward",
      "mask-button-live", "mask-button-watch",
    ]
    let files = names.map { folder.appendingPathComponent("\($0).json").path }
    let (valid, report) = try PlayheadProgram.run([Self.validator] + files, program: "/usr/bin/python3")
    #expect(valid == 0, "\(report)")
    let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(names.allSatisfy { index.contains("\($0).json") })
  }

  @Test func theSchemaCheckRejectsAFileLottieCannotRead() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("playhead-lottie-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    let (rendered, output) = try PlayheadProgram.run([
      "render", "play-button", "--format", "lottie", "--out", file.path,
    ])
    #expect(rendered == 0, "\(output)")
    // Without its frame rate, and with a layer of no known type.
    var text = try String(contentsOf: file, encoding: .utf8)
    text = text.replacingOccurrences(of: "\"fr\":30,", with: "").replacingOccurrences(
      of: "\"ty\":4,", with: "\"ty\":\"shape\",")
    try text.write(to: file, atomically: true, encoding: .utf8)
    let (status, errors) = try PlayheadProgram.run([Self.validator, file.path], program: "/usr/bin/python3")
    #expect(status == 1 && errors.contains("'fr' is a required property"), "\(errors)")
  }

  @Test func stillsAndFilmstripsAreNotLottie() throws {
    let (status, output) = try PlayheadProgram.run([
      "render", "play-button", "--transition", "play:pause", "--format", "lottie", "--out",
      "/tmp/unwritten.json",
    ])
    #expect(status != 0 && output.contains("leave out --transition"), "\(output)")
  }

  /// Tests/Lottie/validate-lottie.py.
  static let validator = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Lottie/validate-lottie.py").path
}
