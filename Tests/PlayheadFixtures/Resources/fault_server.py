"""A media server for Playhead's engine tests, on 127.0.0.1 only.

Serves files from a folder (and its subfolders), with faults chosen by the path's first segment:
  /ok/NAME      the file, with Range support
  /NNN/NAME     HTTP status NNN (401, 403, 404, 500, …) and no body
  /loop/NAME    302 to the same path, for ever
  /reset/NAME   headers and a third of the data, then the connection is dropped; no Range support
  /cut/NAME     as /reset/, at the pace of /slow/: the stream plays a while before it is cut
  /drop/NAME    Range support, but every response is dropped after a quarter of the file: playing
                it through takes a reconnection at each quarter
  /down/NAME    Range support, at the pace of /slow/; the first response is dropped after a third of
                the file, then every request is cut off unanswered until the server gets SIGUSR1
                (the server is back)
  /gone/NAME    as /down/, but the server never comes back
  /norange/NAME the whole file for every request, Range ignored ("Accept-Ranges: none")
  /unranged/NAME the whole file for every request, Range ignored, and no Accept-Ranges header at
                all (as Python's own http.server)
  /garbage/NAME random bytes of the file's length, as its type (video/mp4 for .mp4)
  /stall/NAME   headers and a third of the data, then nothing until the server gets SIGUSR1 (at
                most 120 s, a hang guard), then the rest
  /silent/NAME  the request is taken and never answered: the connection stays open, with nothing
                on it, until the server gets SIGUSR1 (at most 120 s), then closes
Each request is logged to standard error as "METHOD FAULT RANGE" (RANGE "-" without one), for the
tests to read what the client asked for.
  /slow/NAME    the file at 256 KiB/s
  /throttle/NAME the file, with Range support, at the rate last set on standard input (at once,
                mid-response too), and the status set there for names beginning with a prefix
Standard input takes one command a line: "rate N" (N bytes a second for each /throttle/
response; 0, the start, is as fast as it goes), "block STATUS PREFIX" (/throttle/ names
beginning with PREFIX are answered STATUS, 404 say, from now on) and "unblock PREFIX". Requests
under /throttle/ are logged with their name: "GET throttle - NAME".
Prints the port on its first line, then serves until killed (or for at most 300 s).
Usage: fault_server.py FOLDER
"""

import http.server
import os
import signal
import socketserver
import sys
import threading
import time

FOLDER = sys.argv[1]
RELEASE = threading.Event()
# The (fault, file) pairs of /down/ and /gone/ whose first response has been dropped: the server
# is down for them.
DOWN = set()
RANGED = ("ok", "slow", "drop", "down", "gone", "throttle")
# /throttle/'s rate in bytes a second (0: unlimited) and its blocked name prefixes' statuses, set
# on standard input.
RATE = [0]
BLOCKED = {}


def take_commands():
    for line in sys.stdin:
        words = line.split()
        if words[:1] == ["rate"] and len(words) == 2:
            RATE[0] = int(words[1])
        elif words[:1] == ["block"] and len(words) == 3:
            BLOCKED[words[2]] = int(words[1])
        elif words[:1] == ["unblock"] and len(words) == 2:
            BLOCKED.pop(words[1], None)


