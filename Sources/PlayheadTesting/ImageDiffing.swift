import Foundation
import PlayheadCairo
import PlayheadCore
import SnapshotTesting

extension Diffing where Value == ImageSurface {
  /// Compares Cairo images: first their sizes, then their bytes exactly, then, when bytes differ,
  /// how many pixels differ by more than `channelTolerance` (0…255 in any channel). It passes
  /// when at least `precision` of the pixels match. A failure writes the reference, the new
  /// image and a difference image (changed pixels red on a faded copy) as PNGs and names them.
  public static func image(precision: Double = 0.999, channelTolerance: UInt8 = 2) -> Diffing {
    .diff(
      toData: { image in (try? image.pngData()) ?? Data() },
      fromData: { data in
        (try? ImageSurface(pngData: data)) ?? (try! ImageSurface(width: 1, height: 1))
      },
      diffV2: { reference, candidate in
        guard reference.width == candidate.width, reference.height == candidate.height else {
          return (
            "image size \(candidate.width)x\(candidate.height) differs from the reference's "
              + "\(reference.width)x\(reference.height)", []
          )
        }
        let comparison = ImageComparison(
          reference: reference, candidate: candidate, tolerance: channelTolerance)
        guard comparison.matchingFraction < precision else { return nil }
        let files = comparison.writeArtifacts()
        let message =
          "\(comparison.differingPixels) of \(comparison.pixelCount) pixels differ "
          + "(largest channel difference \(comparison.largestDifference)); needed \(precision * 100) % "
          + "matching, got \(comparison.matchingFraction * 100) %. \(files)"
        return (message, comparison.attachments)
      })
  }
}

extension Snapshotting where Value == PlayheadCore.Scene, Format == ImageSurface {
  /// Renders the scene with Cairo at `scale` pixels per unit and compares images.
  public static func image(scale: Double = 1, precision: Double = 0.999) -> Snapshotting {
    Snapshotting<ImageSurface, ImageSurface>(pathExtension: "png", diffing: .image(precision: precision))
      .pullback { scene in
        // A scene of zero size has no image; a 1×1 transparent one stands for it.
        (try? SceneRenderer.image(of: scene, scale: scale)) ?? (try! ImageSurface(width: 1, height: 1))
      }
  }
}
