// Blending one colour through a coverage mask into 32-bit pixels: how libass's bitmaps are laid
// over a video picture (`StyledSubtitlePicture`).
#ifndef PLAYHEAD_MASK_BLENDING_H
#define PLAYHEAD_MASK_BLENDING_H

#include <stddef.h>
#include <stdint.h>

/// Blends `rgb` (0xRRGGBB) at `opacity` (0–255) through `mask` (8-bit coverage, `width` ×
/// `height`, rows `mask_stride` bytes apart) over the pixels at `pixels` (Cairo's ARGB32,
/// premultiplied, or RGB24, rows `stride` bytes apart), as Cairo's OVER does: each channel moves
/// toward the colour by coverage × opacity, exact at none and at full coverage and within one
/// step of Cairo's result between.
void playhead_blend_mask(
    uint32_t *pixels, ptrdiff_t stride, const uint8_t *mask, ptrdiff_t mask_stride, int width, int height,
    uint32_t rgb, uint32_t opacity);

#endif
