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
