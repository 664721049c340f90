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

The stored results (``widgets/results/*.json``) are in no zip: :class:`StoredResults`, set as
``widgets.results.fetch``, fetches each file the first time a page reads it. While it comes, the
page's loading note says so; if it cannot come (offline, on a page whose results this device does
not hold), the page shows one sentence saying what is missing and what to do, never a traceback.
"""

from __future__ import annotations

import importlib
import importlib.machinery
import os
import sys
import zipimport
import zlib

#: This project's packages, each with one sub-package per game (``engines.<key>``, ``widgets.<key>``).
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


class NotFetched(OSError):
    """A file of the site that could not be fetched: ``reason`` in a few words, ``detail`` the browser's."""

    def __init__(self, reason: str, detail: str = "") -> None:
        """The reason a learner reads, and the browser's own words (for the curious)."""
        super().__init__(reason)
        self.reason = reason
        self.detail = detail

    def __str__(self) -> str:
        """The reason, with the browser's words after it."""
        return f"{self.reason}: {self.detail}" if self.detail else self.reason


def download(url: str) -> bytes:
    """The bytes at ``url``, fetched at once (the kernel runs in a web worker, where that is allowed).

    Raises NotFetched: the browser's network error, or the status the site answered."""
    from js import Uint8Array, XMLHttpRequest

    request = XMLHttpRequest.new()
    try:
        request.open("GET", url, False)
        request.responseType = "arraybuffer"
        request.send(None)
    except Exception as error:  # noqa: BLE001 - the browser's network error, whatever its type
        raise NotFetched("no connection to the site", str(error)) from None
    if request.status != 200:
        raise NotFetched(f"the site answered {request.status}")
    return Uint8Array.new(request.response).to_bytes()


def fetched(url: str, wanted: str) -> bytes:
    """The bytes at ``url`` (:func:`download`); a failure is the import's: ModuleNotFoundError, with what to do."""
    try:
        return download(url)
    except NotFetched as error:
        raise ModuleNotFoundError(
            f"{wanted} needs more of Python than this page loaded, which could not be fetched ({error}; {url}): "
            "check the connection and reload the page", name=wanted) from None


def unpacked(data: bytes) -> str:
    """A stored file's text from its gzipped bytes (as they are, if a host already unpacked them); OSError if
    the bytes are neither (a host's error page, say)."""
    try:
        if data[:2] == b"\x1f\x8b":
            data = zlib.decompress(data, wbits=31)  # 31: with a gzip header
        return data.decode("utf-8")
    except (zlib.error, UnicodeDecodeError):
        raise NotFetched("the site sent something that is not the stored file") from None


class StoredResultsMissing(OSError):
    """A stored results file the page needs could not be fetched; IPython shows its message alone."""

    def _render_traceback_(self) -> list[str]:
        """What IPython shows instead of a traceback: the message, one sentence a learner can act on."""
        return [str(self)]


class StoredResults:
    """``widgets.results.fetch`` on the site: a stored results file, fetched the first time a page reads it.

    The files are on the site beside the zips, gzipped (site/build.py, RESULTS_FILE); ``files`` maps each name
    (``practice.json``) to its file there. The text is kept for the page's later reads, the loading note
    is told what is coming (``ttNote``), and the page is told the address (``ttFetched``), so the site's
    service worker keeps the file for the next visit, offline too.
    """

    def __init__(self, files: dict[str, str]) -> None:
        """``files``: stored file name -> its file on the site."""
        self.files = dict(files)
        self.texts: dict[str, str] = {}
        self.missing: list[str] = []

    def __call__(self, name: str) -> str:
        """The text of stored file ``name``; KeyError for a name the site has no file for, StoredResultsMissing
        when it cannot be fetched."""
        if name in self.texts:
            return self.texts[name]
        if name not in self.files:
            raise KeyError(f"no stored results called {name!r}; there are: {', '.join(sorted(self.files))}")
        import js

        base = getattr(js, "ttMoreURL", None)
        note, mark, kept = (getattr(js, helper, None) for helper in ("ttNote", "ttMark", "ttFetched"))
        if note is not None:
            note(f"Fetching the stored results this page shows ({name})\u2026")
        try:
            if base is None:
                raise NotFetched("the page was not opened from the site's own address")
            url = str(base) + self.files[name]
            text = unpacked(download(url))
        except NotFetched as error:
            self.missing.append(name)
            quiet_later_errors(self.missing)
            raise StoredResultsMissing(
                f"This part of the page needs its stored results ({name}), which could not be fetched: "
                f"{error.reason}. A page keeps them once it was opened online: connect to the internet and reload "
                "the page.") from None
        if mark is not None:
            mark(f"stored {name}")
        if kept is not None:
            kept(url)
        self.texts[name] = text
        return text


def quiet_later_errors(missing: list[str]) -> None:
    """Once stored results are missing, the page's later cells that fail for it say so in a few words.

    A cell that used a name the failed cell would have made fails with a NameError: in IPython (the
    page's kernel), every error after this shows the line below instead of its traceback (its kind and
    message stay in the kernel's reply, which the page does not show)."""
    try:
        from IPython import get_ipython
    except ImportError:
        return
    shell = get_ipython()
    if shell is None:
        return

    def short(shell, etype, value, tb, tb_offset=None):
        """The sentence shown for a cell's error (IPython leaves showing it to the handler)."""
        if isinstance(value, StoredResultsMissing):
            lines = [str(value)]
        else:
            lines = [f"Not shown: this part needs the stored results that could not be fetched ({', '.join(missing)})."]
        shell._showtraceback(etype, value, lines)
        return lines

    shell.set_custom_exc((Exception,), short)


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


def install(names: list[str], zips: dict[str, str], games: dict[str, str], folder: str,
            results: dict[str, str]) -> MorePython:
    """Put the finder last on ``sys.meta_path``, forget what the zips held before they were trimmed, and read
    the stored results from the site (``results``: name -> file; ``widgets.results.fetch``)."""
    for inside in zips:
        zipimport._zip_directory_cache.pop(inside, None)
    sys.path_importer_cache.clear()
    importlib.invalidate_caches()
    finder = MorePython(frozenset(names), dict(zips), dict(games), folder)
    sys.meta_path.append(finder)
    if results:
        import widgets.results

        widgets.results.fetch = StoredResults(results)
    return finder
