internal import CGTK
import PlayheadCairo
import PlayheadCore
import PlayheadGStreamer

/// Paints the engine's latest video frame, fitted inside the widget with black bars (aspect
/// fit), with the overlay's layers (the controls, the buffering indicator) blended into it, when
/// the engine decodes a new frame or a layer changes, not on a timer: a paused video costs
/// nothing. While no GTK widget draws over the video (a message, an auxiliary view), the picture
/// goes straight to the screen: into the X11 window (`X11FramePresenter`), or into a Wayland
/// subsurface of our own (`WaylandFramePresenter`); otherwise GTK draws the same picture with
/// whatever is above. Either way each frame is composed once, by the same code.
@MainActor
final class VideoSurface {
  let widget: UnsafeMutablePointer<GtkWidget>
  private let engine: any VideoFrameEngine
  private var lastDrawnTime: Double?
  /// Frames drawn, by either path.
  private(set) var drawnCount = 0
  private let x11Presenter = X11FramePresenter()
  private let waylandPresenter = WaylandFramePresenter()
  private let connections = Connections()
  private var redraw: RedrawRequest?
  /// Where the last frame put uncopied went (`present`), in device pixels; nil after a composed
  /// picture.
  private var unscaledSpot: Rect?
  /// The bars around a frame put uncopied are to be filled black at the next put: the frames
  /// start going there, or GTK painted the window since, from its last drawing of the video (which
  /// may be a picture from long ago, the controls and all, in the bars).
  private var barsToFill = true
  /// The parts of the widget (device pixels) the layers were put over with the last frame put
  /// uncopied on X11.
  private var partsCovered: [Rect] = []
  /// Layers' boxes closer than this many pixels share a part: one put costs more than a few
  /// rows.
  private static let partGap = 32.0
  /// Whether `barsToFill` hears of GTK's paints.
  private var isWatchingPaints = false
  /// Whether the last picture went to the X11 window past GTK (put or composed): a paint of
  /// GTK's own since, for a label or a slider that changed, put its old drawing of the video
  /// there, so the picture is put again after it.
  private var isShownPastGTK = false
  /// A present waits for the compositor to free a buffer (`presentSoon`).
  private var isPresentPending = false
  /// The frame box last asked of the engine (`askForFramesAtWidgetSize()`).
  private var askedFrameBox: Size?
  /// Who waits for the first frame to be drawn (`waitUntilShown`).
  private var shownWaiters: [CheckedContinuation<Void, Never>] = []

  /// What is blended into every picture, back to front (their owner shows its scenes in them
  /// and calls `layersChanged()`).
  private let layers: [SceneLayer]

  /// Whether a GTK widget draws over the video now (a message, an auxiliary view), asked as each
  /// frame arrives: while one does, GTK draws the picture.
  var isCovered: @MainActor () -> Bool = { true }

  /// Runs before each picture is composed, with the frame it shows: how what belongs to a
  /// frame's time (the subtitles) gets into its layer in step with it.
  var willCompose: @MainActor (VideoFrame?) -> Void = { _ in }

  init(engine: any VideoFrameEngine, layers: [SceneLayer]) {
    self.engine = engine
    self.layers = layers
    widget = playhead_drawing_area_new(GTK_ACCESSIBLE_ROLE_IMG)
    g_object_ref_sink(widget)
    gtk_widget_set_hexpand(widget, 1)
    gtk_widget_set_vexpand(widget, 1)
    gtk_widget_set_focusable(widget, 1)
    playhead_accessible_set_label(widget, translated("Video"))
    let redraw = RedrawRequest { [weak self] in self?.present() }
    self.redraw = redraw
    engine.onFrame = { redraw.ring() }
    connections.setDrawFunction(of: widget) { [weak self] cr, width, height in
      self?.draw(cr, width: width, height: height)
    }
  }

  isolated deinit {
    tearDown()
    g_object_unref(widget)
  }

  /// Stops drawing and stops hearing of frames.
  func tearDown() {
    engine.onFrame = nil
    redraw = nil
    connections.removeAll()
    x11Presenter.release()
    waylandPresenter.release()
    releaseWaiters()
  }

  /// Returns once a frame has been drawn on the screen, or after `milliseconds`, or when the
  /// surface is torn down, whichever comes first.
  func waitUntilShown(atMost milliseconds: guint) async {
    guard drawnCount == 0 else { return }
    _ = connections.addTimeout(milliseconds: milliseconds) { [weak self] in
      self?.releaseWaiters()
      return false
    }
    await withCheckedContinuation { shownWaiters.append($0) }
  }

  private func releaseWaiters() {
    let waiters = shownWaiters
    shownWaiters = []
    for waiter in waiters { waiter.resume() }
  }

