#!/usr/bin/python3
"""`playhead play` in a window beside gst-play-1.0 on the same 720p file and the same X server.

Usage: window_vs_gst_play.py [--playhead PATH] [--runs N]  (`make bench` runs it)

Each run starts a fresh Xvfb, first with its MIT-SHM extension (the default), then without it:
frames reach the server through shared memory or through the socket, which cost differently.
With the controls hidden Playhead puts frames straight into its X window (X11FramePresenter),
as gst-play's ximagesink does. Both players show the 1280x720 video 1:1 in a 1280x720 window and
send sound to a silent clocked sink; no renderer is named (Playhead asks GTK for Cairo itself
where there is no GPU, as on Xvfb here), gst-play is given
ximagesink (left to choose, it takes a GL sink where GStreamer's GL plugins are installed, and
the comparison would no longer be like for like). CPU is read from /proc between 5 s and 15 s of playback,
when Playhead's controls have hidden themselves, for the player and for the X server.

- Playing: CPU seconds per second, the player alone and with the X server; target ratio <= 1.1.
- Paused: Playhead's CPU after Space pauses it (its controls stay shown: the policy never hides
  them while paused); target under 0.5 %.
- Dropped: frames the sink dropped as late plus frames never drawn, over the whole 20 s;
  target 0.
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

TICKS = os.sysconf("SC_CLK_TCK")
TARGET_RATIO = 1.1
PAUSED_TARGET = 0.005


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


class Xvfb:
    """A fresh X server, 1280x720 unless `size` says otherwise; `shared_memory=False` turns its
    MIT-SHM extension off."""

    shared_memory = True

    def __init__(self, size=(1280, 720)):
        self.size = size

    def __enter__(self):
        options = [] if Xvfb.shared_memory else ["-extension", "MIT-SHM"]
        screen = f"{self.size[0]}x{self.size[1]}x24"
        self.process = subprocess.Popen(
            ["Xvfb", "-displayfd", "1", "-screen", "0", screen, "-nolisten", "tcp"] + options,
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        self.display = ":" + self.process.stdout.readline().strip()
        return self

    def __exit__(self, *_):
        self.process.kill()
        self.process.wait()


def sample(player, xvfb, start=5, end=15):
    """CPU per second of the player and of the X server between `start` and `end` seconds."""
    time.sleep(start)
    first = cpu_seconds(player.pid), cpu_seconds(xvfb.process.pid), time.perf_counter()
    time.sleep(end - start)
    last = cpu_seconds(player.pid), cpu_seconds(xvfb.process.pid), time.perf_counter()
    wall = last[2] - first[2]
    return (last[0] - first[0]) / wall, (last[1] - first[1]) / wall


def sample_and_stop(player, server, start, end):
    """`sample`'s figures for `player` and `server`, after which the player is killed."""
    figures = sample(player, server, start, end)
    player.kill()
    player.wait()
    return figures


def environment(display):
    """As users run it: no renderer named (the player picks GTK's Cairo renderer itself where
    there is no GPU), sound to a silent clocked sink."""
    environment = dict(os.environ, DISPLAY=display, PLAYHEAD_AUDIO_SINK=AUDIO_SINK)
    environment.pop("GSK_RENDERER", None)
    return environment


def playhead_run(playhead, media):
    with Xvfb() as xvfb:
        player = subprocess.Popen(
            [playhead, "play", media, "--seek", "0", "--size", "1280x720", "--stats", "--for", "21"], env=environment(xvfb.display),
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        playing = sample(player, xvfb)
        output, _ = player.communicate(timeout=30)
        return playing, lost_frames(output)


def lost_frames(output):
    """Frames decoded but never drawn, or dropped, from `playhead play --stats`'s last line."""
    numbers = [int(word) for word in output.replace(",", " ").split() if word.isdigit()]
    decoded, drawn, dropped = numbers[-3:] if len(numbers) >= 3 else (0, 0, 0)
    if decoded == 0:
        # A count read after the engine let its pipeline go would hide every undrawn frame.
        raise RuntimeError(f"playhead play --stats counted no decoded frame: {output.strip()!r}")
    return dropped + max(decoded - drawn, 0)


def paused_run(playhead, media):
    with Xvfb() as xvfb:
        player = subprocess.Popen(
            [playhead, "play", media, "--seek", "0", "--size", "1280x720"], env=environment(xvfb.display),
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(3)
        subprocess.run(["xdotool", "key", "space"], env=environment(xvfb.display), check=True)
        paused, _ = sample_and_stop(player, xvfb, start=2, end=12)
        return paused


def gst_play_run(media):
    with Xvfb() as xvfb:
        player = subprocess.Popen(
            ["gst-play-1.0", "--no-interactive", "--quiet", "--videosink", "ximagesink",
             "--audiosink", AUDIO_SINK, media],
            env=environment(xvfb.display), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        playing = sample(player, xvfb)
        player.wait(timeout=30)
        return playing


def playing_figures(playhead, media, runs):
    """Medians of (player, player + X) CPU for both players, and the worst dropped count."""
    ours, theirs, dropped = [], [], []
    for _ in range(runs):
        playing, lost = playhead_run(playhead, media)
        ours.append(playing)
        dropped.append(lost)
        theirs.append(gst_play_run(media))
    app = statistics.median(p for p, _ in ours), statistics.median(p for p, _ in theirs)
    total = statistics.median(p + x for p, x in ours), statistics.median(p + x for p, x in theirs)
    return app, total, max(dropped)


def figures(playhead, runs=3):
    """Measures both players on a fresh fixture; returns one Figure per measure."""
    measured = []
    with tempfile.TemporaryDirectory() as folder:
        media = make_fixture(folder)
        for shared_memory in (True, False):
            Xvfb.shared_memory = shared_memory
            server = "X with MIT-SHM" if shared_memory else "X without MIT-SHM"
            app, total, dropped = playing_figures(playhead, media, runs)
            measured += [
                Figure(f"window: CPU, player ({server})", app[0], "s/s", peer=app[1], ratio_target=TARGET_RATIO),
                Figure(f"window: CPU, player + X ({server})", total[0], "s/s", peer=total[1],
                       ratio_target=TARGET_RATIO),
                Figure(f"window: frames dropped, worst run ({server})", dropped, "", limit=0),
            ]
        Xvfb.shared_memory = True
        measured.append(Figure("window: CPU while paused", paused_run(playhead, media) * 100, "%",
                               limit=PAUSED_TARGET * 100))
    return measured


def describe(runs=3):
    """What `figures` measures, with the same run count."""
    return f"20 s 1280x720 30 fps on Xvfb, with and without MIT-SHM; medians of {runs} runs"


if __name__ == "__main__":
    sys.exit(run_alone(__doc__, figures, describe, 3))
