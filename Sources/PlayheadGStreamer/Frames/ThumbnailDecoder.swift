internal import CGStreamer
import Dispatch
import Foundation
import PlayheadCore
import Synchronization

/// Preview thumbnails of one media (`ThumbnailMedia`: a file, a download's copy, an adaptive
/// stream's pictures for previews), decoded on a pipeline of its own on a queue of its own: video
/// only, keyframe seeks where a keyframe is near enough (an adaptive stream's pictures each
/// fetched into a file and decoded alone), decoded straight to `height` pixels high
/// (the width keeps the picture's shape), with one decoding thread at a lower priority than
/// playback's. Playback never waits for it; it waits for playback.
///
/// `@unchecked Sendable`: its pipeline is touched only on its queue, and released with it when
/// no decode can be running (each holds the decoder).
final class ThumbnailDecoder: @unchecked Sendable {
  /// How tall a thumbnail is decoded, in pixels.
  static let height = 108
  /// The nice value of its threads: playback's threads go first.
  static let niceness: gint = 10
  /// How long opening the file or landing a seek may take.
  static let patience: GstClockTime = 5_000_000_000

  /// What it decodes.
  let media: ThumbnailMedia
  private let queue = DispatchQueue(label: "playhead.thumbnails", qos: .utility)
  /// A file's pipeline, opened on first use.
  private var pipeline: PausedVideoPipeline?
  /// An HLS stream's I-frame playlist, read on first use.
  private var playlist: IFramePlaylist?
  /// Fetches an adaptive stream's pictures.
  private let fetch = PieceFetch()
  /// The adaptive stream's pictures decoded last, each with how far into its segment it was
  /// taken, newest last.
  private var recentPictures: [(picture: PreviewPicture, offset: Double, image: PixelImage)] = []
  private static let recentPicturesKept = 8
  /// Whether the file or the I-frame playlist failed to open: no thumbnail is asked of it again.
  private var isBroken = false
  /// Decodes that gave no picture in a row: past `patienceForFailures` the media is taken to
  /// give none (an I-frame playlist whose pictures the decoder keeps back), and its previews
  /// show the time alone.
  private let failuresInARow = Mutex(0)
  static let patienceForFailures = 3

  /// Whether the media gave no picture too many times in a row, or did not open.
  var hasGivenUp: Bool { failuresInARow.withLock { $0 >= Self.patienceForFailures } }

  /// A decoder of `media`.
  init(_ media: ThumbnailMedia) {
    self.media = media
  }

  /// Decodes the picture at `seconds` (see `decode(at:)`) and hands it to `completion`, on the
  /// decoder's queue; `nil` when there is none.
  func thumbnail(at seconds: Double, completion: @escaping @Sendable (PixelImage?) -> Void) {
    queue.async { [self] in
      // The queue's thread too: opening the file and converting the picture wait for playback.
      playhead_lower_this_thread(Self.niceness)
      let image = hasGivenUp ? nil : decode(at: seconds)
      failuresInARow.withLock { $0 = image == nil ? $0 + 1 : 0 }
      completion(image)
    }
  }

  /// The picture at the keyframe nearest `seconds` when it lies within `ThumbnailPlanner.reach`
  /// of it (one frame decoded); else decoded on from the keyframe before, to the frame at
  /// `seconds` (the frames between decoded too, at this decoder's low priority). An adaptive
  /// stream's is the preview picture showing `seconds`, fetched and decoded alone.
  private func decode(at seconds: Double) -> PixelImage? {
    let target = seconds + media.timelineStart
    switch media.source {
    case .file(let url):
      guard let pipeline = pipeline ?? opened(url) else {
        isBroken = true
        return nil
      }
      self.pipeline = pipeline
      guard let keyframe = try? pipeline.frame(at: target, precision: .keyframe) else { return nil }
      guard let time = keyframe.time, abs(time - target) > ThumbnailPlanner.reach,
        let exact = try? pipeline.frame(at: target, precision: .accurate)
      else { return Self.image(of: keyframe) }
      return Self.image(of: exact)
    case .pictures(let pictures):
      guard let picture = picture(among: pictures, at: target) else { return nil }
      // A DASH trick-mode segment may hold several pictures: the one nearest the time is decoded
      // on from its first. An HLS I-frame playlist's entry is one.
      let offset = pictures.holdsOnePictureEach ? 0 : max(0, target - picture.start)
      // Times close together show the same picture: decoded once.
      if let shown = recentPictures.last(where: {
        $0.picture == picture && abs($0.offset - offset) <= ThumbnailPlanner.reach
      }) {
        return shown.image
      }
      guard let file = PreviewPictureFile(picture, fetchingBy: fetch), let pipeline = opened(file.url),
        let first = try? pipeline.shownFrame()
      else { return nil }
      let nearest =
        offset > ThumbnailPlanner.reach
        ? first.time.flatMap { try? pipeline.frame(at: $0 + offset, precision: .accurate) } : nil
      guard let image = Self.image(of: nearest ?? first) else { return nil }
      recentPictures = recentPictures.suffix(Self.recentPicturesKept - 1) + [(picture, offset, image)]
      return image
    }
  }

  /// The picture showing `seconds` among `pictures`; an I-frame playlist is read on first use.
  private func picture(among pictures: PreviewPictures, at seconds: Double) -> PreviewPicture? {
    guard case .playlist(let address) = pictures else { return pictures.picture(at: seconds) }
    if playlist == nil, !isBroken {
      playlist = fetch.bytes(of: PreviewPiece(url: address)).map {
        IFramePlaylist(String(decoding: $0, as: UTF8.self), address: address)
      }
      isBroken = playlist?.pictures.isEmpty != false
    }
    return playlist?.picture(at: seconds)
  }

  /// `url` opened, paused on its first picture; `nil` when it cannot be.
  private func opened(_ url: URL) -> PausedVideoPipeline? {
    guard !isBroken else { return nil }
    return try? PausedVideoPipeline(
      url, name: "playhead-thumbnails",
      sink: "videoflip video-direction=auto ! videoconvertscale ! capsfilter caps=video/x-raw,format=BGRx,"
        + "height=\(Self.height),pixel-aspect-ratio=1/1 ! appsink name=playhead-thumbnails-sink sync=false",
      patience: Self.patience
    ) { pipeline in
      // One decoding thread (libav's decoders would take one per core), below playback's priority.
      pipeline.onElementSignal("element-setup") { element in
        playhead_set_int_if_present(UnsafeMutableRawPointer(element), "max-threads", 1)
      }
      playhead_lower_streaming_threads(pipeline.pointer, Self.niceness)
    }
  }

  /// The frame's BGRx pixels as an opaque `PixelImage`.
  static func image(of frame: VideoFrame) -> PixelImage? {
    let (width, height) = (frame.width, frame.height)
    let pixels = frame.withBGRxBytes { bytes, stride -> [UInt32] in
      var pixels = [UInt32](repeating: 0, count: width * height)
      for row in 0..<height where (row + 1) * stride <= bytes.count {
        for column in 0..<width {
          // BGRx in memory is 0xXXRRGGBB read as a little-endian word.
          let word = bytes.loadUnaligned(fromByteOffset: row * stride + column * 4, as: UInt32.self)
          pixels[row * width + column] = 0xFF00_0000 | (word & 0x00FF_FFFF)
        }
      }
      return pixels
    }
    return pixels.flatMap { PixelImage(width: width, height: height, pixels: $0) }
  }
}
