/// How a picture is turned to be shown upright, as a file's display matrix or EXIF-style tag
/// says (GStreamer's `image-orientation` tag): a rotation clockwise, after a mirror flip
/// (left to right) for the `flipped` ones.
public enum VideoOrientation: String, CaseIterable, Hashable, Sendable {
  case upright = "rotate-0"
  case rotated90 = "rotate-90"
  case rotated180 = "rotate-180"
  case rotated270 = "rotate-270"
  case flipped = "flip-rotate-0"
  case flippedRotated90 = "flip-rotate-90"
  case flippedRotated180 = "flip-rotate-180"
  case flippedRotated270 = "flip-rotate-270"

  /// The orientation a tag value names ("rotate-90"), or `nil` for any other text.
  public init?(tag: String) { self.init(rawValue: tag) }

  /// The clockwise rotation in degrees: 0, 90, 180 or 270.
  public var degrees: Int {
    switch self {
    case .upright, .flipped: 0
    case .rotated90, .flippedRotated90: 90
    case .rotated180, .flippedRotated180: 180
    case .rotated270, .flippedRotated270: 270
    }
  }

  /// Whether the picture is mirrored before it is rotated.
  public var isFlipped: Bool {
    switch self {
    case .flipped, .flippedRotated90, .flippedRotated180, .flippedRotated270: true
    default: false
    }
  }

  /// Whether width and height trade places (a quarter turn).
  public var swapsAxes: Bool { degrees % 180 == 90 }

  /// How a person is told: "rotated 90°", "mirrored", "mirrored and rotated 180°"; `nil` upright.
  public var description: String? {
    switch (isFlipped, degrees) {
    case (false, 0): nil
    case (true, 0): translated("mirrored")
    case (false, let degrees): translated("rotated \(degrees)°")
    case (true, let degrees): translated("mirrored and rotated \(degrees)°")
    }
  }
}
