internal import CGTK
import PlayheadCore
import PlayheadGStreamer

extension VideoPlayerView {
  /// How often the timer runs while anything can change with time alone.
  static let timerInterval: guint = 250

  /// Runs the timer while the controller needs ticks (`needsTicks`), and stops it otherwise, so
  /// a paused player with its controls shown does no work.
  func scheduleTimer() {
    let needed = controller.needsTicks
    if needed, timers.tick == 0 {
      timers.tick = connections.addTimeout(milliseconds: Self.timerInterval) { [weak self] in
        self?.timerFired() ?? false
      }
    } else if !needed, timers.tick != 0 {
      connections.removeTimeout(timers.tick)
      timers.tick = 0
    }
    scheduleLoopEnd()
  }

  /// When playback will reach the A–B loop's end before the next tick, one more tick then (a
  /// few milliseconds after, so the position has passed it): the loop goes back to A on time.
  private func scheduleLoopEnd() {
    if timers.loopEnd != 0 {
      connections.removeTimeout(timers.loopEnd)
      timers.loopEnd = 0
    }
    guard let seconds = controller.secondsUntilLoopEnd, seconds * 1000 < Double(Self.timerInterval) else {
      return
    }
    timers.loopEnd = connections.addTimeout(milliseconds: guint(seconds * 1000) + 5) { [weak self] in
      guard let self else { return false }
      timers.loopEnd = 0
      controller.tick(at: MainLoop.now)
      sync()
      return false
    }
  }

  /// One tick; `false` ends the timer.
  private func timerFired() -> Bool {
    let source = timers.tick
    controller.tick(at: MainLoop.now)
    sync()
    // sync stopped it (then it is gone already), or started another.
    return timers.tick == source
  }

  /// Applies the overlay's opacity (the bar's widgets take the pointer only while it shows);
  /// while it or the on-screen message fades, repeats on every frame.
  func syncOpacity(at now: Double) {
    letControlsTakePointer(at: now)
    let hidesPointer = controller.hidesPointer
    if hidesPointer != isPointerHidden {
      isPointerHidden = hidesPointer
      gtk_widget_set_cursor_from_name(gtkWidget, hidesPointer ? "none" : nil)
    }
    guard isFading(at: now), timers.fade == 0 else { return }
    timers.fade = connections.addTick(to: gtkWidget) { [weak self] time in self?.fadeStep(at: time) ?? false }
  }

  /// The bar's widgets take the pointer while the controls show or fade in
  /// (`OverlayVisibility.takesPointer`); faded, a click goes to the video. They stay in the
  /// accessibility tree and in the focus chain either way: a screen reader keeps them, and
  /// focusing one shows the controls (`connectInput`).
  private func letControlsTakePointer(at time: Double) {
    let shows = controller.overlay.takesPointer(at: time)
    if (gtk_widget_get_can_target(controls) != 0) != shows {
      gtk_widget_set_can_target(controls, shows ? 1 : 0)
    }
  }

  /// Whether the overlay or the on-screen message is on its way in or out at `time`, or the LIVE
  /// badge's paint is blending.
  private func isFading(at time: Double) -> Bool {
    let target = controller.overlay.isVisible ? 1.0 : 0.0
    return abs(controller.overlay.opacity(at: time) - target) > 0.001
      || controller.message?.isFading(at: time) == true || liveBadge?.isAnimating(at: time) == true
  }

  /// One frame of the fades; `false` ends the ticks once they are over.
  private func fadeStep(at time: Double) -> Bool {
    letControlsTakePointer(at: time)
    syncLayers(at: time)
    guard isFading(at: time) else {
      timers.fade = 0
      return false
    }
    return true
  }

  /// Shows what is blended into the video at `now`: the bar's pieces (`PlayerOverlay.barPieces`:
  /// the timeline, the buttons' scenes, the speed, tracks, quality and queue badges and the volume slider) at the overlay's
  /// opacity, the buffering indicator while it shows, and the on-screen message while it lasts.
  /// The video is composed again only when any of them changed, and only a piece that changed is
  /// drawn again.
  /// The speed button's face: its text made when the speed changed (`syncSpeed`), its ring
  /// while the button has the focus.
  private var shownSpeedBadge: SpeedBadge {
    var badge = speedBadge
    badge.isFocused = gtk_widget_has_visible_focus(bar.speedButton) != 0
    return badge
  }