  /// Shows the layers' new contents over the latest frame, at the next idle turn, together
  /// with any frame arriving meanwhile.
  func layersChanged() { redraw?.ring() }

  /// Puts the picture on the screen: straight into the window when it can, otherwise by GTK.
  /// While the layers show nothing and the frame is shown pixel for pixel, the frame itself goes
  /// to the display server, uncopied; otherwise the picture is composed first.
  private func present() {
    askForFramesAtWidgetSize()
    // One frame for the whole picture: its time chooses the subtitles drawn over it.
    let latest = engine.latestFrame
    willCompose(latest)
    guard !isCovered(), let frame = latest else { return drawByGTK() }
    if let spot = unscaledPlacement(of: frame), putUncopied(frame, at: spot) { return count(frame) }
    unscaledSpot = nil
    let compose = { (cr: OpaquePointer, width: Int32, height: Int32) in
      self.compose(frame, on: cr, width: width, height: height)
    }
    if x11Presenter.present(in: widget, compose) {
      watchPaints()
      isShownPastGTK = true
      return count(frame)
    }
    switch waylandPresenter.present(in: widget, compose) {
    case .shown: count(frame)
    case .busy: presentSoon()
    case .unavailable: drawByGTK()
    }
  }

  /// Where `frame` goes in the widget, in device pixels, when it is shown pixel for pixel.
  private func unscaledPlacement(of frame: VideoFrame) -> Rect? {
    let pixels = Size(width: Double(frame.width), height: Double(frame.height))
    return FrameFit.unscaledPlacement(ofFrame: pixels, showing: frame.displaySize, in: pixelSize)
  }

  /// The widget's size in device pixels.
  private var pixelSize: Size {
    let scale = Double(gtk_widget_get_scale_factor(widget))
    return Size(
      width: Double(gtk_widget_get_width(widget)) * scale,
      height: Double(gtk_widget_get_height(widget)) * scale)
  }

  /// Presents again in a few milliseconds, once: the compositor still holds both buffers, and
  /// lets one go at its next repaint (at most a refresh away, within a frame of a 30 fps video).
  private func presentSoon() {
    guard !isPresentPending else { return }
    isPresentPending = true
    _ = connections.addTimeout(milliseconds: 4) { [weak self] in
      self?.isPresentPending = false
      self?.present()
      return false
    }
  }

  /// GTK draws the picture, with whatever covers the video; the Wayland subsurface would hide it.
  private func drawByGTK() {
    isShownPastGTK = false
    waylandPresenter.hide()
    gtk_widget_queue_draw(widget)
  }

  private func draw(_ cr: OpaquePointer, width: Int32, height: Int32) {
    askForFramesAtWidgetSize()
    // Under the Wayland subsurface, which shows the picture, GTK's drawing is seen only around a
    // frame shown pixel for pixel: the black bars. (GTK would keep a copy of a picture it drew.)
    if !isCovered(), waylandPresenter.isShown {
      cairo_set_source_rgb(cr, 0, 0, 0)
      cairo_paint(cr)
      return
    }
    // GTK draws frame after frame only while something covers the video.
    if isCovered() { x11Presenter.keepSharedMemory(for: widget, width: width, height: height) }
    let frame = engine.latestFrame
    willCompose(frame)
    compose(frame, on: cr, width: width, height: height)
    if let frame { count(frame) }
  }

  /// Frames are to come scaled down to the widget's size in pixels, by the pipeline: told when
  /// the size changes, not at every frame.
  private func askForFramesAtWidgetSize() {
    let size = pixelSize
    guard size != askedFrameBox else { return }
    askedFrameBox = size
    engine.frameBox = size
  }

  /// The picture: the frame (or black before the first), then each layer blended inside its box.
  private func compose(_ frame: VideoFrame?, on cr: OpaquePointer, width: Int32, height: Int32) {
    if let frame {
      paint(frame, on: cr, width: width, height: height)
    } else {
      cairo_set_source_rgb(cr, 0, 0, 0)
      cairo_paint(cr)
    }
    for layer in layers { layer.blend(onto: cr) }
  }

