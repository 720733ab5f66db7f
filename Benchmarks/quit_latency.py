#!/usr/bin/python3
"""How long Playhead's window takes to go, from Q to the process's exit, over the ordinary films.

Usage: quit_latency.py [--playhead PATH] [--runs N]  (`make bench` runs it)

The films are FFmpeg's and GStreamer's in every common container, with one and two sound
streams, SRT and ASS subtitles, chapters and titles (`EngineSoak ordinary-files` makes them, as
the tests do). Each plays in a window on Xvfb for two seconds, paused for one in every other run;
then Q is pressed, and the time until the process has exited is measured. The figure is the
worst file's median of N runs: target 0.5 s (an MKV holding SRT and ASS streams took 42-55 s).
"""

import os
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from figures import Figure, run_alone  # noqa: E402
from window_vs_gst_play import Xvfb, environment  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIMIT = 0.5
HANG_GUARD = 60


def describe(runs=3):
    return f"Q to exit over the ordinary films, worst file's median of {runs}, on Xvfb"


def ordinary_files():
    """The films' paths, made where not made yet."""
    subprocess.run(["swift", "build", "--product", "EngineSoak"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    listed = subprocess.run([os.path.join(ROOT, ".build", "debug", "EngineSoak"), "ordinary-files"],
                            check=True, capture_output=True, text=True)
    return listed.stdout.split()


def quit_time(playhead, media, paused):
    """Seconds from Q to the exit of a window that played `media` for two seconds."""
    with Xvfb((800, 600)) as xvfb:
        env = environment(xvfb.display)
        player = subprocess.Popen([playhead, "play", media, "--seek", "0", "--size", "640x360"], env=env,
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        window = subprocess.run(["xdotool", "search", "--sync", "--pid", str(player.pid)], env=env,
                                capture_output=True, text=True).stdout.split()[-1]
        time.sleep(2.5)  # the media opened and played for two seconds
        if paused:
            subprocess.run(["xdotool", "key", "--window", window, "space"], env=env, check=True)
            time.sleep(1)
        start = time.perf_counter()
        subprocess.run(["xdotool", "key", "--window", window, "q"], env=env, check=True)
        try:
            player.wait(timeout=HANG_GUARD)
        except subprocess.TimeoutExpired:
            player.kill()
            player.wait()
        return time.perf_counter() - start


def figures(playhead, runs=3):
    worst_name, worst = None, 0.0
    for media in ordinary_files():
        median = statistics.median(quit_time(playhead, media, paused=run % 2 == 1) for run in range(runs))
        print(f"  {os.path.basename(media)}: {median * 1000:.0f} ms", flush=True)
        if median >= worst:
            worst_name, worst = os.path.basename(media), median
    return [Figure(f"Quit, Q to exit, worst file ({worst_name})", worst * 1000, "ms", limit=LIMIT * 1000)]


if __name__ == "__main__":
    sys.exit(run_alone(__doc__, figures, describe, runs=3))
