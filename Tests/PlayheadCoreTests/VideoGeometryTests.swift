import PlayheadCore
import Testing

/// How a video's pixels are shown: pixel shape, turns, and how `probe` says it.
@Suite struct VideoGeometryTests {
  let pal = Size(width: 720, height: 576)

  @Test func nonSquarePixelsWidenOrHeightenThePicture() {
    // NTSC's tall pixels: taller, not narrower, so no pixel is lost.
    let ntsc = Size(width: 720, height: 480)
    #expect(
      VideoGeometry(codedSize: ntsc, pixelAspectRatio: 10.0 / 11).displaySize == Size(width: 720, height: 528)
    )
    #expect(
      VideoGeometry(codedSize: pal, pixelAspectRatio: 64.0 / 45).displaySize == Size(width: 1024, height: 576)
    )
    #expect(
      VideoGeometry(codedSize: pal, pixelAspectRatio: 16.0 / 15).displaySize == Size(width: 768, height: 576))
    #expect(
      VideoGeometry(codedSize: Size(width: 640, height: 480), pixelAspectRatio: 2).displaySize
        == Size(width: 1280, height: 480))
    for nonsense in [0, -1, .nan, .infinity] {
      #expect(VideoGeometry(codedSize: pal, pixelAspectRatio: nonsense).displaySize == pal)
    }
  }

  @Test func quarterTurnsTradeWidthAndHeightAfterThePixelShape() {
    let phone = Size(width: 1920, height: 1080)
    for orientation in VideoOrientation.allCases {
      let shown = VideoGeometry(codedSize: phone, orientation: orientation).displaySize
      #expect(shown == (orientation.swapsAxes ? Size(width: 1080, height: 1920) : phone), "\(orientation)")
    }
    let anamorphic = VideoGeometry(
      codedSize: Size(width: 640, height: 480), pixelAspectRatio: 2, orientation: .rotated270)
    #expect(anamorphic.displaySize == Size(width: 480, height: 1280))
  }

  /// A frame turned upright by the pipeline (a quarter turn swaps its size and inverts its
  /// pixel shape) gives back the geometry of the picture as coded.
  @Test func anUprightFrameIsTurnedBackToTheCodedPicture() {
    let coded = VideoGeometry(
      codedSize: Size(width: 640, height: 480), pixelAspectRatio: 2, orientation: .rotated90)
    let upright = VideoGeometry(
      upright: Size(width: 480, height: 640), pixelAspectRatio: 0.5, orientation: .rotated90)
    #expect(upright == coded)
    let flipped = VideoGeometry(
      upright: Size(width: 640, height: 480), pixelAspectRatio: 2, orientation: .flipped)
    #expect(flipped.codedSize == Size(width: 640, height: 480) && flipped.pixelAspectRatio == 2)
  }

  @Test func everyOrientationTagIsRead() {
    let tags = [
      "rotate-0", "rotate-90", "rotate-180", "rotate-270", "flip-rotate-0", "flip-rotate-90",
      "flip-rotate-180",
      "flip-rotate-270",
    ]
    #expect(tags.compactMap(VideoOrientation.init(tag:)).map(\.rawValue) == tags)
    #expect(VideoOrientation(tag: "rotate-45") == nil)
    #expect(VideoOrientation.flippedRotated180.description == "mirrored and rotated 180°")
    #expect(VideoOrientation.upright.description == nil)
  }

  @Test func probeSaysTheCodedSizeThenHowItIsShown() {
    #expect(VideoGeometry(codedSize: Size(width: 1280, height: 720)).description == "1280x720")
    #expect(
      VideoGeometry(codedSize: pal, pixelAspectRatio: 64.0 / 45, orientation: .rotated90).description
        == "720x576, shown as 576x1024, rotated 90°")
    #expect(
      VideoGeometry(codedSize: Size(width: 1920, height: 1080), orientation: .rotated180).description
        == "1920x1080, rotated 180°")
  }
}
