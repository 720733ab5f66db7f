internal import CGStreamer

/// What an appsink hands on: each sample pulled, as preroll (paused) or as a sample (playing),
/// to `take`, on GStreamer's streaming thread. The appsink holds the receiver (its callbacks'
/// retained data, released by their destroy notify) until `detach`.
final class AppSinkReceiver: Sendable {
  private let take: @Sendable (OpaquePointer?) -> Void

  private init(_ take: @escaping @Sendable (OpaquePointer?) -> Void) { self.take = take }

  /// Hands each sample `appsink` pulls to `take`, which owns it.
  static func attach(to appsink: Element, _ take: @escaping @Sendable (OpaquePointer?) -> Void) {
    var callbacks = GstAppSinkCallbacks()
    callbacks.new_sample = { sink, data in
      AppSinkReceiver.from(data).take(gst_app_sink_pull_sample(sink))
      return GST_FLOW_OK
    }
    callbacks.new_preroll = { sink, data in
      AppSinkReceiver.from(data).take(gst_app_sink_pull_preroll(sink))
      return GST_FLOW_OK
    }
    let box = Unmanaged.passRetained(AppSinkReceiver(take)).toOpaque()
    gst_app_sink_set_callbacks(
      playhead_app_sink(appsink.pointer), &callbacks, box,
      { data in if let data { Unmanaged<AppSinkReceiver>.fromOpaque(data).release() } })
  }

  /// Drops `appsink`'s callbacks, and so its receiver.
  static func detach(from appsink: Element) {
    var none = GstAppSinkCallbacks()
    gst_app_sink_set_callbacks(playhead_app_sink(appsink.pointer), &none, nil, nil)
  }

  private static func from(_ data: gpointer?) -> AppSinkReceiver {
    Unmanaged<AppSinkReceiver>.fromOpaque(data!).takeUnretainedValue()
  }
}
