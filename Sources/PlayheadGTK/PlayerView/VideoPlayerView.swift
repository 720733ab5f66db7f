internal import CGTK
import Foundation
import PlayheadCairo
import PlayheadCore
import PlayheadGStreamer

/// The drop-in video player for GTK: video painted aspect-fit under a controls overlay (the
/// PlayButton between back and forward SeekButtons, a scrubber with the buffered range between
/// the time labels), a buffering indicator after a quarter second of waiting, an error view, and
/// auxiliary views above the video. `PlayerController` decides everything; the overlay fades as
/// its policy says. Nothing runs while nothing moves: video redraws as frames arrive, and a timer
/// runs only while playing, loading or counting down to hiding the controls.
@MainActor
public final class VideoPlayerView {
  /// The view's GTK widget, to put in a window.
  public var widget: WidgetHandle { WidgetHandle(gtk: gtkWidget) }
  let gtkWidget: UnsafeMutablePointer<GtkWidget>
  /// The player across media: its queue (the bar's previous, next and list buttons, N and P),
  /// where each media was left, and MPRIS's requests (`MPRISService(session:)`).
  public let session: PlayerSession
  /// The player's logic, for options (autoplay, remaining time, display duration) and events.
  public var controller: PlayerController { session.controller }
  /// The media engine.
  public let engine: any VideoFrameEngine

  let surface: VideoSurface
  let videoStack: UnsafeMutablePointer<GtkWidget>
  /// The controls bar's widgets: the buttons, scrubber and labels, which take input and speak
  /// to assistive technology but draw nothing; the bar is blended into the video (`barLayers`).
  let controls: UnsafeMutablePointer<GtkWidget>
  /// The bar's pictures, one per piece (`PlayerOverlay.barPieces`: the timeline, then the play,
  /// back, forward and speaker buttons, the speed and overflow badges, the tracks and quality
  /// badges, the queue's three badges, the volume slider, then the LIVE badge: 14 at most), at
  /// the overlay's opacity.
  let barLayers = (0..<14).map { _ in SceneLayer() }
  /// The buffering indicator's picture.
  let indicatorLayer = SceneLayer()
  /// The preview above the scrubber while the pointer is over it (`TimelinePreview`), over the bar.
  let previewLayer = SceneLayer()
  /// The on-screen message: its picture and its alert.
  let billboard = MessageBillboard()
  /// The subtitles showing at the frame's time.
  let subtitleDisplay = SubtitleDisplay()
  /// The bar's widgets and the menus they open.
  let bar = ControlBar()
  /// The queue the view shows: the session's; with more than one item, the bar shows the
  /// previous, next and list buttons.
  var queue: PlayQueue { session.queue }
  /// What the view shows of its own: the keys' list, full screen.
  var viewState = PlayerViewState()
  let bufferingIndicator = PlayButtonWidget(PlayButton(mode: .play))
  /// Where the controls sit, for the view's size when GTK last laid it out.
  var layout = OverlayLayout(size: Size(width: 0, height: 0))
  /// Why the media cannot play, with "Open…" and "Close".
  let errorPanel = ErrorPanel()
  /// The keys and what they do, shown over the video while `?` asks (`KeyHelp`).
  let helpPanel = KeyHelpPanel()
  /// The keys of the application the view is in, listed after the player's in the help
  /// (`KeyHelp.lines(for:)`).
  public var applicationKeys: [KeyHelp.Line] = []
  let noticeBar = NoticeBar()
  let audioView = AudioView()
  /// Tells a click on the video from a double click, at the desktop's double-click time.
  var clicks = ClickGesture(doubleClickTime: Double(playhead_double_click_time()) / 1000)
  /// Whether the view shows no pointer (`PlayerController.hidesPointer`).
  var isPointerHidden = false
  /// Wheel and touchpad scrolling over the video and the volume controls, in whole steps.
  var wheel = WheelSteps()
  /// Wheel and touchpad scrolling over the position slider, in whole steps.
  var scrubberWheel = WheelSteps()
  /// The position slider's value as the view last set it, or as a drag or key moved it: a
  /// different value came from elsewhere (a screen reader), and seeks.
  var scrubberValue = 0.0
  /// Whether the view itself is setting the position slider's range and value.
  var isSettingScrubber = false
  /// The view's timeouts and ticks, each while it runs (0 otherwise).
  var timers = ViewTimers()
  /// What screen readers were last told, so each is told again only when it changes.
  var spoken = SpokenTexts()
  /// The speed button's face for the speed playing (`syncSpeed`).
  var speedBadge = SpeedBadge(speed: 1)
  /// The LIVE badge, made when a live stream with a window first plays (`syncLive`).
  var liveBadge: LiveBadge?
  /// Every callback the view made itself (its controls keep their own).
  let connections = Connections()
  private var observation: PlayerObservation?
  /// Whether a bar button's menu is open: the controls stay shown meanwhile.
  var isMenuOpen = false
  /// Handles full screen as the player's keys and double clicks ask for it (`true`: enter), in
  /// place of the view's own (its whole window full screen): a program with a header or a side
  /// bar of its own hides them, or gives the player a window of its own. Unset, the window the
  /// view is in goes full screen.
  public var onFullscreenRequest: (@MainActor (Bool) -> Void)?
  /// Runs when "Add subtitles file…" is chosen in the sound-and-subtitles menu: the window shows
  /// its file chooser, and adds what is chosen (`PlayerController.addSubtitleFile`).
  public var onAddSubtitleFile: @MainActor () -> Void = {}
  private var hasAuxiliaryViews = false
  /// Whether anything was drawn over the video when last looked (see `coverMayHaveChanged`).
  private var wasVideoCovered = false
  /// A window's main menu button (`showMainMenu(_:)`), `nil` without one.
  var mainMenuButton: UnsafeMutablePointer<GtkWidget>?
  /// Its face, blended into the video with the controls.
  let mainMenuLayer = SceneLayer()

