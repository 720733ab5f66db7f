internal import CGTK
import Foundation
import PlayheadCore

/// What the bus asks of the player: MPRIS's methods, and its properties read and set.
extension MPRISService {
  /// The functions GDBus calls for the two interfaces; their user data is the service, which
  /// unregisters them before it goes.
  nonisolated(unsafe) static let vtable: UnsafeMutablePointer<GDBusInterfaceVTable> = {
    let table = UnsafeMutablePointer<GDBusInterfaceVTable>.allocate(capacity: 1)
    table.initialize(to: GDBusInterfaceVTable())
    table.pointee.method_call = { _, _, _, interface, method, parameters, invocation, data in
      guard let interface, let method, let parameters, let invocation, let data else { return }
      let (interfaceName, methodName) = (String(cString: interface), String(cString: method))
      nonisolated(unsafe) let (arguments, call, service) = (parameters, invocation, data)
      MainActor.assumeIsolated {
        let mpris = Unmanaged<MPRISService>.fromOpaque(service).takeUnretainedValue()
        if let failure = mpris.call(methodName, of: interfaceName, with: arguments) {
          g_dbus_method_invocation_return_dbus_error(call, "org.mpris.MediaPlayer2.Playhead.Error", failure)
        } else {
          g_dbus_method_invocation_return_value(call, nil)
        }
      }
    }
    table.pointee.get_property = { _, _, _, interface, property, error, data in
      guard let interface, let property, let data else { return nil }
      let (interfaceName, propertyName) = (String(cString: interface), String(cString: property))
      nonisolated(unsafe) let service = data
      // The variant crosses as its address: a pointer is not Sendable.
      let address = MainActor.assumeIsolated {
        let mpris = Unmanaged<MPRISService>.fromOpaque(service).takeUnretainedValue()
        return mpris.property(propertyName, of: interfaceName).map { Int(bitPattern: $0) }
      }
      return address.flatMap { OpaquePointer(bitPattern: $0) }
    }
    table.pointee.set_property = { _, _, _, interface, property, value, _, data in
      guard let interface, let property, let value, let data else { return 0 }
      let propertyName = String(cString: property)
      nonisolated(unsafe) let (variant, service) = (value, data)
      return MainActor.assumeIsolated {
        let mpris = Unmanaged<MPRISService>.fromOpaque(service).takeUnretainedValue()
        return mpris.set(propertyName, to: g_variant_get_double(variant))
      } ? 1 : 0
    }
    return table
  }()

  /// Carries out `method`; a failure's message, or `nil` when done.
  func call(_ method: String, of interface: String, with arguments: OpaquePointer) -> String? {
    let request: MediaPlayer2Request
    switch method {
    case "Raise": request = .raise
    case "Quit": request = .quit
    case "Next": request = .next
    case "Previous": request = .previous
    case "Play": request = .play
    case "Pause": request = .pause
    case "PlayPause": request = .playPause
    case "Stop": request = .stop
    case "Seek": request = .seek(by: Double(VariantValue.int64(at: 0, of: arguments)) / 1_000_000)
    case "SetPosition":
      request = .setPosition(
        trackID: VariantValue.text(at: 0, of: arguments),
        seconds: Double(VariantValue.int64(at: 1, of: arguments)) / 1_000_000)
    case "OpenUri": request = .openURI(VariantValue.text(at: 0, of: arguments))
    default: return translated("No method \(method) in \(interface)")
    }
    return carryOut(request)
  }

  /// Sets `Volume` or `Rate`; `false` for another property.
  func set(_ property: String, to value: Double) -> Bool {
    switch property {
    case "Volume": carryOut(.setVolume(value))
    case "Rate": carryOut(.setRate(value))
    default: return false
    }
    return true
  }

  /// Hands `request` to the session, does what it leaves to the program, and says what
  /// changed; a refusal's reason, or `nil`.
  @discardableResult
  private func carryOut(_ request: MediaPlayer2Request) -> String? {
    var refusal: String?
    switch session.handle(request) {
    case .done: break
    case .refused(let reason): refusal = reason
    case .raise: onRaise?()
    case .quit: onQuit?()
    }
    publishChanges()
    return refusal
  }

  /// The value of `property`, a new floating reference; `nil` for one the interface lacks.
  func property(_ property: String, of interface: String) -> OpaquePointer? {
    if interface == MPRISInterface.root {
      switch property {
      case "CanQuit", "CanRaise": return VariantValue.boolean(true)
      case "HasTrackList": return VariantValue.boolean(false)
      case "Identity": return VariantValue.string(identity)
      case "DesktopEntry": return VariantValue.string(desktopEntry)
      case "SupportedUriSchemes": return VariantValue.strings(PlayableMedia.uriSchemes)
      case "SupportedMimeTypes": return VariantValue.strings(PlayableMedia.mimeTypes)
      default: return nil
      }
    }
    switch property {
    case "Position":
      return VariantValue.int64(MediaPlayer2State.microseconds(session.position))
    case "MinimumRate": return VariantValue.double(MediaPlayer2State.minimumRate)
    case "MaximumRate": return VariantValue.double(MediaPlayer2State.maximumRate)
    case "CanControl": return VariantValue.boolean(true)
    default: return playerProperty(property, of: state)
    }
  }

  /// A `Player` property that `MediaPlayer2State` holds, as a variant.
  func playerProperty(_ name: String, of state: MediaPlayer2State) -> OpaquePointer? {
    switch name {
    case "PlaybackStatus": VariantValue.string(state.playbackStatus)
    case "Metadata": metadata(state.metadata)
    case "Volume": VariantValue.double(state.volume)
    case "Rate": VariantValue.double(state.rate)
    case "CanGoNext": VariantValue.boolean(state.canGoNext)
    case "CanGoPrevious": VariantValue.boolean(state.canGoPrevious)
    case "CanPlay": VariantValue.boolean(state.canPlay)
    case "CanPause": VariantValue.boolean(state.canPause)
    case "CanSeek": VariantValue.boolean(state.canSeek)
    default: nil
    }
  }

  private func metadata(_ metadata: MediaPlayer2State.Metadata) -> OpaquePointer {
    var entries: [(String, OpaquePointer)] = [("mpris:trackid", VariantValue.objectPath(metadata.trackID))]
    if let title = metadata.title { entries.append(("xesam:title", VariantValue.string(title))) }
    if !metadata.artists.isEmpty { entries.append(("xesam:artist", VariantValue.strings(metadata.artists))) }
    if let album = metadata.album { entries.append(("xesam:album", VariantValue.string(album))) }
    if let length = metadata.length { entries.append(("mpris:length", VariantValue.int64(length))) }
    if let art = metadata.artURL { entries.append(("mpris:artUrl", VariantValue.string(art.absoluteString))) }
    if let url = metadata.url { entries.append(("xesam:url", VariantValue.string(url.absoluteString))) }
    return VariantValue.dictionary(entries)
  }
}
