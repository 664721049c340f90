"""Load the rest of Python's files when a page imports a module the trimmed zips leave out.

Put into the static site's packages zip as ``tutor_site_more`` by site/build.py, and
installed by it just before the memory snapshot is taken (``install``). Python starts in
the browser from that snapshot with zips trimmed to what the snapshot does not already
hold and the pages import (a few hundred kB instead of 11 MB). When a page imports a
module that is only in the full zips, this finder, last on ``sys.meta_path``, fetches the
full zips once (site/kernel-worker.js gives their address as ``ttMoreURL``), writes them
over the trimmed ones at the same paths, and the import goes on as usual. A name that is in
no zip fails at once, as it always did (optional imports stay quick). Each game's own
modules (``engines.<game>``, ``widgets.<game>``) are in a zip of their own, fetched when the
page first imports one of them, so a page loads only its own game.
"""

from __future__ import annotations

import importlib
import importlib.machinery
import os
import sys
import zipimport

#: This project's packages, each with one sub-package per game (``engines.kirin``, ``widgets.kirin``).
GAME_PACKAGES = ("engines", "widgets")


class MorePython:
    """A meta path finder of last resort: the full zips, fetched the first time they are needed."""

    def __init__(self, names: frozenset[str], zips: dict[str, str], games: dict[str, str], folder: str) -> None:
        """``names``: modules only the full zips hold; ``zips``: path in Python -> file name on the site;
        ``games``: each game's own modules' zip on the site, written into ``folder`` when first imported."""
        self.names = names
        self.zips = zips
        self.games = games
        self.folder = folder
        self.games_loaded: set[str] = set()
        self.loaded = False

    def find_spec(self, fullname: str, path=None, target=None):
        """The module's spec from its game's zip or the full zips, or None when no zip holds it."""
        if self.loaded:
            return None
        parts = fullname.split(".")
        if len(parts) > 1 and parts[0] in GAME_PACKAGES and parts[1] in self.games:
            if parts[1] in self.games_loaded:
                return None
            self.load_game(parts[1], fullname)
        elif fullname in self.names:
            self.load(fullname)
        else:
            return None
        return importlib.machinery.PathFinder.find_spec(fullname, path)

    def invalidate_caches(self) -> None:
        """Nothing to forget (importlib.invalidate_caches calls this on every finder)."""

    def load(self, wanted: str) -> None:
        """Fetch the full zips and put them in place of the trimmed ones."""
        import js

        base = getattr(js, "ttMoreURL", None)
        if base is None:
            raise ModuleNotFoundError(
                f"{wanted} is not part of the Python this page started with, and this page cannot "
                "load more of it: open the page from the site's own address", name=wanted)
        mark = getattr(js, "ttMark", None)
        if mark is not None:
            mark(f"more python for {wanted}")
        for inside, name in self.zips.items():
            data = fetched(str(base) + name, wanted)
            with open(inside, "wb") as handle:
                handle.write(data)
            zipimport._zip_directory_cache.pop(inside, None)
        sys.path_importer_cache.clear()
        importlib.invalidate_caches()
        self.loaded = True


    def load_game(self, game: str, wanted: str) -> None:
        """Add one game's modules to its packages: the zip the worker wrote before Python started, or fetched now."""
        import js

        inside = f"{self.folder}/{self.games[game]}"
        if not os.path.exists(inside):  # site/kernel-worker.js writes it there when the page had it in time
            with open(inside, "wb") as handle:
                handle.write(fetched(str(js.ttMoreURL) + self.games[game], wanted))
        for package in GAME_PACKAGES:
            if package in sys.modules:
                sys.modules[package].__path__.append(f"{inside}/{package}")
        self.games_loaded.add(game)


def fetched(url: str, wanted: str) -> bytes:
    """The bytes at ``url``, fetched at once (the kernel runs in a web worker, where that is allowed)."""
    from js import Uint8Array, XMLHttpRequest

    request = XMLHttpRequest.new()
    try:
        request.open("GET", url, False)
        request.responseType = "arraybuffer"
        request.send(None)
    except Exception as error:  # noqa: BLE001 - the browser's network error, whatever its type
        raise ModuleNotFoundError(
            f"{wanted} needs more of Python than this page loaded, and fetching it failed ({error}); "
            "check the connection and reload the page", name=wanted) from None
    if request.status != 200:
        raise ModuleNotFoundError(
            f"{wanted} needs more of Python than this page loaded, and {url} answered {request.status}; "
            "reload the page", name=wanted)
    return Uint8Array.new(request.response).to_bytes()


def module_names(files: list[str]) -> set[str]:
    """The modules and packages a zip's file names hold (``a/b/c.pyc`` -> ``a``, ``a.b``, ``a.b.c``)."""
    names = set()
    for name in files:
        parts = name.split("/")
        if not parts[-1].endswith((".py", ".pyc")) or parts[0].endswith((".dist-info", ".data")):
            continue
        stem = parts[-1].rsplit(".", 1)[0]
        dotted = parts[:-1] if stem == "__init__" else [*parts[:-1], stem]
        for depth in range(1, len(dotted) + 1):
            names.add(".".join(dotted[:depth]))
    return names


def install(names: list[str], zips: dict[str, str], games: dict[str, str], folder: str) -> MorePython:
    """Put the finder last on ``sys.meta_path`` and forget what the zips held before they were trimmed."""
    for inside in zips:
        zipimport._zip_directory_cache.pop(inside, None)
    sys.path_importer_cache.clear()
    importlib.invalidate_caches()
    finder = MorePython(frozenset(names), dict(zips), dict(games), folder)
    sys.meta_path.append(finder)
    return finder
