#!/usr/bin/env python3
"""Playhead's engine beside gst-play-1.0 on the same generated 720p file, in the same run.

Usage: engine_vs_gst_play.py [--playhead PATH] [--runs N] [--cpu-runs N]  (`make bench` runs it)

Both players use playbin, take video as BGRx into a clocked sink and sound into a silent clocked
sink, so they do the same work; Playhead's sink is its own appsink, which keeps every frame for
drawing. Figures are medians over --runs runs, the two players taking turns after one warm-up run
each. Build Playhead as `make bench` does (release, Swift's libraries linked in statically: the
shared ones cost a Swift process about 6 ms more to start).

- First frame: from starting the process to the pipeline's first async-done (the first frame
  is at the video sink), seen as GStreamer's log line arrives.
- Accurate seek: from the seek event's creation to the async-done after it, both read from the
  process's own GStreamer log. Playhead runs `play --headless --seek T`; gst-play runs
  `--start-position T`, which seeks the same way (flushing, accurate) once prerolled.
- Keyframe seek: Playhead seeks to T with `--precision keyframe` and lands on the keyframe K
  before T; gst-play has no keyframe seek, so it seeks accurately to K itself, which decodes
  the same single keyframe.
- CPU: user + system CPU seconds per second of wall time, playing the whole file with logging
  off, from the kernel's accounting of the finished process.

The targets are ratios (Playhead / gst-play) of at most 1.1. The exit status is 1 when a ratio
misses it. Like Playhead's headless player, which draws nothing, gst-play gets a named fakesink as
its video sink: never one it picks by itself (a GL sink where GStreamer's GL plugins are installed).
"""

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from figures import Figure, print_table  # noqa: E402

SECONDS = 20
KEYFRAME_SPACING = 2
ACCURATE_TARGET = 13.9
KEYFRAME_TARGET = 13.9
KEYFRAME_LANDING = 12.0
TARGET_RATIO = 1.1

VIDEO_SINK = "capsfilter caps=video/x-raw,format=BGRx ! fakesink sync=true"
AUDIO_SINK = "fakesink sync=true"
LOG_CATEGORIES = "GST_EVENT:4,GST_BUS:5"
LOG_TIME = re.compile(r"^(\d+):(\d\d):(\d\d\.\d+)")
PIPELINE_DONE = re.compile(r"posting on bus async-done.*element '(playbin|playhead)'")
SEEK_CREATED = "gst_event_new_seek: creating seek"


def make_fixture(folder):
    """A 20 s 1280x720 30 fps H.264 + AAC MP4 with a keyframe every 2 s (no scene cuts)."""
    return make_clip(folder, 1280, 720, 30, SECONDS)


def make_clip(folder, width, height, rate, seconds):
    """A `seconds` long `width`x`height` H.264 + AAC MP4 at `rate` fps, a keyframe every 2 s (no
    scene cuts), the moving SMPTE pattern over a tone.

    8-bit 4:2:0 (High profile) as published video is: left to choose, x264enc takes the test
    source's 10-bit 4:4:4, which costs several times as much to decode and convert.
    """
    path = os.path.join(folder, f"clip-{width}x{height}-{rate}.mp4")
    subprocess.run(
        ["gst-launch-1.0", "-q",
         "videotestsrc", f"num-buffers={seconds * rate}", "pattern=smpte", "horizontal-speed=4", "!",
         f"video/x-raw,format=I420,width={width},height={height},framerate={rate}/1", "!",
         "x264enc", f"key-int-max={KEYFRAME_SPACING * rate}", "speed-preset=veryfast",
         "option-string=scenecut=0", "!", "h264parse", "!",
         "mp4mux", "name=mux", "faststart=true", "!", "filesink", f"location={path}",
         "audiotestsrc", f"num-buffers={seconds * 44100 // 1024}", "!", "audio/x-raw,rate=44100", "!",
         "audioconvert", "!", "avenc_aac", "!", "mux."],
        check=True, stderr=subprocess.DEVNULL)
    return path


def log_seconds(line):
    match = LOG_TIME.match(line)
    if not match:
        return None
    hours, minutes, seconds = match.groups()
    return int(hours) * 3600 + int(minutes) * 60 + float(seconds)