  /// Hands `frame` itself to the display server, at `spot`, and on X11 then pictures of only
  /// the parts under the layers, when they show anything; false when it cannot.
  private func putUncopied(_ frame: VideoFrame, at spot: Rect) -> Bool {
    watchPaints()
    // A part for each layer, or for those near each other: subtitles at the top and the bottom
    // do not make a picture of all between them.
    let covered = Rect.merged(layers.compactMap(\.pixelBounds), gap: Self.partGap)
    let parts = covered.compactMap { $0.wholeUnits(within: pixelSize) }
    // The layers' parts may reach into the bars (the controls' shade over a letterbox): when
    // they change, the bars are filled again before they are put, so no old part stays there.
    let fillingBars = barsToFill || unscaledSpot != spot || parts != partsCovered
    if x11Presenter.put(
      frame, at: spot, in: widget, fillingBars: fillingBars, covering: parts,
      { cr, width, height in self.compose(frame, on: cr, width: width, height: height) })
    {
      barsToFill = false
      partsCovered = parts
      isShownPastGTK = true
    } else if covered.isEmpty, waylandPresenter.put(frame, at: spot, in: widget) {
      isShownPastGTK = false
      // GTK's drawing shows around the subsurface: it draws black there, once.
      if unscaledSpot != spot { gtk_widget_queue_draw(widget) }
    } else {
      return false
    }
    unscaledSpot = spot
    return true
  }

  /// From now on `barsToFill` is set after each of GTK's paints of the window, and a picture
  /// put past GTK is put again after it: GTK paints a label or a slider that changed over its own
  /// old drawing of the video (from before the first frame, perhaps), which stayed on the screen
  /// while no new frame came to cover it (paused, behind a live stream's edge as the time grew).
  private func watchPaints() {
    guard !isWatchingPaints, let clock = gtk_widget_get_frame_clock(widget) else { return }
    isWatchingPaints = true
    connections.connect(UnsafeMutableRawPointer(clock), "after-paint", as: Signal.plain) { [weak self] in
      guard let self else { return }
      barsToFill = true
      if isShownPastGTK { presentSoon() }
    }
  }

  private func count(_ frame: VideoFrame) {
    if frame.time != lastDrawnTime { drawnCount += 1 }
    lastDrawnTime = frame.time
    releaseWaiters()
  }

  /// The black bars, then the frame copied over its rectangle without blending: each pixel is
  /// written once. Frames shown smaller than they are come scaled from the pipeline
  /// (`askForFramesAtWidgetSize`) and are copied pixel for pixel, where the direct path puts them
  /// (`FrameFit.unscaledPlacement`); frames shown larger, and a frame made before the widget's
  /// latest size (a paused video in a window being resized), are scaled here, bilinear.
  private func paint(_ frame: VideoFrame, on cr: OpaquePointer, width: Int32, height: Int32) {
    // Device pixels per unit: the widget's scale, whether it is on the matrix or the surface.
    var scale = 1.0
    var unused = 0.0
    cairo_user_to_device_distance(cr, &scale, &unused)
    let pixels = Size(width: Double(frame.width), height: Double(frame.height))
    let device = Size(width: Double(width) * scale, height: Double(height) * scale)
    let unscaled = FrameFit.unscaledPlacement(ofFrame: pixels, showing: frame.displaySize, in: device)
    let placed =
      unscaled.map {
        Rect(x: $0.minX / scale, y: $0.minY / scale, width: $0.width / scale, height: $0.height / scale)
      }
      ?? fitted(frame.displaySize, in: Size(width: Double(width), height: Double(height)))
    let across = placed.width / Double(frame.width)
    let down = placed.height / Double(frame.height)
    cairo_set_source_rgb(cr, 0, 0, 0)
    cairo_rectangle(cr, 0, 0, Double(width), Double(height))
    cairo_rectangle(cr, placed.minX, placed.minY, placed.width, placed.height)
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
    cairo_fill(cr)
    frame.withBGRxBytes { bytes, stride in
      guard
        let surface = cairo_image_surface_create_for_data(
          UnsafeMutablePointer(mutating: bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)),
          CAIRO_FORMAT_RGB24, Int32(frame.width), Int32(frame.height), Int32(stride))
      else { return }
      defer { cairo_surface_destroy(surface) }
      cairo_save(cr)
      cairo_translate(cr, placed.minX, placed.minY)
      cairo_scale(cr, across, down)
      cairo_set_source_surface(cr, surface, 0, 0)
      cairo_pattern_set_filter(
        cairo_get_source(cr), unscaled != nil ? CAIRO_FILTER_FAST : CAIRO_FILTER_BILINEAR)
      cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
      cairo_rectangle(cr, 0, 0, Double(frame.width), Double(frame.height))
      cairo_fill(cr)
      cairo_restore(cr)
    }
  }

  /// `shown`'s rectangle fitted inside `box` at its shape, centred (aspect fit).
  private func fitted(_ shown: Size, in box: Size) -> Rect {
    let fit = ContentMode.aspectFit.transform(
      from: shown, into: Rect(x: 0, y: 0, width: box.width, height: box.height))
    return Rect(x: fit.tx, y: fit.ty, width: fit.a * shown.width, height: fit.d * shown.height)
  }
}