  /// A player with nothing loaded. GTK starts first if it has not (`GTKStart.start()`); with no
  /// display to start it on, the program stops, saying so. A web page's address is looked in by
  /// yt-dlp when it is installed (`controller.pageResolver`; `nil` turns it off).
  public convenience init() {
    GTKStart.startForView("VideoPlayerView()")
    let engine = GStreamerEngine()
    let controller = PlayerController(engine: engine)
    controller.pageResolver = YTDLP()
    self.init(engine: engine, controller: controller)
  }

  /// A player showing `engine`, which `controller` drives (and may have started loading); GTK has
  /// started (its widgets, the properties' first, are made here).
  init(engine: any VideoFrameEngine, controller: PlayerController) {
    PlayerStyle.install()
    self.engine = engine
    // Media the controller already opens is the queue's one item, until the owner says more.
    session = PlayerSession(
      controller: controller, queue: PlayQueue(controller.url.map { [$0] } ?? []), clock: { MainLoop.now })
    surface = VideoSurface(
      engine: engine,
      layers: subtitleDisplay.layers + barLayers + [
        previewLayer, indicatorLayer, billboard.layer, mainMenuLayer,
      ])
    gtkWidget = gtk_overlay_new()
    videoStack = gtk_overlay_new()
    controls = gtk_overlay_new()
    g_object_ref_sink(gtkWidget)
    layOut()
    surface.isCovered = { [unowned self] in isVideoCovered }
    surface.willCompose = { [unowned self] frame in _ = showSubtitles(over: frame, at: MainLoop.now) }
    noticeBar.onDismiss = { [session] in session.controller.dismissNotice() }
    connectInput()
    observeController()
    sync()
  }

  isolated deinit {
    tearDown()
    g_object_unref(gtkWidget)
  }

  /// The one way out: stops the media, and removes every callback the view and its controls
  /// made (signals, ticks, timers, draw functions), so nothing calls back into it. Runs when its
  /// window closes and when it goes; running it again does nothing.
  func tearDown() {
    observation?.cancel()
    observation = nil
    engine.stop()
    connections.removeAll()
    timers = ViewTimers()
    surface.tearDown()
    for area in [bar.playButton, bar.backButton, bar.forwardButton, bar.volumeButton, bufferingIndicator]
      as [InteractiveArea]
    {
      area.tearDown()
    }
    noticeBar.tearDown()
    bar.speedMenu.tearDown()
    bar.tracksMenu.tearDown()
    bar.qualityMenu.tearDown()
    bar.queueMenu.tearDown()
    bar.overflow.tearDown()
  }

  /// Makes `url` the queue, and plays it as soon as it has loaded, from where it was left.
  public func load(_ url: URL) {
    session.replaceQueue(with: [url])
  }

