import Foundation

/// A Lottie file loaded by rlottie, which draws its frames: how the tests see a Lottie file as
/// another renderer does. rlottie is the one rlottie-python (PyPI) carries, which `make test`
/// installs into .build/python: Debian 12's rlottie 0.1 draws no track matte in a picture of more
/// than 10,000 pixels.
final class RLottieAnimation {
  private typealias FromData =
    @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafePointer<CChar>) ->
    OpaquePointer?
  private typealias Destroy = @convention(c) (OpaquePointer) -> Void
  private typealias FrameRate = @convention(c) (OpaquePointer) -> Double
  private typealias Render =
    @convention(c) (OpaquePointer, Int, UnsafeMutablePointer<UInt32>, Int, Int, Int) -> Void
  /// Returns a `LOTMarkerList`: a pointer to the markers (`LOTMarker`: a name, a first and a last
  /// frame), then their count.
  private typealias Markers = @convention(c) (OpaquePointer) -> UnsafeRawPointer?

  /// rlottie's C functions, from its library.
  private struct Library: @unchecked Sendable {
    let fromData: FromData
    let destroy: Destroy
    let frameRate: FrameRate
    let render: Render
    let markers: Markers
  }

  /// Where the library is: `PLAYHEAD_RLOTTIE`, else rlottie-python's in .build/python.
  static let libraryPath =
    ProcessInfo.processInfo.environment["PLAYHEAD_RLOTTIE"]
    ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent(".build/python/rlottie_python/librlottie.so").path

  private static let library: Library? = {
    guard let handle = dlopen(libraryPath, RTLD_NOW | RTLD_LOCAL) else { return nil }
    func symbol<T>(_ name: String, as type: T.Type) -> T? {
      dlsym(handle, name).map { unsafeBitCast($0, to: type) }
    }
    guard let fromData = symbol("lottie_animation_from_data", as: FromData.self),
      let destroy = symbol("lottie_animation_destroy", as: Destroy.self),
      let frameRate = symbol("lottie_animation_get_framerate", as: FrameRate.self),
      let render = symbol("lottie_animation_render", as: Render.self),
      let markers = symbol("lottie_animation_get_markerlist", as: Markers.self)
    else { return nil }
    return Library(
      fromData: fromData, destroy: destroy, frameRate: frameRate, render: render, markers: markers)
  }()

  private let library: Library
  private let animation: OpaquePointer

  /// The animation in `json`; `nil` when rlottie cannot be loaded or cannot read it.
  init?(json: String) {
    guard let library = Self.library,
      // rlottie keeps what it loads under the key given: a key of its own for each file.
      let animation = library.fromData(json, UUID().uuidString, "")
    else { return nil }
    (self.library, self.animation) = (library, animation)
  }

  deinit { library.destroy(animation) }

  /// Frames a second.
  var frameRate: Double { library.frameRate(animation) }

  /// The markers: name, first frame, last frame.
  var markers: [(name: String, start: Int, end: Int)] {
    guard let list = library.markers(animation),
      let markers = list.load(as: UnsafeRawPointer?.self)
    else { return [] }
    let count = list.load(fromByteOffset: MemoryLayout<UnsafeRawPointer>.stride, as: Int.self)
    let stride = MemoryLayout<UnsafeRawPointer>.stride + 2 * MemoryLayout<Int>.stride
    return (0..<count).map { index in
      let marker = markers + index * stride
      let name = marker.load(as: UnsafePointer<CChar>.self)
      let start = marker.load(fromByteOffset: MemoryLayout<UnsafeRawPointer>.stride, as: Int.self)
      let end = marker.load(
        fromByteOffset: MemoryLayout<UnsafeRawPointer>.stride + MemoryLayout<Int>.stride, as: Int.self)
      return (String(cString: name), start, end)
    }
  }

  /// Frame `frame` drawn `width` × `height`, row by row, as premultiplied 0xAARRGGBB (Cairo's).
  func pixels(frame: Int, width: Int, height: Int) -> [UInt32] {
    var buffer = [UInt32](repeating: 0, count: width * height)
    buffer.withUnsafeMutableBufferPointer { pixels in
      library.render(animation, frame, pixels.baseAddress!, width, height, width * 4)
    }
    return buffer
  }
}
