#ifndef PLAYHEAD_CGTK_SHIM_H
#define PLAYHEAD_CGTK_SHIM_H

#include <gtk/gtk.h>
#include <gdk/x11/gdkx.h>
#include <gdk/wayland/gdkwayland.h>
#include <wayland-client.h>
#include <cairo-xlib.h>
#include <X11/extensions/XShm.h>
#include <X11/Xlib-xcb.h>
#include <xcb/shm.h>
#include <sys/ipc.h>
#include <sys/shm.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/eventfd.h>
#include <glib-unix.h>

// GTK's variadic functions, its signal macros and GObject casts are invisible to Swift; each use
// is re-exposed here as a typed static inline function with the playhead_ prefix.

// libdispatch's hooks for a foreign run loop (the ones CoreFoundation uses): a file descriptor
// that becomes readable when the main queue has work, and the call that runs that work. Private to
// libdispatch: MainLoop.attachMainQueue says why they are used and what breaks if they change.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

static inline GtkWidget *playhead_drawing_area_new(GtkAccessibleRole role) {
  return GTK_WIDGET(g_object_new(GTK_TYPE_DRAWING_AREA, "accessible-role", role, NULL));
}

static inline GtkWidget *playhead_alert_label_new(void) {
  return GTK_WIDGET(g_object_new(GTK_TYPE_LABEL, "accessible-role", GTK_ACCESSIBLE_ROLE_ALERT, NULL));
}

static inline GtkWidget *playhead_scale_new(void) {
  return gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 1, 0.001);
}

static inline void playhead_accessible_set_label(GtkWidget *widget, const char *label) {
  gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

static inline void playhead_accessible_set_description(GtkWidget *widget, const char *text) {
  gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

static inline void playhead_accessible_set_value_text(GtkWidget *widget, const char *text) {
  gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text, -1);
}

static inline void playhead_accessible_set_busy(GtkWidget *widget, gboolean busy) {
  gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_BUSY, busy, -1);
}

static inline gboolean playhead_is_x11_display(GdkDisplay *display) { return GDK_IS_X11_DISPLAY(display); }
// Xlib's XDestroyImage is a macro.
static inline void playhead_ximage_destroy(XImage *image) { XDestroyImage(image); }
// Whether the X server maps memory files it is sent (MIT-SHM 1.2): not over a network.
static inline gboolean playhead_x11_takes_memory_files(Display *display) {
  xcb_connection_t *connection = XGetXCBConnection(display);
  const xcb_query_extension_reply_t *extension = xcb_get_extension_data(connection, &xcb_shm_id);
  if (extension == NULL || !extension->present) return FALSE;
  xcb_shm_query_version_reply_t *version =
      xcb_shm_query_version_reply(connection, xcb_shm_query_version(connection), NULL);
  gboolean takes = version != NULL && (version->major_version > 1 ||
                                       (version->major_version == 1 && version->minor_version >= 2));
  free(version);
  return takes;
}
// Has the X server map memory file `file` (read only) as a new shared-memory segment; its id, or
// 0 when the server refused. XCB closes the descriptors it sends, so a duplicate goes.
static inline uint32_t playhead_x11_attach_memory_file(Display *display, int file) {
  xcb_connection_t *connection = XGetXCBConnection(display);
  int copy = dup(file);
  if (copy < 0) return 0;
  uint32_t segment = xcb_generate_id(connection);
  xcb_generic_error_t *error =
      xcb_request_check(connection, xcb_shm_attach_fd_checked(connection, segment, copy, 1));
  if (error == NULL) return segment;
  free(error);
  return 0;
}
static inline void playhead_x11_detach_segment(Display *display, uint32_t segment) {
  xcb_shm_detach(XGetXCBConnection(display), segment);
}
static inline GdkX11Display *playhead_x11_display(GdkDisplay *display) { return GDK_X11_DISPLAY(display); }

