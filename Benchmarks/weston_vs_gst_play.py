#!/usr/bin/python3
"""Playhead's window on Wayland beside gst-play-1.0: the window comparisons again on Weston, a
headless Wayland compositor (`weston --backend=headless-backend.so`, its desktop shell), where no
direct X11 path exists and GTK draws every frame.

Usage: weston_vs_gst_play.py [--playhead PATH] [--runs N]  (`make bench` runs it)

CPU is the player's plus the compositor's, in seconds per second from 4 to 13 s into the 20 s
720p30 clip; medians of N runs, the players taking turns. gst-play-1.0 draws through waylandsink.

- Controls hidden against gst-play-1.0: target ratio <= 1.1.
- Controls kept shown (`--keep-controls`) against hidden: target <= 1.2.
- Frames decoded but never drawn or dropped, worst run: target 0.
- Peak resident memory (VmHWM) after 8 s, against gst-play-1.0: target <= 1.5.

The first visible frame is measured on Xvfb only: Weston 10's screenshooter is no way to watch
the screen every few milliseconds.
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
from window_start_and_overlay import peak_memory  # noqa: E402
from window_vs_gst_play import lost_frames, sample, sample_and_stop  # noqa: E402

SIZE = (1280, 720)
SOCKET = "playhead-bench"


class Weston:
    """A fresh headless Weston, with its own runtime folder; `environment` reaches it."""

    def __enter__(self):
        self.runtime = tempfile.TemporaryDirectory()
        os.chmod(self.runtime.name, 0o700)
        self.process = subprocess.Popen(
            ["weston", "--backend=headless-backend.so", f"--socket={SOCKET}",
             f"--width={SIZE[0]}", f"--height={SIZE[1]}", "--idle-time=0", "--no-config"],
            env=dict(os.environ, XDG_RUNTIME_DIR=self.runtime.name), stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL)
        socket = os.path.join(self.runtime.name, SOCKET)
        deadline = time.perf_counter() + 10  # a hang guard
        while not os.path.exists(socket):
            if time.perf_counter() > deadline or self.process.poll() is not None:
                self.__exit__()
                raise RuntimeError("weston did not start")
            time.sleep(0.01)
        return self

    def __exit__(self, *_):
        self.process.kill()
        self.process.wait()
        self.runtime.cleanup()

    @property
    def environment(self):
        """As users run it, on this compositor: no X display, no renderer named."""
        environment = dict(os.environ, XDG_RUNTIME_DIR=self.runtime.name, WAYLAND_DISPLAY=SOCKET,
                           PLAYHEAD_AUDIO_SINK=AUDIO_SINK)
        for name in ("DISPLAY", "GSK_RENDERER", "GDK_BACKEND"):
            environment.pop(name, None)
        return environment


def playhead(program, media, keep_controls=False):
    """Playhead's CPU (with Weston's) and its frames lost, playing `media` to the end."""
    # Past the clip's end by a second: the window stays open at the end, as players do.
    command = [program, "play", media, "--seek", "0", "--size", f"{SIZE[0]}x{SIZE[1]}", "--stats", "--for", "21"]
    with Weston() as weston:
        player = subprocess.Popen(command + (["--keep-controls"] if keep_controls else []),
                                  env=weston.environment, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                  text=True)
        app, server = sample(player, weston, start=4, end=13)
        output, _ = player.communicate(timeout=40)
        return app + server, lost_frames(output)


def gst_play_command(media):
    return ["gst-play-1.0", "--no-interactive", "--quiet", "--videosink", "waylandsink", "--audiosink",
            AUDIO_SINK, media]


def gst_play(media):
    with Weston() as weston:
        player = subprocess.Popen(gst_play_command(media), env=weston.environment,
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        return sum(sample_and_stop(player, weston, start=4, end=13))


def figures(program, runs=3):
    """Measures both players on a fresh clip; returns one Figure per measure."""
    with tempfile.TemporaryDirectory() as folder:
        media = make_fixture(folder)
        hidden, shown, theirs, lost = [], [], [], []
        for _ in range(runs):
            for keep, spent in ((False, hidden), (True, shown)):
                cpu, frames = playhead(program, media, keep)
                spent.append(cpu)
                lost.append(frames)
            theirs.append(gst_play(media))
        on_weston = {"server": Weston, "environment_of": lambda weston: weston.environment}
        memory = (peak_memory([program, "play", media, "--seek", "0", "--size", f"{SIZE[0]}x{SIZE[1]}"], **on_weston),
                  peak_memory(gst_play_command(media), **on_weston))
    median = statistics.median
    return [
        Figure("Weston: CPU, controls hidden, player + compositor", median(hidden), "s/s", peer=median(theirs),
               ratio_target=1.1),
        Figure("Weston: CPU with controls shown (peer: hidden)", median(shown), "s/s", peer=median(hidden),
               ratio_target=1.2),
        Figure("Weston: frames lost, worst run", max(lost), "", limit=0),
        Figure("Weston: peak resident memory, 720p", memory[0], "MiB", peer=memory[1], ratio_target=1.5),
    ]


def describe(runs=3):
    """What `figures` measures, with the same run count."""
    return f"the 20 s 720p30 file on headless Weston {SIZE[0]}x{SIZE[1]}; medians of {runs} runs"


if __name__ == "__main__":
    sys.exit(run_alone(__doc__, figures, describe, 3))
