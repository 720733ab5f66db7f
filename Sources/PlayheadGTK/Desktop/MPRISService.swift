internal import CGTK
import Foundation
import PlayheadCore

/// The player on the session bus as MPRIS 2 describes a media player
/// (`org.mpris.MediaPlayer2.playhead`, GDBus), so the desktop's media keys, its sound applet and
/// `playerctl` see and control it. It says every change of the `Player` interface's properties
/// with `PropertiesChanged` and every jump of the position with `Seeked`.
///
/// It is plumbing only: each call becomes a `MediaPlayer2Request` for the session
/// (`PlayerSession.handle(_:)`), which decides what it does; Raise and Quit go to the program's
/// closures.
@MainActor
public final class MPRISService {
  /// MPRIS's `Raise`: show the window.
  public var onRaise: (@MainActor () -> Void)?
  /// MPRIS's `Quit`.
  public var onQuit: (@MainActor () -> Void)?

  let session: PlayerSession
  let identity: String
  let desktopEntry: String
  var connection: OpaquePointer?
  private var registrations: [guint] = []
  private var ownerID: guint = 0
  private var following: PlayerObservation?
  private(set) var published: MediaPlayer2State?
  /// The cover art last kept as a file, and that file: written and hashed once per picture,
  /// not at every event.
  private var keptCover: (art: Data, file: URL?)?

  /// Offers `session` on the session bus as `org.mpris.MediaPlayer2.name` (with `.instancePID`
  /// after it when another program has that name), called `identity`, whose `.desktop` file is
  /// `desktopEntry`. Owning the name is asynchronous: the bus's absence only leaves the player
  /// unseen.
  public init(
    session: PlayerSession, name: String = "playhead", identity: String = "Playhead",
    desktopEntry: String = PlayerApplication.playheadID
  ) {
    self.session = session
    self.identity = identity
    self.desktopEntry = desktopEntry
    own("org.mpris.MediaPlayer2.\(name)", otherwise: "org.mpris.MediaPlayer2.\(name).instance\(getpid())")
    follow(session.controller)
  }

  isolated deinit {
    following?.cancel()
    if ownerID != 0 { g_bus_unown_name(ownerID) }
    if let connection {
      for id in registrations { g_dbus_connection_unregister_object(connection, id) }
      g_object_unref(UnsafeMutableRawPointer(connection))
    }
  }

  /// Owns `name` on the session bus, or `fallback` when another program has it.
  private func own(_ name: String, otherwise fallback: String?) {
    let events: @MainActor (BusEvent) -> Void = { [weak self] event in
      guard let self else { return }
      switch event {
      case .connected(let connection): register(on: connection)
      case .lost:
        g_bus_unown_name(ownerID)
        ownerID = 0
        if let fallback { own(fallback, otherwise: nil) }
      }
    }
    ownerID = g_bus_own_name(
      G_BUS_TYPE_SESSION, name, G_BUS_NAME_OWNER_FLAGS_DO_NOT_QUEUE,
      { connection, _, data in
        guard let connection else { return }
        nonisolated(unsafe) let bus = connection
        MainActor.assumeIsolated { CallbackBox<@MainActor (BusEvent) -> Void>.value(data)(.connected(bus)) }
      }, nil,
      { connection, _, data in
        // Called with no connection when there is no bus at all: nothing to try again.
        guard connection != nil else { return }
        MainActor.assumeIsolated { CallbackBox<@MainActor (BusEvent) -> Void>.value(data)(.lost) }
      }, CallbackBox.retained(events), { data in AnyCallbackBox.release(data) })
  }

  private enum BusEvent {
    case connected(OpaquePointer)
    case lost
  }

  /// Puts the two interfaces at `/org/mpris/MediaPlayer2` on `bus`, once.
  private func register(on bus: OpaquePointer) {
    guard connection == nil else { return }
    var error: UnsafeMutablePointer<GError>?
    guard let node = g_dbus_node_info_new_for_xml(MPRISInterface.xml, &error) else {
      g_error_free(error)
      return
    }
    defer { g_dbus_node_info_unref(node) }
    connection = bus
    g_object_ref(UnsafeMutableRawPointer(bus))
    var index = 0
    while let interface = node.pointee.interfaces[index] {
      let id = g_dbus_connection_register_object(
        bus, MPRISInterface.path, interface, Self.vtable, Unmanaged.passUnretained(self).toOpaque(), nil,
        &error)
      if id != 0 { registrations.append(id) } else { g_clear_error(&error) }
      index += 1
    }
    published = state
  }

  /// The player's state as MPRIS tells it now.
  var state: MediaPlayer2State {
    var cover: URL?
    if let art = session.controller.info?.tags.coverArt {
      if keptCover?.art != art { keptCover = (art, CoverArtFile.url(for: art)) }
      cover = keptCover?.file
    }
    return session.mediaPlayer2State(artURL: cover)
  }

  /// Says what changed on every event of the player, and each seek as `Seeked`.
  private func follow(_ controller: PlayerController) {
    following = controller.observe { [weak self] event in
      guard let self else { return }
      publishChanges()
      if case .seeked(let position) = event {
        emit(
          "Seeked", on: MPRISInterface.player,
          VariantValue.tuple([VariantValue.int64(MediaPlayer2State.microseconds(position))]))
      }
    }
  }

  /// Emits `PropertiesChanged` with the `Player` properties that differ from what was last said.
  func publishChanges() {
    guard connection != nil, let published else { return }
    let now = state
    let changed = now.changes(from: published)
    self.published = now
    guard !changed.isEmpty else { return }
    let values = changed.compactMap { name in playerProperty(name, of: now).map { (name, $0) } }
    emit(
      "PropertiesChanged", on: "org.freedesktop.DBus.Properties",
      VariantValue.tuple([
        VariantValue.string(MPRISInterface.player), VariantValue.dictionary(values), VariantValue.strings([]),
      ]))
  }

  private func emit(_ signal: String, on interface: String, _ parameters: OpaquePointer) {
    guard let connection else {
      g_variant_unref(g_variant_ref_sink(parameters))
      return
    }
    g_dbus_connection_emit_signal(connection, nil, MPRISInterface.path, interface, signal, parameters, nil)
  }
}
