"""Serve the static site as a learner's network would bring it: every request waits, every byte is paced.

    .venv/bin/python benchmarks/throttle.py --network 4g [folder]     # prints the address, serves until killed

Each answer waits one round trip before its first byte, and the bytes of all answers
together go no faster than the link's bandwidth (one shared link, as a phone has). The
throttling is on the server side, so the pages' web workers (Python's kernel) pay it too.

How answers share the link (``--sharing``):

* ``fair`` (the default): answers in flight take turns, 16 KB at a time, and each answer's
  bytes arrive as they are sent. This is how TCP connections share a bottleneck: a small
  script asked for while a big file downloads gets through in about a round trip and its
  share of the bandwidth, not after the big file.
* ``fifo``: each answer reserves the link for all its bytes when it is asked for, behind
  every byte reserved before it, and its body comes at once when that time is over
  (``../shared/tools/reach_check.py``'s model). A small script asked for while 9 MB are
  reserved then waits the whole 9 MB (8 s at 9 Mbit/s), and a download the browser gave up
  still holds the link. No real link queues whole answers like that; the model is kept to
  compare figures with that tool (``bench_site.py --sharing fifo``).
Text files (JavaScript, CSS, HTML, JSON, WebAssembly, ...) are sent gzipped when the
browser accepts it, as a static host (GitHub Pages, Netlify, ...) sends them; archives,
wheels and pictures go as they are.

``GET /__throttle__`` answers at once (no throttling) with the bytes sent so far, the
number of answers, and the bytes and count per file, as JSON; ``POST /__throttle__``
sets them back to zero. :mod:`benchmarks.bench_site` reads them around each visit.
"""

from __future__ import annotations

import argparse
import dataclasses
import functools
import gzip
import http.server
import json
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "site"))
from serve import SiteHandler  # noqa: E402 - site/ is not a package

STATS_PATH = "/__throttle__"
CHUNK = 16 * 1024

#: Files a gzipping static host compresses (by their ending); everything else goes as it is.
GZIP_ENDINGS = (".js", ".mjs", ".css", ".html", ".json", ".wasm", ".svg", ".txt", ".map", ".ipynb",
                ".py", ".md", ".xml", ".ico", ".ttf", ".eot")


@dataclass(frozen=True)
class Network:
    """A link: bandwidth in bits per second, round-trip time in seconds (``0``: not throttled),
    and how answers share it (``fair`` or ``fifo``, see the module's docstring)."""

    name: str
    bits_per_second: float
    round_trip: float
    sharing: str = "fair"


NETWORKS = {
    "4g": Network("4g", 9e6, 0.085),
    "fast": Network("fast", 50e6, 0.020),
    "none": Network("none", 0.0, 0.0),
}
"""The profiles: a good 4G link (9 Mbit/s, 85 ms), a fast one (50 Mbit/s, 20 ms), and loopback as it is."""
SHARING = ("fair", "fifo")


class Link:
    """One shared link: hands out send times so that all answers together keep to the bandwidth."""

    def __init__(self, network: Network) -> None:
        """A link with ``network``'s bandwidth; bytes counted from zero."""
        self.network = network
        self.lock = threading.Lock()
        self.free_at = 0.0
        self.reset()

    def reset(self) -> None:
        """Set the counts back to zero."""
        with self.lock:
            self.sent = 0
            self.answers = 0
            self.files: dict[str, list[int]] = {}

    def count(self, path: str, size: int) -> None:
        """Note an answer to ``path`` of ``size`` bytes on the wire."""
        with self.lock:
            self.answers += 1
            self.sent += size
            entry = self.files.setdefault(path, [0, 0])
            entry[0] += size
            entry[1] += 1

    def pace(self, size: int) -> None:
        """Wait until ``size`` more bytes may go out on the link (``fair``: each chunk takes its turn)."""
        if not self.network.bits_per_second or self.network.sharing == "fifo":
            return
        self._wait_turn(size)

    def hold(self, size: int) -> None:
        """``fifo``: reserve the link for a whole answer of ``size`` bytes and wait until its time is over."""
        if self.network.bits_per_second and self.network.sharing == "fifo":
            self._wait_turn(size)

    def _wait_turn(self, size: int) -> None:
        """Reserve ``size`` bytes of link time after everything reserved before, and wait until it ends."""
        with self.lock:
            start = max(time.monotonic(), self.free_at)
            self.free_at = start + size * 8 / self.network.bits_per_second
            until = self.free_at
        delay = until - time.monotonic()
        if delay > 0:
            time.sleep(delay)

    def stats(self) -> dict:
        """The counts as a dict (bytes, answers, and per file [bytes, answers])."""
        with self.lock:
            return {"bytes": self.sent, "answers": self.answers, "files": dict(self.files)}


