internal import CCairo
import PlayheadCore

/// A scene drawn once into a transparent image of its own and blended over each video frame
/// inside its box until it changes, as mpv blends its on-screen display: the controls cost one
/// blend of their box per frame, not a redraw of their paths and text, and nothing outside the
/// box is touched. A layer may show a band of libass's subtitles instead, blended from libass's
/// bitmaps at each picture (`StyledSubtitlePicture.Piece`).
public final class SceneLayer {
  /// The pixels; nil while nothing is shown, or a piece of libass's is.
  private var image: ImageSurface?
  /// The band of libass's subtitles shown, blended from its bitmaps; nil while none is.
  private var piece: StyledSubtitlePicture.Piece?
  /// What is shown: the scene `image` holds (`nil`: a piece of libass's), its
  /// scale, and the fraction of a pixel it is moved by so that the image itself sits on whole
  /// pixels.
  private var drawn: (scene: Scene?, scale: Double, shift: Point)?
  /// Where the image's, or the piece's box's, top-left corner sits on the frame, in whole pixels.
  private var corner = Point(x: 0, y: 0)
  /// How opaque the layer is blended, 0…1.
  private var opacity = 1.0

  /// An empty layer.
  public init() {}

  /// Shows `scene` (nil: nothing) with its top-left corner at `origin`, at `opacity`, drawn at
  /// `scale` pixels per unit. The scene is drawn again only when it or the scale changed; a move
  /// or a fade reuses the pixels. Returns whether what the layer blends changed.
  /// - Throws: `CairoError` when the image cannot be made; the layer then shows nothing.
  @discardableResult
  public func show(_ scene: Scene?, at origin: Point, opacity: Double = 1, scale: Double = 1)
    throws(CairoError) -> Bool
  {
    let opacity = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
    let scale = scale.isFinite && scale > 0 ? scale : 1
    // The image is blended at whole pixels, so it is copied, never resampled; a box that starts
    // between pixels is drawn that fraction into the image instead.
    let corner = Point(x: (origin.x * scale).rounded(.down), y: (origin.y * scale).rounded(.down))
    let shift = Point(x: origin.x - corner.x / scale, y: origin.y - corner.y / scale)
    let changed = corner != self.corner || opacity != self.opacity
    (self.corner, self.opacity) = (corner, opacity)
    let hadPiece = piece != nil
    piece = nil
    guard let scene, scene.size.width > 0, scene.size.height > 0 else {
      defer { (image, drawn) = (nil, nil) }
      return image != nil || hadPiece
    }
    if let drawn, drawn.scene == scene, drawn.scale == scale, drawn.shift == shift { return changed }
    let width = Int(((scene.size.width + shift.x) * scale).rounded(.up))
    let height = Int(((scene.size.height + shift.y) * scale).rounded(.up))
    do {
      if image?.width != width || image?.height != height {
        image = try ImageSurface(width: width, height: height)
      }
      try SceneRenderer.draw(scene.offsetBy(dx: shift.x, dy: shift.y), into: image!, scale: scale)
      drawn = (scene, scale, shift)
    } catch {
      (image, drawn) = (nil, nil)
      throw error
    }
    return true
  }

  /// Shows `piece` (nil: nothing), a band of libass's subtitles, its box's top-left corner at
  /// `corner` device pixels, in a context of `scale` device pixels per unit. Returns whether
  /// what the layer blends changed (`isNew`: the piece's pixels are not those shown before).
  @discardableResult
  public func show(
    _ piece: StyledSubtitlePicture.Piece?, at corner: (x: Int, y: Int), scale: Double, isNew: Bool
  )
    -> Bool
  {
    let corner = Point(x: Double(corner.x), y: Double(corner.y))
    let scale = scale.isFinite && scale > 0 ? scale : 1
    let changed =
      isNew || corner != self.corner || opacity != 1 || piece?.bounds.size != self.piece?.bounds.size
      || (piece == nil) != (self.piece == nil)
    (self.corner, opacity, self.piece, image) = (corner, 1, piece, nil)
    drawn = piece.map { _ in (nil, scale, Point(x: 0, y: 0)) }
    return changed
  }

  /// Whether blending the layer leaves every pixel as it was: nothing shown, or fully faded.
  package var isBlank: Bool { (image == nil && piece == nil) || drawn == nil || opacity <= 0 }

  /// The pixels blending the layer may change, from the origin of the context it is blended onto
  /// (`blend(onto:)`), in device pixels; nil while it is blank.
  package var pixelBounds: Rect? {
    guard !isBlank else { return nil }
    if let piece { return Rect(origin: corner, size: piece.bounds.size) }
    guard let image else { return nil }
    return Rect(x: corner.x, y: corner.y, width: Double(image.width), height: Double(image.height))
  }

  /// Blends the layer over what `context` holds, touching only the layer's box. The context's
  /// units are the scene's, and its origin and `scale` put whole units on whole pixels, as a
  /// widget's context does.
  package func blend(onto context: OpaquePointer) {
    guard let drawn, opacity > 0 else { return }
    cairo_save(context)
    cairo_scale(context, 1 / drawn.scale, 1 / drawn.scale)
    defer { cairo_restore(context) }
    if let piece { return piece.blend(onto: context, at: corner) }
    guard let image else { return }
    cairo_set_source_surface(context, image.pointer, corner.x, corner.y)
    cairo_rectangle(context, corner.x, corner.y, Double(image.width), Double(image.height))
    cairo_clip(context)
    if opacity < 1 { cairo_paint_with_alpha(context, opacity) } else { cairo_paint(context) }
  }
}
