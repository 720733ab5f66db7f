"""The chaos run's input: what a person, a desktop and a screen reader do to a player, chosen
from a seeded generator, so a seed makes the same input again. Each action is a dict, written to
the run's log before it is done (`kind` and its values), and done by `perform`."""
import os
import subprocess
import time

from gi.repository import GLib

# The player's own bindings (KeyBindings.standard and the application's), as xdotool names them.
BINDING_KEYS = [
    "space", "k", "j", "l", "Left", "Right", "Home", "End", "m", "n", "p", "Up", "Down", "bracketleft",
    "bracketright", "BackSpace", "f", "Escape", "period", "comma", "shift+l", "ctrl+l", "Prior", "Next",
    "a", "c", "v", "z", "x", "s", "shift+s", "question", "F10", "ctrl+comma", "ctrl+o", "ctrl+v",
] + [str(digit) for digit in range(10)]
# Any other key a person might press; never those that close the window (Q, Ctrl+Q, Ctrl+W).
OTHER_KEYS = [chr(code) for code in range(ord("a"), ord("z") + 1) if chr(code) != "q"] + [
    "Tab", "shift+Tab", "Return", "Delete", "Insert", "Menu", "F1", "F2", "F5", "F11", "F12", "ctrl+a",
    "ctrl+z", "alt+Left", "alt+Right", "shift+Left", "shift+Right", "ctrl+Left", "ctrl+Right", "KP_Add",
    "KP_Subtract", "minus", "plus", "equal", "slash", "backslash", "apostrophe", "semicolon",
]
# Buttons no random press may reach: they end the run's window.
ENDING = ("Quit", "Close")
SIZES = [(320, 180), (480, 270), (640, 360), (800, 450), (1024, 576), (1280, 720), (360, 640), (200, 120)]
MPRIS_METHODS = ["PlayPause", "Play", "Pause", "Stop", "Next", "Previous", "Seek", "SetPosition", "OpenUri",
                 "Volume", "Rate"]


def choose(random, kinds, media):
    """The next action, of one of `kinds`, over `media` (kind -> paths: good, subtitles, bad)."""
    kind = random.choice(kinds)
    if kind == "key":
        return {"kind": kind, "key": random.choice(BINDING_KEYS)}
    if kind == "random-key":
        return {"kind": kind, "key": random.choice(OTHER_KEYS)}
    if kind in ("click", "activate"):
        return {"kind": kind, "pick": random.randrange(10_000), "x": random.random(), "y": random.random()}
    if kind == "drag":
        return {"kind": kind, "pick": random.randrange(10_000), "from": random.random(), "to": random.random()}
    if kind == "wheel":
        return {"kind": kind, "x": random.random(), "y": random.random(), "up": random.random() < 0.5,
                "steps": random.randint(1, 6)}
    if kind == "resize":
        return {"kind": kind, "size": random.choice(SIZES)}
    if kind == "drop":
        group = random.choice(["good", "good", "subtitles", "bad", "mixed"])
        files = (random.sample(media["good"], random.randint(1, len(media["good"]))) if group == "good"
                 else [random.choice(media["subtitles"])] if group == "subtitles"
                 else [random.choice(media["bad"])] if group == "bad"
                 else [random.choice(media["good"]), random.choice(media["subtitles"]), random.choice(media["bad"])])
        return {"kind": kind, "files": files}
    if kind == "mpris":
        method = random.choice(MPRIS_METHODS)
        value = random.choice([random.uniform(-30, 30), random.uniform(0, 2), random.choice([0, -1, 1e9, 0.25])])
        uri = "file://" + random.choice(media["good"] + media["bad"])
        return {"kind": kind, "method": method, "value": value, "uri": uri}
    if kind == "value":
        return {"kind": kind, "pick": random.randrange(10_000),
                "fraction": random.choice([random.random(), -0.5, 1.5, 0, 1])}
    raise ValueError(kind)


def choose_still(random, backend, still_keys):
    """An action that leaves a paused player's position where it is (see `chaos.keeps_position`):
    a stream, subtitle, volume or speed key, a resize, or MPRIS's volume or rate."""
    kinds = ["key", "key", "key", "resize", "mpris"] if backend == "x11" else ["mpris"]
    kind = random.choice(kinds)
    if kind == "key":
        return {"kind": kind, "key": random.choice(sorted(still_keys))}
    if kind == "resize":
        return {"kind": kind, "size": random.choice(SIZES)}
    return {"kind": kind, "method": random.choice(["Volume", "Rate"]), "value": random.uniform(0.25, 2), "uri": ""}


