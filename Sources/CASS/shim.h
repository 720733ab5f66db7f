// libass, the SSA/ASS renderer mpv, VLC and FFmpeg use (pkg-config's flags put its folder on
// the path).
#include <ass/ass.h>

// libass's messages go to stderr unless a callback takes them; this one drops them (a script's
// unknown tags and missing fonts are not the viewer's business).
static void playhead_ass_ignore(int level, const char *format, va_list arguments, void *data) {}

static inline void playhead_ass_silence(ASS_Library *library) {
  ass_set_message_cb(library, playhead_ass_ignore, NULL);
}
