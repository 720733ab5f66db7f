extension MaskButton {
  /// The states a MaskButton's Lottie file shows, each as the input that leads to it from normal.
  static let lottieStates: [(name: String, events: [InputEvent])] = [
    ("normal", []), ("highlighted", [.pointerDown(Point(x: 1, y: 1))]), ("disabled", [.enabled(false)]),
    ("focused", [.focus(true)]),
  ]

  /// The input that takes the button from the state named `name` back to normal.
  static func undoing(_ name: String) -> InputEvent {
    switch name {
    case "disabled": .enabled(true)
    case "focused": .focus(false)
    default: .pointerCancel
    }
  }

  /// The button's Lottie segments in a box of `size`: "normal", "highlighted", "disabled" and
  /// "focused" (its ring) at rest, the changes between normal and each of the others
  /// ("normal→highlighted", "highlighted→normal"…); with `next`, also "next" at rest and the cross-fades
  /// "content→next" and "next→content" (the content and the paint changing together).
  public func lottieSegments(in size: Size, next: (content: MaskContent, paint: MaskPaint)? = nil)
    -> [LottieSegment]
  {
    let settled = { (events: [InputEvent]) -> MaskButton in
      var button = self
      for event in events { _ = button.handle(event, in: size, at: -1) }
      return button
    }
    var segments = Self.lottieStates.map { state in
      let button = settled(state.events)
      return LottieSegment(name: state.name, duration: 0) { time in button.scene(in: size, at: time) }
    }
    for state in Self.lottieStates.dropFirst() {
      var toward = settled([])
      for event in state.events { _ = toward.handle(event, in: size, at: 0) }
      var back = settled(state.events)
      _ = back.handle(Self.undoing(state.name), in: size, at: 0)
      let (there, home) = (toward, back)
      segments.append(
        LottieSegment(name: "normal→\(state.name)", duration: Self.transitionDuration) { time in
          there.scene(in: size, at: time)
        })
      segments.append(
        LottieSegment(name: "\(state.name)→normal", duration: Self.transitionDuration) { time in
          home.scene(in: size, at: time)
        })
    }
    guard let next else { return segments }
    var shown = settled([])
    shown.setContent(next.content, animated: false, at: -1)
    shown.setPaint(next.paint, animated: false, at: -1)
    let still = shown
    segments.append(LottieSegment(name: "next", duration: 0) { time in still.scene(in: size, at: time) })
    let changes: [(from: MaskButton, content: MaskContent, paint: MaskPaint, name: String)] = [
      (settled([]), next.content, next.paint, "content→next"), (still, content, paint, "next→content"),
    ]
    for change in changes {
      var button = change.from
      button.setContent(change.content, at: 0)
      button.setPaint(change.paint, at: 0)
      let name = change.name
      let changing = button
      segments.append(
        LottieSegment(name: name, duration: Self.transitionDuration) { time in
          changing.scene(in: size, at: time)
        })
    }
    return segments
  }
}
