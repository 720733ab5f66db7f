/// A bitmap subtitle (PGS on Blu-ray, DVB on television): pictures placed on a canvas the size
/// of the video they were made for, drawn scaled with the video as the picture is.
public struct SubtitlePicture: Hashable, Sendable {
  /// One picture and where its top-left corner goes on the canvas.
  public struct Piece: Hashable, Sendable {
    /// The picture.
    public var image: PixelImage
    /// Its top-left corner, in the canvas's pixels.
    public var origin: Point

    /// `image` with its top-left corner at `origin`.
    public init(image: PixelImage, origin: Point) {
      self.image = image
      self.origin = origin
    }

    /// Where the piece covers the canvas.
    public var frame: Rect {
      Rect(x: origin.x, y: origin.y, width: Double(image.width), height: Double(image.height))
    }
  }

  /// The size of the video the pieces are placed on ("1920 × 1080"; DVB's display, 720 × 576
  /// unless the stream says otherwise).
  public var canvas: Size
  /// The pictures, back to front.
  public var pieces: [Piece]

  /// `pieces` on a canvas of `canvas`.
  public init(canvas: Size, pieces: [Piece]) {
    self.canvas = canvas
    self.pieces = pieces
  }

  /// The pieces drawn over a video shown at `video`: each stretched as the canvas is to it.
  public func items(over video: Rect) -> [SceneItem] {
    guard canvas.width > 0, canvas.height > 0 else { return [] }
    let (sx, sy) = (video.width / canvas.width, video.height / canvas.height)
    return pieces.map { piece in
      let frame = piece.frame
      return .image(
        piece.image,
        frame: Rect(
          x: video.minX + frame.minX * sx, y: video.minY + frame.minY * sy, width: frame.width * sx,
          height: frame.height * sy))
    }
  }

  /// The picture in words, for a terminal: "picture 200×40 at 60,180 of 320×240", a piece
  /// each.
  public var summary: String {
    let number = { (value: Double) in String(Int(value.rounded())) }
    let pieces = pieces.map { piece in
      "\(piece.image.width)×\(piece.image.height) at \(number(piece.origin.x)),\(number(piece.origin.y))"
    }
    return "picture \(pieces.joined(separator: ", ")) of \(number(canvas.width))×\(number(canvas.height))"
  }

  /// How far below the top of a video shown `videoHeight` tall the lowest piece ends.
  func bottom(inVideoHeight videoHeight: Double) -> Double {
    guard canvas.height > 0 else { return 0 }
    return (pieces.map(\.frame.maxY).max() ?? 0) * videoHeight / canvas.height
  }
}