static inline gboolean playhead_is_widget(gpointer object) { return GTK_IS_WIDGET(object); }
static inline GtkWindow *playhead_window(GtkWidget *widget) { return GTK_WINDOW(widget); }
static inline GtkWidget *playhead_native_widget(GtkNative *native) { return GTK_WIDGET(native); }
static inline GtkWindow *playhead_root_window(GtkWidget *widget) {
  GtkRoot *root = gtk_widget_get_root(widget);
  return GTK_IS_WINDOW(root) ? GTK_WINDOW(root) : NULL;
}
static inline GtkOverlay *playhead_overlay(GtkWidget *widget) { return GTK_OVERLAY(widget); }
static inline GtkBox *playhead_box(GtkWidget *widget) { return GTK_BOX(widget); }
static inline GtkPopover *playhead_popover(GtkWidget *widget) { return GTK_POPOVER(widget); }
static inline GtkToggleButton *playhead_toggle_button(GtkWidget *widget) { return GTK_TOGGLE_BUTTON(widget); }
static inline GtkLabel *playhead_label(GtkWidget *widget) { return GTK_LABEL(widget); }
static inline GtkButton *playhead_button(GtkWidget *widget) { return GTK_BUTTON(widget); }
static inline GtkPicture *playhead_picture(GtkWidget *widget) { return GTK_PICTURE(widget); }
static inline GtkCheckButton *playhead_check_button(GtkWidget *widget) { return GTK_CHECK_BUTTON(widget); }
static inline GtkSwitch *playhead_switch(GtkWidget *widget) { return GTK_SWITCH(widget); }
static inline GtkSpinButton *playhead_spin_button(GtkWidget *widget) { return GTK_SPIN_BUTTON(widget); }
static inline GtkDropDown *playhead_drop_down(GtkWidget *widget) { return GTK_DROP_DOWN(widget); }
static inline GtkMenuButton *playhead_menu_button(GtkWidget *widget) { return GTK_MENU_BUTTON(widget); }
static inline GtkGrid *playhead_grid(GtkWidget *widget) { return GTK_GRID(widget); }
static inline GMenuModel *playhead_menu_model(GMenu *menu) { return G_MENU_MODEL(menu); }

// A drop-down of `strings` (NULL-terminated) a person can also type into to find one, as the
// font list is long.
static inline GtkWidget *playhead_searchable_drop_down_new(const char *const *strings) {
  GtkExpression *expression = gtk_property_expression_new(GTK_TYPE_STRING_OBJECT, NULL, "string");
  GtkWidget *drop_down = gtk_drop_down_new(G_LIST_MODEL(gtk_string_list_new(strings)), expression);
  gtk_drop_down_set_enable_search(GTK_DROP_DOWN(drop_down), TRUE);
  return drop_down;
}

static inline int playhead_compare_names(const void *a, const void *b) {
  return g_utf8_collate(*(char *const *)a, *(char *const *)b);
}

// The font families the widget's Pango context knows, sorted, as a NULL-terminated list the
// caller frees with g_strfreev.
static inline char **playhead_font_families(GtkWidget *widget) {
  PangoFontFamily **families = NULL;
  int count = 0;
  pango_context_list_families(gtk_widget_get_pango_context(widget), &families, &count);
  GStrvBuilder *builder = g_strv_builder_new();
  for (int index = 0; index < count; index++) g_strv_builder_add(builder, pango_font_family_get_name(families[index]));
  g_free(families);
  char **names = g_strv_builder_end(builder);
  g_strv_builder_unref(builder);
  qsort(names, g_strv_length(names), sizeof(char *), playhead_compare_names);
  return names;
}

// GtkApplication and GIO's actions.
static inline GApplication *playhead_application(GtkApplication *application) { return G_APPLICATION(application); }
static inline GActionMap *playhead_application_actions(GtkApplication *application) { return G_ACTION_MAP(application); }
static inline void playhead_add_action(GActionMap *map, GSimpleAction *action) { g_action_map_add_action(map, G_ACTION(action)); }
static inline GActionMap *playhead_action_group_map(GSimpleActionGroup *group) { return G_ACTION_MAP(group); }
static inline void playhead_insert_action_group(GtkWidget *widget, const char *prefix, GSimpleActionGroup *group) {
  gtk_widget_insert_action_group(widget, prefix, G_ACTION_GROUP(group));
}

