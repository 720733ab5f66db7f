#!/usr/bin/python3
"""A stand-in XSETTINGS manager, as a desktop's settings daemon is: it owns the display's
_XSETTINGS_S0 selection and says Xft/DPI (the desktop's text scale) to GTK programs started
after it, for as long as it runs.

Usage: xsettings_manager.py DPI SECONDS READY  (DISPLAY names the display; the file READY is
made once the settings are there)
"""
import ctypes
import struct
import sys
import time

x = ctypes.CDLL("libX11.so.6")
x.XOpenDisplay.restype = ctypes.c_void_p
x.XDefaultRootWindow.restype = ctypes.c_ulong
x.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
x.XCreateSimpleWindow.restype = ctypes.c_ulong
x.XCreateSimpleWindow.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int, ctypes.c_uint, ctypes.c_uint, ctypes.c_uint, ctypes.c_ulong, ctypes.c_ulong]
x.XInternAtom.restype = ctypes.c_ulong
x.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
x.XSetSelectionOwner.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_ulong]
x.XChangeProperty.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_int, ctypes.c_int, ctypes.c_char_p, ctypes.c_int]
d = x.XOpenDisplay(None)
root = x.XDefaultRootWindow(d)
w = x.XCreateSimpleWindow(d, root, 0, 0, 1, 1, 0, 0, 0)
sel = x.XInternAtom(d, b"_XSETTINGS_S0", 0)
prop = x.XInternAtom(d, b"_XSETTINGS_SETTINGS", 0)
name = b"Xft/DPI"
pad = (4 - len(name) % 4) % 4
setting = struct.pack("<BBH", 0, 0, len(name)) + name + b"\0" * pad + struct.pack("<Ii", 0, int(sys.argv[1]) * 1024)
blob = struct.pack("<B3xII", 0, 1, 1) + setting
x.XSetSelectionOwner(d, sel, w, 0)
x.XChangeProperty(d, w, prop, prop, 8, 0, blob, len(blob))
x.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
x.XSync(d, 0)
open(sys.argv[3], "w").close()
time.sleep(float(sys.argv[2]))
