#ifndef PLAYHEAD_CCAIRO_SHIM_H
#define PLAYHEAD_CCAIRO_SHIM_H

#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <pango/pangocairo.h>

#endif
