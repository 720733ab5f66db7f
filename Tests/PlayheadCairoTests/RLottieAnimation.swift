import CRLottie
import Foundation

/// A Lottie file loaded by rlottie, which draws its frames: how the tests see a Lottie file as
/// another renderer does.
final class RLottieAnimation {
  private let animation: OpaquePointer

  /// The animation in `json`; `nil` when rlottie cannot read it.
  init?(json: String) {
    // rlottie keeps what it loads under the key given: a key of its own for each file.
    guard let animation = lottie_animation_from_data(json, UUID().uuidString, "") else { return nil }
    self.animation = animation
  }

  deinit { lottie_animation_destroy(animation) }

  /// The frames, from 0.
  var frameCount: Int { lottie_animation_get_totalframe(animation) }

  /// Frames a second.
  var frameRate: Double { lottie_animation_get_framerate(animation) }

  /// The markers: name, first frame, last frame.
  var markers: [(name: String, start: Int, end: Int)] {
    guard let list = lottie_animation_get_markerlist(animation) else { return [] }
    return (0..<list.pointee.size).map { index in
      let marker = list.pointee.ptr[index]
      return (String(cString: marker.name), marker.startframe, marker.endframe)
    }
  }

  /// Frame `frame` drawn `width` × `height`, row by row, as premultiplied 0xAARRGGBB (Cairo's).
  func pixels(frame: Int, width: Int, height: Int) -> [UInt32] {
    var buffer = [UInt32](repeating: 0, count: width * height)
    buffer.withUnsafeMutableBufferPointer { pixels in
      lottie_animation_render(animation, frame, pixels.baseAddress, width, height, width * 4)
    }
    return buffer
  }
}
