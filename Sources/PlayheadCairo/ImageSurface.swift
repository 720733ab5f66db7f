internal import CCairo
import Foundation
import PlayheadCore

/// An owned Cairo ARGB32 image surface (premultiplied alpha, native-endian 32-bit pixels).
public final class ImageSurface: @unchecked Sendable {
  // @unchecked: the pointer is owned by this object alone and never shared; Cairo image
  // surfaces may be used from any thread one at a time, which the owner guarantees.
  let pointer: OpaquePointer

  /// Creates a transparent image; owns the new surface.
  /// - Throws: `CairoError.invalidSize` or Cairo's status.
  public init(width: Int, height: Int) throws(CairoError) {
    guard (1...32767).contains(width), (1...32767).contains(height) else {
      throw .invalidSize(width: width, height: height)
    }
    pointer = try CairoError.checked(
      surface: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!)
  }

  /// Decodes PNG bytes through Cairo; owns the new surface.
  /// - Throws: `CairoError.unreadableImage` when the bytes are not a PNG Cairo can read.
  public convenience init(pngData: Data, name: String = "PNG data") throws(CairoError) {
    let reader = PNGReader(data: pngData)
    let box = Unmanaged.passRetained(reader)
    defer { box.release() }
    let surface = cairo_image_surface_create_from_png_stream(
      { closure, buffer, length in
        let reader = Unmanaged<PNGReader>.fromOpaque(closure!).takeUnretainedValue()
        return reader.read(into: buffer!, count: Int(length))
          ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
      }, box.toOpaque())!
    try self.init(adopting: surface, name: name)
  }

  /// Reads a PNG file; owns the new surface.
  /// - Throws: `CairoError.unreadableImage` naming the file and the cause.
  public convenience init(contentsOfPNG path: String) throws(CairoError) {
    guard let data = FileManager.default.contents(atPath: path) else {
      let reason =
        FileManager.default.fileExists(atPath: path) ? translated("not readable") : translated("no such file")
      throw .unreadableImage(path: path, reason: reason)
    }
    try self.init(pngData: data, name: path)
  }

  /// Takes ownership of a surface Cairo just made, converting it to ARGB32 if needed.
  private init(adopting surface: OpaquePointer, name: String) throws(CairoError) {
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      throw .unreadableImage(path: name, reason: String(cString: cairo_status_to_string(status)))
    }
    if cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 {
      pointer = surface
      return
    }
    let width = cairo_image_surface_get_width(surface)
    let height = cairo_image_surface_get_height(surface)
    let converted = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
    let context = cairo_create(converted)
    cairo_set_source_surface(context, surface, 0, 0)
    cairo_paint(context)
    cairo_destroy(context)
    cairo_surface_destroy(surface)
    pointer = converted
  }

  deinit { cairo_surface_destroy(pointer) }

  /// Width in pixels.
  public var width: Int { Int(cairo_image_surface_get_width(pointer)) }
  /// Height in pixels.
  public var height: Int { Int(cairo_image_surface_get_height(pointer)) }
  /// Bytes per row, at least `width × 4`.
  public var stride: Int { Int(cairo_image_surface_get_stride(pointer)) }

  /// Calls `body` with the image's bytes (premultiplied BGRA in memory on little-endian
  /// machines), `stride` bytes a row, after finishing any drawing.
  public func withBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
    cairo_surface_flush(pointer)
    return try body(
      UnsafeRawBufferPointer(start: cairo_image_surface_get_data(pointer), count: stride * height))
  }

  /// Every pixel, row by row without padding, as premultiplied 0xAARRGGBB.
  public var pixels: [UInt32] {
    cairo_surface_flush(pointer)
    let data = cairo_image_surface_get_data(pointer)!
    let (width, height, stride) = (self.width, self.height, self.stride)
    var result = [UInt32](repeating: 0, count: width * height)
    for row in 0..<height {
      let rowStart = UnsafeRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
      for column in 0..<width { result[row * width + column] = rowStart[column] }
    }
    return result
  }

  /// The image as PNG bytes, encoded by Cairo.
  public func pngData() throws(CairoError) -> Data {
    let writer = PNGWriter()
    let box = Unmanaged.passRetained(writer)
    defer { box.release() }
    let status = cairo_surface_write_to_png_stream(
      pointer,
      { closure, bytes, length in
        Unmanaged<PNGWriter>.fromOpaque(closure!).takeUnretainedValue().data.append(
          bytes!, count: Int(length))
        return CAIRO_STATUS_SUCCESS
      }, box.toOpaque())
    try CairoError.check(status)
    return writer.data
  }

  /// Writes the image as a PNG file.
  public func writePNG(to path: String) throws(CairoError) {
    try CairoError.check(cairo_surface_write_to_png(pointer, path))
  }

  /// Makes every pixel transparent.
  public func clear() {
    let context = cairo_create(pointer)
    cairo_set_operator(context, CAIRO_OPERATOR_CLEAR)
    cairo_paint(context)
    cairo_destroy(context)
  }
}

/// The buffer a PNG is encoded into, passed to Cairo's write callback.
private final class PNGWriter {
  var data = Data()
}

/// The bytes a PNG is decoded from, handed out to Cairo's read callback.
private final class PNGReader {
  private let data: Data
  private var offset = 0

  init(data: Data) { self.data = data }

  func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
    guard count <= data.count - offset else { return false }
    data.copyBytes(to: buffer, from: data.startIndex + offset..<data.startIndex + offset + count)
    offset += count
    return true
  }
}

extension ImageSurface {
  /// Overwrites every pixel with premultiplied 0xAARRGGBB values, row by row without padding;
  /// `pixels.count` must be `width × height`.
  public func replacePixels(with pixels: [UInt32]) {
    precondition(pixels.count == width * height, "one value per pixel")
    cairo_surface_flush(pointer)
    let data = cairo_image_surface_get_data(pointer)!
    let (width, stride) = (self.width, self.stride)
    for row in 0..<height {
      let rowStart = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
      for column in 0..<width { rowStart[column] = pixels[row * width + column] }
    }
    cairo_surface_mark_dirty(pointer)
  }
}
