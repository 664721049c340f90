"""Serve the built static site on 127.0.0.1 (``./tutor site --serve`` and the browser tests).

    python site/serve.py [--port 8000] [--quiet] [folder]

Takes the first free port from ``--port`` up (default ``$TUTOR_SITE_PORT`` or 8000),
prints the address of the gallery, and serves until Ctrl+C. Only the standard
library: any static host works as well (the site is plain files), but not
``file://``, where the browser refuses to run the pages' workers.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import os
import sys
from pathlib import Path

DEFAULT_FOLDER = Path(__file__).resolve().parent.parent / "build" / "site"
GALLERY = "voici/render/index.html"


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with the types Pyodide and JupyterLite need; quiet unless asked."""

    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".json": "application/json",
        ".whl": "application/zip",
        ".ipynb": "application/json",
    }
    verbose = False

    def log_message(self, format: str, *args) -> None:  # noqa: A002 - the base class's name
        """Log requests only with --verbose (a page asks for hundreds of files)."""
        if self.verbose:
            super().log_message(format, *args)


def bind(first_port: int, host: str = "127.0.0.1", tries: int = 100) -> http.server.ThreadingHTTPServer:
    """A server bound to the first free port from ``first_port`` up."""
    for port in range(first_port, first_port + tries):
        try:
            return http.server.ThreadingHTTPServer((host, port), SiteHandler)
        except OSError:
            continue
    sys.exit(f"no free port in {first_port}..{first_port + tries - 1}; set TUTOR_SITE_PORT or --port")


def main(argv: list[str] | None = None) -> None:
    """Command line: serve a built site folder."""
    parser = argparse.ArgumentParser(description="Serve Tabletop Tutor's static site on 127.0.0.1.")
    parser.add_argument("folder", nargs="?", type=Path, default=DEFAULT_FOLDER)
    parser.add_argument("--port", type=int, default=int(os.environ.get("TUTOR_SITE_PORT", 8000)),
                        help="first port to try (default 8000)")
    parser.add_argument("--verbose", action="store_true", help="log every request")
    parser.add_argument("--quiet", action="store_true", help="print only the address")
    args = parser.parse_args(argv)
    folder = args.folder.resolve()
    if not (folder / "index.html").is_file():
        sys.exit(f"{folder} holds no built site; run ./tutor site first")
    SiteHandler.verbose = args.verbose
    server = bind(args.port)
    server.RequestHandlerClass = functools.partial(SiteHandler, directory=str(folder))
    host, port = server.server_address[:2]
    url = f"http://{host}:{port}/"
    if args.quiet:
        print(url, flush=True)
    else:
        print(
            f"\nTabletop Tutor's static site is served from {folder}.\n"
            f"Open this address in your browser:\n\n    {url}\n\n"
            "Python runs in your browser: the first page takes a few seconds to start.\n"
            "Press Ctrl+C to stop.\n",
            flush=True,
        )
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


if __name__ == "__main__":
    main()
