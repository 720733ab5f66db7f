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
    switch method {
    case "Raise": onRaise?()
    case "Quit": onQuit?()
    case "Next": onNext?()
    case "Previous": onPrevious?()
    case "Play": player.perform(.play)
    case "Pause": player.perform(.pause)
    case "PlayPause": player.perform(.togglePlayPause)
    case "Stop":
      player.perform(.pause)
      player.perform(.seek(to: 0))
      isStopped = true
      publishChanges()
    case "Seek":
      guard state.canSeek, let position else { return nil }
      let offset = Double(VariantValue.int64(at: 0, of: arguments)) / 1_000_000
      let target = position + offset
      // Past the end is the next item, as the specification has it.
      if let duration = player.controller.info?.duration, target > duration {
        if queue.hasNext { onNext?() }
        return nil
      }
      player.perform(.seek(to: max(target, 0)))
    case "SetPosition":
      let track = VariantValue.text(at: 0, of: arguments)
      let position = Double(VariantValue.int64(at: 1, of: arguments)) / 1_000_000
      // A request for another track, or outside the media, is ignored.
      guard track == state.metadata.trackID, position >= 0,
        position <= player.controller.info?.duration ?? .infinity
      else { return nil }
      player.perform(.seek(to: position))
    case "OpenUri":
      let text = VariantValue.text(at: 0, of: arguments)
      guard let url = MediaAddress.url(text), url.scheme != nil, !text.hasPrefix("/") || url.isFileURL else {
        return "Not a URI: \(text)"
      }
      onOpen?(url)
    default: return "No method \(method) in \(interface)"
    }
    return nil
  }

  /// Sets `Volume` or `Rate`; `false` for another property.
  func set(_ property: String, to value: Double) -> Bool {
    switch property {
    case "Volume": player.perform(.setVolume(value.isFinite ? max(value, 0) : 0))
    case "Rate":
      // A rate of 0 is a pause, as the specification has it.
      if value == 0 {
        player.perform(.pause)
      } else {
        player.perform(.setSpeed(value))
      }
    default: return false
    }
    publishChanges()
    return true
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
      return VariantValue.int64(MediaPlayer2State.microseconds(position))
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