threading.Thread(target=take_commands, daemon=True).start()
# The test runner blocks most signals in its threads and a child inherits that mask: unblock all,
# or SIGUSR1 would stay pending and only the client's own read timeout would end a stall.
signal.pthread_sigmask(signal.SIG_SETMASK, [])
signal.signal(signal.SIGUSR1, lambda *_: RELEASE.set())
TYPES = {
    ".mp4": "video/mp4", ".m3u8": "application/vnd.apple.mpegurl", ".ts": "video/mp2t",
    ".mpd": "application/dash+xml", ".m4s": "video/iso.segment", ".vtt": "text/vtt",
}


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def send(self, body, paced):
        """Writes `body`, at 256 KiB/s when `paced`."""
        for offset in range(0, len(body), 16384):
            self.wfile.write(body[offset:offset + 16384])
            self.wfile.flush()
            if paced:
                time.sleep(1 / 16)

    def send_throttled(self, body):
        """Writes `body` at the rate set now, read again at each piece."""
        for offset in range(0, len(body), 8192):
            piece = body[offset:offset + 8192]
            self.wfile.write(piece)
            self.wfile.flush()
            if RATE[0] > 0:
                time.sleep(len(piece) / RATE[0])

    def cut_off(self):
        """Closes the connection without an answer, as a server that went away."""
        self.close_connection = True
        self.connection.shutdown(2)

    def do_HEAD(self):
        self.do_GET(head=True)

    def do_GET(self, head=False):
        parts = self.path.strip("/").split("/", 1)
        if len(parts) != 2:
            return self.send_error(404)
        fault, name = parts
        named = " " + name if fault == "throttle" else ""
        print(self.command, fault, self.headers.get("Range", "-") + named, file=sys.stderr, flush=True)
        blocked = [status for prefix, status in BLOCKED.items() if name.startswith(prefix)]
        if fault == "throttle" and blocked:
            return self.send_error(blocked[0])
        if fault in ("down", "gone") and (fault, name) in DOWN and not (fault == "down" and RELEASE.is_set()):
            return self.cut_off()
        if fault == "silent":
            RELEASE.wait(120)
            return self.cut_off()
        if fault.isdigit():
            return self.send_error(int(fault))
        if fault == "loop":
            self.send_response(302)
            self.send_header("Location", self.path)
            self.send_header("Content-Length", "0")
            return self.end_headers()
        path = os.path.realpath(os.path.join(FOLDER, name))
        if not path.startswith(os.path.realpath(FOLDER) + os.sep) or not os.path.isfile(path):
            return self.send_error(404, "Not Found")
        with open(path, "rb") as f:
            data = f.read()
        if fault == "garbage":
            data = os.urandom(len(data))
        start, end = 0, len(data) - 1
        ranged = self.headers.get("Range", "")
        if ranged.startswith("bytes=") and fault in RANGED:
            first, _, last = ranged[6:].partition("-")
            start = int(first or 0)
            end = int(last) if last else end
            self.send_response(206)
            self.send_header("Content-Range", "bytes %d-%d/%d" % (start, end, len(data)))
        else:
            self.send_response(200)
        self.send_header("Content-Type", TYPES.get(os.path.splitext(name)[1], "application/octet-stream"))
        if fault != "unranged":
            self.send_header("Accept-Ranges", "bytes" if fault in RANGED else "none")
        self.send_header("Content-Length", str(end - start + 1))
        self.end_headers()
        if head:
            return
        body = data[start:end + 1]
        try:
            if fault in ("reset", "cut") or fault in ("down", "gone") and (fault, name) not in DOWN:
                self.send(body[:len(data) // 3], paced=fault != "reset")
                if fault in ("down", "gone"):
                    DOWN.add((fault, name))
                return self.cut_off()
            elif fault == "drop":
                self.wfile.write(body[:len(data) // 4])
                self.wfile.flush()
                if len(body) > len(data) // 4:
                    return self.cut_off()
            elif fault == "stall":
                third = len(body) // 3
                self.wfile.write(body[:third])
                self.wfile.flush()
                RELEASE.wait(120)
                self.wfile.write(body[third:])
            elif fault == "throttle":
                self.send_throttled(body)
            elif fault in ("slow", "down"):
                self.send(body, paced=fault == "slow" or not RELEASE.is_set())
            else:
                self.wfile.write(body)
            self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError):
            return


class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
    allow_reuse_address = True


server = Server(("127.0.0.1", 0), Handler)
print(server.server_address[1], flush=True)
threading.Timer(300, server.shutdown).start()
server.serve_forever()
