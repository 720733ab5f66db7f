#!/usr/bin/python3
"""`playhead play`'s timeline: how soon a skip's tap shows the new picture, against how long
gst-play-1.0 takes to seek accurately on the same file; how soon a preview thumbnail shows, and
whether previewing costs playback a frame.

Usage: window_timeline.py [--playhead PATH] [--runs N]  (`make bench` runs it)

- Tap to new picture: the window paused on the 720p fixture (1280x720, 1:1, on a fresh Xvfb) at
  3.9 s; a key tap (L, then J, each over a second after the last, so none adds up with another) goes to
  13.9 s (gst-play's target) and back, each 1.9 s past a keyframe as gst-play's is. It is sent with
  XTest, and the time runs until a row of the video across the top differs on the screen (read
  with XGetImage every millisecond). The peer is gst-play-1.0's accurate seek on the same file
  (from the seek event to the async-done after it, in its own log, as engine_vs_gst_play.py
  measures it): what the player itself takes, without any input or display; one run after each
  tap, while the window waits paused. Medians of N taps and N seeks; target ratio <= 1.2.
- First preview thumbnail: a 60 s 1080p25 H.264 file (a keyframe every 2 s) playing in a
  1280x720 window; a second after its first picture is on the screen, the pointer (XTest) comes
  onto the bar's row of buttons (the thumbnails' pipeline opens and starts prefetching along the
  timeline), and 0.2 s later down onto the scrubber over the time the prefetch reaches last; the
  time runs from then until the thumbnail is in the
  preview box (the box's edge its dark grey, the thumbnail's row of several colours, not the grey
  that holds its place). Median of N/2 windows; target <= 150 ms.
- Frames lost while previewing: 20 s of the same file played with `--stats`, the pointer moving
  along the scrubber to a new time every 150 ms (each one a thumbnail to decode), against a run
  with the pointer resting on the bar beside it (the controls shown in both); two runs each way,
  taking turns, summed. Target: no more lost than resting (0 when resting loses none).
"""

import os
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from engine_vs_gst_play import ACCURATE_TARGET, make_clip, make_fixture, players  # noqa: E402
from figures import Figure, run_alone  # noqa: E402
from window_vs_gst_play import Xvfb, environment, lost_frames  # noqa: E402
from x_display import Display  # noqa: E402

SIZE = (1280, 720)
ROW = 100  # a row of the pattern's bars, clear of the controls and of the messages
TAP_TARGET_RATIO = 1.2
SKIP = 10  # seconds a tap skips: from ACCURATE_TARGET - SKIP to gst-play's own target and back
THUMBNAIL_LIMIT = 150  # ms
PREVIEW_SECONDS = 60
PLAYED_SECONDS = 20
LOSS_RUNS = 2
# The layout at 1280x720 (OverlayLayout at the text scale, unit 1): the track from x 88 to 1192,
# centred at y 698 (its top at 696); the preview's box (TimelinePreview) ends 10 above the track, a
# line of text 18 high and a padding of 3 on either side of it under its thumbnail, which is 90
# high; its edge is a dark grey (TimelinePreview.background, 0.1), the thumbnail's place, until it
# comes, a lighter one (0.2).
TRACK = (88, 1192, 698)
BOX_BOTTOM = 696 - 10
THUMBNAIL_MIDDLE = BOX_BOTTOM - 3 - 18 - 3 - 45
# The pointer's way to the scrubber: from the bar's row of buttons, 60 pixels above it, in 0.2 s.
APPROACH = 60
APPROACH_SECONDS = float(os.environ.get("APPROACH_SECONDS", "0.2"))


