#!/usr/bin/env python3
"""Playhead on a local HLS stream beside gst-play-1.0 (playbin3, the same hlsdemux2), in the same run.

Usage: adaptive_streams.py [--playhead PATH] [--runs N]  (`make bench` runs it)

The stream is FFmpeg's: 40 s of 1280x720 (2.8 Mb/s) and 640x360 (0.7 Mb/s) variants in 2 s
MPEG-TS segments, served by the project's fault server (Tests/PlayheadFixtures/Resources/
fault_server.py) under /throttle/, whose rate is changed mid-stream on its standard input.

- First frame: from starting the process to the pipeline's first async-done (the first frame is
  at the video sink), as GStreamer's log line arrives; medians of --runs runs, taking turns.
  Target: Playhead / gst-play-1.0 at most 1.2.
- Down-switch: playing from the start as fast as the server goes, the rate falls to 160 kB/s
  (1.3 Mb/s: under the 720p variant, over the 360p one) 4 s in; the time from then to the
  demuxer's first request for a 360p segment, in segment durations (the server logs each
  request). Target: at most 2 segments. gst-play-1.0's own is shown beside it.
- Stalls: the same throttled run played to the end, the lowest variant fitting the rate: how
  many times headless playback said it stalled. Target: none.
"""

import os
import queue
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from engine_vs_gst_play import AUDIO_SINK, VIDEO_SINK  # noqa: E402
from figures import Figure, run_alone  # noqa: E402

SECONDS = 40
SEGMENT = 2.0
THROTTLE = 160_000
THROTTLE_AFTER = 4.0
FIRST_FRAME_TARGET = 1.2
SERVER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "PlayheadFixtures",
                      "Resources", "fault_server.py")
PIPELINE_DONE = re.compile(r"posting on bus async-done.*element '(playbin3?|playhead)'")


def make_stream(folder):
    """FFmpeg's HLS of two variants and one sound rendition in `folder`/hls; returns its name."""
    out = os.path.join(folder, "hls")
    os.makedirs(out)
    subprocess.run(
        ["ffmpeg", "-nostdin", "-loglevel", "error",
         "-f", "lavfi", "-i", f"testsrc2=size=1280x720:rate=25:duration={SECONDS}",
         "-f", "lavfi", "-i", f"sine=frequency=440:duration={SECONDS}",
         "-filter_complex", "[0:v]split=2[a][b];[b]scale=640:360[c]",
         "-map", "[a]", "-map", "[c]", "-map", "1:a", "-c:v", "libx264", "-preset", "ultrafast",
         "-g", "50", "-keyint_min", "50", "-sc_threshold", "0", "-b:v:0", "2500k", "-b:v:1", "600k",
         "-c:a", "aac", "-f", "hls", "-hls_time", str(int(SEGMENT)), "-hls_playlist_type", "vod",
         "-master_pl_name", "master.m3u8", "-var_stream_map", "v:0,agroup:aud v:1,agroup:aud a:0,agroup:aud",
         "-hls_segment_filename", out + "/s%v_%d.ts", out + "/s%v.m3u8"],
        check=True)
    return "hls/master.m3u8"


class Server:
    """The fault server on `folder`: its port, its commands, and its requests as they come."""

    def __init__(self, folder):
        self.process = subprocess.Popen(
            ["/usr/bin/python3", SERVER, folder], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.PIPE, text=True)
        self.port = int(self.process.stdout.readline())
        self.requests = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.process.stderr:
            self.requests.put((time.perf_counter(), line.strip()))

    def command(self, line):
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def url(self, fault, name):
        return f"http://127.0.0.1:{self.port}/{fault}/{name}"

    def drain(self):
        while not self.requests.empty():
            self.requests.get_nowait()

    def stop(self):
        self.process.kill()
        self.process.wait()


def playhead_command(playhead, url):
    return [playhead, "play", "--headless", url]


def gst_play_command(url):
    return ["gst-play-1.0", "--use-playbin3", "--no-interactive", "--quiet",
            "--videosink", VIDEO_SINK, "--audiosink", AUDIO_SINK, url]


