#ifndef PLAYHEAD_CGSTREAMER_SHIM_H
#define PLAYHEAD_CGSTREAMER_SHIM_H

#include <gst/gst.h>
#include <gst/app/gstappsink.h>
#include <gst/app/gstappsrc.h>
#include <gst/pbutils/pbutils.h>
#include <gst/tag/tag.h>
#include <gst/allocators/allocators.h>
#include <sys/mman.h>
#include <gio/gio.h>
#include <dlfcn.h>
#include <malloc.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

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

// Sets the integer property `name` when `object` has one (a decoder's max-threads).
static inline void playhead_set_int_if_present(gpointer object, const char *name, gint value) {
  if (g_object_class_find_property(G_OBJECT_GET_CLASS(object), name)) g_object_set(object, name, value, NULL);
}

// A bus sync handler: each streaming thread, as it starts (its stream-status ENTER, posted from
// the thread itself), takes the nice value in `data`; every message is dropped.
static inline GstBusSyncReply playhead_lower_thread_sync(GstBus *bus, GstMessage *message, gpointer data) {
  (void)bus;
  if (GST_MESSAGE_TYPE(message) == GST_MESSAGE_STREAM_STATUS) {
    GstStreamStatusType type;
    GstElement *owner = NULL;
    gst_message_parse_stream_status(message, &type, &owner);
    if (type == GST_STREAM_STATUS_TYPE_ENTER) {
      // On Linux the nice value is each thread's own.
      setpriority(PRIO_PROCESS, (id_t)syscall(SYS_gettid), GPOINTER_TO_INT(data));
    }
  }
  return GST_BUS_DROP;
}

// The calling thread runs at nice `nice` from now on.
static inline void playhead_lower_this_thread(gint nice) {
  setpriority(PRIO_PROCESS, (id_t)syscall(SYS_gettid), nice);
}

// Every streaming thread of `pipeline` runs at nice `nice` (below playback's), and its bus
// keeps no message: its owner reads its state, not its bus.
static inline void playhead_lower_streaming_threads(GstElement *pipeline, gint nice) {
  GstBus *bus = gst_element_get_bus(pipeline);
  gst_bus_set_sync_handler(bus, playhead_lower_thread_sync, GINT_TO_POINTER(nice), NULL);
  gst_object_unref(bus);
}