class Player:
    """How to run one player."""

    def __init__(self, name, command, environment):
        self.name = name
        self.command = command
        self.environment = environment

    def seek_run(self, target, precision):
        """Runs until the seek lands; returns (first frame seconds, seek seconds)."""
        environment = dict(self.environment, GST_DEBUG=LOG_CATEGORIES, GST_DEBUG_NO_COLOR="1")
        started = time.perf_counter()
        process = subprocess.Popen(
            self.command(target, precision), env=environment,
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, text=True,
            errors="replace")
        first_frame = seek_created = None
        timer = threading.Timer(20, process.kill)
        timer.start()
        try:
            for line in process.stderr:
                if PIPELINE_DONE.search(line):
                    if first_frame is None:
                        first_frame = time.perf_counter() - started
                    elif seek_created is not None:
                        return first_frame, log_seconds(line) - seek_created
                elif SEEK_CREATED in line and first_frame is not None:
                    seek_created = log_seconds(line)
        finally:
            timer.cancel()
            process.kill()
            process.wait()
        raise RuntimeError(f"{self.name} did not finish its seek (exit status {process.returncode})")

    def cpu_run(self):
        """Plays the whole file with logging off; returns CPU seconds per wall second."""
        environment = dict(self.environment)
        environment.pop("GST_DEBUG", None)
        started = time.perf_counter()
        process = subprocess.Popen(
            self.command(0, "accurate"), env=environment,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL)
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - started
        process.returncode = os.waitstatus_to_exitcode(status)
        if process.returncode != 0:
            raise RuntimeError(f"{self.name} exited with status {process.returncode}")
        return (usage.ru_utime + usage.ru_stime) / wall


def players(playhead, media):
    environment = dict(os.environ, PLAYHEAD_AUDIO_SINK=AUDIO_SINK)

    def playhead_command(target, precision):
        command = [playhead, "play", "--headless", media]
        if target > 0:
            command += ["--seek", str(target), "--precision", precision, "--for", "0.5"]
        return command

    def gst_play_command(target, precision):
        start = KEYFRAME_LANDING if precision == "keyframe" else target
        command = ["gst-play-1.0", "--no-interactive", "--quiet",
                   "--videosink", VIDEO_SINK, "--audiosink", AUDIO_SINK]
        if target > 0:
            command += ["--start-position", str(start)]
        return command + [media]

    return [Player("playhead", playhead_command, environment),
            Player("gst-play-1.0", gst_play_command, dict(os.environ))]


def measure(players, runs, cpu_runs):
    figures = {player.name: {"first frame": [], "accurate seek": [], "keyframe seek": [], "CPU per second": []}
               for player in players}
    for player in players:
        player.seek_run(ACCURATE_TARGET, "accurate")  # warms the disk cache and the registry
    for run in range(runs):
        for player in players if run % 2 == 0 else reversed(players):
            into = figures[player.name]
            first, accurate = player.seek_run(ACCURATE_TARGET, "accurate")
            into["first frame"].append(first)
            into["accurate seek"].append(accurate)
            first, keyframe = player.seek_run(KEYFRAME_TARGET, "keyframe")
            into["first frame"].append(first)
            into["keyframe seek"].append(keyframe)
    for run in range(cpu_runs):
        for player in players if run % 2 == 0 else reversed(players):
            figures[player.name]["CPU per second"].append(player.cpu_run())
    return figures


def figures(playhead, runs=10, cpu_runs=3):
    """Measures both players on a fresh fixture; returns one Figure per measure."""
    with tempfile.TemporaryDirectory() as folder:
        measured = measure(players(playhead, make_fixture(folder)), runs, cpu_runs)
    ours, theirs = measured["playhead"], measured["gst-play-1.0"]
    units = {"first frame": "ms", "accurate seek": "ms", "keyframe seek": "ms", "CPU per second": "s/s"}
    scale = {"ms": 1000, "s/s": 1}
    return [Figure(f"engine: {measure}", statistics.median(ours[measure]) * scale[unit], unit,
                   peer=statistics.median(theirs[measure]) * scale[unit], ratio_target=TARGET_RATIO)
            for measure, unit in units.items()]


def describe(runs=10, cpu_runs=3):
    """What `figures` measures, with the same run counts."""
    return (f"{SECONDS} s 1280x720 30 fps H.264/AAC, keyframe every {KEYFRAME_SPACING} s; accurate seek "
            f"to {ACCURATE_TARGET} s, keyframe seek to {KEYFRAME_TARGET} s (lands on {KEYFRAME_LANDING} s); "
            f"medians of {runs} runs ({cpu_runs} for CPU)")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--playhead", default=".build/release/playhead")
    parser.add_argument("--runs", type=int, default=10, help="seek and first-frame runs per player")
    parser.add_argument("--cpu-runs", type=int, default=3, help="whole-file plays per player")
    arguments = parser.parse_args()
    measured = figures(os.path.abspath(arguments.playhead), arguments.runs, arguments.cpu_runs)
    return 0 if print_table(measured, describe(arguments.runs, arguments.cpu_runs)) else 1


if __name__ == "__main__":
    sys.exit(main())
