import Foundation
import PlayheadGStreamer

extension VideoFrame {
  /// The mean difference per colour channel, 0…255, between this frame and `reference`, BGRx
  /// rows of the same size without padding (as FFmpeg writes them); `nil` when the sizes differ.
  func meanDifference(from reference: Data) -> Double? {
    guard reference.count == width * height * 4 else { return nil }
    return withBGRxBytes { bytes, stride in
      var total = 0
      for row in 0..<height {
        for column in 0..<width {
          for channel in 0..<3 {
            let ours = Int(bytes[row * stride + column * 4 + channel])
            let theirs = Int(reference[reference.startIndex + (row * width + column) * 4 + channel])
            total += abs(ours - theirs)
          }
        }
      }
      return Double(total) / Double(width * height * 3)
    }
  }
}
