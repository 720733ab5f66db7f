import Foundation

extension EngineLifecycle {
  /// Something that happened to the engine: a command, a report from a pipeline, a timer.
  public enum Event: Hashable, Sendable {
    /// Load `url`, replacing what was loaded.
    case load(URL)
    /// Play the same media from another address, from where playback is (reopened as a
    /// reconnection is).
    case switchSource(URL)
    /// Start or resume playback.
    case play
    /// Pause.
    case pause
    /// Stop and unload.
    case stop
    /// Move to a time, as exactly as `SeekPrecision` says.
    case seek(to: Double, SeekPrecision)
    /// Play at a rate from a position in seconds (where playback is, when known); a negative
    /// rate plays backwards.
    case setRate(Double, from: Double?)
    /// Show the next frame, paused.
    case stepFrame
    /// Decode the picture at rest again at `seconds` (the view grew past the size it was
    /// decoded for): an accurate seek there, which the owner does not hear of; nothing while
    /// playing, seeking, rewinding or at the end.
    case decodeAgain(at: Double)
    /// The pipeline of load `generation` reported something.
    case pipeline(PipelineReport, generation: Int)
    /// A timer started for load `generation` ran out.
    case timer(EngineTimer, generation: Int)
  }

  /// What a pipeline reports, read from its bus and sinks into plain values.
  public enum PipelineReport: Hashable, Sendable {
    /// The pipeline could not even be made or started.
    case openFailed(MediaError.Kind, String)
    /// A state change finished: the first preroll, or a seek landing.
    case prerolled
    /// The source is live: it plays without preroll.
    case live
    /// An adaptive stream's playlist has no end (HLS without `EXT-X-ENDLIST`, dynamic DASH): it
    /// prerolls as any stream does, and is live, with a window it can seek in.
    case livePlaylist
    /// An element failed, classified, with its words.
    case error(MediaError.Kind, String)
    /// An adaptive stream's variant failed (its segments refused or gone) and was set aside, with
    /// another left to play: the stream is reopened in it, from where playback was, whatever the
    /// failure's kind.
    case variantFailed(MediaError.Kind, String)
    /// No installed plugin decodes part of the media (`description` names it).
    case missingDecoder(String)
    /// The data is a web page (HTML), not media: no decoder is missing.
    case webPage
    /// How full the network buffer is, 0…100.
    case buffering(Int)
    /// The pipeline went to playing (`true`) or left it.
    case playing(Bool)
    /// The first video frame arrived.
    case firstFrame
    /// The first bytes came from a network server.
    case dataArrived
    /// More bytes came from a network server (a few times a second at most).
    case downloadProgressed
    /// The pipeline's start is over: its source is open (on a slow mount a local file's `open()`
    /// can take a while).
    case started
    /// Playback reached the end.
    case endOfStream
    /// The duration, streams or tags changed: what was loaded must be described again.
    case mediaChanged
    /// GStreamer refused the seek just asked for.
    case seekRefused
    /// Why the host could not be reached, found by connecting to it; `nil` when the connection
    /// works (the failure then stands as it was).
    case connectionDiagnosed(MediaError.Kind?, String)
    /// The pipeline was closed to reconnect (see `Action.suspend`); playback had reached
    /// `position` seconds (`nil` when unknown).
    case suspended(at: Double?)
  }

  /// The engine's timers.
  public enum EngineTimer: Hashable, Sendable {
    /// Opening made no progress for the patience allowed.
    case loading
    /// The errors of a failure have all come.
    case errorsSettled
    /// Diagnosing the connection took too long.
    case connectionDiagnosis
    /// The back-off before reopening a lost connection is over.
    case reconnect
    /// A rewind's step is over (see `EngineLifecycle.rewindStep`).
    case rewindStep
  }

  /// What the engine must do.
  public enum Action: Hashable, Sendable {
    /// Build a pipeline for `url`, tagged `generation`, and start prerolling it.
    case open(generation: Int)
    /// Take the pipeline to NULL, with its callbacks disconnected first, and drop it.
    case close
    /// Note where playback is, keep the picture, close the pipeline, and report `suspended(at:)`.
    case suspend
    /// Set the pipeline playing or paused.
    case setPlaying(Bool)
    /// Seek, at `rate`.
    case seek(to: Double, SeekPrecision, rate: Double)
    /// Play on forwards at a (positive) rate from the current position.
    case changeRate(Double)
    /// Step the paused pipeline on by one frame; it prerolls that frame (`prerolled`).
    case stepFrame
    /// Start (or restart) a timer; it reports back with its generation.
    case startTimer(EngineTimer, after: Duration, generation: Int)
    /// Report an event to the engine's owner.
    case report(MediaEngineEvent)
    /// Report `.loaded` with what the pipeline now knows of the media.
    case reportLoaded
    /// Find why the URL's host could not be reached (resolve, connect, TLS handshake) and report
    /// `connectionDiagnosed`, off the main thread.
    case diagnoseConnection(generation: Int)
  }
}
