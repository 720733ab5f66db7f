#ifndef PLAYHEAD_CGSTREAMER_SHIM_H
#define PLAYHEAD_CGSTREAMER_SHIM_H

#include <gst/gst.h>
#include <gst/app/gstappsink.h>
#include <gst/app/gstappsrc.h>
#include <gst/pbutils/pbutils.h>
#include <gio/gio.h>
#include <dlfcn.h>

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

// The frames a sink dropped as late, from its "stats" structure.
static inline guint64 playhead_sink_dropped(GstElement *sink) {
  GstStructure *stats = NULL;
  guint64 dropped = 0;
  g_object_get(sink, "stats", &stats, NULL);
  if (stats != NULL) {
    gst_structure_get_uint64(stats, "dropped", &dropped);
    gst_structure_free(stats);
  }
  return dropped;
}

static inline void playhead_set_int64(gpointer object, const char *name, gint64 value) {
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

static inline GstAppSrc *playhead_app_src(GstElement *element) {
  return GST_APP_SRC(element);
}

static inline GstBin *playhead_bin(GstElement *element) {
  return GST_BIN(element);
}

typedef void (*PlayheadSourceSetup)(GstElement *pipeline, GstElement *source, gpointer data);

static inline void playhead_connect_source_setup(
    GstElement *pipeline, PlayheadSourceSetup callback, gpointer data, GClosureNotify destroy) {
  g_signal_connect_data(pipeline, "source-setup", G_CALLBACK(callback), data, destroy, 0);
}

static inline GstBuffer *playhead_probe_buffer(GstPadProbeInfo *info) {
  return GST_PAD_PROBE_INFO_BUFFER(info);
}

static inline GQuark playhead_resource_error_quark(void) { return GST_RESOURCE_ERROR; }
static inline GQuark playhead_stream_error_quark(void) { return GST_STREAM_ERROR; }
static inline GQuark playhead_core_error_quark(void) { return GST_CORE_ERROR; }

static inline GstClockTime playhead_clock_time_none(void) { return GST_CLOCK_TIME_NONE; }

// playbin's "get-video-tags", "get-audio-tags" and "get-text-tags" action signals: the tags of
// stream `index` (the caller unrefs them), or NULL.
static inline GstTagList *playhead_stream_tags(GstElement *playbin, const char *signal, gint index) {
  GstTagList *tags = NULL;
  g_signal_emit_by_name(playbin, signal, index, &tags);
  return tags;
}

static inline gint playhead_get_int(gpointer object, const char *name) {
  gint value = 0;
  g_object_get(object, name, &value, NULL);
  return value;
}

// The factory name of the element that posted `message` ("souphttpsrc"), or NULL.
static inline const gchar *playhead_message_source_factory(GstMessage *message) {
  GstObject *source = GST_MESSAGE_SRC(message);
  if (source == NULL || !GST_IS_ELEMENT(source)) return NULL;
  GstElementFactory *factory = gst_element_get_factory(GST_ELEMENT(source));
  return factory ? gst_plugin_feature_get_name(GST_PLUGIN_FEATURE(factory)) : NULL;
}

// ALSA's library prints its errors itself, on stderr, when a sound sink is tried on a machine
// without a usable card. Its error handler is variadic, which Swift cannot write: this one drops
// them. The library, where it is installed, is loaded here (and kept) so that the sinks GStreamer
// loads later share it; where it is not, no sink prints anything of the kind.
static void playhead_ignore_alsa_error(const char *file, int line, const char *function, int error,
                                       const char *format, ...) {}

static inline void playhead_hide_alsa_errors(void) {
  void *alsa = dlopen("libasound.so.2", RTLD_NOW | RTLD_GLOBAL);
  if (alsa == NULL) return;
  typedef void (*Handler)(const char *, int, const char *, int, const char *, ...);
  int (*set_handler)(Handler) = (int (*)(Handler))dlsym(alsa, "snd_lib_error_set_handler");
  if (set_handler != NULL) set_handler(playhead_ignore_alsa_error);
}

#endif
