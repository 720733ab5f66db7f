#!/usr/bin/python3
"""Playhead's window drawing a busy karaoke script (libass) over 1080p, beside the same video
without subtitles, on Xvfb.

Usage: styled_subtitles.py [--playhead PATH] [--runs N]  (`make bench` runs it)

The script sweeps its syllables (`\\kf`, so the picture changes every frame) in three lines at
once (the song at the bottom, its translation at the top, a glowing echo placed in the middle,
each outlined, shadowed and blurred), a new line every 2 s. CPU is the player's plus the X
server's, in seconds per second from 4 to 13 s into a 15 s 1080p25 clip shown 1:1; medians of N
runs, the two taking turns. Target: with the script <= 1.2x without. mpv with the script against
mpv without is measured beside it, for comparison (no target).
"""

import os
import statistics
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from engine_vs_gst_play import make_clip  # noqa: E402
from figures import Figure, run_alone  # noqa: E402
from window_sizes import CLIP_SECONDS, FULL_HD, mpv, playhead  # noqa: E402

SYLLABLES = ["Ka", "ra", "o", "ke ", "sings ", "a", "cross ", "the ", "whole ", "pic", "ture ", "to", "night"]


def timestamp(seconds):
    """ASS's h:mm:ss.cc."""
    centiseconds = round(seconds * 100)
    return f"{centiseconds // 360000}:{centiseconds // 6000 % 60:02}:{centiseconds // 100 % 60:02}.{centiseconds % 100:02}"


def karaoke_script(path, seconds):
    """Writes the busy karaoke script, `seconds` long, to `path`."""
    lines = [
        "[Script Info]", "ScriptType: v4.00+", "PlayResX: 1920", "PlayResY: 1080", "ScaledBorderAndShadow: yes", "",
        "[V4+ Styles]",
        "Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, "
        "Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, "
        "MarginR, MarginV, Encoding",
        "Style: Song,DejaVu Sans,84,&H0000FFFF,&H00FFFFFF,&H00200000,&H80000000,-1,0,0,0,100,100,2,0,1,5,3,2,60,60,60,1",
        "Style: Words,DejaVu Serif,60,&H00FFFFFF,&H00808080,&H00000040,&H80000000,0,-1,0,0,100,100,0,0,1,4,2,8,60,60,50,1",
        "", "[Events]", "Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text",
    ]
    step = 2.0
    start = 0.0
    while start < seconds:
        end = start + step
        each = round(step * 100 / len(SYLLABLES))
        sweep = "".join(f"{{\\kf{each}}}{syllable}" for syllable in SYLLABLES)
        lines.append(f"Dialogue: 0,{timestamp(start)},{timestamp(end)},Song,,0,0,0,,{{\\blur2}}{sweep}")
        lines.append(f"Dialogue: 0,{timestamp(start)},{timestamp(end)},Words,,0,0,0,,{{\\blur1}}{sweep}")
        lines.append(f"Dialogue: 1,{timestamp(start)},{timestamp(end)},Song,,0,0,0,,"
                     f"{{\\an5\\pos(960,540)\\blur6\\3c&HFF8000&\\t(\\frz8)}}{sweep}")
        start = end
    with open(path, "w") as script:
        script.write("\n".join(lines) + "\n")


def figures(program, runs=3):
    """Measures the window with and without the script; returns its Figure."""
    with tempfile.TemporaryDirectory() as folder:
        clip = make_clip(folder, 1920, 1080, 25, CLIP_SECONDS)
        script = os.path.join(folder, "karaoke.ass")
        karaoke_script(script, CLIP_SECONDS)
        styled, plain, mpv_styled, mpv_plain = [], [], [], []
        for _ in range(runs):
            styled.append(playhead(program, clip, FULL_HD, extra=["--sub", script])[0])
            plain.append(playhead(program, clip, FULL_HD)[0])
            mpv_styled.append(mpv(clip, FULL_HD, extra=[f"--sub-file={script}"]))
            mpv_plain.append(mpv(clip, FULL_HD))
    median = statistics.median
    return [Figure("window: 1080p25 1:1, busy karaoke (peer: no subtitles)", median(styled), "s/s",
                   peer=median(plain), ratio_target=1.2),
            Figure("mpv: the same karaoke (peer: mpv without subtitles)", median(mpv_styled), "s/s",
                   peer=median(mpv_plain))]


def describe(runs=3):
    """What `figures` measures, with the same run count."""
    return (f"a {CLIP_SECONDS} s 1080p25 clip with a busy karaoke script and without, in Playhead and mpv, "
            f"on 1920x1080 Xvfb; medians of {runs} runs")


if __name__ == "__main__":
    sys.exit(run_alone(__doc__, figures, describe, 3))
