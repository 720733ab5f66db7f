import Foundation

extension PlayerSession {
  /// Changes the settings as `change` says, as the preferences window does: the controller
  /// takes the change up at once (`apply(_:)`), and the settings file keeps it.
  public func changeSettings(_ change: (inout PlayerSettings) -> Void) {
    var changed = settingsAsPlayed
    change(&changed)
    changed = changed.withinRange
    let before = settings
    settings = changed
    apply(changed, over: before)
    keep(changed, since: before)
  }

  /// Writes what `played` changed since `baseline` over what the settings file holds now
  /// (another window may have changed other settings meanwhile: `PlayerSettings.changes`);
  /// `played` is then the session's settings.
  func keep(_ played: PlayerSettings, since baseline: PlayerSettings) {
    guard let settingsFile else { return }
    let kept = played.changes(
      since: baseline, over: PlayerSettings.read(from: settingsFile, onDamage: report))
    if remember(kept.write(to:), in: settingsFile, what: translated("the settings")) { settings = played }
  }

  /// Gives the controller every setting: the volume, remaining time or total, the subtitles'
  /// style, the speed, the skip length, the controls' wait and the wheel. (Resuming is the
  /// session's own, at each `load(_:)`.)
  func apply(_ settings: PlayerSettings, over before: PlayerSettings? = nil) {
    if settings.volume != before?.volume { controller.setVolume(settings.volume) }
    controller.showsRemainingTime = settings.showsRemainingTime
    controller.subtitleStyle = settings.subtitleStyle
    if settings.speed != before?.speed { _ = controller.setSpeed(settings.speed, at: clock()) }
    controller.skipSeconds = settings.skipSeconds
    controller.overlay.displayDuration = settings.controlsHideDelay
    controller.wheelOverVideo = settings.wheelOverVideo
  }
}
