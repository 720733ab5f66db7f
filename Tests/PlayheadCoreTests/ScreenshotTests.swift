import Foundation
import PlayheadCore
import PlayheadCoreTesting
import Testing

/// Where screenshots go, what they are called, and what the player says, on a manual clock.
@MainActor @Suite struct ScreenshotTests {
  @Test(arguments: [
    (nil, "/home/me/Pictures"), ("XDG_PICTURES_DIR=\"$HOME/Bilder\"\n", "/home/me/Bilder"),
    ("# comment\nXDG_DESKTOP_DIR=\"$HOME/Desktop\"\n  XDG_PICTURES_DIR=\"/data/photos\"\n", "/data/photos"),
    ("XDG_PICTURES_DIR=\"$HOME/\"", "/home/me"), ("XDG_PICTURES_DIR=$HOME/Bilder", "/home/me/Pictures"),
    ("XDG_PICTURES_DIR=\"relative\"", "/home/me/Pictures"),
  ])
  func thePicturesFolderFollowsXDGUserDirs(userDirs: String?, folder: String) {
    #expect(PicturesFolder.url(userDirs: userDirs, home: "/home/me").path == folder)
  }

  @Test func thePicturesFolderIsReadFromTheConfigFolder() throws {
    let config = FileManager.default.temporaryDirectory.appendingPathComponent("playhead-config-\(UUID())")
    try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
    try Data("XDG_PICTURES_DIR=\"$HOME/Fotos\"\n".utf8).write(
      to: config.appendingPathComponent("user-dirs.dirs"))
    #expect(
      PicturesFolder.url(environment: ["HOME": "/h", "XDG_CONFIG_HOME": config.path])?.path == "/h/Fotos")
    #expect(
      PicturesFolder.url(environment: ["HOME": "/h", "XDG_CONFIG_HOME": "/nowhere"])?.path == "/h/Pictures")
    #expect(PicturesFolder.url(environment: [:]) == nil)
    try FileManager.default.removeItem(at: config)
  }

  /// Named after the media and the time to the millisecond, without colons; never over an
  /// earlier one.
  @Test func namesSayTheMediaAndTheTime() {
    let folder = URL(fileURLWithPath: "/p")
    let name = { (media: String, seconds: Double) in
      Screenshot.file(for: URL(string: media)!, at: seconds, in: folder) { _ in false }.lastPathComponent
    }
    #expect(name("file:///films/My%20Film.mkv", 65.12) == "My Film 1-05.120.png")
    #expect(name("file:///films/clip.mp4", 3723.0405) == "clip 1-02-03.041.png")
    #expect(name("https://example.com/live/", 2) == "live 0-02.000.png")
    #expect(name("https://example.com", -1) == "example.com 0-00.000.png")
    let taken: Set<String> = ["/p/clip 0-01.000.png", "/p/clip 0-01.000 (2).png"]
    let file = Screenshot.file(for: URL(fileURLWithPath: "/clip.mp4"), at: 1, in: folder) {
      taken.contains($0.path)
    }
    #expect(file.lastPathComponent == "clip 0-01.000 (3).png")
    #expect(Screenshot.savedText(file, home: "/p") == "Screenshot saved: ~/clip 0-01.000 (3).png")
    #expect(Screenshot.savedText(file, home: "/q") == "Screenshot saved: /p/clip 0-01.000 (3).png")
  }

  /// S asks the view to save the frame; with no picture (sound alone) the player says so.
  @Test func sSavesThePictureOrSaysThereIsNone() {
    let engine = ScriptedMediaEngine()
    let controller = PlayerController(engine: engine)
    controller.load(URL(fileURLWithPath: "/a.mp4"), at: 0)
    engine.emit(
      .loaded(MediaInfo(duration: 10, video: VideoGeometry(codedSize: Size(width: 64, height: 36)))))
    #expect(controller.press(KeyChord(.character("s")), at: 1) == [.saveScreenshot(withSubtitles: false)])
    controller.load(URL(fileURLWithPath: "/a.mp3"), at: 2)
    engine.emit(.loaded(MediaInfo(duration: 10)))
    #expect(controller.press(KeyChord(.character("s")), at: 3) == [])
    #expect(controller.message?.text == "No picture to save")
  }
}
