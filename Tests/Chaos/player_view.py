"""What the chaos run sees of the player: its state over MPRIS (Gio, on the session bus) and its
window over AT-SPI (pyatspi), each asked with a time limit, so a window that stops answering is
found rather than waited on."""
import os
import subprocess
import time

from gi.repository import Gio, GLib

MPRIS_NAME = "org.mpris.MediaPlayer2.playhead"
MPRIS_PATH = "/org/mpris/MediaPlayer2"
PLAYER = "org.mpris.MediaPlayer2.Player"
ANSWER_LIMIT_MS = 10_000  # a hang guard: a window that answers nothing in 10 s does not answer


class NoAnswer(Exception):
    """The player did not answer in time."""


class Mpris:
    """The player's MPRIS interface."""

    def __init__(self):
        self.bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)

    def call(self, method, arguments=None, interface=PLAYER):
        try:
            return self.bus.call_sync(MPRIS_NAME, MPRIS_PATH, interface, method, arguments, None,
                                      Gio.DBusCallFlags.NONE, ANSWER_LIMIT_MS, None)
        except GLib.Error as error:
            if "Timeout" in error.message or "NoReply" in error.message:
                raise NoAnswer(f"MPRIS {method}: {error.message}")
            raise

    def get(self, name):
        reply = self.call("Get", GLib.Variant("(ss)", (PLAYER, name)), "org.freedesktop.DBus.Properties")
        return reply.unpack()[0]

    def set(self, name, value):
        self.call("Set", GLib.Variant("(ssv)", (PLAYER, name, value)), "org.freedesktop.DBus.Properties")

    def is_served(self):
        reply = self.bus.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                   "NameHasOwner", GLib.Variant("(s)", (MPRIS_NAME,)), None,
                                   Gio.DBusCallFlags.NONE, ANSWER_LIMIT_MS, None)
        return reply.unpack()[0]


def accessibility():
    """pyatspi, on the accessibility bus the session bus names."""
    os.environ.setdefault("AT_SPI_BUS_ADDRESS", subprocess.run(
        ["dbus-send", "--session", "--print-reply=literal", "--dest=org.a11y.Bus", "/org/a11y/bus",
         "org.a11y.Bus.GetAddress"], capture_output=True, text=True, check=True).stdout.strip())
    import pyatspi
    return pyatspi


class Window:
    """The player's window as a screen reader sees it."""

    def __init__(self, pyatspi):
        self.pyatspi = pyatspi

    def application(self, seconds=20):
        deadline = time.time() + seconds
        while time.time() < deadline:
            for app in self.pyatspi.Registry.getDesktop(0):
                if app is not None and app.name == "playhead":
                    return app
            time.sleep(0.2)
        raise NoAnswer("the window is not on the accessibility bus")

    def elements(self):
        """Every element visible, as (role, name, node) (GTK 4.8 says "showing" of windows alone)."""
        found = []

        def walk(node):
            if node is None:
                return
            if node.getState().contains(self.pyatspi.STATE_VISIBLE):
                found.append((node.getRoleName(), node.name, node))
            for child in node:
                walk(child)

        for window in self.application():
            walk(window)
        return found

    def error_shown(self):
        """The error the player shows over the video (ErrorPanel: its message above "Open…" and
        "Close"), or None; a window's own Close button is not it."""
        visible = self.pyatspi.STATE_VISIBLE

        def walk(node):
            if node is None or not node.getState().contains(visible):
                return None
            names = [child.name for child in node if child is not None and child.getRoleName() == "push button"
                     and child.getState().contains(visible)]
            if "Open…" in names and "Close" in names:
                message = [child.name for child in node.parent if child is not None and child.getRoleName() == "label"]
                return message[0] if message else ""
            for child in node:
                found = walk(child)
                if found is not None:
                    return found
            return None

        for window in self.application():
            found = walk(window)
            if found is not None:
                return found
        return None

    def extents(self, node):
        """The element's box on the screen, or None."""
        try:
            box = node.queryComponent().getExtents(self.pyatspi.DESKTOP_COORDS)
            return (box.x, box.y, box.width, box.height) if box.width > 0 and box.height > 0 else None
        except Exception:
            return None


def seconds(label):
    """Seconds in an "m:ss" or "h:mm:ss" label (a remaining time's "-" dropped), or None."""
    parts = label.lstrip("-−").split(":")
    if len(parts) not in (2, 3) or not all(part.isdigit() for part in parts):
        return None
    value = 0
    for part in parts:
        value = value * 60 + int(part)
    return value
