#ifndef PLAYHEAD_CGSTREAMER_SHIM_H
#define PLAYHEAD_CGSTREAMER_SHIM_H

#include <gst/gst.h>
#include <gst/app/gstappsink.h>
#include <gst/pbutils/pbutils.h>

// g_object_set is variadic and the GST_* casts are macros; Swift sees neither, so each use is
// re-exposed here as a typed static inline function with the playhead_ prefix.

static inline void playhead_set_string(gpointer object, const char *name, const char *value) {
  g_object_set(object, name, value, NULL);
}

static inline void playhead_set_object(gpointer object, const char *name, gpointer value) {
  g_object_set(object, name, value, NULL);
}

static inline void playhead_set_boolean(gpointer object, const char *name, gboolean value) {
  g_object_set(object, name, value, NULL);
}

static inline void playhead_set_uint(gpointer object, const char *name, guint value) {
  g_object_set(object, name, value, NULL);
}

static inline void playhead_set_uint64(gpointer object, const char *name, guint64 value) {
  g_object_set(object, name, value, NULL);
}

static inline void playhead_set_double(gpointer object, const char *name, gdouble value) {
  g_object_set(object, name, value, NULL);
}

static inline GstMessageType playhead_message_type(GstMessage *message) {
  return GST_MESSAGE_TYPE(message);
}

static inline GstObject *playhead_message_source(GstMessage *message) {
  return GST_MESSAGE_SRC(message);
}

static inline GstAppSink *playhead_app_sink(GstElement *element) {
  return GST_APP_SINK(element);
}

static inline GQuark playhead_resource_error_quark(void) { return GST_RESOURCE_ERROR; }
static inline GQuark playhead_stream_error_quark(void) { return GST_STREAM_ERROR; }
static inline GQuark playhead_core_error_quark(void) { return GST_CORE_ERROR; }

static inline GstClockTime playhead_clock_time_none(void) { return GST_CLOCK_TIME_NONE; }
static inline gint64 playhead_format_percent_max(void) { return GST_FORMAT_PERCENT_MAX; }

#endif
