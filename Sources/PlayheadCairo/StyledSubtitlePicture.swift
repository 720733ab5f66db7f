internal import CASS
internal import CCairo
import PlayheadCore

/// What libass drew for one frame, blended into a few images: one for each band of lines
/// (bitmaps whose rows meet, as an event's shadow, border and glyphs do), each covering only
/// its band's box, so that a line at the top and one at the bottom do not make an image of
/// the whole picture to draw and blend at every frame.
public struct StyledSubtitlePicture {
  /// One band: its pixels (premultiplied, transparent around the glyphs) and where its top-left
  /// corner goes, in pixels of the picture drawn over.
  public struct Piece {
    /// The pixels.
    public let image: ImageSurface
    /// Where the image's left edge goes.
    public let x: Int
    /// Where the image's top edge goes.
    public let y: Int
  }

  /// The bands, top to bottom.
  public let pieces: [Piece]

  /// Bitmaps whose rows come closer than this many pixels share a band.
  static let bandGap = 16

  /// The picture libass's `images` make, in at most `maximumPieces` bands, each bitmap an
  /// alpha mask of its colour blended over those before it; `nil` for none, or an image that
  /// cannot be made.
  init?(_ images: UnsafeMutablePointer<ASS_Image>?, maximumPieces: Int) {
    var bitmaps: [ASS_Image] = []
    var next = images
    while let image = next?.pointee {
      next = image.next
      if image.w > 0, image.h > 0, image.bitmap != nil, image.color & 0xFF != 0xFF { bitmaps.append(image) }
    }
    var bands: [(top: Int, bottom: Int, members: [Int])] = []
    for index in bitmaps.indices.sorted(by: { bitmaps[$0].dst_y < bitmaps[$1].dst_y }) {
      let (top, bottom) = (Int(bitmaps[index].dst_y), Int(bitmaps[index].dst_y + bitmaps[index].h))
      if let last = bands.last, top <= last.bottom + Self.bandGap {
        bands[bands.count - 1] = (last.top, max(last.bottom, bottom), last.members + [index])
      } else {
        bands.append((top, bottom, [index]))
      }
    }
    // Too many bands: the two nearest become one, until few enough.
    while bands.count > max(maximumPieces, 1) {
      let nearest = (1..<bands.count).min {
        bands[$0].top - bands[$0 - 1].bottom < bands[$1].top - bands[$1 - 1].bottom
      }!
      let (above, below) = (bands[nearest - 1], bands[nearest])
      bands[nearest - 1] = (above.top, max(above.bottom, below.bottom), above.members + below.members)
      bands.remove(at: nearest)
    }
    let pieces = bands.compactMap { band in
      Self.piece(blending: band.members.sorted().map { bitmaps[$0] })
    }
    guard !pieces.isEmpty else { return nil }
    self.pieces = pieces
  }

  /// The image of `bitmaps`, back to front, over the box they cover; `nil` when it cannot be
  /// made. Each bitmap is an alpha mask its colour is painted through, by pixman's vector code
  /// (libass aligns its rows as Cairo asks, to 16 bytes or more).
  private static func piece(blending bitmaps: [ASS_Image]) -> Piece? {
    let left = bitmaps.map { Int($0.dst_x) }.min() ?? 0
    let top = bitmaps.map { Int($0.dst_y) }.min() ?? 0
    let right = bitmaps.map { Int($0.dst_x + $0.w) }.max() ?? 0
    let bottom = bitmaps.map { Int($0.dst_y + $0.h) }.max() ?? 0
    guard left < right, top < bottom,
      let surface = try? ImageSurface(width: right - left, height: bottom - top),
      let context = cairo_create(surface.pointer)
    else { return nil }
    defer { cairo_destroy(context) }
    for image in bitmaps {
      guard let bitmap = image.bitmap,
        let mask = cairo_image_surface_create_for_data(
          bitmap, CAIRO_FORMAT_A8, image.w, image.h, image.stride)
      else { continue }
      defer { cairo_surface_destroy(mask) }
      guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS else { continue }
      let channel = { (shift: UInt32) in Double(image.color >> shift & 0xFF) / 255 }
      cairo_set_source_rgba(context, channel(24), channel(16), channel(8), 1 - channel(0))
      cairo_mask_surface(context, mask, Double(Int(image.dst_x) - left), Double(Int(image.dst_y) - top))
    }
    cairo_surface_flush(surface.pointer)
    return Piece(image: surface, x: left, y: top)
  }
}
