// uchardet, the encoding detector mpv and VLC use (pkg-config's flags put its folder on the path).
#include <uchardet.h>