// What was dropped: the URIs of a file list, or NULL for a value of another type (text); a
// NULL-terminated list the caller frees with g_strfreev.
static inline char **playhead_dropped_file_uris(const GValue *value) {
  if (!G_VALUE_HOLDS(value, GDK_TYPE_FILE_LIST)) return NULL;
  GSList *files = g_value_get_boxed(value);
  GStrvBuilder *builder = g_strv_builder_new();
  for (GSList *file = files; file != NULL; file = file->next) {
    char *uri = g_file_get_uri(G_FILE(file->data));
    g_strv_builder_add(builder, uri);
    g_free(uri);
  }
  char **uris = g_strv_builder_end(builder);
  g_strv_builder_unref(builder);
  return uris;
}
// Text dropped, or NULL for another type.
static inline const char *playhead_dropped_text(const GValue *value) {
  return G_VALUE_HOLDS_STRING(value) ? g_value_get_string(value) : NULL;
}
// A drop target for files and text, copying.
static inline GtkDropTarget *playhead_file_drop_target_new(void) {
  GtkDropTarget *target = gtk_drop_target_new(G_TYPE_INVALID, GDK_ACTION_COPY);
  GType types[] = {GDK_TYPE_FILE_LIST, G_TYPE_STRING};
  gtk_drop_target_set_gtypes(target, types, 2);
  return target;
}

// Whether what `target` is being dropped was dragged from this program (GDK knows its drag).
static inline gboolean playhead_drop_is_from_this_program(GtkDropTarget *target) {
  GdkDrop *drop = gtk_drop_target_get_current_drop(target);
  return drop != NULL && gdk_drop_get_drag(drop) != NULL;
}
// A drop target for text alone, copying: the queue's rows, where its items are dragged.
static inline GtkDropTarget *playhead_text_drop_target_new(void) {
  return gtk_drop_target_new(G_TYPE_STRING, GDK_ACTION_COPY);
}
// What a drag offers: `text` (copied), as a string.
static inline GdkContentProvider *playhead_text_content_new(const char *text) {
  return gdk_content_provider_new_typed(G_TYPE_STRING, text);
}

// The words a file chooser shows, in the person's language: its buttons (with their mnemonic
// underscores) and the name of the filter that shows every file.
typedef struct {
  const char *accept;
  const char *cancel;
  const char *all_files;
} PlayheadChooserWords;

// A file chooser over `parent` (the desktop's own through its portal when there is one, else
// GTK's), modal, its buttons saying `words`: the files `shown` lets through listed unless "All
// files" is chosen; takes `shown`.
static inline GtkFileChooserNative *playhead_filtered_chooser_new(GtkWidget *parent, const char *title,
                                                                  PlayheadChooserWords words,
                                                                  GtkFileFilter *shown) {
  GtkFileChooserNative *chooser = gtk_file_chooser_native_new(
      title, GTK_WINDOW(parent), GTK_FILE_CHOOSER_ACTION_OPEN, words.accept, words.cancel);
  gtk_native_dialog_set_modal(GTK_NATIVE_DIALOG(chooser), TRUE);
  gtk_file_chooser_add_filter(GTK_FILE_CHOOSER(chooser), shown);
  GtkFileFilter *all = gtk_file_filter_new();
  gtk_file_filter_set_name(all, words.all_files);
  gtk_file_filter_add_pattern(all, "*");
  gtk_file_chooser_add_filter(GTK_FILE_CHOOSER(chooser), all);
  gtk_file_chooser_set_filter(GTK_FILE_CHOOSER(chooser), shown);
  g_object_unref(shown);
  g_object_unref(all);
  return chooser;
}
// A file chooser for media over `parent`: several files at once, video and audio shown (the
// filter called `media_name`).
static inline GtkFileChooserNative *playhead_media_chooser_new(GtkWidget *parent, const char *title,
                                                               PlayheadChooserWords words, const char *media_name) {
  GtkFileFilter *media = gtk_file_filter_new();
  gtk_file_filter_set_name(media, media_name);
  gtk_file_filter_add_mime_type(media, "video/*");
  gtk_file_filter_add_mime_type(media, "audio/*");
  gtk_file_filter_add_mime_type(media, "application/x-matroska");
  gtk_file_filter_add_mime_type(media, "application/ogg");
  GtkFileChooserNative *chooser = playhead_filtered_chooser_new(parent, title, words, media);
  gtk_file_chooser_set_select_multiple(GTK_FILE_CHOOSER(chooser), TRUE);
  return chooser;
}
// A file chooser for one subtitle file over `parent`: those with a name ending in `endings` (a
// NULL-ended list) shown, the filter called `subtitles_name`.
static inline GtkFileChooserNative *playhead_subtitle_chooser_new(GtkWidget *parent, const char *title,
                                                                  PlayheadChooserWords words,
                                                                  const char *subtitles_name,
                                                                  const char *const *endings) {
  GtkFileFilter *subtitles = gtk_file_filter_new();
  gtk_file_filter_set_name(subtitles, subtitles_name);
  for (; *endings != NULL; endings++) gtk_file_filter_add_suffix(subtitles, *endings);
  return playhead_filtered_chooser_new(parent, title, words, subtitles);
}
// Opens `chooser` in the folder at `path` (the media's) rather than its recent files.
static inline void playhead_chooser_set_folder(GtkFileChooserNative *chooser, const char *path) {
  GFile *folder = g_file_new_for_path(path);
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_file_chooser_set_current_folder(GTK_FILE_CHOOSER(chooser), folder, NULL);
  G_GNUC_END_IGNORE_DEPRECATIONS
  g_object_unref(folder);
}
static inline void playhead_native_dialog_show(GtkFileChooserNative *chooser) {
  gtk_native_dialog_show(GTK_NATIVE_DIALOG(chooser));
}
// The chosen files' URIs, one a line (a text/uri-list), owned by the caller (g_free).
static inline char *playhead_chosen_uris(GtkFileChooserNative *chooser) {
  GListModel *files = gtk_file_chooser_get_files(GTK_FILE_CHOOSER(chooser));
  GString *text = g_string_new(NULL);
  for (guint index = 0; index < g_list_model_get_n_items(files); index++) {
    GFile *file = g_list_model_get_item(files, index);
    char *uri = g_file_get_uri(file);
    g_string_append_printf(text, "%s\n", uri);
    g_free(uri);
    g_object_unref(file);
  }
  g_object_unref(files);
  return g_string_free(text, FALSE);
}

