// GStreamer's leaks tracer, driven from Swift by EngineSoak (`make sanitize`).
#include <gst/gst.h>
#include <string.h>

// Asks the leaks tracer to log every GStreamer object and mini object alive now, one
// `object-alive` line each, to GStreamer's debug log (GST_DEBUG=GST_TRACER:7). Returns FALSE when
// the tracer is not running (GST_TRACERS=leaks). Its `get-live-objects` signal is not used: in
// GStreamer 1.22 it hands the objects over without references, and freeing the copy the signal
// returns unrefs objects others own.
static inline gboolean playhead_log_live_objects(void) {
  GList *tracers = gst_tracing_get_active_tracers();
  gboolean found = FALSE;
  for (GList *item = tracers; item != NULL && !found; item = item->next) {
    if (strcmp(G_OBJECT_TYPE_NAME(item->data), "GstLeaksTracer") == 0) {
      g_signal_emit_by_name(item->data, "log-live-objects");
      found = TRUE;
    }
  }
  g_list_free_full(tracers, gst_object_unref);
  return found;
}