static inline void playhead_set_int(gpointer object, const char *name, gint value) {
  g_object_set(object, name, value, NULL);
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

// A signal handing its handler an element: playbin's "source-setup" and "element-setup".
typedef void (*PlayheadElementSignal)(GstElement *owner, GstElement *element, gpointer data);

static inline void playhead_connect_element_signal(GstElement *owner, const char *signal,
                                                   PlayheadElementSignal callback, gpointer data,
                                                   GClosureNotify destroy) {
  g_signal_connect_data(owner, signal, G_CALLBACK(callback), data, destroy, 0);
}

typedef void (*PlayheadPadAdded)(GstElement *element, GstPad *pad, gpointer data);

static inline void playhead_connect_pad_added(GstElement *element, PlayheadPadAdded callback,
                                              gpointer data, GClosureNotify destroy) {
  g_signal_connect_data(element, "pad-added", G_CALLBACK(callback), data, destroy, 0);
}

// When what a probe sees is a flushing, accurate, forward seek in time to a set start, that start
// and the seek's seqnum.
static inline gboolean playhead_probe_accurate_seek(GstPadProbeInfo *info, gint64 *start,
                                                    guint32 *seqnum) {
  if (!(GST_PAD_PROBE_INFO_TYPE(info) & GST_PAD_PROBE_TYPE_EVENT_UPSTREAM)) return FALSE;
  GstEvent *event = GST_PAD_PROBE_INFO_EVENT(info);
  if (event == NULL || GST_EVENT_TYPE(event) != GST_EVENT_SEEK) return FALSE;
  gdouble rate;
  GstFormat format;
  GstSeekFlags flags;
  GstSeekType start_type, stop_type;
  gint64 stop;
  gst_event_parse_seek(event, &rate, &format, &flags, &start_type, start, &stop_type, &stop);
  *seqnum = gst_event_get_seqnum(event);
  return format == GST_FORMAT_TIME && rate > 0 && start_type == GST_SEEK_TYPE_SET && *start >= 0 &&
         (flags & GST_SEEK_FLAG_ACCURATE) && (flags & GST_SEEK_FLAG_FLUSH);
}

// Replaces the seek a probe sees by the same seek from `start`.
static inline void playhead_probe_move_seek(GstPadProbeInfo *info, gint64 start) {
  GstEvent *event = GST_PAD_PROBE_INFO_EVENT(info);
  gdouble rate;
  GstFormat format;
  GstSeekFlags flags;
  GstSeekType start_type, stop_type;
  gint64 old_start, stop;
  gst_event_parse_seek(event, &rate, &format, &flags, &start_type, &old_start, &stop_type, &stop);
  GstEvent *moved = gst_event_new_seek(rate, format, flags, start_type, start, stop_type, stop);
  gst_event_set_seqnum(moved, gst_event_get_seqnum(event));
  gst_event_unref(event);
  GST_PAD_PROBE_INFO_DATA(info) = moved;
}

// The seqnum of the segment event a probe sees, or 0 (no event has it) for anything else.
static inline guint32 playhead_probe_segment_seqnum(GstPadProbeInfo *info) {
  if (!(GST_PAD_PROBE_INFO_TYPE(info) & GST_PAD_PROBE_TYPE_EVENT_DOWNSTREAM)) return 0;
  GstEvent *event = GST_PAD_PROBE_INFO_EVENT(info);
  return event != NULL && GST_EVENT_TYPE(event) == GST_EVENT_SEGMENT ? gst_event_get_seqnum(event) : 0;
}

// When what a probe sees is the time segment that answers seek `seqnum` and it starts before
// `start`, makes it start there (what comes before is decoded, then dropped), keeping the
// stream time of every timestamp.
static inline void playhead_probe_start_segment(GstPadProbeInfo *info, guint32 seqnum, gint64 start) {
  if (!(GST_PAD_PROBE_INFO_TYPE(info) & GST_PAD_PROBE_TYPE_EVENT_DOWNSTREAM)) return;
  GstEvent *event = GST_PAD_PROBE_INFO_EVENT(info);
  if (event == NULL || GST_EVENT_TYPE(event) != GST_EVENT_SEGMENT) return;
  if (gst_event_get_seqnum(event) != seqnum) return;
  GstSegment segment;
  gst_event_copy_segment(event, &segment);
  if (segment.format != GST_FORMAT_TIME || (gint64)segment.start >= start) return;
  segment.time += start - segment.start;
  segment.start = start;
  segment.position = start;
  GstEvent *started = gst_event_new_segment(&segment);
  gst_event_set_seqnum(started, seqnum);
  gst_event_unref(event);
  GST_PAD_PROBE_INFO_DATA(info) = started;
}

// The allocation query a probe sees, when that is what passes; NULL otherwise.
static inline GstQuery *playhead_probe_allocation_query(GstPadProbeInfo *info) {
  if (!(GST_PAD_PROBE_INFO_TYPE(info) & GST_PAD_PROBE_TYPE_QUERY_DOWNSTREAM)) return NULL;
  GstQuery *query = GST_PAD_PROBE_INFO_QUERY(info);
  return query != NULL && GST_QUERY_TYPE(query) == GST_QUERY_ALLOCATION ? query : NULL;
}

// A new, empty file in memory that can be shared with another process (a display server).
// glibc declares memfd_create only with _GNU_SOURCE; 1 is MFD_CLOEXEC.
extern int memfd_create(const char *name, unsigned int flags);
static inline int playhead_shared_memory_file(const char *name) { return memfd_create(name, 1U); }

// The caps a probe sees, when what passes is a caps event; NULL otherwise.
static inline GstCaps *playhead_probe_caps(GstPadProbeInfo *info) {
  if (!(GST_PAD_PROBE_INFO_TYPE(info) & GST_PAD_PROBE_TYPE_EVENT_DOWNSTREAM)) return NULL;
  GstEvent *event = GST_PAD_PROBE_INFO_EVENT(info);
  if (event == NULL || GST_EVENT_TYPE(event) != GST_EVENT_CAPS) return NULL;
  GstCaps *caps = NULL;
  gst_event_parse_caps(event, &caps);
  return caps;
}

static inline GstClockTime playhead_scaled_time(GstClockTime time, gdouble factor) {
  return GST_CLOCK_TIME_IS_VALID(time) ? (GstClockTime)((gdouble)time * factor + 0.5) : time;
}

static inline gint64 playhead_scaled_stream_time(gint64 time, gdouble factor) {
  return time >= 0 ? (gint64)((gdouble)time * factor + 0.5) : time;
}

// Retimes what passes a demuxer's source pad whose times are `factor` times too short (the
// media's time is GStreamer's × factor): buffers and segments going down are stretched, seeks
// going up shrunk, and the answers to duration, position and seeking queries stretched.
static inline void playhead_retime_probe_data(GstPadProbeInfo *info, gdouble factor) {
  GstPadProbeType type = GST_PAD_PROBE_INFO_TYPE(info);
  if (type & GST_PAD_PROBE_TYPE_BUFFER) {
    GstBuffer *buffer = gst_buffer_make_writable(GST_PAD_PROBE_INFO_BUFFER(info));
    GST_BUFFER_PTS(buffer) = playhead_scaled_time(GST_BUFFER_PTS(buffer), factor);
    GST_BUFFER_DTS(buffer) = playhead_scaled_time(GST_BUFFER_DTS(buffer), factor);
    GST_BUFFER_DURATION(buffer) = playhead_scaled_time(GST_BUFFER_DURATION(buffer), factor);
    GST_PAD_PROBE_INFO_DATA(info) = buffer;
  } else if (type & GST_PAD_PROBE_TYPE_EVENT_DOWNSTREAM) {
    GstEvent *event = GST_PAD_PROBE_INFO_EVENT(info);
    if (GST_EVENT_TYPE(event) != GST_EVENT_SEGMENT) return;
    GstSegment segment;
    gst_event_copy_segment(event, &segment);
    if (segment.format != GST_FORMAT_TIME) return;
    segment.start = playhead_scaled_time(segment.start, factor);
    segment.stop = playhead_scaled_time(segment.stop, factor);
    segment.time = playhead_scaled_time(segment.time, factor);
    segment.position = playhead_scaled_time(segment.position, factor);
    segment.base = playhead_scaled_time(segment.base, factor);
    segment.duration = playhead_scaled_time(segment.duration, factor);
    GstEvent *retimed = gst_event_new_segment(&segment);
    gst_event_set_seqnum(retimed, gst_event_get_seqnum(event));
    gst_event_unref(event);
    GST_PAD_PROBE_INFO_DATA(info) = retimed;
  } else if (type & GST_PAD_PROBE_TYPE_EVENT_UPSTREAM) {
    GstEvent *event = GST_PAD_PROBE_INFO_EVENT(info);
    if (GST_EVENT_TYPE(event) != GST_EVENT_SEEK) return;
    gdouble rate;
    GstFormat format;
    GstSeekFlags flags;
    GstSeekType start_type, stop_type;
    gint64 start, stop;
    gst_event_parse_seek(event, &rate, &format, &flags, &start_type, &start, &stop_type, &stop);
    if (format != GST_FORMAT_TIME) return;
    GstEvent *retimed = gst_event_new_seek(rate, format, flags, start_type,
                                           playhead_scaled_stream_time(start, 1 / factor),
                                           stop_type, playhead_scaled_stream_time(stop, 1 / factor));
    gst_event_set_seqnum(retimed, gst_event_get_seqnum(event));
    gst_event_unref(event);
    GST_PAD_PROBE_INFO_DATA(info) = retimed;
  } else if ((type & GST_PAD_PROBE_TYPE_QUERY_UPSTREAM) && (type & GST_PAD_PROBE_TYPE_PULL)) {
    GstQuery *query = GST_PAD_PROBE_INFO_QUERY(info);
    GstFormat format;
    gint64 value;
    switch (GST_QUERY_TYPE(query)) {
      case GST_QUERY_DURATION:
        gst_query_parse_duration(query, &format, &value);
        if (format == GST_FORMAT_TIME)
          gst_query_set_duration(query, format, playhead_scaled_stream_time(value, factor));
        break;
      case GST_QUERY_POSITION:
        gst_query_parse_position(query, &format, &value);
        if (format == GST_FORMAT_TIME)
          gst_query_set_position(query, format, playhead_scaled_stream_time(value, factor));
        break;
      case GST_QUERY_SEEKING: {
        gboolean seekable;
        gint64 start, end;
        gst_query_parse_seeking(query, &format, &seekable, &start, &end);
        if (format == GST_FORMAT_TIME)
          gst_query_set_seeking(query, format, seekable, playhead_scaled_stream_time(start, factor),
                                playhead_scaled_stream_time(end, factor));
        break;
      }
      default:
        break;
    }
  }
}

// The stream time of `position` in the segment `pad` last had, before the segment's start too
// (then negative); FALSE without a segment or a time.
static inline gboolean playhead_pad_stream_time(GstPad *pad, GstClockTime position, gint64 *stream_time) {
  GstEvent *event = gst_pad_get_sticky_event(pad, GST_EVENT_SEGMENT, 0);
  if (!event) return FALSE;
  const GstSegment *segment = NULL;
  gst_event_parse_segment(event, &segment);
  guint64 time = 0;
  int sign = gst_segment_to_stream_time_full(segment, GST_FORMAT_TIME, position, &time);
  gst_event_unref(event);
  if (sign == 0) return FALSE;
  *stream_time = sign > 0 ? (gint64)time : -(gint64)time;
  return TRUE;
}

// Whether a probe's event is a flush's end (FLUSH_STOP, which waits for the data on its way).
static inline gboolean playhead_probe_is_flush_stop(GstPadProbeInfo *info) {
  GstEvent *event = GST_PAD_PROBE_INFO_EVENT(info);
  return event && GST_EVENT_TYPE(event) == GST_EVENT_FLUSH_STOP;
}

// Turns a sink's `sync` off again whenever something turns it on.
static void playhead_unsync_again(GObject *sink, GParamSpec *spec, gpointer data) {
  gboolean sync = FALSE;
  g_object_get(sink, "sync", &sync, NULL);
  if (sync) g_object_set(sink, "sync", FALSE, NULL);
}

// Keeps `sink` from waiting for the clock, for good: playbin's playsink turns `sync` on in the
// text sink it is given ("try to set sync to true"), and a subtitle sink that waits for the
// clock holds its stream at each cue until its time, and a seek's flush behind it (a switch of
// subtitle streams waited until the next cue of the stream left, up to a minute).
static inline void playhead_keep_unsynced(GstElement *sink) {
  g_object_set(sink, "sync", FALSE, NULL);
  g_signal_connect(sink, "notify::sync", G_CALLBACK(playhead_unsync_again), NULL);
}

static inline GstBuffer *playhead_probe_buffer(GstPadProbeInfo *info) {
  return GST_PAD_PROBE_INFO_BUFFER(info);
}

// The event a probe sees, or NULL when it sees something else.
static inline GstEvent *playhead_probe_event(GstPadProbeInfo *info) {
  return (info->type & GST_PAD_PROBE_TYPE_EVENT_BOTH) ? GST_PAD_PROBE_INFO_EVENT(info) : NULL;
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

// The tags of `scope` that playbin's stream `index` carries, found by `pad_signal` ("get-audio-pad",
// "get-video-pad", "get-text-pad"): the stream's pad keeps the latest tag event of each scope, the
// container's (global: a film's title) apart from the stream's own (its title, language, codec).
// The caller unrefs them; NULL when the stream has none of that scope.
static inline GstTagList *playhead_pad_scoped_tags(GstPad *pad, GstTagScope scope);

static inline GstTagList *playhead_scoped_stream_tags(GstElement *playbin, const char *pad_signal, gint index,
                                                      GstTagScope scope) {
  GstPad *pad = NULL;
  g_signal_emit_by_name(playbin, pad_signal, index, &pad);
  if (pad == NULL) return NULL;
  GstTagList *found = playhead_pad_scoped_tags(pad, scope);
  gst_object_unref(pad);
  return found;
}

// The latest tags of `scope` that reached `pad` (its sticky tag events), or NULL; the caller
// unrefs them.
static inline GstTagList *playhead_pad_scoped_tags(GstPad *pad, GstTagScope scope) {
  GstTagList *found = NULL;
  GstEvent *event;
  for (guint i = 0; found == NULL && (event = gst_pad_get_sticky_event(pad, GST_EVENT_TAG, i)) != NULL; i++) {
    GstTagList *tags = NULL;
    gst_event_parse_tag(event, &tags);
    if (tags != NULL && gst_tag_list_get_scope(tags) == scope) found = gst_tag_list_ref(tags);
    gst_event_unref(event);
  }
  return found;
}

// The sink pad of the element `property` of `pipeline` names ("video-sink"), or NULL; the caller
// unrefs it.
static inline GstPad *playhead_sink_property_pad(GstElement *pipeline, const char *property) {
  GstElement *sink = NULL;
  g_object_get(pipeline, property, &sink, NULL);
  if (sink == NULL) return NULL;
  GstPad *pad = gst_element_get_static_pad(sink, "sink");
  gst_object_unref(sink);
  return pad;
}

// Asks a streams-aware pipeline (playbin3) to play the streams whose ids are `ids`, and no other.
static inline gboolean playhead_select_streams(GstElement *pipeline, const char *const *ids, guint count) {
  GList *list = NULL;
  for (guint i = 0; i < count; i++) list = g_list_append(list, (gpointer)ids[i]);
  GstEvent *event = gst_event_new_select_streams(list);
  g_list_free(list);
  return gst_element_send_event(pipeline, event);
}

// The collection a stream-collection message carries (the caller unrefs it).
static inline GstStreamCollection *playhead_message_stream_collection(GstMessage *message) {
  GstStreamCollection *collection = NULL;
  gst_message_parse_stream_collection(message, &collection);
  return collection;
}

// The text of value `index` of `tag` in `list`: a string as it is, a date as ISO 8601, anything
// else as GStreamer writes it; NULL for pictures and other binary values (samples, buffers). The
// caller frees it.
static inline gchar *playhead_tag_value_text(const GstTagList *list, const char *tag, guint index) {
  const GValue *value = gst_tag_list_get_value_index(list, tag, index);
  if (value == NULL || G_VALUE_HOLDS(value, GST_TYPE_SAMPLE) || G_VALUE_HOLDS(value, GST_TYPE_BUFFER)) return NULL;
  if (G_VALUE_HOLDS_STRING(value)) return g_value_dup_string(value);
  if (G_VALUE_HOLDS(value, GST_TYPE_DATE_TIME)) {
    GstDateTime *date = g_value_get_boxed(value);
    return date == NULL ? NULL : gst_date_time_to_iso8601_string(date);
  }
  if (G_VALUE_HOLDS(value, G_TYPE_DATE)) {
    const GDate *date = g_value_get_boxed(value);
    if (date == NULL || !g_date_valid(date)) return NULL;
    return g_strdup_printf("%04u-%02u-%02u", g_date_get_year(date), g_date_get_month(date), g_date_get_day(date));
  }
  return gst_value_serialize(value);
}

// What the caps on playbin's stream `index` (found by `pad_signal`) say it is coded in ("Timed
// Text", "Advanced SubStation Alpha"): a subtitle stream's codec where its tags name none. The
// caller frees it; NULL without caps.
static inline gchar *playhead_stream_caps_description(GstElement *playbin, const char *pad_signal, gint index) {
  GstPad *pad = NULL;
  g_signal_emit_by_name(playbin, pad_signal, index, &pad);
  if (pad == NULL) return NULL;
  GstCaps *caps = gst_pad_get_current_caps(pad);
  gst_object_unref(pad);
  if (caps == NULL) return NULL;
  gchar *description = gst_pb_utils_get_codec_description(caps);
  gst_caps_unref(caps);
  return description;
}

// Reads the "http-headers" event an HTTP source sends before its data: 1 when the server takes
// range requests (its response says "Accept-Ranges: bytes", or is a 206 Partial Content), 0 when
// it does not say so (as FFmpeg, Playhead then takes the stream as one that cannot be sought), -1
// when `event` is another event.
static gboolean playhead_header_says_bytes(GQuark field, const GValue *value, gpointer found) {
  if (g_ascii_strcasecmp(g_quark_to_string(field), "Accept-Ranges") == 0 && G_VALUE_HOLDS_STRING(value)) {
    const gchar *text = g_value_get_string(value);
    if (text != NULL && strstr(text, "bytes") != NULL) *(gboolean *)found = TRUE;
  }
  return TRUE;
}

static inline gint playhead_http_event_accepts_ranges(GstEvent *event) {
  if (GST_EVENT_TYPE(event) != GST_EVENT_CUSTOM_DOWNSTREAM_STICKY) return -1;
  const GstStructure *structure = gst_event_get_structure(event);
  if (structure == NULL || !gst_structure_has_name(structure, "http-headers")) return -1;
  guint status = 0;
  if (gst_structure_get_uint(structure, "http-status-code", &status) && status == 206) return 1;
  const GValue *response = gst_structure_get_value(structure, "response-headers");
  if (response == NULL || !GST_VALUE_HOLDS_STRUCTURE(response)) return 0;
  gboolean found = FALSE;
  gst_structure_foreach(gst_value_get_structure(response), playhead_header_says_bytes, &found);
  return found ? 1 : 0;
}

// Gives playbin its subtitle file ("suburi"), and keeps its URI on the playbin where
// `playhead_subtitle_file` finds it: playbin forgets its own once the file fails.
static inline void playhead_set_subtitle_file(GstElement *playbin, const char *uri) {
  g_object_set_data_full(G_OBJECT(playbin), "playhead-subtitle-file", g_strdup(uri), g_free);
  g_object_set(playbin, "suburi", uri, NULL);
}

// The URI `playhead_set_subtitle_file` gave playbin, or NULL.
static inline const gchar *playhead_subtitle_file(GstElement *playbin) {
  return g_object_get_data(G_OBJECT(playbin), "playhead-subtitle-file");
}

// Whether playbin's text stream `index` comes from its subtitle file: what feeds the stream's
// pad (from the "get-text-pad" action signal) is within a decoder whose "uri" is the file's.
static inline gboolean playhead_text_stream_is_subtitle_file(GstElement *playbin, gint index) {
  const gchar *file = playhead_subtitle_file(playbin);
  GstPad *pad = NULL;
  if (file) g_signal_emit_by_name(playbin, "get-text-pad", index, &pad);
  GstObject *node = pad ? GST_OBJECT(gst_pad_get_peer(pad)) : NULL;
  if (pad) gst_object_unref(pad);
  gboolean comes = FALSE;
  while (node) {
    GParamSpec *spec = g_object_class_find_property(G_OBJECT_GET_CLASS(node), "uri");
    if (spec && spec->value_type == G_TYPE_STRING) {
      gchar *uri = NULL;
      g_object_get(node, "uri", &uri, NULL);
      comes = g_strcmp0(uri, file) == 0;
      g_free(uri);
      gst_object_unref(node);
      break;
    }
    GstObject *parent = gst_object_get_parent(node);
    gst_object_unref(node);
    node = parent;
  }
  return comes;
}

// The media type of playbin's text stream `index` ("text/x-raw", "subpicture/x-dvd"), a copy
// the caller frees with g_free; NULL before its caps are known.
static inline gchar *playhead_text_stream_media_type(GstElement *playbin, gint index) {
  GstPad *pad = NULL;
  g_signal_emit_by_name(playbin, "get-text-pad", index, &pad);
  if (!pad) return NULL;
  GstCaps *caps = gst_pad_get_current_caps(pad);
  gst_object_unref(pad);
  if (!caps) return NULL;
  gchar *type = gst_caps_get_size(caps) > 0 ? g_strdup(gst_structure_get_name(gst_caps_get_structure(caps, 0))) : NULL;
  gst_caps_unref(caps);
  return type;
}

// Whether `message` says playbin's subtitle file failed: playbin turns the file's errors into
// warnings, and has taken the file's decoder out of itself before it posts them.
static inline gboolean playhead_message_is_subtitle_file_failure(GstMessage *message, GstElement *playbin) {
  return GST_MESSAGE_TYPE(message) == GST_MESSAGE_WARNING && playhead_subtitle_file(playbin)
    && !gst_object_has_as_ancestor(GST_MESSAGE_SRC(message), GST_OBJECT(playbin));
}

// playbin's "get-video-pad" action signal: the pad of video stream `index`, whose caps are the
// decoder's (the caller unrefs it), or NULL.
static inline GstPad *playhead_video_pad(GstElement *playbin, gint index) {
  GstPad *pad = NULL;
  g_signal_emit_by_name(playbin, "get-video-pad", index, &pad);
  return pad;
}

static inline gint playhead_get_int(gpointer object, const char *name) {
  gint value = 0;
  g_object_get(object, name, &value, NULL);
  return value;
}

// The name of the factory that made `element` ("wavparse"), or NULL.
static inline const gchar *playhead_element_factory(GstElement *element) {
  GstElementFactory *factory = gst_element_get_factory(element);
  return factory ? gst_plugin_feature_get_name(GST_PLUGIN_FEATURE(factory)) : NULL;
}

// Starts a flush on every sink pad of each stream selector inside `bin` (playbin's input-selectors
// of sound and subtitle streams). playbin has them wait for the clock to reach each buffer of a
// stream not taken (sync-mode "clock"), and GStreamer 1.22 does not cut that wait short when the
// pipeline leaves PLAYING: taking the pipeline to NULL then waits until the clock reaches the next
// buffer of a subtitle stream not shown, which can be a minute away. A flush wakes it at once.
static inline void playhead_flush_stream_selectors(GstElement *bin) {
  GstIterator *elements = gst_bin_iterate_recurse(GST_BIN(bin));
  GValue item = G_VALUE_INIT;
  GstIteratorResult result;
  while ((result = gst_iterator_next(elements, &item)) != GST_ITERATOR_DONE && result != GST_ITERATOR_ERROR) {
    if (result == GST_ITERATOR_RESYNC) {
      gst_iterator_resync(elements);
      continue;
    }
    GstElement *element = GST_ELEMENT(g_value_get_object(&item));
    const gchar *factory = playhead_element_factory(element);
    if (factory != NULL && strcmp(factory, "input-selector") == 0) {
      GstIterator *pads = gst_element_iterate_sink_pads(element);
      GValue pad = G_VALUE_INIT;
      while (gst_iterator_next(pads, &pad) == GST_ITERATOR_OK) {
        gst_pad_send_event(GST_PAD(g_value_get_object(&pad)), gst_event_new_flush_start());
        g_value_reset(&pad);
      }
      g_value_unset(&pad);
      gst_iterator_free(pads);
    }
    g_value_reset(&item);
  }
  g_value_unset(&item);
  gst_iterator_free(elements);
}

// The factory name of the element that posted `message` ("souphttpsrc"), or NULL.
static inline const gchar *playhead_message_source_factory(GstMessage *message) {
  GstObject *source = GST_MESSAGE_SRC(message);
  if (source == NULL || !GST_IS_ELEMENT(source)) return NULL;
  return playhead_element_factory(GST_ELEMENT(source));
}

// The buffer a caps' first structure keeps as "codec_data" (an SSA/ASS stream's script header,
// as Matroska's track private data), borrowed; NULL without one.
static inline GstBuffer *playhead_caps_codec_data(GstCaps *caps) {
  if (caps == NULL || gst_caps_get_size(caps) == 0) return NULL;
  const GValue *value = gst_structure_get_value(gst_caps_get_structure(caps, 0), "codec_data");
  return (value != NULL && GST_VALUE_HOLDS_BUFFER(value)) ? gst_value_get_buffer(value) : NULL;
}

// The `index`th attachment a tag event names (a Matroska file's fonts), a reference to release
// with gst_sample_unref; NULL past the last, or for another event.
static inline GstSample *playhead_tag_event_attachment(GstEvent *event, guint index) {
  if (GST_EVENT_TYPE(event) != GST_EVENT_TAG) return NULL;
  GstTagList *tags = NULL;
  gst_event_parse_tag(event, &tags);
  GstSample *sample = NULL;
  if (tags == NULL || !gst_tag_list_get_sample_index(tags, GST_TAG_ATTACHMENT, index, &sample)) return NULL;
  return sample;
}

// The file name an attachment's sample gives ("filename" in its info), borrowed; NULL without.
static inline const gchar *playhead_sample_file_name(GstSample *sample) {
  const GstStructure *info = gst_sample_get_info(sample);
  return info != NULL ? gst_structure_get_string(info, "filename") : NULL;
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

// mallopt's option is a macro.
static inline int playhead_limit_malloc_arenas(int count) { return mallopt(M_ARENA_MAX, count); }

// Hands the pages of freed memory back to the system, wherever in the heaps they lie.
static inline int playhead_return_freed_memory(void) { return malloc_trim(0); }

#endif
