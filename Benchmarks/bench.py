#!/usr/bin/python3
"""`make bench`'s comparisons with gst-play-1.0, in one table.

Usage: bench.py [--playhead PATH]

Runs the engine comparison (engine_vs_gst_play.py), the window comparison
(window_vs_gst_play.py), the window's start-up, memory and controls
(window_start_and_overlay.py), the window at other sizes beside mpv (window_sizes.py), a busy karaoke script over 1080p beside
the same video without it (styled_subtitles.py), a local HLS stream's first frame, down-switch
and stalls beside gst-play-1.0's playbin3 (adaptive_streams.py), the
timeline's skips and previews (window_timeline.py), the window on Wayland (weston_vs_gst_play.py), how
long the window takes to quit over FFmpeg's and GStreamer's films (quit_latency.py), the controls' rendering beside a plain C Cairo
program (controls_vs_c.py) and the soak's figures (soak.py: those `make soak` kept for this
commit, else a soak run now, SOAK_MINUTES long) in turn, then prints every figure with its target, the ratio to the peer
measured in the same run, and met or MISSED. A comparison that fails to run is a missed row that
says why. The exit status is 0 exactly when every target is met.
"""

import argparse
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import adaptive_streams  # noqa: E402
import controls_vs_c  # noqa: E402
import engine_vs_gst_play  # noqa: E402
import quit_latency  # noqa: E402
import soak  # noqa: E402
import styled_subtitles  # noqa: E402
import window_start_and_overlay  # noqa: E402
import window_sizes  # noqa: E402
import window_timeline  # noqa: E402
import window_vs_gst_play  # noqa: E402
import weston_vs_gst_play  # noqa: E402
from figures import Missing, print_table  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--playhead", default=".build/release/playhead")
    arguments = parser.parse_args()
    playhead = os.path.abspath(arguments.playhead)
    # Every run starts as on a new account: nothing a window remembers (its volume) comes from
    # the person's own use. Each window is given --seek 0, as gst-play starts at the start: none
    # goes on where an earlier run left the same file.
    state = tempfile.TemporaryDirectory(prefix="playhead-bench-state-")
    os.environ["XDG_STATE_HOME"] = state.name
    figures = []
    comparisons = (("engine", engine_vs_gst_play), ("window", window_vs_gst_play),
                   ("window start-up and overlay", window_start_and_overlay),
                   ("window sizes", window_sizes), ("styled subtitles", styled_subtitles),
                   ("adaptive streams", adaptive_streams),
                   ("window timeline", window_timeline),
                   ("Weston", weston_vs_gst_play), ("quit", quit_latency),
                   ("controls' rendering", controls_vs_c), ("soak", soak))
    for name, comparison in comparisons:
        print(f"== {name}: {comparison.describe()}", flush=True)
        try:
            figures += comparison.figures(playhead)
        except Exception as error:  # a comparison that cannot run has missed its targets
            figures.append(Missing(f"{name} comparison", f"did not run: {error}"))
    print()
    return 0 if print_table(figures, "Playhead beside gst-play-1.0, mpv and C, measured in this run:") else 1


if __name__ == "__main__":
    sys.exit(main())
