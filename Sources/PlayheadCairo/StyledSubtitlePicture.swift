internal import CASS
internal import CCairo
import PlayheadCore

/// What libass drew for one frame, blended into one image: the box its bitmaps cover and the
/// pixels (premultiplied, transparent around the glyphs), placed at `x`, `y` in the picture it
/// was drawn for.
public struct StyledSubtitlePicture {
  /// The pixels.
  public let image: ImageSurface
  /// Where the image's top-left corner goes, in pixels of the picture drawn over.
  public let x: Int
  /// Where the image's top-left corner goes, in pixels of the picture drawn over.
  public let y: Int

  /// The picture libass's `images` make, each bitmap an alpha mask of its colour blended over
  /// those before it; `nil` for none, or an image that cannot be made.
  init?(_ images: UnsafeMutablePointer<ASS_Image>?) {
    var (left, top, right, bottom) = (Int.max, Int.max, Int.min, Int.min)
    var next = images
    while let image = next?.pointee {
      next = image.next
      guard image.w > 0, image.h > 0 else { continue }
      (left, top) = (min(left, Int(image.dst_x)), min(top, Int(image.dst_y)))
      (right, bottom) = (max(right, Int(image.dst_x + image.w)), max(bottom, Int(image.dst_y + image.h)))
    }
    guard left < right, top < bottom,
      let surface = try? ImageSurface(width: right - left, height: bottom - top)
    else { return nil }
    (self.image, x, y) = (surface, left, top)
    cairo_surface_flush(surface.pointer)
    guard let data = cairo_image_surface_get_data(surface.pointer) else { return nil }
    let stride = surface.stride
    next = images
    while let image = next?.pointee {
      next = image.next
      guard image.w > 0, image.h > 0, let bitmap = image.bitmap else { continue }
      let opacity = 255 - UInt32(image.color & 0xFF)
      guard opacity > 0 else { continue }
      let colour = (
        red: image.color >> 24, green: (image.color >> 16) & 0xFF, blue: (image.color >> 8) & 0xFF
      )
      for row in 0..<Int(image.h) {
        let source = bitmap + row * Int(image.stride)
        let target =
          UnsafeMutableRawPointer(data + (Int(image.dst_y) - top + row) * stride)
          .assumingMemoryBound(to: UInt32.self) + (Int(image.dst_x) - left)
        for column in 0..<Int(image.w) {
          let coverage = UInt32(source[column])
          guard coverage > 0 else { continue }
          target[column] = Self.blend(colour, at: (coverage * opacity + 127) / 255, over: target[column])
        }
      }
    }
    cairo_surface_mark_dirty(surface.pointer)
  }

  /// `colour` at `alpha` (0…255) over the premultiplied ARGB pixel `pixel`.
  private static func blend(
    _ colour: (red: UInt32, green: UInt32, blue: UInt32), at alpha: UInt32, over pixel: UInt32
  )
    -> UInt32
  {
    let rest = 255 - alpha
    func channel(_ value: UInt32, _ shift: UInt32) -> UInt32 {
      (value * alpha + ((pixel >> shift) & 0xFF) * rest + 127) / 255
    }
    return channel(255, 24) << 24 | channel(colour.red, 16) << 16 | channel(colour.green, 8) << 8
      | channel(colour.blue, 0)
  }
}