// Reads the clipboard of `widget`'s display: copied files as their URIs, one a line, else its
// text; then calls `receive` once with the text (NULL when there was none) and `data`.
typedef void (*PlayheadTextReceiver)(const char *text, gpointer data);
typedef struct { PlayheadTextReceiver receive; gpointer data; } PlayheadClipboardRead;
static void playhead_clipboard_text_read(GObject *source, GAsyncResult *result, gpointer user) {
  PlayheadClipboardRead *read = user;
  char *text = gdk_clipboard_read_text_finish(GDK_CLIPBOARD(source), result, NULL);
  read->receive(text, read->data);
  g_free(text);
  g_free(read);
}
static void playhead_clipboard_files_read(GObject *source, GAsyncResult *result, gpointer user) {
  PlayheadClipboardRead *read = user;
  const GValue *value = gdk_clipboard_read_value_finish(GDK_CLIPBOARD(source), result, NULL);
  GString *text = g_string_new(NULL);
  for (GSList *file = value != NULL ? g_value_get_boxed(value) : NULL; file != NULL; file = file->next) {
    char *uri = g_file_get_uri(G_FILE(file->data));
    g_string_append_printf(text, "%s\n", uri);
    g_free(uri);
  }
  read->receive(text->len > 0 ? text->str : NULL, read->data);
  g_string_free(text, TRUE);
  g_free(read);
}
static inline void playhead_read_clipboard(GtkWidget *widget, PlayheadTextReceiver receive, gpointer data) {
  GdkClipboard *clipboard = gtk_widget_get_clipboard(widget);
  PlayheadClipboardRead *read = g_new(PlayheadClipboardRead, 1);
  read->receive = receive;
  read->data = data;
  if (gdk_content_formats_contain_gtype(gdk_clipboard_get_formats(clipboard), GDK_TYPE_FILE_LIST)) {
    gdk_clipboard_read_value_async(clipboard, GDK_TYPE_FILE_LIST, G_PRIORITY_DEFAULT, NULL,
                                   playhead_clipboard_files_read, read);
  } else {
    gdk_clipboard_read_text_async(clipboard, NULL, playhead_clipboard_text_read, read);
  }
}

// The desktop's double-click time, in milliseconds (GTK's "gtk-double-click-time" setting).
static inline gint playhead_double_click_time(void) {
  gint milliseconds = 400;
  GtkSettings *settings = gtk_settings_get_default();
  if (settings != NULL) g_object_get(settings, "gtk-double-click-time", &milliseconds, NULL);
  return milliseconds;
}

