#!/usr/bin/python3
"""`make chaos`: random input storms on a running Playhead window, with its invariants checked
after each burst.

Usage: chaos.py --program PATH [--minutes M] [--seed N] [--backend x11|wayland] [--out FOLDER]

Run it on a display of its own with a private session bus (`dbus-run-session -- xvfb-run -a
chaos.py …`); with `--backend wayland` it starts a headless Weston on that bus and the window
opens there. The player plays a queue of FFmpeg-made films (two sound streams, subtitles,
chapters; an MP3 with a cover) looping. Bursts of 4-12 actions, chosen by a generator seeded
with N (the time, when not given), come a few hundredths to tenths of a second apart: keys from
the bindings and others, clicks and drags on every control showing, the wheel, resizes, full
screen, drops of media, subtitle files and damaged files (X11), MPRIS calls and property sets,
AT-SPI presses and value sets, the queue's own buttons. After each burst it checks that:
- the player still runs, AddressSanitizer has said nothing, and the window answers (MPRIS and
  AT-SPI, each within 10 s);
- its state is a legal one and the position lies within the duration;
- paused, the elapsed time the controls show is the position's (the picture's time), and input
  that leaves the position (a stream or subtitle switch, the volume, the speed) leaves it;
- no error is shown while a film that plays is current (no error without a cause).
A run that breaks one stops, keeping in FOLDER/seed-N-BACKEND its actions (actions.jsonl, in
order, each with its burst), the player's output, a screenshot (X11) and what broke; running the
same seed again makes the same input. Exit status 0 exactly when nothing broke.
"""
import argparse
import collections
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import chaos_media  # noqa: E402
from inputs import Performer, choose, choose_still  # noqa: E402
from player_view import Mpris, NoAnswer, Window, accessibility, seconds  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DRAG_SOURCE = os.path.join(ROOT, "Tests", "PlayheadGTKTests", "Resources", "drag_source.py")
X11_KINDS = ["key"] * 6 + ["random-key"] * 2 + ["click"] * 4 + ["drag", "wheel", "resize", "mpris", "mpris",
                                                                 "activate", "activate", "value", "drop"]
WAYLAND_KINDS = ["mpris"] * 3 + ["activate"] * 4 + ["value"] * 2
LEGAL_STATES = {"Playing", "Paused", "Stopped"}
# Input that leaves a paused player's position where it is: streams, volume, speed, subtitles'
# delay, full screen, the keys' list, the menu, a screenshot, a resize.
STILL_KEYS = {"a", "c", "v", "m", "Up", "Down", "z", "x", "f", "question", "bracketleft", "bracketright",
              "BackSpace", "Escape", "F10", "s", "shift+s"}
STILL_METHODS = {"Volume", "Rate", "Pause"}


def keeps_position(action):
    """Whether `action` leaves a paused player's position where it is."""
    return (action["kind"] == "resize" or (action["kind"] == "key" and action["key"] in STILL_KEYS)
            or (action["kind"] == "mpris" and action["method"] in STILL_METHODS))


class Broken(Exception):
    """An invariant that does not hold."""


