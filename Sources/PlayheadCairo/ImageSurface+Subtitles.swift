internal import CCairo
import PlayheadCore

extension ImageSurface {
  /// Draws `block` over the picture this image holds, as a player of the image's size shows it
  /// with its controls at `controlsOpacity` (hidden by default): how screenshots and snapshots
  /// include the subtitles.
  /// - Throws: `CairoError` when Cairo cannot draw.
  public func drawSubtitles(_ block: SubtitleBlock, controlsOpacity: Double = 0) throws(CairoError) {
    let size = Size(width: Double(width), height: Double(height))
    let layout = OverlayLayout(size: size)
    let scene = block.scene(
      in: layout, videoSize: size, measurer: try PangoTextMeasurer(), controlsOpacity: controlsOpacity)
    let origin = block.origin(of: scene.size, in: layout, videoSize: size, controlsOpacity: controlsOpacity)
    var placed = scene.offsetBy(dx: origin.x, dy: origin.y)
    placed.size = size
    try SceneRenderer.draw(placed, into: self, clearing: false)
  }

  /// Draws `frame`'s SSA/ASS subtitles over the picture this image holds as libass draws them,
  /// as a player of the image's size shows them with its controls at `controlsOpacity`
  /// (`StyledSubtitleFrame.linePosition`), the video stored at `storage` pixels (`nil`: the
  /// image's size).
  /// - Throws: `CairoError.status` when libass cannot start.
  public func drawStyledSubtitles(
    _ frame: StyledSubtitleFrame, storage: Size? = nil, controlsOpacity: Double = 0
  )
    throws(CairoError)
  {
    guard let renderer = StyledSubtitleRenderer() else { throw .status(translated("libass could not start")) }
    let size = Size(width: Double(width), height: Double(height))
    let line = StyledSubtitleFrame.linePosition(
      in: OverlayLayout(size: size), videoSize: size, controlsOpacity: controlsOpacity)
    guard
      let picture = renderer.render(frame, width: width, height: height, storage: storage, linePosition: line)
        .picture
    else { return }
    let context = cairo_create(pointer)!
    defer { cairo_destroy(context) }
    for piece in picture.pieces { piece.blend(onto: context, at: piece.bounds.origin) }
    cairo_surface_flush(pointer)
  }
}
