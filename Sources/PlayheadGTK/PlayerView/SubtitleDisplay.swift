internal import CGTK
import PlayheadCairo
import PlayheadCore

/// The subtitles in the view: the block showing at each frame's time (`SubtitleBlock`), or an
/// SSA/ASS script's frame as libass draws it (`StyledSubtitleRenderer`), blended into the video
/// as a layer, raised above the controls as they show. A block is laid out once for its text,
/// style and the player's size (and the controls' fade, for placed text), not at every frame;
/// libass draws again only what changed.
@MainActor
final class SubtitleDisplay {
  /// The picture, blended into the video under the controls' layers: a text block in the first;
  /// libass's bands (`StyledSubtitlePicture`) one a layer.
  let layers = (0..<4).map { _ in SceneLayer() }
  private let measurer = try? PangoTextMeasurer()
  /// The last block's scene and what it was made for.
  private var made:
    (block: SubtitleBlock, layout: OverlayLayout, videoSize: Size?, opacity: Double, scene: Scene)?
  /// libass, started when a script first shows.
  private var styledRenderer: StyledSubtitleRenderer?

  /// Shows `block` (nil: nothing) in `layout` over a picture of `videoSize`, the controls at
  /// `controlsOpacity`, drawn at `scale` pixels per point; returns whether the picture changed.
  func show(
    _ block: SubtitleBlock?, in layout: OverlayLayout, videoSize: Size?, controlsOpacity: Double,
    scale: Double
  ) -> Bool {
    let cleared = layers.dropFirst().reduce(false) {
      $1.show(nil, at: (0, 0), scale: scale, isNew: false) || $0
    }
    guard let block, let measurer else {
      return (try? layers[0].show(nil, at: Point(x: 0, y: 0))) ?? true || cleared
    }
    let scene: Scene
    let opacity = block.risesInParts ? controlsOpacity : 0
    if let made, made.block == block, made.layout == layout, made.videoSize == videoSize,
      made.opacity == opacity
    {
      scene = made.scene
    } else {
      scene = block.scene(in: layout, videoSize: videoSize, measurer: measurer, controlsOpacity: opacity)
      made = (block, layout, videoSize, opacity, scene)
    }
    let origin = block.origin(
      of: scene.size, in: layout, videoSize: videoSize, controlsOpacity: controlsOpacity)
    return (try? layers[0].show(scene, at: origin, scale: scale)) ?? true || cleared
  }

  /// Shows `frame`, an SSA/ASS script's, as libass draws it over the picture of `videoSize` in
  /// `layout`, drawn at `scale` pixels per point; the lines it leaves at the bottom rise above
  /// the controls as far as they show (`controlsOpacity`). Returns whether the picture changed.
  func show(
    _ frame: StyledSubtitleFrame, in layout: OverlayLayout, videoSize: Size?, controlsOpacity: Double,
    scale: Double
  ) -> Bool {
    made = nil
    if styledRenderer == nil { styledRenderer = StyledSubtitleRenderer() }
    guard let styledRenderer else {
      return layers.reduce(false) { $1.show(nil, at: (0, 0), scale: scale, isNew: false) || $0 }
    }
    let video = SubtitleBlock.videoRect(in: layout, videoSize: videoSize)
    let (left, top) = (Int((video.minX * scale).rounded()), Int((video.minY * scale).rounded()))
    let (right, bottom) = (Int((video.maxX * scale).rounded()), Int((video.maxY * scale).rounded()))
    let line = StyledSubtitleFrame.linePosition(
      in: layout, videoSize: videoSize, controlsOpacity: controlsOpacity)
    let drawn = styledRenderer.render(
      frame, width: right - left, height: bottom - top, storage: videoSize, linePosition: line,
      pieces: layers.count)
    let pieces = drawn.picture?.pieces ?? []
    return layers.indices.reduce(false) { changed, index in
      let piece = index < pieces.count ? pieces[index] : nil
      let corner = piece.map { (left + Int($0.bounds.minX), top + Int($0.bounds.minY)) } ?? (0, 0)
      return layers[index].show(piece, at: corner, scale: scale, isNew: drawn.changed) || changed
    }
  }
}
