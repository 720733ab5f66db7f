/// A subscription to a player's events (`PlayerController.observe(_:)`): the handler is called
/// until `cancel()`, or until this value goes.
@MainActor
public final class PlayerObservation {
  private weak var controller: PlayerController?
  private let id: Int

  init(controller: PlayerController, id: Int) {
    self.controller = controller
    self.id = id
  }

  isolated deinit { cancel() }

  /// Stops the handler from being called.
  public func cancel() {
    controller?.removeObserver(id)
    controller = nil
  }
}
