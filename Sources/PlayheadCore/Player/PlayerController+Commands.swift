extension PlayerController {
  /// Whether the sound is off.
  public var isMuted: Bool { engine.isMuted }
  /// The volume, 0…`maximumVolume`.
  public var volume: Double { engine.volume }
  /// The loudest volume: 150 %, the media's own level amplified by half.
  nonisolated public static let maximumVolume = 1.5
  /// The speed playback goes at (1 is normal; a live stream always plays at 1).
  public var speed: Double { machine.playingSpeed }

  /// The volume as the player says it: "Volume 80 %", or "Muted".
  public var volumeText: String {
    VolumeButton.text(volume: volume, isMuted: isMuted)
  }

  /// A key chord was pressed at `time` in a view as `view` says it is: carries out its command
  /// (see `perform(_:at:in:)`); `nil` when the chord means nothing to the player now, so the key
  /// can go to someone else.
  public func press(_ chord: KeyChord, at time: Double, in view: PlayerViewState = PlayerViewState())
    -> [PlayerViewAction]?
  {
    guard let command = keyBindings[chord] else { return nil }
    return perform(command, at: time, in: view)
  }

  /// Carries out `command` at `time`, as a person's action (the controls show), in a view as
  /// `view` says it is; returns what the view must do for it (save a screenshot, enter full
  /// screen, show the keys), or `nil` when the command does not apply now: leaving full screen
  /// outside it, going to a fraction of an unknown duration.
  @discardableResult
  public func perform(
    _ command: PlayerCommand, at time: Double, in view: PlayerViewState = PlayerViewState()
  ) -> [PlayerViewAction]? {
    announcingChanges { carryOut(command, at: time, in: view) }
  }

  private func carryOut(_ command: PlayerCommand, at time: Double, in view: PlayerViewState)
    -> [PlayerViewAction]?
  {
    var actions: [PlayerViewAction] = []
    switch command {
    case .togglePlayPause: togglePlayPause(at: time)
    case .play: play(at: time)
    case .pause: pause(at: time)
    case .tapSkip(let direction):
      // The skip is made here, once; the view's button only shows the tap and the run's sum.
      skip(by: Double(skipSeconds * direction.sign), at: time)
      actions = [.showSkipTap(direction)]
    case .skip(let seconds): skip(by: seconds, at: time)
    case .seek(let seconds): seek(to: seconds, at: time)
    case .seekToFraction(let fraction):
      guard fraction.isFinite else { return nil }
      if let liveWindow = liveWindow(at: time) {
        seek(to: liveWindow.seconds(atFraction: fraction), at: time)
      } else {
        guard let duration = info?.duration else { return nil }
        seek(to: duration * min(max(fraction, 0), 1), at: time)
      }
    case .skipFraction(let fraction):
      guard let length = liveWindow(at: time)?.length ?? info?.duration, fraction.isFinite else { return nil }
      skip(by: length * fraction, at: time)
    case .toggleMute:
      engine.isMuted.toggle()
      showMessage(volumeText, at: time)
    case .changeVolume(let step):
      guard step.isFinite else { return nil }
      setVolume(engine.volume + step, at: time)
    case .setVolume(let volume):
      guard volume.isFinite else { return nil }
      setVolume(volume, at: time)
    case .setSpeed(let speed):
      guard changeSpeed(to: speed, at: time) else { return nil }
    case .changeSpeed(let steps):
      guard changeSpeed(to: PlaybackSpeed.stepped(from: machine.speed, by: steps), at: time) else {
        return nil
      }
    case .selectAudioTrack(let index):
      guard selectAudioTrack(index, at: time) else { return nil }
    case .selectSubtitleTrack(let index):
      guard selectSubtitleTrack(index, at: time) else { return nil }
    case .chooseQuality(let variant):
      guard chooseQuality(variant, at: time) else { return nil }
    case .nextAudioTrack:
      guard let next = Self.next(after: audioTrack, of: info?.audioTracks.count ?? 0),
        selectAudioTrack(next, at: time)
      else { return nil }
    case .nextSubtitleTrack:
      guard nextSubtitleTrack(at: time) else { return nil }
    case .toggleSubtitles:
      guard toggleSubtitles(at: time) else { return nil }
    case .delaySubtitles(let seconds):
      guard delaySubtitles(by: seconds, at: time) else { return nil }
    case .chapter(let steps):
      let chapters = info?.chapters ?? []
      // Paused on a chapter's start, the picture shown is the frame reaching it, which may begin
      // a little before it: where the picture reaches says which chapter it is in.
      let position = (engine.position ?? displayedPosition ?? 0) + (info?.frameDuration ?? 0) * 0.999
      guard let target = Chapter.target(from: position, steps: steps, in: chapters) else { return nil }
      seek(to: chapters[target].start, at: time)
      // Media that cannot be sought said why instead.
      if info?.isSeekable != false { showMessage(Chapter.name(target, in: chapters), at: time) }
    case .stepFrame(let forward):
      guard stepFrame(forward: forward, at: time) else { return nil }
    case .toggleLoop:
      send(.toggleLoop, at: time)
      showMessage(machine.loopsWhole ? translated("Loop on") : translated("Loop off"), at: time)
    case .markLoop:
      guard markLoop(at: time) else { return nil }
    case .screenshot(let withSubtitles):
      guard info?.video != nil, state != .loading else {
        showMessage(translated("No picture to save"), at: time)
        return []
      }
      actions = [.saveScreenshot(withSubtitles: withSubtitles)]
    case .toggleRemainingTime:
      showsRemainingTime.toggle()
      showMessage(showsRemainingTime ? translated("Remaining time") : translated("Total time"), at: time)
    case .toggleHelp:
      actions = [.showKeys(!view.isShowingKeys)]
    case .queue:
      return nil
    case .toggleFullscreen:
      actions = [.setFullscreen(!view.isFullscreen)]
    case .dismiss:
      if view.isShowingKeys {
        actions = [.showKeys(false)]
      } else if view.isFullscreen {
        actions = [.setFullscreen(false)]
      } else {
        return nil
      }
    }
    userActivity(at: time)
    return actions
  }

  /// Sets the volume, within 0…`maximumVolume`, and says so (unmuting: a person who turns
  /// the sound up wants to hear it).
  private func setVolume(_ volume: Double, at time: Double) {
    engine.volume = min(max(volume, 0), Self.maximumVolume)
    engine.isMuted = false
    showMessage(volumeText, at: time)
  }

  /// Sets the volume (within 0…`maximumVolume`) without a message: a start-up option, or the
  /// level remembered from the last run.
  public func setVolume(_ volume: Double) {
    guard volume.isFinite else { return }
    announcingChanges { engine.volume = min(max(volume, 0), Self.maximumVolume) }
  }

  /// Plays at `speed` (within `PlaybackSpeed.range`) from `time` on, and media loaded later
  /// too, without a message (a start-up option); `false` when the media plays at its own pace
  /// (live) or `speed` is not a number.
  @discardableResult
  public func setSpeed(_ speed: Double, at time: Double) -> Bool {
    guard speed.isFinite, info?.isLive != true else { return false }
    send(.setSpeed(speed), at: time)
    return true
  }

  /// Plays at `speed` and says so, as a person's command.
  private func changeSpeed(to speed: Double, at time: Double) -> Bool {
    guard setSpeed(speed, at: time) else { return false }
    showMessage(translated("Speed \(PlaybackSpeed.text(machine.speed))"), at: time)
    return true
  }

  /// One frame on or back, paused; `false` when there is no frame to step to (no video, live,
  /// the end).
  private func stepFrame(forward: Bool, at time: Double) -> Bool {
    guard machine.canStepFrame(forward: forward) else { return false }
    send(.stepFrame(forward: forward), at: time)
    showMessage(forward ? translated("Next frame") : translated("Previous frame"), at: time)
    return true
  }

  /// Marks A, then B, then clears the A–B loop at the position, and says which; `false` when
  /// the media cannot loop (live, not seekable, not loaded).
  private func markLoop(at time: Double) -> Bool {
    guard machine.canMarkLoop, let position = engine.position ?? displayedPosition else { return false }
    send(.markLoop(at: position), at: time)
    showMessage(ABLoop.text(machine.abLoop), at: time)
    return true
  }
}

extension PlayerController {
  /// How much one wheel step over the video changes the volume (Clapper's and VLC's habit).
  nonisolated public static let wheelVolumeStep = 0.05
  /// How far one wheel step skips, over the position slider (and over the video when
  /// `wheelOverVideo` is `.seek`), in seconds.
  nonisolated public static let wheelSeekStep = 5.0

  /// A click on the video, told from a double click by a `ClickGesture`: one plays or pauses
  /// (Clapper's and Totem's habit) and shows the controls; two enter or leave full screen
  /// (returned for the view to carry out) and leave playing as it was.
  public func clickVideo(
    _ click: ClickGesture.Outcome, at time: Double, in view: PlayerViewState = PlayerViewState()
  ) -> [PlayerViewAction] {
    switch click {
    case .single:
      tapVideo(at: time)
      togglePlayPause(at: time)
      return []
    case .double:
      return perform(.toggleFullscreen, at: time, in: view) ?? []
    }
  }

  /// Wheel steps over the video (`WheelSteps`; negative is up): what `wheelOverVideo` says, the
  /// volume by default.
  public func scrollVideo(steps: Int, at time: Double) {
    guard steps != 0 else { return }
    perform(wheelOverVideo.command(steps: steps), at: time)
  }
}