def first_frame(command, environment):
    """Seconds from starting `command` to its pipeline's first async-done."""
    environment = dict(environment, GST_DEBUG="GST_BUS:5", GST_DEBUG_NO_COLOR="1")
    started = time.perf_counter()
    process = subprocess.Popen(command, env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                               stdin=subprocess.DEVNULL, text=True, errors="replace")
    timer = threading.Timer(30, process.kill)
    timer.start()
    try:
        for line in process.stderr:
            if PIPELINE_DONE.search(line):
                return time.perf_counter() - started
    finally:
        timer.cancel()
        process.kill()
        process.wait()
    raise RuntimeError(f"{command[0]} showed no first frame")


def throttled_run(command, environment, server, low_prefix):
    """Plays `command` to the end; 4 s after it starts, the server's rate falls. Returns the
    down-switch in segment durations (None when it never came) and the program's output."""
    server.command("rate 0")
    server.drain()
    process = subprocess.Popen(command, env=environment, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               stdin=subprocess.DEVNULL, text=True, errors="replace")
    output = []
    reader = threading.Thread(target=lambda: output.extend(process.stdout), daemon=True)
    reader.start()
    timer = threading.Timer(SECONDS * 3, process.kill)
    timer.start()
    time.sleep(THROTTLE_AFTER)
    throttled_at = time.perf_counter()
    server.command(f"rate {THROTTLE}")
    switch = None
    while process.poll() is None or not server.requests.empty():
        try:
            at, line = server.requests.get(timeout=0.5)
        except queue.Empty:
            continue
        if switch is None and at >= throttled_at and line.split()[-1].startswith(low_prefix):
            switch = (at - throttled_at) / SEGMENT
    timer.cancel()
    process.wait()
    reader.join(5)
    server.command("rate 0")
    return switch, "".join(output)


def figures(playhead, runs=5):
    """Measures both players on a fresh stream; returns the figures."""
    environment = dict(os.environ, PLAYHEAD_AUDIO_SINK=AUDIO_SINK)
    with tempfile.TemporaryDirectory() as folder:
        name = make_stream(folder)
        server = Server(folder)
        try:
            ours_url, low = server.url("ok", name), "hls/s1_"
            commands = {"playhead": (playhead_command(playhead, ours_url), environment),
                        "gst-play-1.0": (gst_play_command(ours_url), dict(os.environ))}
            for command, env in commands.values():
                first_frame(command, env)  # warms the caches and the registry
            frames = {player: [] for player in commands}
            for run in range(runs):
                for player in (list(commands) if run % 2 == 0 else reversed(list(commands))):
                    frames[player].append(first_frame(*commands[player]))
            throttled = server.url("throttle", name)
            our_switch, said = throttled_run(playhead_command(playhead, throttled), environment, server, low)
            their_switch, _ = throttled_run(gst_play_command(throttled), dict(os.environ), server, low)
        finally:
            server.stop()
    stalls = said.count("Stalled at ")
    if "Ended at" not in said:
        raise RuntimeError(f"the throttled run did not play to its end: {said[-400:]}")
    never = float("nan")
    return [
        Figure("HLS: first frame", statistics.median(frames["playhead"]) * 1000, "ms",
               peer=statistics.median(frames["gst-play-1.0"]) * 1000, ratio_target=FIRST_FRAME_TARGET),
        Figure("HLS: down-switch after the throttle", never if our_switch is None else our_switch, "seg",
               peer=their_switch, limit=2),
        Figure("HLS: stalls, lowest variant fitting", stalls, "", limit=0),
    ]


def describe(runs=5):
    """What `figures` measures, with the same run count."""
    return (f"FFmpeg HLS, {SECONDS} s, 720p and 360p in {SEGMENT:g} s segments over the fault server; "
            f"first frame: medians of {runs} runs; rate down to {THROTTLE // 1000} kB/s {THROTTLE_AFTER:g} s in")


if __name__ == "__main__":
    sys.exit(run_alone(__doc__, figures, describe, 5))
