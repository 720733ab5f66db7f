#!/usr/bin/python3
"""Whether the X server shows a pointer now: prints "shown" when the cursor image (XFixes) has
any pixel that is not fully transparent, "hidden" otherwise. The display is $DISPLAY."""
import ctypes
import ctypes.util


class CursorImage(ctypes.Structure):
    _fields_ = [("x", ctypes.c_short), ("y", ctypes.c_short), ("width", ctypes.c_ushort),
                ("height", ctypes.c_ushort), ("xhot", ctypes.c_ushort), ("yhot", ctypes.c_ushort),
                ("cursor_serial", ctypes.c_ulong), ("pixels", ctypes.POINTER(ctypes.c_ulong)),
                ("atom", ctypes.c_ulong), ("name", ctypes.c_char_p)]


x11 = ctypes.CDLL(ctypes.util.find_library("X11") or "libX11.so.6")
xfixes = ctypes.CDLL(ctypes.util.find_library("Xfixes") or "libXfixes.so.3")
x11.XOpenDisplay.restype = ctypes.c_void_p
x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
xfixes.XFixesGetCursorImage.restype = ctypes.POINTER(CursorImage)
xfixes.XFixesGetCursorImage.argtypes = [ctypes.c_void_p]
display = x11.XOpenDisplay(None)
if not display:
    raise SystemExit("cannot open the display")
image = xfixes.XFixesGetCursorImage(display).contents
pixels = image.width * image.height
print("shown" if any(image.pixels[index] >> 24 for index in range(pixels)) else "hidden")
