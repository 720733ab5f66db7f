#!/usr/bin/python3
"""A window to drag from, as a file manager or a browser is: drag_source.py files PATH... offers
the files (a GdkFileList), drag_source.py text TEXT offers the text. The window fills 200 × 120
points at the screen's top left; it prints "ready" once shown and "dropped" when a drag ends."""
import sys

import gi

gi.require_version("Gdk", "4.0")
gi.require_version("Gtk", "4.0")
from gi.repository import Gdk, Gio, GLib, GObject, Gtk  # noqa: E402


def content(kind, values):
    if kind == "files":
        files = Gdk.FileList.new_from_list([Gio.File.new_for_path(path) for path in values])
        return Gdk.ContentProvider.new_for_value(GObject.Value(Gdk.FileList, files))
    return Gdk.ContentProvider.new_for_value(GObject.Value(str, values[0]))


def main():
    kind, values = sys.argv[1], sys.argv[2:]
    Gtk.init()
    window = Gtk.Window(title="drag source", default_width=200, default_height=120)
    label = Gtk.Label(label="Drag me")
    source = Gtk.DragSource(actions=Gdk.DragAction.COPY)
    source.connect("prepare", lambda *_: content(kind, values))
    source.connect("drag-end", lambda *_: print("dropped", flush=True))
    label.add_controller(source)
    window.set_child(label)
    window.connect("map", lambda *_: GLib.timeout_add(300, lambda: print("ready", flush=True) and False))
    window.present()
    loop = GLib.MainLoop()
    window.connect("close-request", lambda *_: loop.quit())
    loop.run()


main()
