#!/usr/bin/python3
"""A screen reader's view of a running Playhead, over AT-SPI (pyatspi).

  atspi_client.py [--application NAME] COMMAND …

  atspi_client.py dump              one line per element: role|name|x,y,width,height|description|states
                                    (a name's lines joined by " / ")
  atspi_client.py activate NAME     performs the first action of the push or toggle button NAME
  atspi_client.py value NAME        the current and largest value of the element named NAME
  atspi_client.py set-value NAME V  sets the value of the element named NAME to V (Value.SetCurrentValue)

Waits up to 10 s for the application named "playhead" (or NAME). Exit status 1 when it or the
button is not found.
"""
import os
import subprocess
import sys
import time

# GTK finds the accessibility bus through the session bus; so must we (an X root-window property
# left by an earlier bus could point elsewhere).
os.environ.setdefault("AT_SPI_BUS_ADDRESS", subprocess.run(
    ["dbus-send", "--session", "--print-reply=literal", "--dest=org.a11y.Bus", "/org/a11y/bus",
     "org.a11y.Bus.GetAddress"], capture_output=True, text=True, check=True).stdout.strip())

import pyatspi  # noqa: E402 (after the bus address is known)


def application(name, seconds=10):
    deadline = time.time() + seconds
    while time.time() < deadline:
        for app in pyatspi.Registry.getDesktop(0):
            if app is not None and app.name == name:
                return app
        time.sleep(0.2)
    sys.exit(f"no application named {name} on the accessibility bus")


def elements(node):
    yield node
    for child in node:
        if child is not None:
            yield from elements(child)


def extents(node):
    try:
        box = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        return f"{box.x},{box.y},{box.width},{box.height}"
    except NotImplementedError:
        return ""


def states(node):
    """The states a test asks about that the node has, comma-separated: pressed, checked, focused."""
    held = node.getState()
    asked = (("pressed", pyatspi.STATE_PRESSED), ("checked", pyatspi.STATE_CHECKED),
             ("focused", pyatspi.STATE_FOCUSED))
    return ",".join(name for name, state in asked if held.contains(state))


def value_of(app, name):
    """The Value interface of the first element named `name` that has one (a slider, not the
    label that names it)."""
    for node in elements(app):
        if node.name == name:
            try:
                return node.queryValue()
            except NotImplementedError:
                continue
    sys.exit(f"no element named {name} has a value")


def main():
    name = "playhead"
    if sys.argv[1] == "--application":
        name = sys.argv[2]
        del sys.argv[1:3]
    app = application(name)
    if sys.argv[1] == "dump":
        for node in elements(app):
            # A name of several lines (the keys' help) stays on one, its lines joined by " / ".
            name = " / ".join(node.name.splitlines())
            print(f"{node.getRoleName()}|{name}|{extents(node)}|{node.description}|{states(node)}")
    elif sys.argv[1] == "activate":
        for node in elements(app):
            if node.getRoleName() in ("push button", "toggle button") and node.name == sys.argv[2]:
                node.queryAction().doAction(0)
                return
        sys.exit(f"no push or toggle button named {sys.argv[2]}")

    elif sys.argv[1] == "value":
        value = value_of(app, sys.argv[2])
        print(f"{value.currentValue} {value.maximumValue}")
    elif sys.argv[1] == "set-value":
        value_of(app, sys.argv[2]).currentValue = float(sys.argv[3])


if __name__ == "__main__":
    main()