@functools.lru_cache(maxsize=None)
def gzipped(path: str, mtime: float) -> bytes:
    """A file's bytes gzipped (level 6, what hosts commonly use); cached per version of the file."""
    return gzip.compress(Path(path).read_bytes(), compresslevel=6, mtime=0)


class ThrottledHandler(SiteHandler):
    """The site's handler, with each answer delayed and paced by :attr:`link`."""

    link: Link
    protocol_version = "HTTP/1.1"  # connections are kept open, as a browser and a host do

    def do_GET(self) -> None:  # noqa: N802 - the base class's name
        """Answer with the stats, or with the file: gzipped when it is text and the browser accepts it."""
        if self.path.split("?")[0] == STATS_PATH:
            return self.send_json(self.link.stats())
        time.sleep(self.link.network.round_trip)
        path = Path(self.translate_path(self.path))
        if path.is_file() and path.name.endswith(GZIP_ENDINGS) and "gzip" in self.headers.get("Accept-Encoding", ""):
            return self.send_gzipped(path)
        return super().do_GET()

    def handle(self) -> None:
        """Serve the connection; a browser that goes away mid-answer (a closed page) is no error."""
        try:
            super().handle()
        except (BrokenPipeError, ConnectionResetError):
            pass

    def do_POST(self) -> None:  # noqa: N802 - the base class's name
        """``POST /__throttle__`` sets the counts back to zero."""
        if self.path.split("?")[0] != STATS_PATH:
            self.send_error(405)
            return
        self.link.reset()
        self.send_json({"reset": True})

    def send_json(self, value: dict) -> None:
        """An unthrottled JSON answer (not counted)."""
        body = json.dumps(value).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        self.wfile.write(body)

    def send_gzipped(self, path: Path) -> None:
        """Send a text file gzipped, with the headers a static host sends."""
        stat = path.stat()
        since = self.headers.get("If-Modified-Since")
        modified = self.date_time_string(int(stat.st_mtime))
        if since == modified:
            self.send_response(304)
            self.end_headers()
            self.link.count(self.path, 0)
            return
        body = gzipped(str(path), stat.st_mtime)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Last-Modified", modified)
        self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        self.link.count(self.path, len(body))  # before the bytes go: the client may ask for the counts at once
        self.link.hold(len(body))
        self.write_paced(body)

    def write_paced(self, body: bytes) -> None:
        """Write ``body`` in chunks, each waiting for its turn on the link."""
        for start in range(0, len(body), CHUNK):
            chunk = body[start:start + CHUNK]
            self.link.pace(len(chunk))
            self.wfile.write(chunk)

    def copyfile(self, source, outputfile) -> None:
        """The base class's file copy, paced and counted."""
        body = source.read()
        self.link.count(self.path, len(body))  # before the bytes go, as in send_gzipped
        self.link.hold(len(body))
        self.write_paced(body)


def start(folder: Path, network: Network, port: int = 0) -> tuple[http.server.ThreadingHTTPServer, str]:
    """Serve ``folder`` through ``network`` in a background thread; returns the server and its address.

    ``dataclasses.replace(NETWORKS["4g"], sharing="fifo")`` is the same link shared the other way.
    """
    handler = type("Handler", (ThrottledHandler,), {"link": Link(network)})
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), functools.partial(handler, directory=str(folder)))
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def main(argv: list[str] | None = None) -> None:
    """Command line: serve a built site through a throttled link until killed."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", nargs="?", type=Path, default=ROOT / "build" / "site")
    parser.add_argument("--network", choices=sorted(NETWORKS), default="4g")
    parser.add_argument("--port", type=int, default=0, help="port (default: a free one)")
    parser.add_argument("--sharing", choices=SHARING, default="fair", help="how answers share the link")
    args = parser.parse_args(argv)
    network = dataclasses.replace(NETWORKS[args.network], sharing=args.sharing)
    server, url = start(args.folder.resolve(), network, args.port)
    print(url, flush=True)
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        pass
    finally:
        server.shutdown()


if __name__ == "__main__":
    main()
