#!/usr/bin/python3
"""Playhead's window at the sizes people watch in, beside mpv and gst-play-1.0, on Xvfb.

Usage: window_sizes.py [--playhead PATH] [--runs N]  (`make bench` runs it)

Run as users run it: no renderer or other variable named, sound to a silent clocked sink (mpv:
its null output, which keeps time). CPU is the player's plus the X server's, in seconds per
second from 4 to 13 s into a 15 s clip (the controls have hidden by then unless kept); medians of
N runs, the players taking turns.

- 720p25 in a 1920x1080 window against mpv `--vo=x11 --hwdec=no`, which scales in software
  too: target ratio <= 1.0.
- 1080p25 shown 1:1: controls hidden against gst-play-1.0 (ximagesink), target <= 1.1; controls
  kept shown (`--keep-controls`) against hidden, target <= 1.2.
- Frames decoded but never drawn or dropped (`--stats`), worst run, at 720p25 in 1920x1080,
  1080p25 1:1 and 1080p25 in 1280x720: target 0.
"""

import os
import statistics
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from engine_vs_gst_play import AUDIO_SINK, make_clip  # noqa: E402
from figures import Figure, run_alone  # noqa: E402
from window_vs_gst_play import Xvfb, environment, lost_frames, sample  # noqa: E402

CLIP_SECONDS = 15
FULL_HD = (1920, 1080)
HD = (1280, 720)


def cost(command, size):
    """CPU s/s of `command` plus the X server on a `size` screen, and what it printed."""
    with Xvfb(size) as xvfb:
        env = environment(xvfb.display)
        player = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                  text=True)
        # Away from the controls, which hide 3 s after this last move.
        subprocess.run(["xdotool", "mousemove", str(size[0] - 1), "0"], env=env, check=True)
        app, server = sample(player, xvfb, start=4, end=13)
        output, _ = player.communicate(timeout=CLIP_SECONDS + 30)
        return app + server, output


def playhead(program, media, size, keep_controls=False, extra=()):
    """Playhead's CPU and its frames lost, playing `media` to the end in a `size` window, with
    `extra` options."""
    # Past the clip's end by a second: the window stays open at the end, as players do.
    command = [program, "play", media, "--seek", "0", "--size", f"{size[0]}x{size[1]}", "--stats", "--for",
               str(CLIP_SECONDS + 1)]
    spent, output = cost(command + (["--keep-controls"] if keep_controls else []) + list(extra), size)
    return spent, lost_frames(output)


def mpv(media, size, extra=()):
    """mpv's CPU (and the X server's) playing `media` in a `size` window, with `extra` options."""
    command = ["mpv", "--vo=x11", "--hwdec=no", "--ao=null", "--no-terminal", "--no-osc",
               f"--geometry={size[0]}x{size[1]}+0+0", media] + list(extra)
    return cost(command, size)[0]


def gst_play(media, size):
    command = ["gst-play-1.0", "--no-interactive", "--quiet", "--videosink", "ximagesink", "--audiosink",
               AUDIO_SINK, media]
    return cost(command, size)[0]


def figures(program, runs=3):
    """Measures the players on fresh clips; returns one Figure per measure."""
    with tempfile.TemporaryDirectory() as folder:
        clip720 = make_clip(folder, 1280, 720, 25, CLIP_SECONDS)
        clip1080 = make_clip(folder, 1920, 1080, 25, CLIP_SECONDS)
        scaled, theirs, lost_scaled = [], [], []
        hidden, shown, peer, lost_full = [], [], [], []
        for _ in range(runs):
            spent, lost = playhead(program, clip720, FULL_HD)
            scaled.append(spent)
            lost_scaled.append(lost)
            theirs.append(mpv(clip720, FULL_HD))
            spent, lost = playhead(program, clip1080, FULL_HD)
            hidden.append(spent)
            lost_full.append(lost)
            spent, lost = playhead(program, clip1080, FULL_HD, keep_controls=True)
            shown.append(spent)
            lost_full.append(lost)
            peer.append(gst_play(clip1080, FULL_HD))
        _, lost_down = playhead(program, clip1080, HD)
    median = statistics.median
    return [
        Figure("window: 720p25 in 1920x1080, player + X (peer: mpv)", median(scaled), "s/s", peer=median(theirs),
               ratio_target=1.0),
        Figure("window: 1080p25 1:1, controls hidden, player + X", median(hidden), "s/s", peer=median(peer),
               ratio_target=1.1),
        Figure("window: 1080p25 1:1, controls shown (peer: hidden)", median(shown), "s/s", peer=median(hidden),
               ratio_target=1.2),
        Figure("window: frames lost, 720p25 in 1920x1080", max(lost_scaled), "", limit=0),
        Figure("window: frames lost, 1080p25 1:1", max(lost_full), "", limit=0),
        Figure("window: frames lost, 1080p25 in 1280x720", lost_down, "", limit=0),
    ]


def describe(runs=3):
    """What `figures` measures, with the same run count."""
    return f"{CLIP_SECONDS} s clips at 720p25 and 1080p25 on 1920x1080 and 1280x720 Xvfb screens; medians of {runs} runs"


if __name__ == "__main__":
    sys.exit(run_alone(__doc__, figures, describe, 3))
