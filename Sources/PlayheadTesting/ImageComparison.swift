import Foundation
import PlayheadCairo
import SnapshotTesting

/// Pixel-by-pixel comparison of two images of the same size.
struct ImageComparison {
  let reference: ImageSurface
  let candidate: ImageSurface
  let pixelCount: Int
  let differingPixels: Int
  let largestDifference: UInt8
  private let mask: [Bool]

  init(reference: ImageSurface, candidate: ImageSurface, tolerance: UInt8) {
    self.reference = reference
    self.candidate = candidate
    let old = reference.pixels
    let new = candidate.pixels
    var mask = [Bool](repeating: false, count: old.count)
    var largest: UInt8 = 0
    for index in old.indices where old[index] != new[index] {
      var worst: UInt8 = 0
      for shift in stride(from: 0, to: 32, by: 8) {
        let a = UInt8(truncatingIfNeeded: old[index] >> UInt32(shift))
        let b = UInt8(truncatingIfNeeded: new[index] >> UInt32(shift))
        worst = max(worst, a > b ? a - b : b - a)
      }
      largest = max(largest, worst)
      mask[index] = worst > tolerance
    }
    self.mask = mask
    pixelCount = old.count
    differingPixels = mask.lazy.filter { $0 }.count
    largestDifference = largest
  }

  var matchingFraction: Double {
    pixelCount == 0 ? 1 : Double(pixelCount - differingPixels) / Double(pixelCount)
  }

  /// The candidate faded to a quarter, with every differing pixel opaque red.
  var differenceImage: ImageSurface? {
    guard let image = try? ImageSurface(width: candidate.width, height: candidate.height) else {
      return nil
    }
    let pixels = candidate.pixels
    let marked = pixels.indices.map { index -> UInt32 in
      if mask[index] { return 0xFFFF_0000 }
      let pixel = pixels[index]
      var result: UInt32 = 0
      for shift in stride(from: 0, to: 32, by: 8) {
        result |= ((pixel >> UInt32(shift) & 0xFF) / 4) << UInt32(shift)
      }
      return result
    }
    image.replacePixels(with: marked)
    return image
  }

  var attachments: [DiffAttachment] {
    [("reference", reference), ("failure", candidate), ("difference", differenceImage)]
      .compactMap { name, image in
        guard let image, let data = try? image.pngData() else { return nil }
        return .data(data, name: name + ".png")
      }
  }

  /// Writes reference, failure and difference PNGs to `$SNAPSHOT_ARTIFACTS` (or the temporary
  /// folder) and returns a sentence naming them.
  func writeArtifacts() -> String {
    let folder =
      ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"]
      ?? NSTemporaryDirectory() + "playhead-snapshots"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let stamp = UUID().uuidString.prefix(8)
    var written: [String] = []
    for (name, image) in [("reference", reference), ("failure", candidate), ("difference", differenceImage)] {
      let path = "\(folder)/\(stamp)-\(name).png"
      if let image, (try? image.writePNG(to: path)) != nil { written.append(path) }
    }
    return "Wrote " + written.joined(separator: ", ")
  }
}