  func syncLayers(at now: Double) {
    let opacity = controller.overlay.opacity(at: now)
    let scale = Double(gtk_widget_get_scale_factor(gtkWidget))
    let pieces =
      opacity > 0.001 && layout.bar.width > 0 && showsBar
      ? PlayerOverlay.barPieces(
        in: layout, timeline: shownTimeline, volumeSlider: shownVolumeSlider,
        speedBadge: shownSpeedBadge,
        tracksBadge: shownTracksBadge, qualityBadge: shownQualityBadge, queueBadges: shownQueueBadges,
        overflowBadge: OverflowBadge(isFocused: gtk_widget_has_visible_focus(bar.overflow.button) != 0),
        playButton: bar.playButton.scene(in: layout.playButton.size, at: now),
        backButton: bar.backButton.scene(in: layout.seekButton(.backward).size, at: now),
        forwardButton: bar.forwardButton.scene(in: layout.seekButton(.forward).size, at: now),
        volumeButton: bar.volumeButton.scene(in: layout.volumeButton.size, at: now),
        liveBadge: shownLiveBadge(at: now)) : []
    let box = layout.bufferingIndicator
    let indicator =
      gtk_widget_get_visible(bufferingIndicator.gtkWidget) != 0
      ? bufferingIndicator.scene(in: box.size, at: now) : nil
    var changed = false
    // A layer that cannot be drawn shows nothing; the widgets still take input and speak.
    for (index, layer) in barLayers.enumerated() {
      let piece = index < pieces.count ? pieces[index] : nil
      let shown = try? layer.show(
        piece?.scene, at: piece?.origin ?? Point(x: 0, y: 0), opacity: opacity, scale: scale)
      changed = shown ?? true || changed
    }
    let shown = try? indicatorLayer.show(indicator, at: Point(x: box.minX, y: box.minY), scale: scale)
    changed = shown ?? true || changed
    let preview =
      opacity > 0.001
      ? controller.timelinePreview.flatMap { preview in
        billboard.measurer.map { preview.piece(in: layout, measurer: $0) }
      } : nil
    let previewShown = try? previewLayer.show(
      preview?.scene, at: preview?.origin ?? Point(x: 0, y: 0), opacity: opacity, scale: scale)
    changed = previewShown ?? true || changed
    let menu = layout.mainMenuButton
    let menuBadge =
      mainMenuButton.flatMap { button in
        opacity > 0.001 && showsBar
          ? MainMenuBadge.scene(
            in: menu, layout: layout, isFocused: gtk_widget_has_visible_focus(button) != 0)
          : nil
      }
    let menuShown = try? mainMenuLayer.show(menuBadge, at: menu.origin, opacity: opacity, scale: scale)
    changed = menuShown ?? true || changed
    let message = controller.message.flatMap { $0.isOver(at: now) ? nil : $0 }
    changed = billboard.show(message, in: layout, at: now, scale: scale) || changed
    changed = showSubtitles(over: engine.latestFrame, at: now) || changed
    if changed { surface.layersChanged() }
  }

  /// Shows the subtitles for `frame`'s time (the position's without one) at `now`, above the
  /// controls as far as they show (an SSA/ASS script's as libass draws them), none while they
  /// give way to the keys' list; returns whether the picture changed.
  func showSubtitles(over frame: VideoFrame?, at now: Double) -> Bool {
    let time = viewState.subtitlesGiveWay ? nil : frame?.time ?? engine.position
    let (videoSize, opacity) = (controller.info?.videoSize, controller.overlay.opacity(at: now))
    let scale = Double(gtk_widget_get_scale_factor(gtkWidget))
    if let styled = time.flatMap({ controller.styledSubtitles(at: $0) }) {
      return subtitleDisplay.show(
        styled, in: layout, videoSize: videoSize, controlsOpacity: opacity, scale: scale)
    }
    return subtitleDisplay.show(
      time.flatMap { controller.subtitles(at: $0) }, in: layout, videoSize: videoSize,
      controlsOpacity: opacity, scale: scale)
  }
}
