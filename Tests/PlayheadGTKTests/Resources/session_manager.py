"""A stand-in for the desktop's session manager (org.gnome.SessionManager) on a test's private
session bus: it answers GTK's Inhibit and Uninhibit as GNOME's does, and prints each call on a
line of its own ("inhibit 8 Playing clip.mp4", "uninhibit 1"), then "ready" once it owns its name."""
import sys

from gi.repository import Gio, GLib

XML = """<node><interface name="org.gnome.SessionManager">
<method name="Inhibit"><arg type="s" direction="in"/><arg type="u" direction="in"/>
<arg type="s" direction="in"/><arg type="u" direction="in"/><arg type="u" direction="out"/></method>
<method name="Uninhibit"><arg type="u" direction="in"/></method>
<method name="IsInhibited"><arg type="u" direction="in"/><arg type="b" direction="out"/></method>
</interface></node>"""
cookies = {"next": 1, "flags": {}}


def call(connection, sender, path, interface, method, parameters, invocation):
    if method == "Inhibit":
        _, _, reason, flags = parameters.unpack()
        cookie = cookies["next"]
        cookies["next"] += 1
        cookies["flags"][cookie] = flags
        print(f"inhibit {flags} {reason}", flush=True)
        invocation.return_value(GLib.Variant("(u)", (cookie,)))
    elif method == "Uninhibit":
        (cookie,) = parameters.unpack()
        cookies["flags"].pop(cookie, None)
        print(f"uninhibit {cookie}", flush=True)
        invocation.return_value(None)
    else:
        (flags,) = parameters.unpack()
        inhibited = any(value & flags for value in cookies["flags"].values())
        invocation.return_value(GLib.Variant("(b)", (inhibited,)))


def acquired(connection, name):
    print("ready", flush=True)


bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
interface = Gio.DBusNodeInfo.new_for_xml(XML).interfaces[0]
bus.register_object("/org/gnome/SessionManager", interface, call, None, None)
Gio.bus_own_name_on_connection(bus, "org.gnome.SessionManager", Gio.BusNameOwnerFlags.NONE, acquired, None)
GLib.MainLoop().run()
