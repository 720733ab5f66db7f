import Foundation
import PlayheadCairo
import PlayheadCore
import PlayheadGStreamer

/// What README.md's Swift snippets take as given: the time, an image to draw into, a pointer
/// position, a size and a player. Each snippet is a method of this (ReadmeSnippets.swift, made by
/// scripts/readme-snippets), so a snippet that no longer compiles fails the build.
@MainActor
struct ReadmeContext {
  /// "Now" on the caller's monotonic clock, in seconds.
  let now = 10.0
  /// A moment after the SeekButton's taps stop adding up.
  let later = 12.0
  /// Where a snippet draws: 88 × 88 points at scale 2.
  let image: ImageSurface
  /// A pointer position inside the control.
  let point = Point(x: 44, y: 44)
  /// The control's size in points.
  let size = Size(width: 88, height: 88)
  /// A player for snippets that seek.
  let controller = PlayerController(engine: GStreamerEngine())

  init() throws {
    image = try ImageSurface(width: 176, height: 176)
  }
}
