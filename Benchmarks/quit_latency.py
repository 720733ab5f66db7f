#!/usr/bin/python3
"""How long Playhead's window takes to go, from Q to the process's exit, over the ordinary films.

Usage: quit_latency.py [--playhead PATH] [--runs N]  (`make bench` runs it)

The films are FFmpeg's and GStreamer's in every common container, with one and two sound
streams, SRT and ASS subtitles, chapters and titles (`EngineSoak ordinary-files` makes them, as
the tests do). Each plays in a window on Xvfb for two seconds, paused for one in every other run;
then Q is pressed, and the time until the process has exited is measured. The figure is the
worst file's median of N runs: target 0.5 s (an MKV holding SRT and ASS streams took 42-55 s).

Two more figures, the same target: Q while opening (from a server that takes the connection and
never answers; the window used to wait for the media to open before it would go) and Q while
reconnecting (the tests' fault server drops FFmpeg's MP4 a third of the way in and never answers
again, so the player keeps reopening it).
"""

import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from figures import Figure, run_alone  # noqa: E402
from window_vs_gst_play import Xvfb, environment  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIMIT = 0.5
HANG_GUARD = 60


def describe(runs=3):
    return f"Q to exit over the ordinary films, opening and reconnecting, medians of {runs}, on Xvfb"


def ordinary_files():
    """The films' paths, made where not made yet."""
    subprocess.run(["swift", "build", "--product", "EngineSoak"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    listed = subprocess.run([os.path.join(ROOT, ".build", "debug", "EngineSoak"), "ordinary-files"],
                            check=True, capture_output=True, text=True)
    return listed.stdout.split()


def quit_time(playhead, media, paused=False, playing_for=2.5):
    """Seconds from Q to the exit of a window that played `media` for `playing_for` seconds."""
    with Xvfb((800, 600)) as xvfb:
        env = environment(xvfb.display)
        player = subprocess.Popen([playhead, "play", media, "--seek", "0", "--size", "640x360"], env=env,
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        window = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--pid", str(player.pid)], env=env,
                                capture_output=True, text=True, timeout=HANG_GUARD).stdout.split()[-1]
        time.sleep(playing_for)
        if paused:
            subprocess.run(["xdotool", "key", "--window", window, "space"], env=env, check=True)
            time.sleep(1)
        start = time.perf_counter()
        # Not checked: a window that goes on Q's press is gone before its release is sent.
        subprocess.run(["xdotool", "key", "--window", window, "q"], env=env, stderr=subprocess.DEVNULL)
        try:
            player.wait(timeout=HANG_GUARD)
        except subprocess.TimeoutExpired:
            player.kill()
            player.wait()
        return time.perf_counter() - start


def quit_while_opening(playhead, runs):
    """The median seconds from Q to exit while the player waits for a server that never answers."""
    with socket.socket() as silent:
        silent.bind(("127.0.0.1", 0))
        silent.listen(16)  # connections wait in the backlog: taken, never answered
        url = "http://127.0.0.1:%d/film.mp4" % silent.getsockname()[1]
        return statistics.median(quit_time(playhead, url, playing_for=1.5) for _ in range(runs))


def quit_while_reconnecting(playhead, film, runs):
    """The median seconds from Q to exit while the player reopens a film whose server went."""
    server_script = os.path.join(ROOT, "Tests", "PlayheadFixtures", "Resources", "fault_server.py")
    times = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as folder:
            # A copy with its index first, so that the third served holds it and the film plays
            # until the cut (in the folder: the server serves nothing outside it).
            subprocess.run(["ffmpeg", "-v", "error", "-i", film, "-map", "0", "-c", "copy", "-movflags", "+faststart",
                            os.path.join(folder, "film.mp4")], check=True)
            server = subprocess.Popen([sys.executable, server_script, folder], stdout=subprocess.PIPE,
                                      stderr=subprocess.DEVNULL, text=True)
            try:
                port = int(server.stdout.readline())
                # A third of the film comes at 256 KiB/s, then every request is cut off.
                times.append(quit_time(playhead, "http://127.0.0.1:%d/gone/film.mp4" % port, playing_for=5))
            finally:
                server.kill()
                server.wait()
    return statistics.median(times)


def figures(playhead, runs=3):
    worst_name, worst = None, 0.0
    films = ordinary_files()
    for media in films:
        median = statistics.median(quit_time(playhead, media, paused=run % 2 == 1) for run in range(runs))
        print(f"  {os.path.basename(media)}: {median * 1000:.0f} ms", flush=True)
        if median >= worst:
            worst_name, worst = os.path.basename(media), median
    opening = quit_while_opening(playhead, runs)
    print(f"  opening from a silent server: {opening * 1000:.0f} ms", flush=True)
    mp4 = next(film for film in films if film.endswith("ordinary-ffmpeg.mp4"))
    reconnecting = quit_while_reconnecting(playhead, mp4, runs)
    print(f"  reconnecting to a server gone: {reconnecting * 1000:.0f} ms", flush=True)
    return [
        Figure(f"Quit, Q to exit, worst file ({worst_name})", worst * 1000, "ms", limit=LIMIT * 1000),
        Figure("Quit while opening (a server that never answers)", opening * 1000, "ms", limit=LIMIT * 1000),
        Figure("Quit while reconnecting (a server gone)", reconnecting * 1000, "ms", limit=LIMIT * 1000),
    ]


if __name__ == "__main__":
    sys.exit(run_alone(__doc__, figures, describe, runs=3))
