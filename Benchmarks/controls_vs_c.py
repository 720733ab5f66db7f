#!/usr/bin/python3
"""The PlayButton's frame beside a plain C Cairo program drawing the same paths.

Usage: controls_vs_c.py [--runs N]  (`make bench` runs it)

`RenderVersusC` (a Swift program in this folder's package) writes the PlayButton's scene halfway
from play to pause, 88x88, as path commands; `CairoBaseline/baseline.c`, built here with the Swift
toolchain's clang at -O2, reads them and draws them as a C program would, into a reused 176x176
image (scale 2), clearing it each frame. Both time 21 batches of 2000 frames and give the median;
the two programs take turns N times and the medians of their results are compared.

- PlayButton.scene mid-transition: nanoseconds to build the scene; target <= 2000 ns.
- Cairo render 88x88 at scale 2 against the C program: target ratio <= 1.1.
"""

import os
import statistics
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from figures import Figure, run_alone  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
SWIFT_PROGRAM = os.path.join(HERE, ".build", "release", "RenderVersusC")
C_PROGRAM = os.path.join(HERE, ".build", "cairo-baseline")


def build():
    """Builds both programs: the Swift one in release, the C one with the toolchain's clang."""
    subprocess.run(["swift", "build", "-c", "release", "--package-path", HERE, "--product", "RenderVersusC"],
                   check=True, capture_output=True)
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "cairo"], check=True, capture_output=True,
                           text=True).stdout.split()
    subprocess.run(["clang", "-O2", "-o", C_PROGRAM, os.path.join(HERE, "CairoBaseline", "baseline.c")] + flags,
                   check=True)


def readings(command):
    """The `name value` lines `command` prints, as a dictionary of floats."""
    output = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    return {name: float(value) for name, value in (line.split() for line in output.splitlines())}


def figures(_playhead=None, runs=5):
    """Builds and measures both programs, taking turns; returns the two figures."""
    build()
    with tempfile.TemporaryDirectory() as folder:
        paths = os.path.join(folder, "paths.txt")
        subprocess.run([SWIFT_PROGRAM, "paths", paths], check=True)
        ours, theirs = [], []
        for _ in range(runs):
            ours.append(readings([SWIFT_PROGRAM, "time"]))
            theirs.append(readings([C_PROGRAM, paths])["render"])
    median = statistics.median
    return [
        Figure("controls: PlayButton.scene mid-transition", median(run["scene"] for run in ours), "ns",
               limit=2000),
        Figure("controls: Cairo render 88x88 at scale 2 (peer: plain C)", median(run["render"] for run in ours) / 1000,
               "µs", peer=median(theirs) / 1000, ratio_target=1.1),
    ]


def describe(runs=5):
    """What `figures` measures, with the same run count."""
    return f"the PlayButton halfway from play to pause, 88x88 at scale 2; medians of {runs} turns"


if __name__ == "__main__":
    sys.exit(run_alone(__doc__, figures, describe, 5))
