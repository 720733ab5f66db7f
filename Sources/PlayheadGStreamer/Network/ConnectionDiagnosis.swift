internal import CGStreamer
import Foundation
import PlayheadCore

/// Why a network URL's host cannot be reached, found the way GStreamer's HTTP source would
/// reach it: GIO resolves the name, connects, and for `https` performs the TLS handshake. The
/// GError's domain and code name the cause, which the HTTP source (with libsoup 3) does not pass
/// on. Runs on a thread of its own, as each step can block for seconds.
enum ConnectionDiagnosis {
  /// The seconds each step (connecting, the handshake) may take.
  static let stepTimeout: guint = 5

  /// Finds why `url` cannot be reached and hands the kind (`nil` when connecting works, or for
  /// schemes it does not connect for) and GIO's words to `completion` on the main actor.
  static func diagnose(
    _ url: URL, completion: @escaping @MainActor @Sendable (MediaError.Kind?, String) -> Void
  ) {
    let ports = ["http": 80, "https": 443, "rtsp": 554]
    guard let scheme = url.scheme?.lowercased(), let port = ports[scheme] else {
      Task { @MainActor in completion(nil, "") }
      return
    }
    let uri = url.absoluteString
    Thread.detachNewThread {
      let client = g_socket_client_new()!
      defer { g_object_unref(UnsafeMutableRawPointer(client)) }
      g_socket_client_set_timeout(client, stepTimeout)
      g_socket_client_set_tls(client, scheme == "https" ? 1 : 0)
      var error: UnsafeMutablePointer<GError>?
      let connection = g_socket_client_connect_to_uri(client, uri, guint16(port), nil, &error)
      if let connection { g_object_unref(UnsafeMutableRawPointer(connection)) }
      let found = error.map {
        (kind(domain: $0.pointee.domain, code: $0.pointee.code), String(cString: $0.pointee.message))
      }
      if let error { g_error_free(error) }
      Task { @MainActor in completion(found?.0, found?.1 ?? "") }
    }
  }

  /// What a GIO error from connecting means.
  static func kind(domain: GQuark, code: Int32) -> MediaError.Kind {
    if domain == g_resolver_error_quark() { return .hostNotFound }
    if domain == g_tls_error_quark() { return .tlsFailure }
    guard domain == g_io_error_quark() else { return .unreachable }
    switch GIOErrorEnum(UInt32(code)) {
    case G_IO_ERROR_CONNECTION_REFUSED: return .connectionRefused
    case G_IO_ERROR_TIMED_OUT: return .timedOut
    default: return .unreachable
    }
  }
}
