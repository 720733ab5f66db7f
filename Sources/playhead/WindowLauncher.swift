import Foundation
import PlayheadCore
import PlayheadGStreamer

/// Hands `playhead play` over to `playhead-window`, the program built beside this one that links
/// GTK. Loading GTK's libraries costs about 6 ms at every start, so the other commands, headless
/// playback among them, start without them.
enum WindowLauncher {
  /// Replaces this process with `playhead-window` playing `urls` with `play`'s options, handed
  /// over as one typed request. Returns only by throwing, when the program is missing.
  static func exec(_ urls: [URL], _ play: Play) throws -> Never {
    let program = URL(fileURLWithPath: ownPath).deletingLastPathComponent()
      .appendingPathComponent("playhead-window").path
    let arguments = [program, play.windowRequest(for: urls).encoded()]
    var pointers = arguments.map { strdup($0) } + [nil]
    // Swift's async main blocks most signals on this thread, and a program inherits the mask
    // across exec, and the signals ignored (`TerminationSignals` reads them from dispatch
    // sources): unblocked and back to their defaults, Ctrl+C, `kill` and a logout reach the window.
    var none = sigset_t()
    sigemptyset(&none)
    pthread_sigmask(SIG_SETMASK, &none, nil)
    for number in TerminationSignals.handled { signal(number, SIG_DFL) }
    execv(program, &pointers)
    let cause = String(cString: strerror(errno))
    throw CommandFailure(message: translated("cannot start \(program) for the window: \(cause)"))
  }

  /// This program's path, as the kernel has it (`/proc/self/exe`, read without resolving the
  /// folders above it, which another user may not be allowed to look into), or as it was run.
  private static var ownPath: String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink("/proc/self/exe", &buffer, Int(PATH_MAX))
    guard count > 0 else { return CommandLine.arguments[0] }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}

extension Play {
  /// What the window is asked to do: these options, on `urls`.
  func windowRequest(for urls: [URL]) -> WindowLaunchRequest {
    var request = WindowLaunchRequest(urls: urls)
    request.size = size.map { PlayerSettings.WindowSize(width: Int($0.width), height: Int($0.height)) }
    request.seek = seek
    request.seconds = seconds
    request.stats = stats
    request.verbose = verbose
    request.keepsControls = keepControls
    request.volume = volume
    request.speed = speed
    request.subtitles = sub.map(\.url)
    request.subtitleEncoding = subEncoding
    request.audioTrack = audioTrack
    request.subtitleSize = subSize
    request.subtitleColor = subColor
    request.subtitleBackdrop = subBackdrop
    request.loops = loop
    request.shuffles = shuffle
    return request
  }
}
