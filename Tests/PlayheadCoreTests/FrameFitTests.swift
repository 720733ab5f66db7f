import PlayheadCore
import Testing

@Suite struct FrameFitTests {
  func fit(_ width: Double, _ height: Double, in boxWidth: Double, _ boxHeight: Double) -> Size? {
    FrameFit.pixelSize(
      showing: Size(width: width, height: height), in: Size(width: boxWidth, height: boxHeight))
  }

  @Test func aPictureFillsTheBoxAtItsShape() {
    #expect(fit(1280, 720, in: 1920, 1080) == Size(width: 1920, height: 1080))
    #expect(fit(1920, 1080, in: 1280, 720) == Size(width: 1280, height: 720))
    // Pillar box and letter box.
    #expect(fit(640, 480, in: 1920, 1080) == Size(width: 1440, height: 1080))
    #expect(fit(1920, 800, in: 1280, 720) == Size(width: 1280, height: 533))
  }

  @Test func oneSideIsTheBoxsAndNeitherExceedsIt() {
    for (width, height) in [(853.0, 480.0), (1279, 719), (100, 3), (3, 100), (1000, 1001)] {
      for (boxWidth, boxHeight) in [(854.0, 480.0), (1919, 1079), (333, 777), (1, 1)] {
        let size = fit(width, height, in: boxWidth, boxHeight)!
        #expect(size.width <= boxWidth && size.height <= boxHeight)
        #expect(size.width == boxWidth || size.height == boxHeight, "\(size) in \(boxWidth)×\(boxHeight)")
        #expect(size.width >= 1 && size.height >= 1)
      }
    }
  }

  @Test func aFractionalBoxCountsWholePixels() {
    #expect(fit(1280, 720, in: 640.6, 360.9) == Size(width: 640, height: 360))
  }

  @Test func nothingFitsWhereThereIsNoArea() {
    #expect(fit(0, 720, in: 1920, 1080) == nil)
    #expect(fit(1280, 720, in: 0, 1080) == nil)
    #expect(fit(1280, 720, in: 0.5, 1080) == nil)
    #expect(fit(.nan, 720, in: 1920, 1080) == nil)
    #expect(fit(1280, 720, in: .infinity, 1080) == nil)
  }

  @Test func thePipelineScalesDownOnly() {
    let picture = Size(width: 1920, height: 1080)
    #expect(
      FrameFit.pipelineSize(showing: picture, in: Size(width: 1280, height: 720))
        == Size(width: 1280, height: 720))
    #expect(
      FrameFit.pipelineSize(showing: picture, in: Size(width: 1280, height: 1080))
        == Size(width: 1280, height: 720))
    #expect(FrameFit.pipelineSize(showing: picture, in: picture) == nil, "shown at its size")
    #expect(
      FrameFit.pipelineSize(showing: picture, in: Size(width: 3840, height: 2160)) == nil,
      "scaled up by the view")
    #expect(FrameFit.pipelineSize(showing: picture, in: Size(width: 0, height: 0)) == nil)
  }

  @Test func aFrameAtItsFittedSizeIsPlacedPixelForPixelBetweenBars() {
    let picture = Size(width: 1920, height: 1080)
    let place = { (frame: Size, box: Size) in
      FrameFit.unscaledPlacement(ofFrame: frame, showing: picture, in: box)
    }
    #expect(place(picture, picture) == Rect(x: 0, y: 0, width: 1920, height: 1080), "fills the box")
    #expect(
      place(Size(width: 1280, height: 720), Size(width: 1280, height: 1001))
        == Rect(x: 0, y: 140, width: 1280, height: 720), "bars above and below, the odd pixel below")
    #expect(
      place(Size(width: 960, height: 540), Size(width: 1500.7, height: 540))
        == Rect(x: 270, y: 0, width: 960, height: 540), "bars beside, whole pixels of the box")
    #expect(place(picture, Size(width: 1280, height: 720)) == nil, "to be scaled down")
    #expect(place(picture, Size(width: 3840, height: 2160)) == nil, "to be scaled up")
    #expect(
      FrameFit.unscaledPlacement(
        ofFrame: Size(width: 720, height: 576), showing: Size(width: 1024, height: 576),
        in: Size(width: 1024, height: 576)) == nil, "pixels not square: widened as it is drawn")
    #expect(place(picture, Size(width: 0, height: 0)) == nil)
  }
}