def tap_latencies(playhead, media, runs, between):
    """Seconds from each skip tap to the new picture on the screen, `runs` times; `between()`
    runs after each tap, while the window waits paused (drawing nothing)."""
    with Xvfb(SIZE) as xvfb:
        player = subprocess.Popen(
            [playhead, "play", media, "--seek", str(ACCURATE_TARGET - SKIP), "--size", f"{SIZE[0]}x{SIZE[1]}"],
            env=environment(xvfb.display), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            display = Display(xvfb.display)
            display.wait_for_video(ROW, 0, SIZE[0])
            display.key("k")
            time.sleep(1.5)
            latencies = []
            for tap in range(runs):
                before = display.row(ROW, 0, SIZE[0])
                display.key("l" if tap % 2 == 0 else "j")
                latencies.append(display.wait_for_change(before, ROW, 0, SIZE[0]))
                time.sleep(1)  # past the skip button's window: the next tap starts a run of its own
                between()
            return latencies
        finally:
            player.kill()
            player.wait()


def spread_order(count):
    """ThumbnailPlanner.spreadOrder: the middle bucket, then the halves' middles, and so on."""
    order, parts = [], 1
    while len(order) < count:
        for part in range(parts):
            bucket = min(int((part + 0.5) * count / parts), count - 1)
            if bucket not in order:
                order.append(bucket)
        parts *= 2
    return order


def is_grey(pixel, low, high):
    """Whether `pixel` (0xRRGGBB) is a grey whose channels lie from `low` to `high`."""
    channels = [(pixel >> shift) & 0xFF for shift in (0, 8, 16)]
    return max(channels) - min(channels) <= 2 and all(low <= channel <= high for channel in channels)


def track_x(seconds, duration):
    return int(TRACK[0] + (TRACK[1] - TRACK[0]) * seconds / duration)


def first_thumbnail(playhead, media):
    """Seconds from the pointer arriving on the scrubber to the thumbnail in the preview box."""
    seconds = spread_order(PREVIEW_SECONDS)[-1] + 0.5  # a bucket a second long: its middle
    x = track_x(seconds, PREVIEW_SECONDS)
    with Xvfb(SIZE) as xvfb:
        player = subprocess.Popen(
            [playhead, "play", media, "--seek", "0", "--size", f"{SIZE[0]}x{SIZE[1]}"],
            env=environment(xvfb.display), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            display = Display(xvfb.display)
            display.wait_for_video(ROW, 0, SIZE[0])
            time.sleep(1)
            # As a hand moves it: onto the bar (the thumbnails start), then down to the scrubber.
            display.move(x, TRACK[2] - APPROACH)
            time.sleep(APPROACH_SECONDS)
            display.move(x, TRACK[2])
            start = time.perf_counter()
            while time.perf_counter() - start < 10:  # a hang guard
                # The thumbnail's middle row, across its middle half; the box's edge under it.
                row = display.row(THUMBNAIL_MIDDLE, x - 40, x + 40, step=4)
                edge = display.row(BOX_BOTTOM - 3, x - 40, x - 39, step=1)
                if len(set(row)) > 2 and not any(is_grey(pixel, 0x2C, 0x3A) for pixel in row) and \
                        edge and is_grey(edge[0], 0x10, 0x22):
                    return time.perf_counter() - start
                time.sleep(0.001)
            raise RuntimeError("no thumbnail within 10 s")
        finally:
            player.kill()
            player.wait()


def lost_while(playhead, media, previewing):
    """Frames lost playing `media` through, the pointer moving along the scrubber (`previewing`)
    or resting on the bar below it."""
    with Xvfb(SIZE) as xvfb:
        player = subprocess.Popen(
            [playhead, "play", media, "--seek", "0", "--size", f"{SIZE[0]}x{SIZE[1]}", "--stats", "--for",
             str(PLAYED_SECONDS)],
            env=environment(xvfb.display), stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        display = Display(xvfb.display)
        display.wait_for_video(ROW, 0, SIZE[0])
        step = 0
        while player.poll() is None:
            if previewing:
                # A new time every 150 ms, stepping through the timeline out of order.
                seconds = (step * 17.3) % PREVIEW_SECONDS
                display.move(track_x(seconds, PREVIEW_SECONDS), TRACK[2])
                step += 1
            else:
                display.move(SIZE[0] // 4, SIZE[1] - 8)
            time.sleep(0.15)
        output, _ = player.communicate(timeout=30)
        return lost_frames(output)


def figures(playhead, runs=10):
    """Measures Playhead's taps and gst-play's seeks on a fresh fixture, taking turns, then the
    preview's first thumbnail and what previewing costs playback."""
    with tempfile.TemporaryDirectory() as folder:
        media = make_fixture(folder)
        gst_play = next(player for player in players(playhead, media) if player.name == "gst-play-1.0")
        gst_play.seek_run(ACCURATE_TARGET, "accurate")  # warms the disk cache and the registry
        seeks = []
        taps = tap_latencies(playhead, media, runs,
                             lambda: seeks.append(gst_play.seek_run(ACCURATE_TARGET, "accurate")[1]))
        clip = make_clip(folder, 1920, 1080, 25, PREVIEW_SECONDS)
        thumbnails = [first_thumbnail(playhead, clip) for _ in range(max(runs // 2, 1))]
        plain = previewing = 0
        for _ in range(LOSS_RUNS):
            plain += lost_while(playhead, clip, previewing=False)
            previewing += lost_while(playhead, clip, previewing=True)
    return [
        Figure("window: skip tap to new picture (peer: gst-play accurate seek)",
               statistics.median(taps) * 1000, "ms", peer=statistics.median(seeks) * 1000,
               ratio_target=TAP_TARGET_RATIO),
        Figure("window: first preview thumbnail, 1080p", statistics.median(thumbnails) * 1000, "ms",
               limit=THUMBNAIL_LIMIT),
        Figure("window: frames lost previewing, 1080p (peer: resting)", previewing, "frames", peer=plain,
               limit=plain),
    ]


def describe(runs=10):
    """What `figures` measures, with the same run count."""
    return (f"the 720p fixture, paused in a {SIZE[0]}x{SIZE[1]} window; medians of {runs} skip taps and "
            f"{runs} gst-play accurate seeks; a 60 s 1080p25 file's previews, median of {max(runs // 2, 1)} first "
            f"thumbnails, frames lost over {LOSS_RUNS} x {PLAYED_SECONDS} s each way")


if __name__ == "__main__":
    sys.exit(run_alone(__doc__, figures, describe, 10))