class Performer:
    """Does actions on the player's window: with xdotool on X11, and over AT-SPI and MPRIS
    everywhere."""

    def __init__(self, window, mpris, drag_source, log):
        self.window, self.mpris, self.drag_source, self.log = window, mpris, drag_source, log

    def perform(self, action):
        kind = action["kind"]
        if kind in ("key", "random-key"):
            self.xdotool("key", "--clearmodifiers", action["key"])
        elif kind == "click":
            box = self.pick_box(action["pick"], ("push button", "toggle button", "slider", "menu item",
                                                 "check box", "radio button", "label", "image", "list item"))
            if box:
                x, y = box[0] + int(box[2] * action["x"]), box[1] + int(box[3] * action["y"])
                self.xdotool("mousemove", str(x), str(y), "click", "1")
        elif kind == "drag":
            box = self.pick_box(action["pick"], ("slider",))
            if box:
                y = box[1] + box[3] // 2
                start, end = box[0] + int(box[2] * action["from"]), box[0] + int(box[2] * action["to"])
                self.xdotool("mousemove", str(start), str(y), "mousedown", "1")
                for step in range(1, 6):
                    self.xdotool("mousemove", str(start + (end - start) * step // 5), str(y))
                self.xdotool("mouseup", "1")
        elif kind == "wheel":
            geometry = self.geometry()
            if geometry:
                x, y = geometry[0] + int(geometry[2] * action["x"]), geometry[1] + int(geometry[3] * action["y"])
                self.xdotool("mousemove", str(x), str(y), "click", "--repeat", str(action["steps"]),
                             "4" if action["up"] else "5")
        elif kind == "resize":
            window = self.window_id()
            if window:
                self.xdotool("windowsize", window, *map(str, action["size"]))
        elif kind == "drop":
            self.drop(action["files"])
        elif kind == "mpris":
            self.call_mpris(action)
        elif kind == "activate":
            node = self.pick_node(action["pick"], ("push button", "toggle button", "menu item", "check box",
                                                   "radio button"))
            if node is not None:
                try:
                    node.queryAction().doAction(0)
                except Exception:  # gone meanwhile, or in a popover not open: nothing to press
                    pass
        elif kind == "value":
            node = self.pick_node(action["pick"], ("slider", "spin button"))
            if node is not None:
                try:
                    value = node.queryValue()
                    value.currentValue = value.minimumValue + (value.maximumValue - value.minimumValue) * action["fraction"]
                except Exception:  # gone meanwhile, or in a popover not open
                    pass

    def call_mpris(self, action):
        method, value = action["method"], action["value"]
        if method == "Seek":
            self.mpris.call(method, GLib.Variant("(x)", (int(value * 1_000_000),)))
        elif method == "SetPosition":
            track = self.mpris.get("Metadata").get("mpris:trackid", "/org/mpris/MediaPlayer2/TrackList/NoTrack")
            self.mpris.call(method, GLib.Variant("(ox)", (track, int(abs(value) * 1_000_000))))
        elif method == "OpenUri":
            self.mpris.call(method, GLib.Variant("(s)", (action["uri"],)))
        elif method in ("Volume", "Rate"):
            self.mpris.set(method, GLib.Variant("d", value))
        else:
            self.mpris.call(method)

    def showing(self, roles):
        """The showing elements of `roles`, by role and name, that end nothing."""
        found = [(role, name, node) for role, name, node in self.window.elements()
                 if role in roles and not any(word in name for word in ENDING)]
        return sorted(found, key=lambda item: (item[0], item[1]))

    def pick_node(self, pick, roles):
        found = self.showing(roles)
        return found[pick % len(found)][2] if found else None

    def pick_box(self, pick, roles):
        found = [box for box in (self.window.extents(node) for _, _, node in self.showing(roles)) if box]
        return found[pick % len(found)] if found else None

    def window_id(self):
        found = subprocess.run(["xdotool", "search", "--onlyvisible", "--class", "playhead"],
                               capture_output=True, text=True).stdout.split()
        return found[0] if found else None

    def geometry(self):
        window = self.window_id()
        if not window:
            return None
        text = subprocess.run(["xdotool", "getwindowgeometry", "--shell", window], capture_output=True,
                              text=True).stdout
        values = dict(line.split("=", 1) for line in text.split() if "=" in line)
        return int(values["X"]), int(values["Y"]), int(values["WIDTH"]), int(values["HEIGHT"])

    def drop(self, files):
        """Drags `files` from a window of their own (a file manager's) onto the player's."""
        geometry = self.geometry()
        if not geometry:
            return
        source = subprocess.Popen(["/usr/bin/python3", self.drag_source, "files", *files], stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL, text=True)
        try:
            if source.stdout.readline().strip() != "ready":
                return
            self.xdotool("mousemove", "100", "60", "mousedown", "1")
            for step in range(1, 9):
                x = 100 + (geometry[0] + geometry[2] // 2 - 100) * step // 8
                y = 60 + (geometry[1] + geometry[3] // 2 - 60) * step // 8
                self.xdotool("mousemove", str(x), str(y))
                time.sleep(0.05)
            self.xdotool("mouseup", "1")
            time.sleep(0.3)
        finally:
            source.kill()
            source.wait()

    def xdotool(self, *arguments):
        subprocess.run(["xdotool", *arguments], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                       timeout=20, env=dict(os.environ))
