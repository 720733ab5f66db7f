internal import CGTK

/// The GLib sources a `VideoPlayerView` runs, each one's id while it runs and 0 otherwise; the
/// view's `Connections` removes them all when it goes.
struct ViewTimers {
  /// The timer that ticks the controller while anything changes with time alone.
  var tick: guint = 0
  /// The one tick at an A–B loop's end (`scheduleLoopEnd`).
  var loopEnd: guint = 0
  /// The timeout that settles a click as single, while one waits.
  var click: guint = 0
  /// The timeout that seeks a drag's held-back move (`scheduleScrubFlush`), while one waits.
  var scrubFlush: guint = 0
  /// The frame tick that fades the controls.
  var fade: guint = 0
  /// The idle turn that shows and hides the row's controls (`showRowControls`), while pending.
  var rowVisibility: guint = 0
  /// The idle turn that renders what the controller announced (`setNeedsSync()`), while pending.
  var sync: guint = 0
}

/// What a `VideoPlayerView` last told screen readers: each update is a signal to every one, so
/// a text is set only when it changed.
struct SpokenTexts {
  /// The position slider's value text.
  var position = ""
  /// The trailing time button's name: "Total time" or "Remaining time".
  var trailingName = ""
  /// The speed button's description.
  var speed = ""
  /// The sound-and-subtitles button's description.
  var tracks = ""
  /// The quality button's description, empty while the media has no quality to choose.
  var quality = ""
  /// The LIVE badge's description: how far behind the live edge.
  var live = ""
}
