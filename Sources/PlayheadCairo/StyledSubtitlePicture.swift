internal import CASS
internal import CCairo
internal import CMaskBlending
import PlayheadCore

/// What libass drew for one frame, in a few bands (bitmaps whose rows meet, as an event's shadow,
/// border and glyphs do), each blended straight into the picture it goes over, inside its box:
/// a line at the top and one at the bottom do not make a box of all between them, and no image
/// is made between libass's bitmaps and the picture. The bitmaps are libass's own, good until
/// its renderer draws the next frame; a band kept longer blends nothing.
public struct StyledSubtitlePicture {
  /// One band: its bitmaps, back to front, and the box they cover.
  public struct Piece {
    /// The box the band covers, in pixels of the picture libass drew for.
    public let bounds: Rect
    /// libass's bitmaps, each an alpha mask of its colour.
    fileprivate let bitmaps: [ASS_Image]
    /// The renderer whose memory holds the bitmaps, and the frame of its they belong to; weak,
    /// as the renderer keeps its last picture.
    fileprivate weak var renderer: StyledSubtitleRenderer?
    fileprivate let frame: Int
  }

  /// The bands, top to bottom.
  public let pieces: [Piece]

  /// Bitmaps whose rows come closer than this many pixels share a band.
  static let bandGap = 16

  /// The picture libass's `images` make, the `frame`th `renderer` drew, in at most
  /// `maximumPieces` bands; `nil` for none.
  init?(
    _ images: UnsafeMutablePointer<ASS_Image>?, maximumPieces: Int, renderer: StyledSubtitleRenderer,
    frame: Int
  ) {
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
        bands[bands.count - 1].bottom = max(last.bottom, bottom)
        bands[bands.count - 1].members.append(index)
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
    guard !bands.isEmpty else { return nil }
    pieces = bands.map { band in
      let members = band.members.sorted().map { bitmaps[$0] }
      let bounds = members.dropFirst().reduce(members[0].box) { $0.union($1.box) }
      return Piece(bounds: bounds, bitmaps: members, renderer: renderer, frame: frame)
    }
  }
}

extension StyledSubtitlePicture.Piece {
  /// Blends the band over what `context` holds, its box's top-left corner at `corner` in the
  /// context's units; nothing once its renderer has drawn another frame. Over an image, at one
  /// device pixel a unit and whole pixels (as the video's pictures are composed), the bitmaps are
  /// blended into its pixels inside the clip; anywhere else Cairo paints them.
  package func blend(onto context: OpaquePointer, at corner: Point) {
    guard renderer?.drawnFrames == frame else { return }
    let place = Point(x: corner.x - bounds.minX, y: corner.y - bounds.minY)
    if let image = BlendTarget(context, placing: place) {
      image.blend(bitmaps)
    } else {
      paint(onto: context, at: place)
    }
  }

  /// Paints each bitmap through Cairo, the picture libass drew for with its corner at `place`.
  private func paint(onto context: OpaquePointer, at place: Point) {
    for image in bitmaps {
      guard let bitmap = image.bitmap,
        let mask = cairo_image_surface_create_for_data(
          bitmap, CAIRO_FORMAT_A8, image.w, image.h, image.stride)
      else { continue }
      defer { cairo_surface_destroy(mask) }
      guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS else { continue }
      let channel = { (shift: UInt32) in Double(image.color >> shift & 0xFF) / 255 }
      cairo_set_source_rgba(context, channel(24), channel(16), channel(8), 1 - channel(0))
      cairo_mask_surface(context, mask, place.x + Double(image.dst_x), place.y + Double(image.dst_y))
    }
  }
}

/// The pixels of an image a context draws on, where the context's units are its pixels moved by
/// whole pixels, with the clip as rectangles of them: where libass's bitmaps are blended without
/// Cairo.
struct BlendTarget {
  let surface: OpaquePointer
  let pixels: UnsafeMutablePointer<UInt8>
  let stride: Int
  /// The clip, in the image's pixels.
  let clip: [Rect]
  /// Where the origin of the picture libass drew for falls, in the image's pixels.
  let origin: (x: Int, y: Int)

  /// The image `context` draws on, with the origin of libass's picture at `place` in the
  /// context's units; `nil` when it is no ARGB32 or RGB24 image, the units are not its pixels
  /// moved by whole pixels, or the clip is not rectangles.
  init?(_ context: OpaquePointer, placing place: Point) {
    let surface = cairo_get_group_target(context)!
    let format = cairo_image_surface_get_format(surface)
    guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
      format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24,
      let pixels = cairo_image_surface_get_data(surface)
    else { return nil }
    var matrix = cairo_matrix_t()
    cairo_get_matrix(context, &matrix)
    var offset = (x: 0.0, y: 0.0)
    cairo_surface_get_device_offset(surface, &offset.x, &offset.y)
    let shift = (x: matrix.x0 + offset.x, y: matrix.y0 + offset.y)
    let origin = (x: shift.x + place.x, y: shift.y + place.y)
    guard matrix.xx == 1, matrix.yy == 1, matrix.xy == 0, matrix.yx == 0,
      shift.x.rounded() == shift.x, shift.y.rounded() == shift.y,
      origin.x.rounded() == origin.x, origin.y.rounded() == origin.y,
      let list = cairo_copy_clip_rectangle_list(context)
    else { return nil }
    defer { cairo_rectangle_list_destroy(list) }
    guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
    let bounds = Rect(
      x: 0, y: 0, width: Double(cairo_image_surface_get_width(surface)),
      height: Double(cairo_image_surface_get_height(surface)))
    let rectangles = UnsafeBufferPointer(
      start: list.pointee.rectangles, count: Int(list.pointee.num_rectangles))
    let boxes = rectangles.map {
      Rect(x: $0.x + shift.x, y: $0.y + shift.y, width: $0.width, height: $0.height)
    }
    // Clip rectangles of whole pixels only: a part-covered pixel is Cairo's to blend.
    guard boxes.allSatisfy({ [$0.minX, $0.minY, $0.width, $0.height].allSatisfy { $0.rounded() == $0 } })
    else { return nil }
    clip = boxes.compactMap { $0.intersection(bounds) }
    (self.surface, self.pixels, self.origin) = (surface, pixels, (Int(origin.x), Int(origin.y)))
    stride = Int(cairo_image_surface_get_stride(surface))
  }

  /// Blends `bitmaps`, back to front, into the pixels inside the clip.
  func blend(_ bitmaps: [ASS_Image]) {
    cairo_surface_flush(surface)
    for image in bitmaps {
      guard let bitmap = image.bitmap else { continue }
      let box = image.box.offsetBy(dx: Double(origin.x), dy: Double(origin.y))
      for part in clip {
        guard let inside = box.intersection(part) else { continue }
        let (x, y) = (Int(inside.minX), Int(inside.minY))
        let (across, down) = (x - Int(box.minX), y - Int(box.minY))
        playhead_blend_mask(
          UnsafeMutableRawPointer(pixels + y * stride + x * 4).assumingMemoryBound(to: UInt32.self), stride,
          bitmap + down * Int(image.stride) + across, Int(image.stride), Int32(inside.width),
          Int32(inside.height), image.color >> 8, 255 - (image.color & 0xFF))
      }
    }
    for part in clip {
      cairo_surface_mark_dirty_rectangle(
        surface, Int32(part.minX), Int32(part.minY), Int32(part.width), Int32(part.height))
    }
  }
}

extension ASS_Image {
  /// The box the bitmap covers in the picture libass drew.
  fileprivate var box: Rect { Rect(x: Double(dst_x), y: Double(dst_y), width: Double(w), height: Double(h)) }
}
