#!/usr/bin/python3
"""`make soak`: Playhead's windows played for long, opened and closed over and over, and many at once.

Usage: soak.py [--minutes N] [--out FOLDER]  (`make soak`; `make bench` shows its figures)

Runs ViewSoak (Tests/ViewSoak) on Xvfb with a private session bus, four ways:
- playback N: one window plays FFmpeg's and GStreamer's ordinary films as a looping queue, each
  rehearsed once (the script's actions a second apart), then for N minutes (60) with a seek every
  10 s, the sound and subtitle streams switched, A-B loops and whole-film loops; after a warm-up
  its end is compared with the warm-up's end, with the film stopped, and its playing peaks with
  the first;
- cycles 1000: a thousand windows opened, played and closed one after another;
- long-queue 1000: one window goes through a queue of a thousand films with Next;
- windows 8: eight windows play at once, then close.
Targets: resident memory grows at most 5 %, no file descriptor, thread or GStreamer object is left
(the leaks tracer), and every window plays and is freed. The figures are kept in
FOLDER/figures.jsonl with the commit they were measured on: `make bench` shows them while nothing
the soak measures (the sources, ViewSoak, the fixtures) has changed since, and runs the soak itself
otherwise. The exit status is 0 exactly when every
target is met.
"""

import argparse
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from figures import Figure, Missing, print_table  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "out", "soak")
RUNS = (("cycles", "1000"), ("long-queue", "1000"), ("windows", "8"))


def describe(minutes=60):
    return (f"one window for {minutes:g} min (seeks, stream switches, loops), 1000 open/close cycles, "
            "a queue of 1000, eight windows at once")


def commit():
    return subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True).stdout.strip()


def run(minutes, out):
    """Runs the soak, keeping its figures and log in `out`; returns the figures."""
    os.makedirs(out, exist_ok=True)
    subprocess.run(["swift", "build", "--product", "ViewSoak"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    path = os.path.join(out, "figures.jsonl")
    if os.path.exists(path):
        os.remove(path)
    environment = dict(os.environ, PLAYHEAD_SOAK_FIGURES=path)
    measured_on = commit()
    figures = []
    with open(os.path.join(out, "soak.log"), "w") as log:
        for mode, count in (("playback", f"{minutes:g}"),) + RUNS:
            print(f"-- ViewSoak {mode} {count}", flush=True)
            status = subprocess.run(
                ["dbus-run-session", "--", "xvfb-run", "-a", "-s", "-screen 0 1280x1024x24",
                 os.path.join(ROOT, ".build", "debug", "ViewSoak"), mode, count],
                stdout=log, stderr=subprocess.STDOUT, env=environment, cwd=ROOT).returncode
            if status != 0 and not read(path, mode):
                figures.append(Missing(f"soak: ViewSoak {mode}", f"exited {status}; see {log.name}"))
    with open(os.path.join(out, "commit"), "w") as file:
        file.write(measured_on)
    return read(path) + figures


def read(path, mode=None):
    """The figures kept in `path` (those of `mode`'s run alone, when given)."""
    if not os.path.exists(path):
        return []
    prefixes = {"playback": "soak:", "cycles": "cycles:", "long-queue": "queue:", "windows": "windows:"}
    figures = []
    with open(path) as file:
        for line in file:
            entry = json.loads(line)
            if mode is None or entry["name"].startswith(prefixes[mode]):
                figures.append(Figure(entry["name"], entry["value"], entry["unit"], limit=entry.get("limit")))
    return figures


# What the soak measures: a change elsewhere (documents, other tests) leaves its figures true.
MEASURED = ["Package.swift", "Sources", "Tests/ViewSoak", "Tests/PlayheadFixtures", "Tests/LeakCount"]


def still_true(measured_on):
    """Whether nothing the soak measures changed since the commit `measured_on`."""
    return subprocess.run(["git", "diff", "--quiet", measured_on, "--", *MEASURED], cwd=ROOT).returncode == 0


def figures(playhead=None):
    """`make bench`'s rows: those `make soak` kept, when nothing it measures changed since, else a
    soak run now."""
    kept = os.path.join(OUT, "commit")
    if os.path.exists(kept) and still_true(open(kept).read().strip()):
        return read(os.path.join(OUT, "figures.jsonl"))
    return run(float(os.environ.get("SOAK_MINUTES", "60")), OUT)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--minutes", type=float, default=60)
    parser.add_argument("--out", default=OUT)
    arguments = parser.parse_args()
    measured = run(arguments.minutes, os.path.abspath(arguments.out))
    return 0 if print_table(measured, describe(arguments.minutes)) else 1


if __name__ == "__main__":
    sys.exit(main())
