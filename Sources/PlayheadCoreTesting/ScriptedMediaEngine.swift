import Foundation
import PlayheadCore

/// A media engine for tests: records every command and reports whatever events the test
/// scripts, with a position the test sets. No media is touched.
@MainActor
public final class ScriptedMediaEngine: MediaEngine {
  /// A command the engine received.
  public enum Command: Hashable, Sendable {
    case load(URL)
    case play
    case pause
    case stop
    case seek(Double, SeekPrecision)
    case setRate(Double)
    case stepFrame(forward: Bool)
    case selectAudioTrack(Int)
    case selectSubtitleTrack(Int)
    /// A variant chosen (`nil`: Auto).
    case chooseVariant(StreamVariant?)
    case addSubtitleFile(URL)
    /// Another address for the same media, from where playback is.
    case switchSource(URL)
  }

  /// Receives every event the engine reports.
  public var eventHandler: (@MainActor (MediaEngineEvent) -> Void)?
  /// The position the test says the engine is at.
  public var position: Double?
  /// The ranges the test says are downloaded.
  public var bufferedRanges: [ClosedRange<Double>] = []
  /// The live range the test says can be sought.
  public var liveRange: ClosedRange<Double>?
  /// The volume the controller set.
  public var volume = 1.0
  /// Whether the sound is off.
  public var isMuted = false
  /// The subtitle cues the test says the engine has read.
  public var subtitleCues = SubtitleCues()
  /// The subtitle files each load reads, as set.
  public var subtitleFiles: [URL] = []
  /// Every command so far, in order.
  public private(set) var commands: [Command] = []

  /// An engine with nothing loaded.
  public init() {}

  /// Reports `event` to the controller, as a real engine would from its bus.
  public func emit(_ event: MediaEngineEvent) { eventHandler?(event) }

  /// Forgets the commands recorded so far.
  public func clearCommands() { commands = [] }

  /// Records the load.
  public func load(_ url: URL) { commands.append(.load(url)) }
  /// Records the play.
  public func play() { commands.append(.play) }
  /// Records the pause.
  public func pause() { commands.append(.pause) }
  /// Records the stop.
  public func stop() { commands.append(.stop) }
  /// Records the seek and moves the position there.
  public func seek(to seconds: Double, precision: SeekPrecision) {
    commands.append(.seek(seconds, precision))
    position = seconds
  }
  /// Records the rate.
  public func setRate(_ rate: Double) { commands.append(.setRate(rate)) }
  /// Records the sound stream chosen.
  public func selectAudioTrack(_ index: Int) { commands.append(.selectAudioTrack(index)) }
  /// Records the subtitle stream chosen.
  public func selectSubtitleTrack(_ index: Int) { commands.append(.selectSubtitleTrack(index)) }
  /// Records the variant chosen (`nil`: Auto).
  public func chooseVariant(_ variant: StreamVariant?) { commands.append(.chooseVariant(variant)) }
  /// Records the address switched to.
  public func switchSource(to url: URL) { commands.append(.switchSource(url)) }
  /// Records the subtitle file added.
  public func addSubtitleFile(_ url: URL) { commands.append(.addSubtitleFile(url)) }
  /// Records the frame step.
  public func stepFrame(forward: Bool) { commands.append(.stepFrame(forward: forward)) }
}