  /// Returns once the video's first frame is on the screen, so that playing started afterwards
  /// shows every frame from the first: at once for media without video, and after
  /// `milliseconds` at most (a window that is never shown does not hold playing back).
  public func waitUntilVideoShown(atMost milliseconds: Int = 1000) async {
    guard controller.info?.video != nil else { return }
    await surface.waitUntilShown(atMost: guint(clamping: max(milliseconds, 0)))
  }

  /// Puts `view` above the video and below the controls (the seed's `addAuxiliaryView`): a
  /// logo, subtitles, a watermark.
  public func addAuxiliaryView(_ view: WidgetHandle) {
    gtk_overlay_add_overlay(playhead_overlay(videoStack), view.gtk)
    hasAuxiliaryViews = true
  }

  /// Renders what the controller announces, once per turn of the main loop however many events
  /// a press made.
  private func observeController() {
    observation = controller.observe { [unowned self] event in
      if case .queueChanged = event { syncQueue() }
      setNeedsSync()
    }
  }

  /// Renders once the events being handled are done, before GTK draws the next frame.
  func setNeedsSync() {
    guard timers.sync == 0 else { return }
    timers.sync = connections.addTimeout(milliseconds: 0) { [weak self] in
      self?.timers.sync = 0
      self?.sync()
      return false
    }
  }

  /// Makes every widget show what the controller says now, and keeps the timer running while
  /// anything can change with time alone.
  func sync() {
    // This renders everything: a render the events asked for meanwhile is done by it.
    if timers.sync != 0 {
      connections.removeTimeout(timers.sync)
      timers.sync = 0
    }
    let now = MainLoop.now
    let mode = controller.playButtonMode
    if bar.playButton.control.mode != mode { bar.playButton.update { $0.setMode(mode, at: $1) } }
    syncTimeline()
    syncLive(at: now)
    syncVolume(at: now)
    syncSpeed()
    syncSkipLength()
    syncTracks()
    syncQuality()
    syncOverflow()
    syncWaiting(at: now)
    syncError()
    syncHelp()
    noticeBar.show(controller.notice)
    // Sound without a picture shows its cover art (or a placeholder) and its tags.
    audioView.show(controller.showsAudioView ? controller.info?.tags : nil, fallbackTitle: controller.title)
    syncOpacity(at: now)
    // With nothing loaded, or media that failed (the error and "Open…" say what is left to do),
    // there is nothing to control: no bar, drawn or to be pressed.
    for widget in [controls, mainMenuButton].compactMap(\.self)
    where (gtk_widget_get_visible(widget) != 0) != showsBar {
      gtk_widget_set_visible(widget, showsBar ? 1 : 0)
    }
    syncLayers(at: now)
    scheduleTimer()
    coverMayHaveChanged()
  }

  /// Whether the bar shows: while media is loaded or being loaded, and has not failed.
  var showsBar: Bool { controller.url != nil && controller.failureText == nil }

  /// When something comes over the video, GTK draws it again: frames went straight to the
  /// window meanwhile, so GTK's last drawing of it may be seconds old (at the end of a file no
  /// new frame comes to replace it).
  func coverMayHaveChanged() {
    let covered = isVideoCovered
    if covered, !wasVideoCovered { gtk_widget_queue_draw(surface.widget) }
    wasVideoCovered = covered
  }

  /// Whether a GTK widget draws over the video (the controls and the indicator do not: they are
  /// blended into the frame): then GTK, not the X11 presenter, draws frames. Asked for every
  /// frame, so it allocates nothing.
  private var isVideoCovered: Bool {
    let shown = { (widget: UnsafeMutablePointer<GtkWidget>) in gtk_widget_get_visible(widget) != 0 }
    return hasAuxiliaryViews || errorPanel.isShown || shown(noticeBar.widget) || helpPanel.isShown
  }

  /// Gives the player a window's main menu, `button` (a `GtkMenuButton`): at the top right with
  /// the controls (`OverlayLayout.mainMenuButton`), its face blended into the video with them
  /// (`MainMenuBadge`), so that it costs the video nothing; the button takes input and speaks.
  func showMainMenu(_ button: UnsafeMutablePointer<GtkWidget>) {
    gtk_widget_add_css_class(button, "playhead-bare-button")
    gtk_overlay_add_overlay(playhead_overlay(gtkWidget), button)
    mainMenuButton = button
    setNeedsSync()
  }

  /// The controller's timeline, with the scrubber's focus ring while it has the focus and the
  /// window shows focus (after a key, not a click).
  var shownTimeline: OverlayTimeline {
    var timeline = controller.timeline
    timeline.isScrubberFocused = gtk_widget_has_visible_focus(bar.scrubber) != 0
    return timeline
  }

