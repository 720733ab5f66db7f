"""An X display as the benchmarks read and drive it: a row or a pixel of the screen (XGetImage),
keys and pointer moves (XTest), through libX11 and libXtst with ctypes."""

import ctypes
import ctypes.util
import time


class Display:
    """An X display for reading a row of the screen and sending keys, through libX11 and XTest."""

    def __init__(self, name):
        self.x11 = ctypes.CDLL(ctypes.util.find_library("X11") or "libX11.so.6")
        self.xtst = ctypes.CDLL(ctypes.util.find_library("Xtst") or "libXtst.so.6")
        self.x11.XOpenDisplay.restype = ctypes.c_void_p
        self.x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
        self.x11.XDefaultRootWindow.restype = ctypes.c_ulong
        self.x11.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        self.x11.XGetImage.restype = ctypes.c_void_p
        self.x11.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int,
                                       ctypes.c_uint, ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
        self.x11.XGetPixel.restype = ctypes.c_ulong
        self.x11.XGetPixel.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int]
        self.x11.XDestroyImage.argtypes = [ctypes.c_void_p]
        self.x11.XStringToKeysym.restype = ctypes.c_ulong
        self.x11.XStringToKeysym.argtypes = [ctypes.c_char_p]
        self.x11.XKeysymToKeycode.restype = ctypes.c_ubyte
        self.x11.XKeysymToKeycode.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
        self.x11.XFlush.argtypes = [ctypes.c_void_p]
        self.xtst.XTestFakeKeyEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]
        self.xtst.XTestFakeMotionEvent.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int, ctypes.c_int,
                                                   ctypes.c_ulong]
        self.display = self.x11.XOpenDisplay(name.encode())
        if not self.display:
            raise RuntimeError(f"cannot open the X display {name}")
        self.root = self.x11.XDefaultRootWindow(self.display)

    def pixel(self, x, y):
        """The pixel at `x`, `y` as 0xRRGGBB, or `None` when it cannot be read."""
        row = self.row(y, x, x + 1, step=1)
        return row[0] if row else None

    def row(self, y, x_from, x_to, step=8):
        """The pixels of row `y` from `x_from` to `x_to`, every `step`-th, as a tuple."""
        image = self.x11.XGetImage(self.display, self.root, x_from, y, x_to - x_from, 1, 0xFFFFFFFF, 2)
        if not image:
            return ()
        try:
            return tuple(self.x11.XGetPixel(image, x, 0) for x in range(0, x_to - x_from, step))
        finally:
            self.x11.XDestroyImage(image)

    def key(self, name):
        """Presses and releases the key of keysym `name` ("l")."""
        code = self.x11.XKeysymToKeycode(self.display, self.x11.XStringToKeysym(name.encode()))
        self.xtst.XTestFakeKeyEvent(self.display, code, 1, 0)
        self.xtst.XTestFakeKeyEvent(self.display, code, 0, 0)
        self.x11.XFlush(self.display)

    def move(self, x, y):
        """Moves the pointer to `x`, `y`."""
        self.xtst.XTestFakeMotionEvent(self.display, -1, x, y, 0)
        self.x11.XFlush(self.display)

    def wait_for_change(self, before, y, x_from, x_to, limit=5):
        """Seconds until row `y` differs from `before`; `limit` is a hang guard."""
        start = time.perf_counter()
        while time.perf_counter() - start < limit:
            if self.row(y, x_from, x_to) != before:
                return time.perf_counter() - start
            time.sleep(0.001)
        raise RuntimeError(f"row {y} did not change within {limit} s")

    def wait_for_video(self, y, x_from, x_to, limit=15):
        """Waits until row `y` shows more than one colour (the pattern's bars are on the screen)."""
        start = time.perf_counter()
        while time.perf_counter() - start < limit:
            if len(set(self.row(y, x_from, x_to))) > 2:
                return
            time.sleep(0.01)
        raise RuntimeError(f"no video on the screen within {limit} s")
