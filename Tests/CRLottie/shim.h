#ifndef PLAYHEAD_CRLOTTIE_SHIM_H
#define PLAYHEAD_CRLOTTIE_SHIM_H

#include <rlottie_capi.h>

#endif
