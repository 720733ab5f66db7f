import Testing

@testable import PlayheadCore

@Suite struct ButtonInteractionTests {
  let bounds = Rect(x: 0, y: 0, width: 88, height: 88)

  @Test func tapInsideIsThePrimaryAction() {
    var button = ButtonInteraction()
    #expect(button.handle(.pointerDown(Point(x: 40, y: 40)), in: bounds) == [.touchDown])
    #expect(button.state.isHighlighted)
    #expect(button.handle(.pointerUp(Point(x: 41, y: 44)), in: bounds) == [.touchUpInside])
    #expect(!button.state.isHighlighted)
  }

  @Test func draggingOutUnhighlightsAndReleasingOutsideDoesNothing() {
    var button = ButtonInteraction()
    _ = button.handle(.pointerDown(Point(x: 40, y: 40)), in: bounds)
    _ = button.handle(.pointerMove(Point(x: 200, y: 40)), in: bounds)
    #expect(!button.state.isHighlighted)
    _ = button.handle(.pointerMove(Point(x: 80, y: 40)), in: bounds)
    #expect(button.state.isHighlighted)
    #expect(button.handle(.pointerUp(Point(x: 200, y: 40)), in: bounds) == [.touchUpOutside])
  }

  @Test func cancelEndsThePress() {
    var button = ButtonInteraction()
    _ = button.handle(.pointerDown(Point(x: 10, y: 10)), in: bounds)
    #expect(button.handle(.pointerCancel, in: bounds) == [.touchCancel])
    #expect(button.handle(.pointerUp(Point(x: 10, y: 10)), in: bounds) == [])
  }

  @Test func pressStartingOutsideIsIgnored() {
    var button = ButtonInteraction()
    #expect(button.handle(.pointerDown(Point(x: -30, y: 10)), in: bounds) == [])
    #expect(button.handle(.pointerUp(Point(x: 10, y: 10)), in: bounds) == [])
  }

  @Test func smallButtonsStillHaveA44UnitTarget() {
    var button = ButtonInteraction()
    let small = Rect(x: 0, y: 0, width: 20, height: 20)
    #expect(ButtonInteraction.hitArea(for: small) == Rect(x: -12, y: -12, width: 44, height: 44))
    #expect(button.handle(.pointerDown(Point(x: -10, y: 30)), in: small) == [.touchDown])
    #expect(button.handle(.pointerUp(Point(x: 31, y: -11)), in: small) == [.touchUpInside])
  }

  @Test func spaceAndEnterActivate() {
    var button = ButtonInteraction()
    for key in [ActivationKey.space, .enter] {
      #expect(button.handle(.keyDown(key), in: bounds) == [.touchDown])
      #expect(button.state.isHighlighted)
      #expect(button.handle(.keyUp(key), in: bounds) == [.touchUpInside])
    }
    _ = button.handle(.keyDown(.space), in: bounds)
    #expect(button.handle(.keyUp(.enter), in: bounds) == [])
    #expect(button.handle(.focus(false), in: bounds) == [.touchCancel])
  }

  @Test func disabledIgnoresInputAndCancelsAPress() {
    var button = ButtonInteraction()
    _ = button.handle(.pointerDown(Point(x: 10, y: 10)), in: bounds)
    #expect(button.handle(.enabled(false), in: bounds) == [.touchCancel])
    #expect(button.handle(.pointerDown(Point(x: 10, y: 10)), in: bounds) == [])
    #expect(button.handle(.keyDown(.space), in: bounds) == [])
    #expect(!button.state.isHighlighted)
    _ = button.handle(.enabled(true), in: bounds)
    #expect(button.handle(.pointerDown(Point(x: 10, y: 10)), in: bounds) == [.touchDown])
  }

  @Test func hoverAndFocusAreTracked() {
    var button = ButtonInteraction()
    _ = button.handle(.pointerHover(Point(x: 5, y: 5)), in: bounds)
    #expect(button.state.isHovered)
    _ = button.handle(.pointerExit, in: bounds)
    #expect(!button.state.isHovered)
    _ = button.handle(.focus(true), in: bounds)
    #expect(button.state.isFocused)
  }
}