// An image file's bytes (PNG, JPEG…) decoded into a texture (owned by the caller), or NULL when
// GTK cannot read them.
static inline GdkPaintable *playhead_texture_from_data(const void *data, gsize size) {
  GBytes *bytes = g_bytes_new(data, size);
  GdkTexture *texture = gdk_texture_new_from_bytes(bytes, NULL);
  g_bytes_unref(bytes);
  return texture ? GDK_PAINTABLE(texture) : NULL;
}
static inline GtkRange *playhead_range(GtkWidget *widget) { return GTK_RANGE(widget); }
static inline GtkScale *playhead_scale(GtkWidget *widget) { return GTK_SCALE(widget); }
static inline GtkScrolledWindow *playhead_scrolled_window(GtkWidget *widget) { return GTK_SCROLLED_WINDOW(widget); }
static inline GtkActionable *playhead_actionable(GtkWidget *widget) { return GTK_ACTIONABLE(widget); }
static inline GtkDrawingArea *playhead_drawing_area(GtkWidget *widget) { return GTK_DRAWING_AREA(widget); }
static inline GActionMap *playhead_action_map(GSimpleActionGroup *group) { return G_ACTION_MAP(group); }
static inline GActionGroup *playhead_action_group(GSimpleActionGroup *group) { return G_ACTION_GROUP(group); }

// Wayland: the video's own subsurface (WaylandFramePresenter).
static inline gboolean playhead_is_wayland_display(GdkDisplay *display) { return GDK_IS_WAYLAND_DISPLAY(display); }
static inline struct wl_display *playhead_wl_display(GdkDisplay *display) {
  return gdk_wayland_display_get_wl_display(display);
}
static inline struct wl_surface *playhead_wl_surface(GdkSurface *surface) {
  return gdk_wayland_surface_get_wl_surface(surface);
}
// glibc declares memfd_create only with _GNU_SOURCE, which would set its headers apart from the
// other modules'; 1 is MFD_CLOEXEC.
extern int memfd_create(const char *name, unsigned int flags);
static inline int playhead_memfd(const char *name) { return memfd_create(name, 1U); }

// The globals a subsurface of our own needs, bound on `queue` so that GDK's queue never sees
// their events; any of them NULL when the compositor lacks it.
typedef struct {
  struct wl_compositor *compositor;
  struct wl_subcompositor *subcompositor;
  struct wl_shm *shm;
} PlayheadWaylandGlobals;

static inline void playhead_registry_global(
    void *data, struct wl_registry *registry, uint32_t name, const char *interface, uint32_t version) {
  PlayheadWaylandGlobals *globals = data;
  if (strcmp(interface, wl_compositor_interface.name) == 0) {
    globals->compositor = wl_registry_bind(registry, name, &wl_compositor_interface, version < 4 ? version : 4);
  } else if (strcmp(interface, wl_subcompositor_interface.name) == 0) {
    globals->subcompositor = wl_registry_bind(registry, name, &wl_subcompositor_interface, 1);
  } else if (strcmp(interface, wl_shm_interface.name) == 0) {
    globals->shm = wl_registry_bind(registry, name, &wl_shm_interface, 1);
  }
}

static inline void playhead_registry_global_remove(void *data, struct wl_registry *registry, uint32_t name) {}

// One round trip to the compositor, on `queue`, at the presenter's start.
static inline PlayheadWaylandGlobals playhead_wayland_globals(struct wl_display *display, struct wl_event_queue *queue) {
  static const struct wl_registry_listener listener = {playhead_registry_global, playhead_registry_global_remove};
  PlayheadWaylandGlobals globals = {NULL, NULL, NULL};
  struct wl_display *wrapper = wl_proxy_create_wrapper(display);
  wl_proxy_set_queue((struct wl_proxy *)wrapper, queue);
  struct wl_registry *registry = wl_display_get_registry(wrapper);
  wl_proxy_wrapper_destroy(wrapper);
  wl_registry_add_listener(registry, &listener, &globals);
  wl_display_roundtrip_queue(display, queue);
  wl_registry_destroy(registry);
  return globals;
}

static inline void playhead_buffer_released(void *data, struct wl_buffer *buffer) { *(gboolean *)data = TRUE; }

// Sets `*released` to TRUE each time the compositor lets go of `buffer` (on its queue).
static inline void playhead_watch_buffer_release(struct wl_buffer *buffer, gboolean *released) {
  static const struct wl_buffer_listener listener = {playhead_buffer_released};
  wl_buffer_add_listener(buffer, &listener, released);
}

#endif

// The desktop's text scale: its font DPI (`gtk-xft-dpi`, in 1024ths) over 96; 1 when unset.
static inline double playhead_text_scale(GtkWidget *widget) {
  int dpi = 0;
  g_object_get(gtk_widget_get_settings(widget), "gtk-xft-dpi", &dpi, NULL);
  return dpi > 0 ? dpi / 1024.0 / 96.0 : 1.0;
}
