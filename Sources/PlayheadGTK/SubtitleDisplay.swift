internal import CGTK
import PlayheadCairo
import PlayheadCore

/// The subtitles in the view: the block showing at each frame's time (`SubtitleBlock`) blended
/// into the video as a layer, raised above the controls as they show. A block is laid out once
/// for its text, style and the player's size, not at every frame.
@MainActor
final class SubtitleDisplay {
  /// The picture, blended into the video under the controls' layers.
  let layer = SceneLayer()
  private let measurer = try? PangoTextMeasurer()
  /// The last block's scene and what it was made for.
  private var made: (block: SubtitleBlock, layout: OverlayLayout, videoSize: Size?, scene: Scene)?

  /// Shows `block` (nil: nothing) in `layout` over a picture of `videoSize`, the controls at
  /// `controlsOpacity`, drawn at `scale` pixels per point; returns whether the picture changed.
  func show(
    _ block: SubtitleBlock?, in layout: OverlayLayout, videoSize: Size?, controlsOpacity: Double,
    scale: Double
  ) -> Bool {
    guard let block, let measurer else { return (try? layer.show(nil, at: Point(x: 0, y: 0))) ?? true }
    let scene: Scene
    if let made, made.block == block, made.layout == layout, made.videoSize == videoSize {
      scene = made.scene
    } else {
      scene = block.scene(in: layout, videoSize: videoSize, measurer: measurer)
      made = (block, layout, videoSize, scene)
    }
    let origin = block.origin(
      of: scene.size, in: layout, videoSize: videoSize, controlsOpacity: controlsOpacity)
    return (try? layer.show(scene, at: origin, scale: scale)) ?? true
  }
}
