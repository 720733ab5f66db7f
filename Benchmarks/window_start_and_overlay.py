#!/usr/bin/python3
"""`playhead play` beside gst-play-1.0: launch to first visible frame, peak memory, and the
cost of the controls over the video.

Usage: window_start_and_overlay.py [--playhead PATH] [--runs N]  (`make bench` runs it)

Run as users run it: no renderer or other variable named (Playhead picks GTK's Cairo renderer,
with GDK's GL off, where there is no GPU), gst-play given ximagesink, sound to a silent sink.

- First visible frame: from starting the program to the first moment a pixel of the video's top
  left bar (light grey in the SMPTE pattern) is on the screen, read with XGetImage every 2 ms;
  medians of N runs, the two players interleaved; target ratio <= 1.2.
- Memory: peak resident set (VmHWM) after 8 s of playing; target ratio <= 1.5.
- Controls: Playhead's CPU (player + X) with its controls shown (the pointer resting on them,
  which keeps them up) against hidden; target ratio <= 1.2.
"""

import os
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from engine_vs_gst_play import AUDIO_SINK, make_fixture  # noqa: E402
from figures import Figure, run_alone  # noqa: E402
from window_vs_gst_play import Xvfb, environment, sample_and_stop  # noqa: E402
from x_display import Display  # noqa: E402

SIZE = (1280, 720)
LIGHT_BAR = (100, 100)  # inside the pattern's first bar, clear of the controls


def gst_play(media):
    return ["gst-play-1.0", "--no-interactive", "--quiet", "--videosink", "ximagesink", "--audiosink", AUDIO_SINK,
            media]


def playhead_play(playhead, media):
    return [playhead, "play", media, "--seek", "0", "--size", f"{SIZE[0]}x{SIZE[1]}"]


def first_frame(command):
    """Seconds from starting `command` to its first visible video pixel."""
    with Xvfb() as xvfb:
        screen = Display(xvfb.display)
        start = time.perf_counter()
        player = subprocess.Popen(command, env=environment(xvfb.display),
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            while time.perf_counter() - start < 15:  # a hang guard
                pixel = screen.pixel(*LIGHT_BAR)
                if pixel is not None and all(((pixel >> shift) & 0xFF) > 0xA0 for shift in (0, 8, 16)):
                    return time.perf_counter() - start
                time.sleep(0.002)
            raise RuntimeError(f"no video on the screen within 15 s: {command[0]}")
        finally:
            player.kill()
            player.wait()


def peak_memory(command, server=Xvfb, environment_of=lambda xvfb: environment(xvfb.display)):
    """Peak resident MiB after 8 s of playing, on a fresh `server` (Xvfb unless given), whose
    variables `environment_of` gives."""
    with server() as running:
        player = subprocess.Popen(command, env=environment_of(running),
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(8)
        with open(f"/proc/{player.pid}/status") as status:
            peak = next(int(line.split()[1]) for line in status if line.startswith("VmHWM"))
        player.kill()
        player.wait()
        return peak / 1024


def playing_cost(command, controls_shown):
    """CPU seconds per second, player plus X server, with the controls shown or hidden."""
    with Xvfb() as xvfb:
        env = environment(xvfb.display)
        player = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(2)
        # Resting on the bar keeps the controls up; in a corner, away from them, they hide.
        point = (SIZE[0] // 4, SIZE[1] - 8) if controls_shown else (SIZE[0] - 1, 0)
        subprocess.run(["xdotool", "mousemove", str(point[0]), str(point[1])], env=env, check=True)
        return sum(sample_and_stop(player, xvfb, start=3, end=13))


def figures(playhead, runs=5):
    """Measures both players on a fresh fixture; returns one Figure per measure."""
    with tempfile.TemporaryDirectory() as folder:
        media = make_fixture(folder)
        ours, theirs = [], []
        for _ in range(runs):
            ours.append(first_frame(playhead_play(playhead, media)))
            theirs.append(first_frame(gst_play(media)))
        memory = peak_memory(playhead_play(playhead, media)), peak_memory(gst_play(media))
        shown = statistics.median(playing_cost(playhead_play(playhead, media), True) for _ in range(3))
        hidden = statistics.median(playing_cost(playhead_play(playhead, media), False) for _ in range(3))
    return [
        Figure("window: launch to first visible frame", statistics.median(ours) * 1000, "ms",
               peer=statistics.median(theirs) * 1000, ratio_target=1.2),
        Figure("window: peak resident memory, 720p", memory[0], "MiB", peer=memory[1], ratio_target=1.5),
        Figure("window: CPU with controls shown (peer: hidden)", shown, "s/s", peer=hidden, ratio_target=1.2),
    ]


def describe(runs=5):
    """What `figures` measures, with the same run count."""
    return (f"the same 720p file; first visible frame medians of {runs} interleaved runs, memory after 8 s, "
            "controls shown against hidden (medians of 3)")


if __name__ == "__main__":
    sys.exit(run_alone(__doc__, figures, describe, 5))