def start_weston(runtime):
    socket = "playhead-chaos"
    weston = subprocess.Popen(["weston", "--backend=headless-backend.so", f"--socket={socket}", "--width=1280",
                               "--height=800", "--idle-time=0", "--no-config"],
                              env=dict(os.environ, XDG_RUNTIME_DIR=runtime), stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    deadline = time.time() + 20
    while not os.path.exists(os.path.join(runtime, socket)) and time.time() < deadline:
        time.sleep(0.1)
    return weston, {"XDG_RUNTIME_DIR": runtime, "WAYLAND_DISPLAY": socket, "DISPLAY": ""}


def settled(mpris):
    """The state, media and position once a seek made before has landed: two readings 0.3 s
    apart that agree (for at most 5 s)."""
    deadline = time.time() + 5
    reading = None
    while time.time() < deadline:
        time.sleep(0.3)
        now = (mpris.get("PlaybackStatus"), mpris.get("Metadata").get("xesam:url", ""), mpris.get("Position") / 1e6)
        if reading and now[:2] == reading[:2] and abs(now[2] - reading[2]) < 0.001:
            return now
        reading = now
    return None


def check(player, log_path, mpris, window, good, seen, before, burst):
    """Raises Broken when an invariant does not hold; counts what it saw in `seen`; returns the
    state, media and position, for the next check (`before`, after the actions `burst`)."""
    if player.poll() is not None:
        raise Broken(f"the player ended (status {player.returncode})")
    with open(log_path, errors="replace") as log:
        said = log.read()
    if "ERROR: AddressSanitizer" in said or "runtime error:" in said:
        raise Broken("AddressSanitizer reported an error (see player.log)")
    try:
        status = mpris.get("PlaybackStatus")
        metadata = mpris.get("Metadata")
        position = mpris.get("Position") / 1e6
        elements = window.elements()
    except NoAnswer as error:
        raise Broken(f"the window does not answer: {error}")
    if status not in LEGAL_STATES:
        raise Broken(f"an illegal state: {status}")
    length = metadata.get("mpris:length", 0) / 1e6
    if position < -0.001 or (length > 0 and position > length + 1):
        raise Broken(f"the position {position:.3f} s lies outside the duration {length:.3f} s")
    url = metadata.get("xesam:url", "")
    still = before and before[0] == status == "Paused" and before[1] == url and all(map(keeps_position, burst))
    if still:
        seen["paused bursts that had to keep their position"] += 1
    if still and abs(before[2] - position) > 0.05:
        raise Broken(f"paused, the position moved from {before[2]:.3f} s to {position:.3f} s over input that "
                     f"leaves it: {[action.get('key', action.get('method', action['kind'])) for action in burst]}")
    error = window.error_shown()
    failed = error is not None
    if failed and url in good:
        raise Broken(f"an error is shown while {url}, which plays, is current: {error}")
    seen[f"{status}{', failed' if failed else ''}: {os.path.basename(url) or 'nothing'}"] += 1
    if status == "Paused" and length > 0:
        shown = [seconds(name) for role, name, _ in elements if role == "label" and seconds(name) is not None]
        remaining = [name for role, name, _ in elements if role == "label" and name.startswith(("-", "−"))]
        if shown and not remaining:
            time.sleep(1.2)  # a seek just made lands first
            again = mpris.get("Position") / 1e6
            labels = [seconds(name) for role, name, _ in window.elements()
                      if role == "label" and seconds(name) is not None]
            if (mpris.get("PlaybackStatus") == "Paused" and abs(again - position) < 0.01 and labels
                    and abs(labels[0] - int(again)) > 1):
                raise Broken(f"paused at {again:.3f} s, the controls show {labels[0]} s")
    return status, url, position


def keep(out, actions, log_path, reason, screenshot):
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "actions.jsonl"), "w") as file:
        for action in actions:
            file.write(json.dumps(action) + "\n")
    shutil.copy(log_path, os.path.join(out, "player.log"))
    with open(os.path.join(out, "broken.txt"), "w") as file:
        file.write(reason + "\n")
    if screenshot:
        subprocess.run(["ffmpeg", "-loglevel", "error", "-y", "-f", "x11grab", "-i", os.environ["DISPLAY"],
                        "-frames:v", "1", os.path.join(out, "screen.png")], timeout=30)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--program", required=True)
    parser.add_argument("--minutes", type=float, default=10)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--backend", choices=["x11", "wayland"], default="x11")
    parser.add_argument("--out", default=os.path.join(ROOT, "out", "chaos"))
    arguments = parser.parse_args()
    seed = arguments.seed if arguments.seed is not None else int(time.time())
    generator = random.Random(seed)
    media = chaos_media.make(os.path.join(ROOT, "out", "chaos", "media"))
    home = tempfile.mkdtemp(prefix="playhead-chaos-")
    environment = dict(os.environ, HOME=home, XDG_STATE_HOME=os.path.join(home, "state"),
                       XDG_CONFIG_HOME=os.path.join(home, "config"), XDG_DATA_HOME=os.path.join(home, "data"),
                       GSK_RENDERER="cairo", ASAN_OPTIONS="detect_leaks=0")
    weston = None
    if arguments.backend == "wayland":
        runtime = os.path.join(home, "runtime")
        os.makedirs(runtime, mode=0o700)
        weston, wayland = start_weston(runtime)
        environment.update(wayland)
    log_path = os.path.join(home, "player.log")
    log = open(log_path, "w")
    player = subprocess.Popen([os.path.abspath(arguments.program), "play", *media["good"], "--loop", "--size",
                               "800x450"], env=environment, stdout=log, stderr=subprocess.STDOUT)
    kinds = X11_KINDS if arguments.backend == "x11" else WAYLAND_KINDS
    actions, bursts, seen, last = [], 0, collections.Counter(), None
    said = lambda line: print(line, flush=True)  # noqa: E731
    print(f"chaos: seed {seed}, {arguments.minutes:g} min on {arguments.backend}; make chaos CHAOS_SEED={seed} "
          "makes the same input", flush=True)
    status = 0
    try:
        mpris = Mpris()
        window = Window(accessibility())
        deadline = time.time() + 60  # a hang guard only
        while not (mpris.is_served() and mpris.get("PlaybackStatus") == "Playing") and time.time() < deadline:
            time.sleep(0.2)
        if arguments.backend == "x11":
            subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--class", "playhead", "windowmove",
                            "240", "160"], timeout=30, stdout=subprocess.DEVNULL)
        performer = Performer(window, mpris, DRAG_SOURCE, said)
        end = time.time() + arguments.minutes * 60
        while time.time() < end:
            bursts += 1
            # A quiet burst pauses, then gives only input that leaves the position where it is.
            quiet = generator.random() < 0.3
            for index in range(generator.randint(4, 12)):
                action = (choose_still(generator, arguments.backend, STILL_KEYS) if quiet and index
                          else {"kind": "mpris", "method": "Pause", "value": 0, "uri": ""} if quiet
                          else choose(generator, kinds, media))
                action["burst"] = bursts
                actions.append(action)
                try:
                    performer.perform(action)
                except NoAnswer as error:
                    raise Broken(f"the window does not answer: {error}")
                except Exception as error:  # refused by the player (an MPRIS error): input it may refuse
                    said(f"  refused: {action['kind']}: {error}")
                if quiet and not index:
                    last = settled(mpris)
                time.sleep(generator.uniform(0.02, 0.4))
            time.sleep(0.6)
            last = check(player, log_path, mpris, window, {"file://" + path for path in media["good"]}, seen, last,
                         [action for action in actions if action["burst"] == bursts])
        kinds_done = ", ".join(f"{kind} {sum(a['kind'] == kind for a in actions)}" for kind in sorted(set(kinds)))
        print(f"chaos: {bursts} bursts, {len(actions)} actions ({kinds_done}), every invariant held; "
              f"seen after bursts: {'; '.join(f'{key} {count}' for key, count in sorted(seen.items()))}", flush=True)
    except Broken as broken:
        out = os.path.join(arguments.out, f"seed-{seed}-{arguments.backend}")
        keep(out, actions, log_path, f"burst {bursts}: {broken}", arguments.backend == "x11")
        print(f"chaos: BROKEN at burst {bursts} ({len(actions)} actions): {broken}; kept in {out}", flush=True)
        status = 1
    finally:
        if player.poll() is None:
            player.terminate()
            try:
                player.wait(timeout=20)
            except subprocess.TimeoutExpired:
                player.kill()
        if weston:
            weston.terminate()
        log.close()
        shutil.rmtree(home, ignore_errors=True)
    return status


if __name__ == "__main__":
    sys.exit(main())