  /// The scrubber and labels that carry the timeline for input and speech.
  private func syncTimeline() {
    let timeline = shownTimeline
    gtk_label_set_text(playhead_label(bar.elapsedLabel), timeline.elapsedText)
    gtk_label_set_text(playhead_label(bar.trailingLabel), timeline.trailingText)
    let trailingName =
      timeline.liveWindow != nil
      ? translated("Go to live")
      : timeline.showsRemainingTime ? translated("Remaining time") : translated("Total time")
    if trailingName != spoken.trailingName {
      // Set only when it changes: each update is a signal to every screen reader.
      spoken.trailingName = trailingName
      playhead_accessible_set_label(bar.trailingButton, trailingName)
    }
    let range = playhead_range(bar.scrubber)
    // From 0 to the duration, or over a live stream's window.
    let (start, end) = timeline.liveWindow.map { ($0.start, $0.edge) } ?? (0, controller.info?.duration ?? 0)
    let duration = end - start
    // What the range clamps to a new duration is the view's doing, not a person's.
    isSettingScrubber = true
    gtk_range_set_range(range, start, max(end, start + 0.001))
    if !controller.isScrubbing {
      scrubberValue = timeline.position ?? 0
      gtk_range_set_value(range, scrubberValue)
    }
    scrubberValue = gtk_range_get_value(range)
    isSettingScrubber = false
    // Media that cannot be sought keeps it usable, dimmed: a press says why nothing moves.
    gtk_widget_set_sensitive(bar.scrubber, controller.info != nil && duration > 0 ? 1 : 0)
    gtk_widget_set_opacity(bar.scrubber, controller.info?.isSeekable == false ? 0.5 : 1)
    // GTK 4.8 keeps the value text from AT-SPI's Value interface; the description speaks it.
    let valueText = controller.positionValueText
    guard valueText != spoken.position else { return }
    spoken.position = valueText
    playhead_accessible_set_value_text(bar.scrubber, valueText)
    playhead_accessible_set_description(bar.scrubber, controller.positionAccessibilityText)
  }

  /// The speaker's glyph and the volume slider, for input and speech; each only when the level
  /// changed (the button's text says "Muted" or the level it shows).
  private func syncVolume(at now: Double) {
    let (volume, muted, text) = (controller.volume, controller.isMuted, controller.volumeText)
    if bar.volumeButton.control.volumeText != text {
      bar.volumeButton.update { $0.show(volume: volume, isMuted: muted, at: $1) }
      playhead_accessible_set_value_text(bar.volumeScale, text)
    }
    let range = playhead_range(bar.volumeScale)
    if gtk_range_get_value(range) != volume { gtk_range_set_value(range, volume) }
  }

  /// The volume slider as drawn: the controller's level, ringed while it has the focus and the
  /// window shows focus.
  var shownVolumeSlider: VolumeSlider {
    VolumeSlider(
      volume: controller.volume, isMuted: controller.isMuted,
      isFocused: gtk_widget_has_visible_focus(bar.volumeScale) != 0)
  }

  private func syncWaiting(at now: Double) {
    let shows = controller.showsBufferingIndicator(at: now)
    guard shows != (gtk_widget_get_visible(bufferingIndicator.gtkWidget) != 0) else { return }
    gtk_widget_set_visible(bufferingIndicator.gtkWidget, shows ? 1 : 0)
    // The indicator loops while shown; a still button when hidden stops its frame ticks.
    bufferingIndicator.update { button, time in
      button.setMode(shows ? .buffering : .play, animated: false, at: time)
    }
  }

  /// Shows the keys while the controller says so, written out from its bindings as they are now.
  private func syncHelp() {
    let shows = viewState.isShowingKeys
    guard shows != helpPanel.isShown else { return }
    guard shows else { return helpPanel.hide() }
    helpPanel.show(
      KeyHelp.lines(for: controller.keyBindings) + applicationKeys,
      within: Size(
        width: Double(gtk_widget_get_width(gtkWidget)), height: Double(gtk_widget_get_height(gtkWidget))))
  }

  private func syncError() {
    errorPanel.show(controller.failureText)
  }
}

extension VideoPlayerView {
  /// Video frames painted since the view was made.
  public var drawnFrameCount: Int { surface.drawnCount }
}
