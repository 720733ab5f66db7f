import PlayheadCairo
import PlayheadCore
import PlayheadTesting
import SnapshotTesting
import Testing

@Suite struct ImageDiffingTests {
  private func image(_ color: Color, dotAt x: Double? = nil) throws -> ImageSurface {
    var items: [SceneItem] = [.fill(Path(rect: Rect(x: 0, y: 0, width: 40, height: 40)), .solid(color))]
    if let x { items.append(.fill(Path(rect: Rect(x: x, y: 0, width: 4, height: 4)), .solid(.black))) }
    return try SceneRenderer.image(of: Scene(size: Size(width: 40, height: 40), items: items))
  }

  @Test func equalImagesMatch() throws {
    let diffing = Diffing<ImageSurface>.image()
    #expect(diffing.diffV2(try image(.white), try image(.white)) == nil)
  }

  @Test func differentSizesAreReportedFirst() throws {
    let small = try ImageSurface(width: 2, height: 2)
    let message = Diffing<ImageSurface>.image().diffV2(try image(.white), small)?.0
    #expect(message?.contains("image size 2x2 differs") == true)
  }

  @Test func changedPixelsBeyondThePrecisionFail() throws {
    let diffing = Diffing<ImageSurface>.image(precision: 0.999)
    let result = diffing.diffV2(try image(.white), try image(.white, dotAt: 10))
    #expect(result?.0.contains("16 of 1600 pixels differ") == true)
    #expect(result?.1.count == 3, "reference, failure and difference images")
    // 1 % of the pixels may differ at precision 0.99.
    #expect(
      Diffing<ImageSurface>.image(precision: 0.99).diffV2(try image(.white), try image(.white, dotAt: 10))
        == nil)
  }

  @Test func smallChannelDifferencesAreTolerated() throws {
    let diffing = Diffing<ImageSurface>.image(precision: 1, channelTolerance: 2)
    let nearlyWhite = Color(red: 254 / 255, green: 1, blue: 1)
    #expect(diffing.diffV2(try image(.white), try image(nearlyWhite)) == nil)
    #expect(
      Diffing<ImageSurface>.image(precision: 1, channelTolerance: 0).diffV2(
        try image(.white), try image(nearlyWhite)) != nil)
  }

  @Test func pngDataRoundTripsThroughTheStrategy() throws {
    let diffing = Diffing<ImageSurface>.image()
    let original = try image(.white, dotAt: 4)
    #expect(diffing.fromData(diffing.toData(original)).pixels == original.pixels)
  }
}
