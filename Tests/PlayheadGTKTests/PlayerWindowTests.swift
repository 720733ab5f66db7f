import Foundation
import PlayheadCairo
import PlayheadFixtures
import Testing

/// `playhead play` in a real window on Xvfb, driven as a person and a screen reader would: real
/// X input from xdotool, screenshots through GStreamer's ximagesrc, and an AT-SPI client.
@Suite(.serialized) struct PlayerWindowTests {
  static let build = Bundle.main.executableURL!.deletingLastPathComponent()
  static let playhead = build.appendingPathComponent("playhead").path
  static let atspiClient = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Resources/atspi_client.py").path
  static let cursorScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Resources/cursor_shown.py").path
  static let blue = (red: 0.0, green: 0.0, blue: 1.0)

  let desktop: Desktop
  let folder: URL

  init() throws {
    desktop = try Desktop()
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("playhead-window-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  /// A 20 s solid blue 640 × 360 H.264/AAC video: any pixel not blue is the controls.
  func blueVideo() throws -> String {
    try video(pattern: "blue")
  }

  /// A 640 × 360 H.264/AAC video of GStreamer's test `pattern`, with `options` for it, 20 s long
  /// at 30 frames a second unless `seconds` and `framesPerSecond` say otherwise.
  func video(pattern: String, options: [String] = [], seconds: Int = 20, framesPerSecond: Int = 30) throws
    -> String
  {
    let rate = framesPerSecond == 30 ? "" : "-\(framesPerSecond)fps"
    let path = folder.appendingPathComponent("\(pattern)-\(seconds)\(rate).mp4").path
    try desktop.run(
      "/usr/bin/gst-launch-1.0",
      [
        "-q", "videotestsrc", "num-buffers=\(seconds * framesPerSecond)", "pattern=\(pattern)",
      ] + options + [
        "!",
        "video/x-raw,format=I420,width=640,height=360,framerate=\(framesPerSecond)/1",
        "!", "x264enc", "speed-preset=ultrafast", "!", "h264parse", "!", "mp4mux", "name=mux", "!",
        "filesink",
        "location=\(path)", "audiotestsrc", "num-buffers=\(seconds * 43)", "!", "audioconvert", "!",
        "avenc_aac", "!",
        "mux.",
      ])
    return path
  }

  /// The screen reader's view of the player (of the program named `application`).
  func elements(of application: String = "playhead") throws -> [AccessibleElement] {
    try desktop.run("/usr/bin/python3", [Self.atspiClient, "--application", application, "dump"])
      .split(separator: "\n").compactMap(AccessibleElement.init(line:))
  }

  /// Asks `value` every 200 ms until it gives something; the 30 s limit is only a hang guard.
  /// `seen` says in the error what was there instead.
  func until<Value>(_ what: String, seen: () -> String = { "" }, _ value: () throws -> Value?) async throws
    -> Value
  {
    let deadline = Date().addingTimeInterval(30)
    while true {
      if let found = try value() { return found }
      guard Date() < deadline else { throw Desktop.Failure(description: "no \(what) within 30 s\(seen())") }
      try await Task.sleep(for: .milliseconds(200))
    }
  }

  /// Waits for an element that satisfies `match`; a failure says what the screen reader's view
  /// last held, or why it could not be read.
  func element(_ what: String, of application: String = "playhead", _ match: (AccessibleElement) -> Bool)
    async throws -> AccessibleElement
  {
    var last: Result<[AccessibleElement], any Error> = .success([])
    let seen = {
      switch last {
      case .success(let found): "; saw \(found.map { "\($0.role) \($0.name)" })"
      case .failure(let error): "; the screen reader's view could not be read: \(error)"
      }
    }
    return try await until(what, seen: seen) {
      last = Result { try elements(of: application) }
      return (try? last.get())?.first(where: match)
    }
  }

  func button(_ name: String, of application: String = "playhead") async throws -> AccessibleElement {
    try await element("button \(name)", of: application) { $0.role == "push button" && $0.name == name }
  }

  /// The screen's pixel at `x`, `y` as red, green, blue from 0 to 1.
  func pixel(x: Int, y: Int) throws -> (red: Double, green: Double, blue: Double) {
    let image = try screenshot()
    let argb = image.pixels[y * image.width + x]
    return (Double((argb >> 16) & 0xFF) / 255, Double((argb >> 8) & 0xFF) / 255, Double(argb & 0xFF) / 255)
  }

  /// The whole screen.
  func screenshot() throws -> ImageSurface {
    let path = folder.appendingPathComponent("screen-\(UUID()).png").path
    try desktop.run(
      "/usr/bin/gst-launch-1.0",
      [
        "-q", "ximagesrc", "display-name=\(desktop.display)", "num-buffers=1", "!", "videoconvert", "!",
        "pngenc",
        "!", "filesink", "location=\(path)",
      ])
    return try ImageSurface(contentsOfPNG: path)
  }

  func isBlue(_ color: (red: Double, green: Double, blue: Double)) -> Bool {
    color.blue > 0.8 && color.red < 0.2 && color.green < 0.2
  }

  /// Waits until the screen's pixel at `point` is blue (the video) or not (the controls over it).
  func waitUntil(_ what: String, blue: Bool, at point: (x: Int, y: Int)) async throws {
    try await until(what) { try isBlue(pixel(x: point.x, y: point.y)) == blue ? () : nil }
  }

  /// The elapsed time the controls show, in whole seconds (the first time label in the screen
  /// reader's view).
  func elapsedSeconds() throws -> Int? {
    try elements().lazy.filter { $0.role == "label" }.compactMap { Self.seconds($0.name) }.first
  }

  /// Seconds in an "m:ss" label, or `nil` for another text.
  static func seconds(_ label: String) -> Int? {
    let parts = label.split(separator: ":").compactMap { Int($0) }
    return parts.count == 2 ? parts[0] * 60 + parts[1] : nil
  }

  func click(_ element: AccessibleElement) throws {
    let center = try #require(element.center)
    try desktop.run("/usr/bin/xdotool", ["mousemove", "\(center.x)", "\(center.y)", "click", "1"])
  }

  @Test func controlsFollowPlaybackAndHideAndScreenReadersCanUseThem() async throws {
    let video = try blueVideo()
    try desktop.start(Self.playhead, ["play", video, "--size", "640x360"])
    let pause = try await button("Pause")
    let center = try #require(pause.center)
    // Three screenshots: the frame and the controls over it reach the screen together, never the
    // frame alone first.
    for _ in 0..<3 { #expect(!isBlue(try pixel(x: center.x, y: center.y)), "the controls show at first") }

    try await waitUntil("controls hidden while playing untouched", blue: true, at: center)

    // Above the controls: a click on the video shows them and pauses (once the desktop's
    // double-click time has passed without a second click).
    let picture = try await element("the video") { $0.role == "image" && $0.name == "Video" }
    let frame = try #require(picture.frame)
    try desktop.run(
      "/usr/bin/xdotool", ["mousemove", "\(center.x)", "\(frame.y + frame.height / 4)", "click", "1"])
    try await waitUntil("controls shown by a click on the video", blue: false, at: center)
    _ = try await button("Play")
    try click(try await button("Play"))
    _ = try await button("Pause")
    try click(pause)
    _ = try await button("Play")
    let paused = try await element("the position slider") { $0.role == "slider" && $0.name == "Position" }
    #expect(paused.description.hasSuffix(" of 20 seconds"), "spoken in words: \(paused.description)")
    try await Task.sleep(for: .seconds(4))
    #expect(!isBlue(try pixel(x: center.x, y: center.y)), "never hidden while paused")

    let elapsed = try await element("the elapsed time") { $0.role == "label" && $0.name.contains(":") }
    try click(try await button("Forward 10 seconds"))
    let before = try #require(Self.seconds(elapsed.name))
    _ = try await element("the elapsed time 10 s later, paused") {
      $0.role == "label" && $0.frame?.x == elapsed.frame?.x
        && Self.seconds($0.name).map { abs($0 - before - 10) <= 1 } == true
    }

    try desktop.run("/usr/bin/python3", [Self.atspiClient, "activate", "Play"])
    _ = try await button("Pause")

    try desktop.run("/usr/bin/xdotool", ["key", "k"])
    _ = try await button("Play")
    try desktop.run("/usr/bin/xdotool", ["key", "Home"])
    _ = try await element("the elapsed time after Home") { $0.role == "label" && $0.name == "0:00" }
    try desktop.run("/usr/bin/xdotool", ["key", "5"])
    _ = try await element("the elapsed time after 5 (50 %)") { $0.role == "label" && $0.name == "0:10" }
    // Space plays, though the focus is still on the skip button clicked above (a button would
    // take Space as a click).
    try desktop.run("/usr/bin/xdotool", ["key", "space"])
    _ = try await button("Pause")
  }

  /// At the end the controls come back over the last frame, not over an older picture (frames
  /// went straight to the window while they were hidden), and elapsed equals the total. The
  /// pattern's hue turns, so frames a fraction of a second apart differ everywhere. GTK renders
  /// with GL, as for users with a GPU (its cairo renderer, which the other tests and users
  /// without a GPU get, redraws all). The play button then says "Replay", and plays it again
  /// from the start.
  @Test func theEndShowsTheLastFrameAndTheWholeTimeThenReplays() async throws {
    let video = try MediaFixtures.ffmpegPattern(seconds: 6, container: .ts)
    try desktop.start(
      Self.playhead, ["play", video.path, "--size", "320x240"], setting: ["GSK_RENDERER": "gl"])
    // The pointer away from the window: the controls hide while it plays (3 s after it left,
    // so by 0:04 of playing), and frames go straight to the window. Faded, they stay in the
    // screen reader's view, which cannot tell.
    try desktop.run("/usr/bin/xdotool", ["mousemove", "790", "590"])
    _ = try await until("4 s of playing, the controls hidden") {
      (try? elements())?.contains { $0.role == "label" && ["0:04", "0:05", "0:06"].contains($0.name) } == true
        ? () : nil
    }
    _ = try await until("elapsed 0:06 beside a total of 0:06") {
      (try? elements())?.filter { $0.role == "label" && $0.name == "0:06" }.count == 2 ? () : nil
    }
    let picture = try await element("the video") { $0.role == "image" && $0.name == "Video" }
    let frame = try #require(picture.frame)
    let reference = try MediaFixtures.referenceFrame(of: video, at: 5.96)
    let screen = try screenshot()
    let pixels = screen.pixels
    // The top of the picture, clear of the controls.
    var total = 0
    for row in 0..<80 {
      for column in 0..<320 {
        let ours = pixels[(frame.y + row) * screen.width + frame.x + column]
        for channel in 0..<3 {
          let theirs = Int(reference[(row * 320 + column) * 4 + channel])
          total += abs(Int((ours >> (8 * UInt32(channel))) & 0xFF) - theirs)
        }
      }
    }
    let difference = Double(total) / Double(80 * 320 * 3)
    #expect(difference < 12, "mean difference \(difference) of 255 from the last frame")
    // The play button says replay, and plays it again from the start.
    try desktop.run("/usr/bin/python3", [Self.atspiClient, "activate", "Replay"])
    _ = try await button("Pause")
    _ = try await until("elapsed back near the start") {
      (try? elements())?.contains { $0.role == "label" && ["0:00", "0:01", "0:02"].contains($0.name) } == true
        ? () : nil
    }
  }

  /// Sound alone: the video area shows the song's cover (red, as the file holds it) above its
  /// title, artist and album; the window is named after it; and the controls stay while it
  /// plays, the pointer away, well past the time they hide over a video.
  @Test func soundAloneShowsItsCoverAndTags() async throws {
    try desktop.start(Self.playhead, ["play", try MediaFixtures.taggedSong().path, "--size", "640x360"])
    try desktop.run("/usr/bin/xdotool", ["mousemove", "790", "590"])
    let cover = try await element("the cover art") { $0.role == "image" && $0.name == "Cover art" }
    for words in ["Clair de lune", "Claude Debussy", "Suite bergamasque"] {
      _ = try await element(words) { $0.role == "label" && $0.name == words }
    }
    _ = try await element("the window named after the song") {
      $0.role == "frame" && $0.name == "Clair de lune"
    }
    // Well past the 3 s after which controls hide over a video, still playing, the pause button
    // is there (any second from 4 on: a slow screen reader's look may skip one).
    _ = try await until("4 s in or more, the controls still shown") {
      let found = try elements()
      let elapsed = found.contains {
        $0.role == "label" && ["0:04", "0:05", "0:06", "0:07"].contains($0.name)
      }
      return elapsed && found.contains { $0.role == "push button" && $0.name == "Pause" } ? true : nil
    }
    let frame = try #require(cover.frame)
    let color = try pixel(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
    #expect(color.red > 0.8 && color.green < 0.2 && color.blue < 0.2, "the cover's red: \(color)")
    // The controls are seen, not only heard: the pause button's white disc is on the screen where
    // its widget is, below the cover and the song's words (the audio view ends above the bar).
    let pause = try #require(try await button("Pause").frame)
    #expect(frame.y + frame.height <= pause.y, "the cover above the bar: \(frame), \(pause)")
    let image = try screenshot()
    let isWhite = { (pixel: UInt32) -> Bool in [0, 8, 16].allSatisfy { (pixel >> UInt32($0)) & 0xFF > 200 } }
    var bright = 0
    for y in pause.y..<(pause.y + pause.height) {
      bright +=
        image.pixels[(y * image.width + pause.x)..<(y * image.width + pause.x + pause.width)].filter(isWhite)
        .count
    }
    #expect(bright > pause.width * pause.height / 4, "\(bright) white pixels of the pause button's disc")
  }

  /// Ten player windows opened, played and closed one after another in one process
  /// (`ViewSoak`): every view's widget is finalized and its controller freed. `make sanitize`
  /// runs two hundred under AddressSanitizer.
  @Test func closedPlayersLeaveNothingBehind() throws {
    let said = try desktop.run(Self.build.appendingPathComponent("ViewSoak").path, ["10"])
    #expect(
      said.contains("10 views opened, played and closed; 10 widgets finalized, 0 controllers kept"), "\(said)"
    )
  }

  /// The short form of `make sanitize`'s queue: sixteen films played one after another in one
  /// window (`ViewSoak queue`) leave no GStreamer object alive that the first round through them
  /// had not left.
  @Test func aQueuePlayedInOneWindowLeavesNothingBehind() throws {
    let said = try desktop.run(Self.build.appendingPathComponent("ViewSoak").path, ["queue", "16"])
    #expect(said.contains("queue: 16 films played in one window, 0 objects left"), "\(said)")
  }

  /// A picture nothing decodes: the sound plays, a notice says why there is no picture, and the
  /// screen reader's "Dismiss notice" takes it away.
  @Test func aNoticeSaysWhatCannotPlayUntilDismissed() async throws {
    try desktop.start(
      Self.playhead, ["play", try MediaFixtures.partiallySupported().path, "--size", "640x360"])
    let notice = "No decoder for the video codec ‘phzz’ is installed: playing the sound only"
    _ = try await element("the notice") { $0.role == "label" && $0.name == notice }
    try desktop.run("/usr/bin/python3", [Self.atspiClient, "activate", "Dismiss notice"])
    _ = try await until("the notice gone") {
      (try? elements()).map { found in !found.isEmpty && !found.contains { $0.name == notice } } == true
        ? () : nil
    }
  }

  /// With the controls hidden, the frames themselves go to the X server (shared memory, put
  /// uncopied); they must keep coming, in the video's place, as decoded (the pattern scrolls
  /// sideways, so a row of it changes from frame to frame, and holds only the colour bars).
  @Test func videoKeepsMovingOnceTheControlsHide() async throws {
    let video = try video(pattern: "smpte", options: ["horizontal-speed=8"])
    try desktop.start(Self.playhead, ["play", video, "--size", "640x360"])
    _ = try await button("Pause")
    try await Task.sleep(for: .seconds(4))
    let rows = try (0..<2).map { _ in
      let image = try screenshot()
      return Array(image.pixels[(100 * image.width)..<(100 * image.width + 640)])
    }
    #expect(rows[0] != rows[1], "the picture moved between two screenshots")
    #expect(
      rows.allSatisfy { row in row.contains { $0 & 0xFF_FFFF != 0 } },
      "video, not black, in the window's place")
    // The test pattern's top row of seven bars (white, yellow, cyan, green, magenta, red, blue):
    // each channel full or off (but where bars meet, blurred by the encoder), in seven runs, one
    // of them split where the row wraps around.
    for row in rows {
      let isBar = { (pixel: UInt32) -> Bool in
        [0, 8, 16].allSatisfy { shift in
          let channel = (pixel >> UInt32(shift)) & 0xFF
          return channel <= 24 || channel >= 232
        }
      }
      let barPixels = row.filter(isBar).count
      // Which channels are on: the bar a pixel belongs to.
      let bar = { (pixel: UInt32) in pixel & 0x80_8080 }
      let bars = row.filter(isBar).map(bar)
      let runs = zip(bars, bars.dropFirst()).filter { $0.0 != $0.1 }.count + 1
      #expect(
        barPixels >= row.count * 9 / 10 && runs <= 8,
        "the bars as decoded: \(barPixels) of \(row.count) pixels, \(runs) runs")
    }
  }

  @Test func aMissingFileFailsOnStderrWithoutAWindow() async throws {
    let (status, text) = try runPlayer([folder.appendingPathComponent("missing.mp4").path])
    #expect(status == 1)
    #expect(text.contains("missing.mp4: not found"), "\(text)")
  }

  /// A file the user may not read, and one in a folder they may not enter (the tests run as
  /// root, whom no permission stops: the player runs as `nobody`).
  @Test func anUnreadableFileFailsOnStderrWithoutAWindow() async throws {
    let media = try blueVideo()
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
    let unreadable = folder.appendingPathComponent("unreadable.mp4").path
    try FileManager.default.copyItem(atPath: media, toPath: unreadable)
    try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: unreadable)
    let locked = folder.appendingPathComponent("locked")
    try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
    try FileManager.default.copyItem(atPath: media, toPath: locked.appendingPathComponent("inside.mp4").path)
    try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: locked.path)
    for path in [unreadable, locked.appendingPathComponent("inside.mp4").path] {
      let (status, text) = try runPlayer([path], asNobody: true)
      #expect(status == 1)
      #expect(text.contains("\(path): cannot be read (permission denied)"), "\(text)")
    }
  }

  /// A stream that fails after it started playing (the server cuts it off a third of the way in
  /// and cannot resume it): the window says why, and the program exits 1 when the window closes
  /// (here after `--for` seconds: the failure comes about 4 s after the window shows, and a starved
  /// machine can take several times as long).
  @Test func aFailureWhilePlayingIsShownAndFailsTheProgram() async throws {
    let clip = try MediaFixtures.mp4(seconds: 10, keyframeSpacing: 1, faststart: true)
    let server = try FaultServer(folder: MediaFixtures.folder)
    let url = server.url("cut", clip)
    let process = Process()
    let errors = Pipe()
    process.executableURL = URL(fileURLWithPath: Self.playhead)
    process.arguments = ["play", url.absoluteString, "--size", "640x360", "--for", "30"]
    process.environment = desktop.environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
    _ = try await button("Pause")
    let shown = try await element("the error") { $0.role == "label" && $0.name.hasPrefix("Cannot play") }
    #expect(shown.name.contains("\(url.absoluteString): the connection was lost mid-stream"), "\(shown.name)")
    #expect(shown.name.contains("cannot resume"), "\(shown.name)")
    _ = try await until("the player to exit") { process.isRunning ? nil : true }
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 1)
    #expect(text.contains("\(url.absoluteString): the connection was lost mid-stream"), "\(text)")
  }

  /// Where no sound output works, the player tries each (here a sound server is named that is
  /// not there, so ALSA is tried after it, and ALSA prints its errors itself): the libraries'
  /// words stay off stderr, which only the player's own would reach, unless `--verbose`.
  @Test func theLibrariesKeepQuietWhereNoSoundOutputWorks() async throws {
    let media = try blueVideo()
    let (status, text) = try runPlayer([media, "--for", "1"], environment: ["PULSE_SERVER": folder.path])
    #expect(status == 0)
    #expect(text.isEmpty, "\(text)")
  }

  /// Runs `playhead play` with `arguments` in a 640 × 360 window (as `nobody` with `asNobody`,
  /// with `environment` added), and returns its exit status and stderr once it has exited.
  private func runPlayer(_ arguments: [String], asNobody: Bool = false, environment: [String: String] = [:])
    throws -> (Int32, String)
  {
    let process = Process()
    let errors = Pipe()
    let command = [Self.playhead, "play"] + arguments + ["--size", "640x360"]
    process.executableURL = URL(fileURLWithPath: asNobody ? "/usr/bin/setpriv" : Self.playhead)
    process.arguments =
      asNobody ? ["--reuid=65534", "--regid=65534", "--clear-groups"] + command : Array(command.dropFirst())
    process.environment = desktop.environment.merging(environment) { $1 }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }

  /// Ctrl+C, `kill` and a logout end the window's program cleanly, with the status shells expect.
  @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
  func signalsEndThePlayer(signal: Int32) async throws {
    let player = try desktop.start(Self.playhead, ["play", try blueVideo(), "--size", "640x360"])
    _ = try await button("Pause")
    kill(player.processIdentifier, signal)
    _ = try await until("the player to exit", seen: { "" }) { player.isRunning ? nil : true }
    #expect(player.terminationStatus == 128 + signal, "exit status for signal \(signal)")
  }

  @Test func seekStartsWhereAskedOnceLoaded() async throws {
    try desktop.start(Self.playhead, ["play", try blueVideo(), "--size", "640x360", "--seek", "12"])
    _ = try await element("the elapsed time at 0:12 or just after") {
      $0.role == "label" && ["0:12", "0:13"].contains($0.name)
    }
  }
}
