"""Build the static site: every gallery page as an app page that runs Python in the browser.

Run it through ``./tutor site`` (which makes the build tools' environment first);
the result is ``build/site/``, plain files for any static host. Nothing here needs
a server or the network beyond the package registries:

* **Pyodide** (the browser's Python) comes from the npm registry
  (``npm pack pyodide@<pin>``): its core files only.
* The pure-Python wheels that Pyodide's lock file names for the kernel (IPython,
  jedi, micropip and what they need) come from PyPI at the lock's versions; their
  sha256 in the lock is replaced by the downloaded files'. ``matplotlib`` is dropped
  from ``matplotlib-inline``'s dependencies (it exists only on Pyodide's own host),
  and ``sqlite3`` is a small stand-in (``site/sqlite3_standin``) so IPython starts.
  The lock keeps only the packages the site ships.
* This project's ``engines`` and ``widgets`` go in as a wheel built from the
  checkout, next to the wheels of ipywidgets and its helpers. Every wheel's files end
  up in ONE zip that Python imports from directly (nothing is unpacked in the browser).
* Python starts from a **memory snapshot** (Pyodide's ``_loadSnapshot``): made here, in
  Node with the same Pyodide, after the kernel's imports (IPython, the kernel, comm,
  ipywidgets) and the shared modules of ``engines`` and ``widgets`` (a page imports its
  game's own modules from the zip). site/kernel-worker.js,
  put at the top of the kernel's worker, passes it to ``loadPyodide``, and keeps it and the
  other big files in Cache Storage for the next pages.
* With the snapshot, Python needs only what it does not already hold: the standard library
  and packages zips are **trimmed** (trim_zips) to the modules the pages import after it
  (learnt at build time by running every page's cells in Node, trace_imports), this
  project's compiled modules the snapshot lacks, and data. A page that imports a module left
  out gets the full zips on demand (site/more_python.py); the full zips also serve a start
  without the snapshot.
  The stored results (widgets/results/*.json) are files of their own, fetched by the pages
  that read them, never by a first visit of another page.
* The site's **service worker** (JupyterLite's, with site/service-worker.js in front) answers
  the site's files from Cache Storage, so a next page waits for no round trip per file; it
  keeps the landing page and the gallery as it installs (the gallery registers it too), and
  answers a page opened offline that was never opened here with the site's offline page
  (site/offline.html). site/loading.html stores the version JupyterLite's service worker
  manager expects, so the first page the worker controls does not unregister it first.
* **voici** turns the notebooks into Voila-style pages (code hidden) that run on
  **JupyterLite**'s Pyodide kernel.

Build steps work on copies in ``build/site-work``: the source notebooks are never
changed. The landing page's gallery is drawn here, at build time, with its links
pointing at the site's own pages; voici turns the lessons' ``*.ipynb`` links into
``*.html`` ones. Every page gets a loading note while Python starts, and a hidden
first cell (SETUP_CELL).

Downloads are kept in ``build/site-cache`` and reused. A build whose inputs (the
engines, widgets, notebooks, this folder, the pins) did not change since the last
one is skipped; ``--force`` builds anyway.

Versions are pinned in ``binder/requirements.txt``: the Python build tools (with an
``extra == "site"`` marker, so Binder leaves them out) and Pyodide on a comment line
``# npm pyodide==X`` that this script reads.
"""

from __future__ import annotations

import argparse
import base64
import gzip
import hashlib
import importlib.metadata
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # the games' registry, widgets.games (standard library only)
from widgets.games import KEYS  # noqa: E402  (needs ROOT on the path)
from widgets.cardbuttons import ACCESSIBLE_CSS, PHONE_CSS  # noqa: E402  (standard library only)
import first_words  # noqa: E402  (site/, this script's folder)
SITE_SRC = ROOT / "site"
NOTEBOOKS = ROOT / "notebooks"
BUILD = ROOT / "build"
OUT = BUILD / "site"
CACHE = BUILD / "site-cache"
WORK = BUILD / "site-work"
STAMP_NAME = ".tutor-site.json"
PINS = ROOT / "binder" / "requirements.txt"

#: What the Pyodide kernel loads by itself when it starts (jupyterlite-pyodide-kernel's
#: worker installs these; the rest of the lock is left out of the site).
KERNEL_PACKAGES = ("micropip", "ipython", "jedi", "sqlite3")
#: Wheels from PyPI that the pages install (with this project's) before their first cell.
#: widgetsnbextension is left to the kernel's own small stand-in wheel: the real one only
#: carries the classic notebook's JavaScript (2 MB that a page never uses).
PAGE_WHEELS = ("ipywidgets", "comm", "jupyterlab_widgets")
#: The Pyodide core files the site needs from the npm package (no source maps, no consoles).
PYODIDE_FILES = (
    "pyodide.js", "pyodide.mjs", "pyodide.asm.js", "pyodide.asm.wasm",
    "python_stdlib.zip", "pyodide-lock.json", "package.json",
)
#: The hidden first cell of every page with code: install the project and ipywidgets
#: from the site's own wheel index (no PyPI: the kernel's PyPI fallback is switched off).
SETUP_CELL = (
    "# Added by site/build.py for the static site only.\n"
    "# Imports never look in the page's folder: there, every lookup is a request to the\n"
    "# browser's file store, and the pages import nothing from it.\n"
    "import os, sys\n"
    "sys.path[:] = [p for p in sys.path if p not in ('', '.') and not p.startswith('/drive')]\n"
    "# Nor does anything else: the pages read no file, so Python works outside the drive.\n"
    "os.chdir(os.path.expanduser('~'))\n"
    "# Python usually started from a snapshot (site/kernel-worker.js): a new random seed each visit.\n"
    "import random\n"
    "random.seed()\n"
    "# Time spent importing this project's packages, for benchmarks/bench_site.py (ttMark).\n"
    "import builtins, time\n"
    "def _tt_timed(original=builtins.__import__, depth=[0]):\n"
    "    from js import ttMark\n"
    "    def timed_import(name, globals=None, locals=None, fromlist=(), level=0):\n"
    "        if depth[0] or level or name.partition('.')[0] not in ('engines', 'widgets'):\n"
    "            return original(name, globals, locals, fromlist, level)\n"
    "        depth[0] += 1\n"
    "        started = time.perf_counter()\n"
    "        try:\n"
    "            return original(name, globals, locals, fromlist, level)\n"
    "        finally:\n"
    "            depth[0] -= 1\n"
    "            ttMark('import ' + name, (time.perf_counter() - started) * 1000)\n"
    "    return timed_import\n"
    "try:\n"
    "    builtins.__import__ = _tt_timed()\n"
    "    from js import ttMark\n"
    "    get_ipython().events.register('post_run_cell', lambda result, mark=ttMark: mark('ran cell'))\n"
    "except ImportError:\n"
    "    pass\n"
    "del _tt_timed\n"
    "# Tabletop Tutor's engines and widgets, and ipywidgets, come with the site: in its packages\n"
    "# zip, already imported in the snapshot Python starts from."
)
SETUP_TAG = "tutor-site-setup"
#: Every package's files in one zip (see packages_zip) and Pyodide's memory snapshot (make_snapshot).
SITE_ZIP = "tutor-site-packages.zip"
SNAPSHOT = "tutor-snapshot.bin.gz"  # renamed tutor-snapshot-<hash>.bin.gz once made
#: The zips trimmed to what Python needs beyond the snapshot (trim_zips), by the full zip's name.
CORE_NAMES = {SITE_ZIP: "tutor-site-packages-core.zip", "python_stdlib.zip": "tutor-python-core.zip"}
#: Each game's own modules (engines/<game>, widgets/<game>): a page loads only its game's.
GAME_ZIP = "tutor-game-{game}.zip"
#: The stored results (widgets/results/*.json: tournaments, figures, practice positions, the peer
#: tables) are files of their own on the site, gzipped (3.5 MB as they are), not in any zip: only
#: the analysis, play and Playing well pages read them, and a page fetches each one the first time
#: it reads it (site/more_python.py, StoredResults). A first visit of any other page downloads none
#: of them (0.44 MB of the packages zip before).
RESULTS_FOLDER = "widgets/results/"
RESULTS_FILE = "tutor-results-{name}.gz"
#: Packages the kernel lists but the pages never use: jedi (and parso, for it) only completes
#: code as it is typed, and a page has no editor. Without them IPython completes without jedi.
ZIP_LEAVE_OUT = ("jedi", "parso")
#: What Python runs before the snapshot is taken: the kernel worker's own steps
#: (jupyterlite-pyodide-kernel 0.7.0: the kernel, which imports IPython, comm and the ipykernel
#: stand-in; not piplite, see PIPLITE_AT_START), then ipywidgets and this project's packages;
#: IPython's embed() (and prompt_toolkit with it) is left to be imported when called.
SNAPSHOT_PYTHON = """
import sys
sys.path[:] = [p for p in sys.path if p not in ('', '.')]
# IPython's top level imports its terminal's embed(), and with it prompt_toolkit (1.2 MB of compiled
# Python, a seventh of the snapshot) that a kernel in the browser never uses: embed is imported
# when first called instead.
import types
def _tt_embed_when_called():
    module = types.ModuleType("IPython.terminal.embed", "IPython's embed(), imported when first called.")
    def embed(*args, **kwargs):
        del sys.modules["IPython.terminal.embed"]
        from IPython.terminal.embed import embed as imported
        return imported(*args, **kwargs)
    module.embed = embed
    sys.modules[module.__name__] = module
_tt_embed_when_called()
del _tt_embed_when_called, types
import pyodide_kernel
import ipywidgets
import importlib, pkgutil
import engines, widgets
GAMES = {games!r}
def load(package):
    for module in pkgutil.iter_modules(package.__path__, package.__name__ + "."):
        if any(game in module.name for game in GAMES):
            continue
        try:
            loaded = importlib.import_module(module.name)
        except ImportError as error:  # a module for Voila only (matplotlib): imported when used
            print(f"snapshot: {{module.name}} left out: {{error}}", file=sys.__stderr__)
            continue
        if module.ispkg:
            load(loaded)
load(engines)
load(widgets)
del load
import gc
gc.collect()
"""
"""Filled in with the games (``games``): the snapshot holds the kernel's modules and this project's
shared ones, no game's. A page imports its own game's modules from the zip (byte-compiled), and
every page starts from the same snapshot, a third smaller than one holding all four games."""
#: The finder that loads the full zips when a page imports a module the trimmed ones leave out
#: (site/more_python.py), as it is named in the packages zip.
MORE_MODULE = "tutor_site_more"
#: Where Pyodide keeps its standard library zip (the packages zip's place is in site_options).
STDLIB_PATH = "/lib/python{nodot}.zip"
#: Run after SNAPSHOT_PYTHON at build time (site/snapshot.mjs "trace"): every page's cells as
#: the kernel runs them, then every module of this project; prints, as JSON, the file of each
#: module the snapshot holds and of each one imported after it.
TRACE_PYTHON = """
import sys, json, importlib, pkgutil
_tt_before = set(sys.modules)
import pyodide_kernel
_tt_shell = pyodide_kernel.ipython_shell
_tt_shell.send_comm = lambda *args: None
_tt_failed = []
for _tt_page, _tt_cells in {pages!r}:
    for _tt_cell in _tt_cells:
        _tt_result = await _tt_shell.run_cell_async(_tt_cell, store_history=False)
        if _tt_result.error_in_exec is not None or _tt_result.error_before_exec is not None:
            _tt_failed.append(_tt_page)
            break
import engines, widgets
def _tt_load(package):
    for module in pkgutil.iter_modules(package.__path__, package.__name__ + "."):
        try:
            loaded = importlib.import_module(module.name)
        except ImportError:
            continue
        if module.ispkg:
            _tt_load(loaded)
_tt_load(engines)
_tt_load(widgets)
def _tt_files(names):
    return sorted({{getattr(getattr(sys.modules[n], "__spec__", None), "origin", None) or "" for n in names}} - {{""}})
print("TT-TRACE " + json.dumps({{
    "snapshot": _tt_files(_tt_before),
    "pages": _tt_files(set(sys.modules) - _tt_before),
    "failed": _tt_failed,
}}), file=sys.__stdout__)
"""
"""Filled in with the pages (``pages``: each page's path and code cells, the setup cell first)."""
#: What jupyterlite-pyodide-kernel 0.7.0's worker installs with piplite when it starts, unless
#: the preloaded packages name them as it spells them (its initKernel): all are in the zip, so the
#: list of preloaded packages names them all and nothing is installed.
KERNEL_INSTALLS = ("sqlite3", "ipykernel", "comm", "pyodide_kernel", "jedi", "ipython")
#: Run after the zips are trimmed, just before the snapshot: forget the full zips' contents,
#: install the finder of last resort and the reader of the stored results (site/more_python.py).
AFTER_TRIM_PYTHON = """
import sys, zipimport, importlib
for _tt_path in {zips!r}:
    zipimport._zip_directory_cache.pop(_tt_path, None)
sys.path_importer_cache.clear()
importlib.invalidate_caches()
import {module}
{module}.install({names!r}, {zips!r}, {games!r}, {folder!r}, {results!r})
del {module}, _tt_path
import gc
gc.collect()
"""
#: The games, the registry's keys sorted (the folder of a page under notebooks/ names its game); their modules
#: stay out of the snapshot.
GAME_KEYS = tuple(sorted(KEYS))
INPUT_FOLDERS = ("engines", "widgets", "notebooks", "site")
INPUT_FILES = ("pyproject.toml", "binder/requirements.txt")


def say(message: str) -> None:
    """Print one line of progress."""
    print(f"site: {message}", flush=True)


def run(command: list[str], **kwargs) -> subprocess.CompletedProcess:
    """Run a command, failing with its output when it fails."""
    result = subprocess.run(command, text=True, capture_output=True, **kwargs)
    if result.returncode != 0:
        sys.exit(
            f"site: error: {' '.join(map(str, command))} exited with {result.returncode}\n"
            f"{result.stdout[-3000:]}\n{result.stderr[-3000:]}"
        )
    return result


def sha256(path: Path) -> str:
    """The hex sha256 of a file."""
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def normalise(name: str) -> str:
    """A package name as PyPI compares it (PEP 503)."""
    return re.sub(r"[-_.]+", "-", name).lower()


# --------------------------------------------------------------------------- versions


def pyodide_version() -> str:
    """The Pyodide release pinned on the ``# npm pyodide==X`` line of binder/requirements.txt."""
    match = re.search(r"^#\s*npm\s+pyodide==([0-9][\w.]*)", PINS.read_text(), re.MULTILINE)
    if not match:
        sys.exit(f"site: error: {PINS} has no line '# npm pyodide==<version>' pinning Pyodide")
    return match.group(1)


def tool_versions() -> dict[str, str]:
    """The versions of the build tools and page wheels in this environment."""
    names = ("voici-core", "jupyterlite-core", "jupyterlite-pyodide-kernel", *PAGE_WHEELS)
    versions = {}
    for name in names:
        try:
            versions[name] = importlib.metadata.version(name)
        except importlib.metadata.PackageNotFoundError:
            sys.exit(f"site: error: {name} is not installed here; run the build with ./tutor site")
    return versions


# --------------------------------------------------------------------------- staleness


def inputs_digest(versions: dict[str, str]) -> str:
    """A hash of everything the site is made from: sources, notebooks, this folder, pins, versions."""
    digest = hashlib.sha256(json.dumps(versions, sort_keys=True).encode())
    paths: list[Path] = [ROOT / name for name in INPUT_FILES]
    for folder in INPUT_FOLDERS:
        paths.extend(
            p for p in (ROOT / folder).rglob("*")
            if p.is_file() and "__pycache__" not in p.parts and ".ipynb_checkpoints" not in p.parts
        )
    for path in sorted(paths):
        digest.update(path.relative_to(ROOT).as_posix().encode() + b"\0")
        digest.update(path.read_bytes() + b"\0")
    return digest.hexdigest()


def is_current(out: Path, digest: str) -> bool:
    """True when ``out`` holds a complete build made from the same inputs."""
    stamp = out / STAMP_NAME
    try:
        return json.loads(stamp.read_text())["inputs"] == digest and (out / "index.html").is_file()
    except (OSError, ValueError, KeyError):
        return False


# --------------------------------------------------------------------------- downloads


def fetch_pyodide(version: str) -> Path:
    """Pyodide ``version``'s core files from the npm registry, downloaded and unpacked once."""
    folder = CACHE / "npm"
    tarball = folder / f"pyodide-{version}.tgz"
    core = folder / f"pyodide-{version}"
    if all((core / name).is_file() for name in PYODIDE_FILES):
        return core
    if not tarball.is_file():
        folder.mkdir(parents=True, exist_ok=True)
        npm = shutil.which("npm")
        if npm is None:
            sys.exit("site: error: npm is needed to fetch Pyodide (Debian/Ubuntu: sudo apt-get install npm)")
        say(f"downloading Pyodide {version} from the npm registry")
        run([npm, "pack", f"pyodide@{version}", "--pack-destination", str(folder), "--silent"])
        if not tarball.is_file():
            sys.exit(f"site: error: npm pack did not write {tarball}")
    shutil.rmtree(core, ignore_errors=True)
    core.mkdir()
    with tarfile.open(tarball) as archive:
        for name in PYODIDE_FILES:
            source = archive.extractfile(archive.getmember(f"package/{name}"))
            assert source is not None
            (core / name).write_bytes(source.read())
    return core


def download_wheels(requirements: list[str], folder: Path, python: str) -> list[Path]:
    """``name==version`` wheels from PyPI into ``folder`` (each once), in the order asked."""
    folder.mkdir(parents=True, exist_ok=True)

    def cached(requirement: str) -> Path | None:
        name, version = requirement.split("==")
        for path in folder.glob("*.whl"):
            dist, dist_version = path.name.split("-")[:2]  # wheel names: dist-version-...
            if normalise(dist) == normalise(name) and dist_version == version:
                return path
        return None

    missing = [r for r in requirements if cached(r) is None]
    if missing:
        say(f"downloading {len(missing)} wheels from PyPI")
        run([
            sys.executable, "-m", "pip", "download", "--disable-pip-version-check", "--quiet",
            "--no-deps", "--only-binary=:all:", "--python-version", python,
            "--dest", str(folder), *missing,
        ])
    found = []
    for requirement in requirements:
        path = cached(requirement)
        if path is None:
            sys.exit(f"site: error: pip did not download a wheel for {requirement}")
        found.append(path)
    return found


def kernel_closure(lock: dict) -> list[str]:
    """Lock keys of the kernel's packages and everything they depend on (matplotlib left out)."""
    by_name = {normalise(key): key for key in lock["packages"]}
    wanted, stack = [], list(KERNEL_PACKAGES)
    while stack:
        key = by_name[normalise(stack.pop())]
        if key in wanted:
            continue
        wanted.append(key)
        stack.extend(d for d in lock["packages"][key]["depends"] if normalise(d) != "matplotlib")
    return sorted(wanted)


def sqlite3_standin_wheel(dest: Path) -> Path:
    """A wheel of the ``sqlite3`` stand-in (site/sqlite3_standin), written into ``dest``."""
    source = SITE_SRC / "sqlite3_standin" / "sqlite3" / "__init__.py"
    dest.mkdir(parents=True, exist_ok=True)
    path = dest / "sqlite3-1.0.0-py3-none-any.whl"
    dist = "sqlite3-1.0.0.dist-info"
    files = {
        "sqlite3/__init__.py": source.read_bytes(),
        f"{dist}/METADATA": (
            b"Metadata-Version: 2.1\nName: sqlite3\nVersion: 1.0.0\n"
            b"Summary: Tabletop Tutor's offline stand-in for sqlite3 in Pyodide\n"
        ),
        f"{dist}/WHEEL": b"Wheel-Version: 1.0\nGenerator: site/build.py\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
    }
    record = []
    for name, data in files.items():
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record.append(f"{name},sha256={digest},{len(data)}")
    record.append(f"{dist}/RECORD,,")
    files[f"{dist}/RECORD"] = ("\n".join(record) + "\n").encode()
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in files.items():
            info = zipfile.ZipInfo(name, date_time=(2020, 1, 1, 0, 0, 0))
            info.external_attr = 0o644 << 16
            archive.writestr(info, data, compress_type=zipfile.ZIP_DEFLATED)
    return path


def project_wheel(dest: Path) -> Path:
    """A wheel of this checkout (engines + widgets, with their package data) in ``dest``."""
    shutil.rmtree(dest, ignore_errors=True)
    say("building the tabletop-tutor wheel from the checkout")
    run([
        sys.executable, "-m", "pip", "wheel", "--disable-pip-version-check", "--quiet",
        "--no-deps", "--wheel-dir", str(dest), str(ROOT),
    ])
    (wheel,) = dest.glob("tabletop_tutor-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        inside = set(archive.namelist())
    expected = {
        p.relative_to(ROOT).as_posix()
        for folder in ("engines", "widgets")
        for p in (ROOT / folder).rglob("*")
        if p.is_file() and p.suffix in (".py", ".json") and "__pycache__" not in p.parts
    }
    if expected - inside:
        sys.exit(
            "site: error: the project wheel lacks files the pages need (package data not declared "
            f"in pyproject.toml?): {', '.join(sorted(expected - inside))}"
        )
    return wheel


#: The site's piplite never asks PyPI, even before the kernel's worker could say so (PIPLITE_AT_START).
PIPLITE_DEFAULTS = ("_PIPLITE_DISABLE_PYPI = False", "_PIPLITE_DISABLE_PYPI = True")


def refuse_pypi(wheel: Path) -> None:
    """Rewrite piplite's wheel so that it refuses PyPI by default (PIPLITE_DEFAULTS)."""
    with zipfile.ZipFile(wheel) as archive:
        files = {info: archive.read(info) for info in archive.infolist()}
    source = "piplite/piplite.py"
    texts = {info.filename: data for info, data in files.items()}
    if PIPLITE_DEFAULTS[0].encode() not in texts.get(source, b""):
        sys.exit(f"site: error: {wheel.name} has no '{PIPLITE_DEFAULTS[0]}' in {source}; check PIPLITE_DEFAULTS")
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as archive:
        for info, data in files.items():
            if info.filename == source:
                data = data.replace(*(text.encode() for text in PIPLITE_DEFAULTS))
            elif info.filename.endswith(".dist-info/RECORD"):
                data = b"".join(line + b"\n" for line in data.splitlines() if not line.startswith(source.encode() + b","))
            archive.writestr(info, data)


def kernel_extension_wheels(dest: Path) -> list[Path]:
    """The wheels jupyterlite-pyodide-kernel brings for its kernel (piplite, the kernel, shims), copied to ``dest``."""
    folder = Path(sys.prefix) / "share/jupyter/labextensions/@jupyterlite/pyodide-kernel-extension/static/pypi"
    index = json.loads((folder / "all.json").read_text())
    dest.mkdir(parents=True, exist_ok=True)
    wheels = []
    for releases in index.values():
        # the newest release of each (widgetsnbextension has a 3.x and a 4.x stand-in)
        newest = max(releases["releases"], key=lambda v: tuple(int(x) for x in re.findall(r"\d+", v)))
        for artifact in releases["releases"][newest]:
            wheels.append(Path(shutil.copy2(folder / artifact["filename"], dest / artifact["filename"])))
            if wheels[-1].name.startswith("piplite-"):
                refuse_pypi(wheels[-1])
    return wheels


# --------------------------------------------------------------------------- byte-compiling


def compile_archives(jobs: list[tuple[Path, str, str]], core: Path) -> dict[Path, Path]:
    """Byte-compile archives with Pyodide in Node (site/pycompile.mjs); cached by content.

    ``jobs`` holds (archive, mode, run-time folder); returns archive -> compiled copy.
    """
    tool = hashlib.sha256((SITE_SRC / "pycompile.py").read_bytes() + core.name.encode()).hexdigest()[:12]
    folder = CACHE / "compiled"
    compiled, todo = {}, []
    for source, mode, prefix in jobs:
        key = hashlib.sha256(f"{sha256(source)} {mode} {prefix} {tool}".encode()).hexdigest()[:16]
        target = folder / key / source.name
        compiled[source] = target
        if not target.is_file():
            target.parent.mkdir(parents=True, exist_ok=True)
            todo.append([source, target.with_name(target.name + ".part"), mode, prefix])
    if todo:
        node = shutil.which("node")
        if node is None:
            sys.exit("site: error: Node.js is needed to byte-compile the site's Python (sudo apt-get install nodejs)")
        say(f"byte-compiling {len(todo)} archives with Pyodide (in Node)")
        spec = WORK / "pycompile-jobs.json"
        spec.write_text(json.dumps({
            "root": str(BUILD),
            "jobs": [[str(s.relative_to(BUILD)), str(t.relative_to(BUILD)), m, p] for s, t, m, p in todo],
        }))
        run([node, str(SITE_SRC / "pycompile.mjs"), str(core), str(spec)])
        for _source, part, _mode, _prefix in todo:
            part.rename(part.with_name(part.name[: -len(".part")]))
    for stale in set(folder.iterdir()) - {t.parent for t in compiled.values()}:
        shutil.rmtree(stale, ignore_errors=True)  # older builds of the project wheel
    return compiled


# --------------------------------------------------------------------------- Pyodide and its lock


def wheel_entry(wheel: Path, known: set[str]) -> dict:
    """A Pyodide lock entry for a pure-Python wheel: name, version, imports, dependencies in ``known``."""
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        (metadata_name,) = [n for n in names if n.endswith(".dist-info/METADATA")]
        metadata = archive.read(metadata_name).decode("utf-8")
    fields = [line.split(": ", 1) for line in metadata.split("\n\n", 1)[0].splitlines() if ": " in line]
    name = next(v for k, v in fields if k == "Name")
    version = next(v for k, v in fields if k == "Version")
    depends = []
    for key, value in fields:
        if key != "Requires-Dist" or "extra ==" in value:
            continue
        dependency = normalise(re.split(r"[\s<>=!~;\[(]", value.strip(), maxsplit=1)[0])
        if dependency in known and dependency not in depends:
            depends.append(dependency)
    imports = sorted({
        n.split("/", 1)[0].removesuffix(".py").removesuffix(".pyc") for n in names
        if not n.split("/", 1)[0].endswith((".dist-info", ".data")) and (n.endswith((".py", ".pyc")) or "/" in n)
    })
    return {
        "name": name, "version": version, "file_name": wheel.name, "install_dir": "site",
        "sha256": sha256(wheel), "package_type": "package", "imports": imports,
        "depends": depends, "unvendored_tests": False,
    }


def packages_zip(wheels: list[Path], target: Path) -> None:
    """Every wheel's files in one zip that Python imports from directly (zipimport).

    In the browser the zip is written into Pyodide's file system as it is and put on
    sys.path (site/kernel-worker.js): no wheel is unpacked, file by file, at every start.
    zipimport finds a module's ``.pyc`` next to its source, not in ``__pycache__``, so this
    project's compiled files (kept with their sources, for tracebacks) move there.
    """
    seen: set[str] = set()
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as out:
        for wheel in wheels:
            with zipfile.ZipFile(wheel) as archive:
                for info in archive.infolist():
                    name = info.filename
                    top = name.split("/", 1)[0]
                    if name.endswith("/") or top.endswith(".data") or normalise(top.split("-")[0]) in ZIP_LEAVE_OUT:
                        continue
                    folder, _, base = name.rpartition("/")
                    if folder.endswith("__pycache__") and base.endswith(".pyc"):
                        parent = folder[: -len("__pycache__")]
                        name = f"{parent}{base.split('.', 1)[0]}.pyc"
                    if name in seen:
                        continue
                    seen.add(name)
                    write_entry(out, name, archive.read(info), seen)


def site_options(python: str) -> dict:
    """Where the packages zip and the snapshot are (jupyter-lite.json's ``ttSite``, read by site/kernel-worker.js)."""
    return {
        "zip": SITE_ZIP,
        "snapshot": SNAPSHOT,
        "path": f"/lib/python{python}/{SITE_ZIP}",
        "pth": f"/lib/python{python}/site-packages/tabletop-tutor-site.pth",
    }


def python_in_node(pyodide_dir: Path, options: dict, **extra) -> str:
    """Start Python in Node as the kernel's worker does and run SNAPSHOT_PYTHON (site/snapshot.mjs); its output."""
    node = shutil.which("node")
    if node is None:
        sys.exit("site: error: Node.js is needed to make the site's Python snapshot (sudo apt-get install nodejs)")
    spec = WORK / "snapshot.json"
    spec.write_text(json.dumps({
        "pyodide": str(pyodide_dir), "zip": str(pyodide_dir / SITE_ZIP), "path": options["path"],
        "pth": options["pth"], "python": SNAPSHOT_PYTHON.format(games=GAME_KEYS), "out": str(pyodide_dir / SNAPSHOT),
        **extra,
    }))
    return run([node, str(SITE_SRC / "snapshot.mjs"), str(spec)]).stdout


def trace_imports(pyodide_dir: Path, options: dict, contents: Path, pages: dict[str, bool]) -> dict:
    """The files of the modules the snapshot holds and of those the pages import after it (TRACE_PYTHON)."""
    cells = []
    for page, runs_code in pages.items():
        if runs_code:
            notebook = json.loads((contents / page).read_text(encoding="utf-8"))
            cells.append((page, ["".join(c["source"]) for c in notebook["cells"] if c["cell_type"] == "code"]))
    say(f"running the {len(cells)} pages' cells in Node to learn what they import")
    output = python_in_node(pyodide_dir, options, trace=TRACE_PYTHON.format(pages=cells))
    lines = [line for line in output.splitlines() if line.startswith("TT-TRACE ")]
    if not lines:
        sys.exit(f"site: error: tracing the pages' imports printed nothing\n{output[-3000:]}")
    traced = json.loads(lines[-1][len("TT-TRACE "):])
    if traced["failed"]:
        say(f"warning: a cell failed in Node (the trace may miss its imports): {', '.join(traced['failed'])}")
    return traced


#: What importlib.metadata (and micropip, asked to install a package that is there) reads of a
#: package's .dist-info folder; its RECORD and licences stay in the full zip.
METADATA_FILES = ("METADATA", "entry_points.txt", "top_level.txt", "INSTALLER", "WHEEL", "direct_url.json")


def full_zips(pyodide_dir: Path, options: dict) -> dict[str, Path]:
    """The full zips by their path in Python: the standard library and the packages."""
    python = options["path"].split("/")[2].removeprefix("python")
    return {STDLIB_PATH.format(nodot=python.replace(".", "")): pyodide_dir / "python_stdlib.zip",
            options["path"]: pyodide_dir / SITE_ZIP}


def game_of(name: str) -> str | None:
    """The game whose own sub-package holds a zip entry (``widgets/<key>/table.pyc`` -> ``<key>``), or None."""
    parts = name.split("/")
    return parts[1] if len(parts) > 2 and parts[0] in ("engines", "widgets") and parts[1] in GAME_KEYS else None


def trim_zips(pyodide_dir: Path, options: dict, traced: dict) -> tuple[dict[str, Path], list[str]]:
    """Zips with only what Python needs beyond the snapshot; their paths in Python, and the modules left out.

    Kept: the files of modules the pages imported after the snapshot, every module of this
    project the snapshot does not hold (compiled only: no sources), the ``__init__`` of every
    package the snapshot holds (zipimport looks for it when a package's resources are read), the
    finder of last resort, and every file that is not Python code (data; of package metadata,
    METADATA_FILES) but the packages' test data. Each game's own sub-packages go into a zip of
    that game (GAME_ZIP; their names in ``options["games"]``), fetched when a page first imports
    them. The stored results go into files of their own (RESULTS_FILE; their names in
    ``options["results"]``), fetched when a page first reads them. The rest stays in the full
    zips, which site/more_python.py fetches if a page ever imports from them.
    """
    from more_python import module_names

    trimmed, left_out, games, stored = {}, set(), {}, {}
    for inside, full in full_zips(pyodide_dir, options).items():
        prefix = inside + "/"
        wanted = {f[len(prefix):] for f in traced["pages"] if f.startswith(prefix)}
        held = {f[len(prefix):] for f in traced["snapshot"] if f.startswith(prefix)}
        target = full.with_name(CORE_NAMES[full.name])
        kept, seen = [], set()
        with zipfile.ZipFile(full) as archive, zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as out:
            infos = [i for i in archive.infolist() if not i.filename.endswith("/")]
            for info in infos:
                name = info.filename
                code = name.endswith((".py", ".pyc")) or (
                    name.split("/")[0].endswith(".dist-info") and name.split("/")[-1] not in METADATA_FILES)
                # This project's modules the snapshot holds are never imported again (0.36 MB of the zip).
                ours = name.split("/")[0] in ("engines", "widgets") and name.endswith(".pyc") and name not in held
                package = name.endswith("/__init__.pyc") and name in held
                data = not code and "/tests/" not in name  # not ipywidgets' test picture (35 KB no page reads)
                if not (name in wanted or ours or package or data or name == f"{MORE_MODULE}.py"):
                    continue
                if name.startswith(RESULTS_FOLDER) and name.endswith(".json") and "/" not in name[len(RESULTS_FOLDER):]:
                    stored[name[len(RESULTS_FOLDER):]] = archive.read(info)
                    continue
                game = game_of(name)
                if game is not None:  # a game's own modules and data: in that game's zip
                    games.setdefault(game, []).append((name, archive.read(info)))
                    continue
                write_entry(out, name, archive.read(info), seen)
                kept.append(name)
            left_out |= module_names([i.filename for i in infos]) - module_names(kept)
        trimmed[inside] = target
    for game, entries in games.items():
        with zipfile.ZipFile(pyodide_dir / GAME_ZIP.format(game=game), "w", zipfile.ZIP_DEFLATED) as out:
            seen = set()
            for name, data in entries:
                write_entry(out, name, data, seen)
    options["games"] = {game: GAME_ZIP.format(game=game) for game in sorted(games)}
    for name, data in stored.items():  # mtime 0: the same results make the same file
        (pyodide_dir / RESULTS_FILE.format(name=name)).write_bytes(gzip.compress(data, compresslevel=9, mtime=0))
    options["results"] = {name: RESULTS_FILE.format(name=name) for name in sorted(stored)}
    return trimmed, sorted(left_out)


def write_entry(out: zipfile.ZipFile, name: str, data: bytes, seen: set[str]) -> None:
    """Write one file into a zip, after the entries of its folders (zipimport finds folders by them)."""
    parts = name.split("/")[:-1]
    for depth in range(1, len(parts) + 1):
        folder = "/".join(parts[:depth]) + "/"
        if folder not in seen:
            seen.add(folder)
            out.writestr(zipfile.ZipInfo(folder, date_time=(2020, 1, 1, 0, 0, 0)), b"")
    entry = zipfile.ZipInfo(name, date_time=(2020, 1, 1, 0, 0, 0))
    entry.external_attr = 0o644 << 16
    # Level 9: these zips go to every learner as they are (a host does not compress a zip again);
    # 3-4 % smaller than the default level, about 40 KB of a first visit.
    out.writestr(entry, data, compress_type=zipfile.ZIP_DEFLATED, compresslevel=9)


def make_snapshot(pyodide_dir: Path, options: dict, trimmed: dict[str, Path], left_out: list[str]) -> dict:
    """Pyodide's memory after the kernel's imports and this project's shared ones, gzipped (site/snapshot.mjs).

    Before it is taken, the trimmed zips replace the full ones and the finder of last resort is
    installed (AFTER_TRIM_PYTHON). Sets ``options["snapshot"]`` to the file's name, which holds a
    hash of its content, ``core`` (the trimmed zips' names), ``sizes`` (what the loading note
    counts) and ``build`` (the name under which browsers keep the big files).
    """
    say("starting Python once in Node for the memory snapshot")
    full = {inside: path.name for inside, path in full_zips(pyodide_dir, options).items()}
    output = python_in_node(
        pyodide_dir, options, core={inside: str(path) for inside, path in trimmed.items()},
        after=AFTER_TRIM_PYTHON.format(zips=full, names=left_out, module=MORE_MODULE, games=options["games"],
                                       folder=options["path"].rsplit("/", 1)[0], results=options["results"]),
    )
    made = json.loads(output.strip().splitlines()[-1])
    # Named by its content: browsers keep the unpacked snapshot by its address (site/kernel-worker.js).
    packed = pyodide_dir / SNAPSHOT
    named = packed.with_name(f"tutor-snapshot-{sha256(packed)[:12]}.bin.gz")
    packed.rename(named)
    options["snapshot"] = named.name
    options["core"] = {"zip": CORE_NAMES[SITE_ZIP], "stdlib": CORE_NAMES["python_stdlib.zip"]}
    # What the loading note counts ("Loading Python: 12 of 27 MB"): the big files, as the worker reads them.
    files = (named.name, *options["core"].values(), "pyodide.asm.wasm")
    options["sizes"] = {name: (pyodide_dir / name).stat().st_size for name in files}
    options["build"] = hashlib.sha256(" ".join(sha256(pyodide_dir / name) for name in files).encode()).hexdigest()[:12]
    return made


def prepare_pyodide(version: str, versions: dict[str, str], dest: Path) -> list[str]:
    """Pyodide in ``dest`` with every package a page needs, byte-compiled and listed in its lock.

    The wheels' files go in one zip (packages_zip), not as wheels: Python imports from it.
    Returns the lock's package names: the kernel loads them all when it starts.
    """
    core = fetch_pyodide(version)
    lock = json.loads((core / "pyodide-lock.json").read_text())
    python = ".".join(lock["info"]["python"].split(".")[:2])
    site_packages = f"/lib/python{python}/site-packages"

    kernel_keys = kernel_closure(lock)
    pinned = [f"{lock['packages'][k]['name']}=={lock['packages'][k]['version']}" for k in kernel_keys if k != "sqlite3"]
    kernel_wheels = download_wheels(pinned, CACHE / "pyodide-wheels", python)
    kernel_wheels.append(sqlite3_standin_wheel(WORK / "standin"))
    page_wheels = download_wheels([f"{n}=={versions[n]}" for n in PAGE_WHEELS], CACHE / "page-wheels", python)
    own = project_wheel(WORK / "project-wheel")
    extension_wheels = kernel_extension_wheels(WORK / "kernel-extension")

    stdlib = core / "python_stdlib.zip"
    jobs = [(stdlib, "sourceless", f"/lib/python{python.replace('.', '')}.zip")]
    jobs += [(w, "sourceless", site_packages) for w in [*kernel_wheels, *page_wheels, *extension_wheels]]
    jobs += [(own, "with-sources", site_packages)]
    compiled = compile_archives(jobs, core)

    dest.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_FILES:
        if name not in ("python_stdlib.zip", "pyodide-lock.json"):
            shutil.copy2(core / name, dest / name)
    shutil.copy2(compiled[stdlib], dest / "python_stdlib.zip")
    wheels = [compiled[w] for w in [*kernel_wheels, *page_wheels, *extension_wheels, own]]
    known = {normalise(w.name.split("-")[0]) for w in wheels}
    packages = {}
    for wheel in wheels:
        entry = wheel_entry(wheel, known)
        key = normalise(entry["name"])
        if key in lock["packages"]:  # keep Pyodide's own description, with our file
            original = lock["packages"][key]
            entry = {**original, **{k: entry[k] for k in ("file_name", "sha256", "package_type", "install_dir")},
                     "unvendored_tests": False}
        entry["depends"] = [d for d in entry["depends"] if normalise(d) != "matplotlib"]
        packages[key] = entry
    lock["packages"] = packages
    (dest / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True))
    # The wheels' files, all in one zip on sys.path: nothing to unpack in the browser (see
    # packages_zip); the lock still lists the packages, so the kernel knows they are there.
    packages_zip(wheels, dest / SITE_ZIP)
    with zipfile.ZipFile(dest / SITE_ZIP, "a", zipfile.ZIP_DEFLATED) as archive:
        write_entry(archive, f"{MORE_MODULE}.py", (SITE_SRC / "more_python.py").read_bytes(), set())

    return sorted(packages)


# --------------------------------------------------------------------------- notebooks


def code_cell(source: str, **metadata) -> dict:
    """A fresh nbformat-4 code cell."""
    return {"cell_type": "code", "execution_count": None, "metadata": metadata, "outputs": [], "source": source}


def ipynb_to_html_links(text: str) -> str:
    """Point relative ``href="....ipynb"`` links at the site's ``.html`` pages."""
    return re.sub(
        r'href="(?![a-z][a-z0-9+.-]*:|/|#)([^"]*?)\.ipynb((?:#[^"]*)?)"',
        r'href="\1.html\2"',
        text,
    )


def prerender_gallery(cell: dict, contents: Path) -> dict | None:
    """The gallery cell as a Markdown cell holding the gallery's HTML, or None for another cell.

    The landing page's gallery is plain HTML from the registry in widgets/gallery.py,
    so the site draws it once, here: the learner sees the tiles at once, before
    Python has started, and the links lead to the site's pages.
    """
    if cell["cell_type"] != "code" or "render_gallery(" not in "".join(cell["source"]):
        return None
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from widgets.gallery import render_gallery

    gallery = ipynb_to_html_links(render_gallery(root=contents))
    return {"cell_type": "markdown", "metadata": {"tags": ["tutor-site-gallery"]}, "source": gallery}


def prepare_notebook(path: Path, contents: Path) -> bool:
    """Rewrite a copied notebook for the site; True when it still runs code.

    The gallery is drawn; stored outputs go (the browser runs every cell again, and
    they would only make the pages heavier); a page with code gets the setup cell first.
    """
    notebook = json.loads(path.read_text(encoding="utf-8"))
    cells = []
    for cell in notebook["cells"]:
        cells.append(prerender_gallery(cell, contents) or cell)
    has_code = any(c["cell_type"] == "code" for c in cells)
    if has_code:
        cells.insert(0, code_cell(
            SETUP_CELL, tags=[SETUP_TAG], jupyter={"source_hidden": True, "outputs_hidden": True},
        ))
    for cell in cells:
        cell.pop("id", None)  # ids must be unique; nbformat 4.4 files do without them
        if cell["cell_type"] == "code":
            cell["outputs"] = []
            cell["execution_count"] = None
        elif cell["cell_type"] == "markdown":
            cell["source"] = ipynb_to_html_links("".join(cell["source"]))
    notebook["cells"] = cells
    notebook["nbformat_minor"] = min(notebook.get("nbformat_minor", 4), 4)
    path.write_text(json.dumps(notebook, indent=1, ensure_ascii=False), encoding="utf-8")
    return has_code


def prepare_contents(dest: Path) -> dict[str, bool]:
    """Copies of notebooks/ made ready for the site; maps each notebook's path to 'runs code'."""
    shutil.copytree(
        NOTEBOOKS, dest,
        ignore=shutil.ignore_patterns(".ipynb_checkpoints", "__pycache__", "*.pyc"),
    )
    pages = sorted(p.relative_to(dest).as_posix() for p in dest.rglob("*.ipynb"))
    return {page: prepare_notebook(dest / page, dest) for page in pages}


# --------------------------------------------------------------------------- pages


REDIRECT = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Tabletop Tutor</title>
<meta http-equiv="refresh" content="0; url={target}">
<script>window.location.replace("{target}" + window.location.hash);</script>
</head>
<body>
<p>Opening the <a href="{target}">Tabletop Tutor gallery</a>&hellip;</p>
</body>
</html>
"""


def loading_note() -> str:
    """The loading note every page that runs code shows while Python starts (site/loading.html)."""
    return (SITE_SRC / "loading.html").read_text(encoding="utf-8")


#: Font Awesome from a CDN: offline it only fails (the pages use no icon), so it is left out.
CDN_LINK = re.compile(r'<link[^>]+href="https?://[^"]*"[^>]*>\s*', re.IGNORECASE)
#: Style blocks this large are JupyterLab's theme, the same on every page: one shared file instead.
SHARED_STYLE_CHARS = 50_000
STYLE_BLOCK = re.compile(r'<style type="text/css">(.*?)</style>', re.DOTALL)
#: voici's script: a page with no code does not need it (nothing to run).
VOICI_SCRIPT = re.compile(r'<script src="[./]*build/voici\.js"></script>')


def share_styles(text: str, page_dir: Path, out: Path) -> str:
    """Move the page's large style blocks into shared, content-named files under voici/."""
    def replace(match: re.Match) -> str:
        css = match.group(1)
        if len(css) < SHARED_STYLE_CHARS:
            return match.group(0)
        name = f"tutor-{hashlib.sha256(css.encode()).hexdigest()[:12]}.css"
        target = out / "voici" / name
        if not target.exists():
            target.write_text(css, encoding="utf-8")
        href = os.path.relpath(target, page_dir).replace(os.sep, "/")
        return f'<link rel="stylesheet" type="text/css" href="{href}">'

    return STYLE_BLOCK.sub(replace, text)


#: A page without code (the gallery) starts no JupyterLite, so it registers the site's service
#: worker itself, at the address JupyterLite registers it (the same registration then serves
#: both), and asks it to keep the front door and the offline page ({tt: "front"},
#: site/service-worker.js): a learner who only saw the gallery finds it again offline, and the
#: next page is answered from Cache Storage.
REGISTER_WORKER = """<script>
(function () {
  if (!navigator.serviceWorker) { return; }
  try {
    var config = JSON.parse(document.getElementById("jupyter-config-data").textContent);
    var url = new URL((config.baseUrl || "./") + "service-worker.js", location.href);
    url.searchParams.set("enableCache", config.enableServiceWorkerCache || "false");
    window.addEventListener("load", function () {
      navigator.serviceWorker.register(url.href).then(function () {
        return navigator.serviceWorker.ready;
      }).then(function (registration) {  // keep the front door and the offline page now
        if (registration.active) { registration.active.postMessage({ tt: "front" }); }
      }).catch(function () { /* the next page registers it */ });
    });
  } catch (e) { /* no registration here: the next page with Python makes it */ }
})();
</script>
"""


def static_page(text: str) -> str:
    """A page with no code shown at once: no kernel to start, no spinner; it registers the service worker."""
    text = VOICI_SCRIPT.sub("", text)
    start = text.find('<div id="loading"')
    if start != -1:
        end = text.find("<script>", start)
        text = text[:start] + text[end:]
    text = text.replace("</body>", REGISTER_WORKER + "</body>", 1)
    return text.replace('<div id="rendered_cells" style="display: none">', '<div id="rendered_cells">', 1)


#: Links drawn by Python while a page runs (a lesson's printed Markdown) still name
#: ``*.ipynb``; this points every relative one at the site's ``.html`` page, as the build
#: does for the links written in Markdown cells.
LINK_FIX = """<script>
(() => {
  const notebook = /^(?![a-z][a-z0-9+.-]*:|\\/|#)(.*?)\\.ipynb(#.*)?$/i;
  const fix = (root) => {
    for (const a of root.querySelectorAll ? root.querySelectorAll('a[href]') : []) {
      const m = a.getAttribute('href').match(notebook);
      if (m) a.setAttribute('href', m[1] + '.html' + (m[2] || ''));
    }
  };
  fix(document);
  new MutationObserver((changes) => {
    for (const change of changes) for (const node of change.addedNodes) {
      if (node.nodeType === 1) { if (node.matches('a[href]')) fix(node.parentNode); else fix(node); }
    }
  }).observe(document.body, {childList: true, subtree: true});
})();
</script>
"""


#: The Pyodide kernel's worker starts Python in the browser's file store (the "drive"), and
#: Pyodide puts the current folder ('' ) first on sys.path: every import then looks in the
#: drive first, and each look-up is a request to the page. Importing micropip, piplite and
#: IPython that way made about 90 requests (2-3 s of every page's start). The pages import
#: nothing from the drive, so the worker drops '' before its first import. The two places are
#: checked against jupyterlite-pyodide-kernel 0.7.0 (pinned); the build fails if one is
#: missing, so a new version cannot silently lose the fix.
DROP_CWD = "sys.path[:] = [p for p in sys.path if p not in ('', '.')]"
KERNEL_IMPORTS = (
    # the first Python the worker runs: installing piplite with micropip
    # (a JavaScript template string: its line breaks are written \n in the file)
    (re.compile(r"`\\n( +)import micropip\\n"),
     lambda m: f"`\\n{m[1]}import sys\\n{m[1]}{DROP_CWD}\\n{m[1]}import micropip\\n"),
    # importing the kernel (and IPython with it)
    (re.compile(r'(\w)\.push\("import pyodide_kernel"\)'), lambda m: f'{m[1]}.push("import sys","{DROP_CWD}","import pyodide_kernel")'),
)


#: The kernel worker's start, with time stamps between its steps (site/kernel-worker.js's
#: ttMark) for benchmarks/bench_site.py.
KERNEL_STEPS = re.compile(
    r"await this\.initRuntime\((\w)\),await this\.initFilesystem\(\1\),await this\.initPackageManager\(\1\),"
    r"await this\.initKernel\(\1\),await this\.initGlobals\(\1\),"
)


def _timed_steps(match: re.Match) -> str:
    e = match[1]
    steps = ("Runtime", "Filesystem", "PackageManager", "Kernel", "Globals")
    body = "".join(f'await this.init{step}({e});self.ttMark("{step.lower()}");' for step in steps)
    return f'self.ttMark("worker");{body}'


#: loadPyodide gets its options from site/kernel-worker.js (the snapshot and the packages zip),
#: and the worker's Pyodide is handed back to it once loaded.
LOAD_PYODIDE = re.compile(r"(indexURL:(\w+),stdout:.*?)\.\.\.(\w)\.loadPyodideOptions\}\),", re.DOTALL)


def _load_options(match: re.Match) -> str:
    return (f"{match[1]}...(await self.ttLoadOptions({match[3]}.loadPyodideOptions,{match[2]}))}}),"
            f"self.ttAfterLoad(this._pyodide),")


#: The worker's last step before the kernel is ready changes into the page's folder on the
#: drive: each look-up there is a request to the page (the setup cell leaves it at once).
DRIVE_CHDIR = re.compile(r'\w\.mountDrive&&this\._localPath&&\w\.push\("import os",`os\.chdir\("\$\{this\._localPath\}"\)`\),')
#: The worker's package manager step imports piplite (and micropip, unittest, email with it: 0.8 MB
#: of compiled Python in every page's memory) only to set two of its options. The pages install
#: nothing; piplite is imported if a page ever runs ``%pip``, and the site's copy of piplite
#: refuses PyPI by default (PIPLITE_DEFAULTS).
PIPLITE_AT_START = re.compile(r"await this\._pyodide\.runPythonAsync\(`\\n\s*import piplite\.piplite\\n[^`]*`\)")
KERNEL_PATCHES = (*KERNEL_IMPORTS, (DRIVE_CHDIR, lambda m: ""), (KERNEL_STEPS, _timed_steps),
                  (LOAD_PYODIDE, _load_options), (PIPLITE_AT_START, lambda m: "void 0"))


def keep_kernel_imports_off_the_drive(out: Path) -> None:
    """Patch the kernel's worker: imports off the drive, time stamps, snapshot (see KERNEL_PATCHES)."""
    folder = out / "extensions" / "@jupyterlite" / "pyodide-kernel-extension" / "static"
    scripts = {script: script.read_text(encoding="utf-8") for script in sorted(folder.glob("*.js"))}
    boot = (SITE_SRC / "kernel-worker.js").read_text(encoding="utf-8")
    for script, text in scripts.items():
        if KERNEL_STEPS.search(text):  # a script with the worker's code: the helpers come first
            scripts[script] = boot + text
    for pattern, fixed in KERNEL_PATCHES:
        found = 0
        for script, text in scripts.items():
            scripts[script], count = pattern.subn(fixed, text)
            found += count
        if not found:
            sys.exit(f"site: error: {pattern.pattern!r} not found in {folder}; the kernel's "
                     "version changed: check KERNEL_PATCHES in site/build.py")
    for script, text in scripts.items():
        script.write_text(text, encoding="utf-8")


#: JupyterLite's service worker hands every fetch to its handler; site/service-worker.js answers
#: the site's files from Cache Storage first and leaves the rest to that handler.
SW_FETCH = re.compile(r'self\.addEventListener\("fetch",(\w+)\)')


#: The site's offline page (site/offline.html), in the site's top folder.
OFFLINE_PAGE = "offline.html"
#: The landing page and the gallery under every address a learner reaches them by (``/``, the
#: redirects, "All games"): kept by the service worker as it installs, with the gallery's style sheets.
FRONT_DOOR = ("./", "index.html", "voici/", "voici/index.html", "voici/render/index.html")
STYLE_LINK = re.compile(r'<link rel="stylesheet" type="text/css" href="([^"]+)">')


def write_offline_page(out: Path, pages: dict[str, bool]) -> None:
    """site/offline.html as the site's offline page, with every page's address and title (the gallery's)."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from widgets import gallery

    titles = {"voici/render/index.html": "All games (the gallery)"}
    for entry in gallery.GAMES:
        for page in entry.pages:
            if page.path in pages:
                titles[f"voici/render/{page.path[: -len('.ipynb')]}.html"] = f"{entry.name}: {page.title}"
    text = (SITE_SRC / "offline.html").read_text(encoding="utf-8")
    if "TT_PAGES;" not in text:
        sys.exit("site: error: site/offline.html has no 'TT_PAGES;' to fill in")
    (out / OFFLINE_PAGE).write_text(text.replace("TT_PAGES;", json.dumps(titles, ensure_ascii=False) + ";", 1),
                                    encoding="utf-8")


def front_door(out: Path) -> list[str]:
    """What the service worker keeps as it installs (site/service-worker.js's TT_FRONT): the offline page
    first, then the landing page, the gallery and the gallery's style sheets, relative to the site's top."""
    gallery = out / "voici" / "render" / "index.html"
    styles = []
    for href in STYLE_LINK.findall(gallery.read_text(encoding="utf-8")):
        target = (gallery.parent / href).resolve()
        if target.is_file() and target.is_relative_to(out.resolve()):
            styles.append(target.relative_to(out.resolve()).as_posix())
    return [OFFLINE_PAGE, *FRONT_DOOR, *styles]


def keep_files_in_the_service_worker(out: Path) -> None:
    """Put site/service-worker.js in front of JupyterLite's service worker, named after this build."""
    digest = hashlib.sha256()
    for path in sorted(p for p in out.rglob("*") if p.is_file() and p.name != "service-worker.js"):
        digest.update(path.relative_to(out).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    ours = (SITE_SRC / "service-worker.js").read_text(encoding="utf-8").replace("TT_BUILD", digest.hexdigest()[:12])
    for placeholder in ('["TT_FRONT"]', '["TT_SCRIPTS"]'):
        if placeholder not in ours:
            sys.exit(f"site: error: site/service-worker.js has no '{placeholder}' to fill in")
    ours = ours.replace('["TT_FRONT"]', json.dumps(front_door(out)), 1)
    # The app's chunks and Pyodide's scripts (what pages ask for by these very addresses: the
    # extensions' scripts are asked for with a version query, and JupyterLab's own app is not used).
    scripts = sorted([p.relative_to(out).as_posix(), sha256(p)[:8]]
                     for folder in ("voici/build", "static/pyodide") for p in (out / folder).glob("*.js")
                     if p.name != "service-worker.js")
    ours = ours.replace('["TT_SCRIPTS"]', json.dumps(scripts, separators=(",", ":")), 1)
    workers = sorted(out.rglob("service-worker.js"))
    for worker in workers:
        text, count = SW_FETCH.subn(lambda m: f'self.addEventListener("fetch",function(e){{ttFetch(e,{m[1]})}})',
                                    worker.read_text(encoding="utf-8"))
        if count != 1:
            sys.exit(f"site: error: {worker} does not add its fetch handler as expected; check SW_FETCH in site/build.py")
        worker.write_text(ours + text, encoding="utf-8")
    if not workers:
        sys.exit(f"site: error: voici wrote no service-worker.js into {out}")


def finish_pages(out: Path, pages: dict[str, bool]) -> None:
    """Landing redirects, shared styles, loading notes, no outside requests; checks every page is there."""
    (out / "index.html").write_text(REDIRECT.format(target="voici/render/index.html"), encoding="utf-8")
    (out / "voici" / "index.html").write_text(REDIRECT.format(target="render/index.html"), encoding="utf-8")
    shutil.rmtree(out / "voici" / "tree", ignore_errors=True)  # file listings: the gallery does that job
    # Copies of the notebooks for JupyterLite's file browser (4.8 MB): the pages carry their
    # cells in their HTML, and their Python reads no file (see SETUP_CELL), so no page asks.
    shutil.rmtree(out / "files", ignore_errors=True)
    # Font Awesome as SVG fonts (1.8 MB): no browser reads them and nothing links them.
    for font in (out / "build").glob("fa-*.svg"):
        font.unlink()
    note, words = loading_note(), (SITE_SRC / "first_words.html").read_text(encoding="utf-8")
    for page, runs_code in pages.items():
        html_path = out / "voici" / "render" / (page[: -len(".ipynb")] + ".html")
        if not html_path.is_file():
            sys.exit(f"site: error: voici made no page for {page}")
        text = CDN_LINK.sub("", html_path.read_text(encoding="utf-8"))
        text = share_styles(text, html_path.parent, out)
        if "</body>" not in text or 'id="rendered_cells"' not in text:
            sys.exit(f"site: error: {html_path} does not look like a voici page")
        if runs_code:
            text = words_first(text, NOTEBOOKS / page)
            coming = json.dumps(first_words.coming(NOTEBOOKS / page))
            # Before the app's script, which blocks the parser until it came: the note and the words'
            # script run as the page is read, and the words' style sheet is in the head, before the first paint.
            style, script = first_words.style_and_script(words)
            text = text.replace("</head>", style + "</head>", 1)
            before_app = note.replace('"TT_COMING"', coming, 1) + script
            text, found = VOICI_SCRIPT.subn(lambda m: before_app + m[0], text, count=1)
            if not found:
                sys.exit(f"site: error: {html_path} has no voici script to put the loading note before")
            text = text.replace("</body>", LINK_FIX + "</body>", 1)
        else:
            text = static_page(text)
        html_path.write_text(text, encoding="utf-8")
    write_offline_page(out, pages)
    (out / ".nojekyll").write_text("")  # GitHub Pages: serve every file as it is


def words_first(text: str, notebook: Path) -> str:
    """The page's cells shown at once with the outputs the notebook stored (site/first_words.py)."""
    # The prepared notebook is the setup cell, then the notebook's own cells: voici numbers them from 1.
    outputs = first_words.stored_outputs(notebook, first_index=2)
    style = ACCESSIBLE_CSS + PHONE_CSS if first_words.has_widgets(notebook) else ""
    return first_words.show_cells_at_once(first_words.with_stored_outputs(text, outputs, ipynb_to_html_links), style)


def folder_size(folder: Path) -> int:
    """Bytes in all files below ``folder``."""
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())


# --------------------------------------------------------------------------- main


def build(out: Path, force: bool = False) -> Path:
    """Build the site into ``out`` unless it is current; returns ``out``."""
    started = time.monotonic()
    versions = tool_versions()
    version = pyodide_version()
    versions["pyodide"] = version
    digest = inputs_digest(versions)
    if not force and is_current(out, digest):
        say(f"{out.relative_to(ROOT) if out.is_relative_to(ROOT) else out} is up to date")
        return out

    shutil.rmtree(WORK, ignore_errors=True)
    lite = WORK / "lite"
    (lite / "static").mkdir(parents=True)
    # Every page needs the kernel's packages and the page wheels: all of them are in Pyodide's
    # lock, and the kernel loads them in one go when it starts (the hidden setup cell then
    # finds them installed) instead of one install after another.
    preload = prepare_pyodide(version, versions, lite / "static" / "pyodide")
    lock_info = json.loads((lite / "static" / "pyodide" / "pyodide-lock.json").read_text())["info"]
    options = site_options(".".join(lock_info["python"].split(".")[:2]))
    contents = WORK / "contents"
    pages = prepare_contents(contents)
    pyodide_dir = lite / "static" / "pyodide"
    trimmed, left_out = trim_zips(pyodide_dir, options, trace_imports(pyodide_dir, options, contents, pages))
    snapshot = make_snapshot(pyodide_dir, options, trimmed, left_out)
    say(f"snapshot: {snapshot['memory'] / 1e6:.0f} MB of memory ({snapshot.get('zeroed', 0) / 1e6:.1f} MB of it free, "
        f"zeroed), {snapshot['gzipped'] / 1e6:.1f} MB gzipped, made in {snapshot['seconds']:.0f} s; trimmed zips "
        + ", ".join(f"{p.name} {p.stat().st_size / 1e6:.2f} MB" for p in trimmed.values()))
    (lite / "jupyter-lite.json").write_text(json.dumps({
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "Tabletop Tutor",
            "litePluginSettings": {
                "@jupyterlite/pyodide-kernel-extension:kernel": {
                    # Every wheel comes from the site itself: never ask PyPI from a learner's browser.
                    "disablePyPIFallback": True,
                    # The packages are in one zip and Python starts from a memory snapshot
                    # (site/kernel-worker.js); the list tells the kernel they are there.
                    "loadPyodideOptions": {
                        "packages": sorted({*preload, *KERNEL_INSTALLS}), "ttSite": options,
                    },
                },
            },
        },
    }, indent=2))

    staging = out.with_name(out.name + ".tmp")
    shutil.rmtree(staging, ignore_errors=True)
    say(f"voici: building {len(pages)} pages")
    run([
        # voici-core's `python -m voici_core` imports a module of the `voici` meta-package,
        # which the site does not use: call the `voici` script that voici-core installs.
        str(Path(sys.executable).with_name("voici")), "build",
        "--lite-dir", str(lite), "--contents", str(contents), "--output-dir", str(staging),
        "--no-sourcemaps", "--no-unused-shared-packages",
    ], cwd=lite)
    finish_pages(staging, pages)
    keep_kernel_imports_off_the_drive(staging)
    keep_files_in_the_service_worker(staging)
    (staging / STAMP_NAME).write_text(json.dumps({
        "inputs": digest,
        "versions": versions,
        "preloaded": preload,
        "snapshot": snapshot,
        "pages": sorted(pages),
    }, indent=1))
    shutil.rmtree(out, ignore_errors=True)
    staging.rename(out)
    size = folder_size(out)
    say(f"built {out} in {time.monotonic() - started:.0f} s: {len(pages)} pages, {size / 1e6:.1f} MB")
    return out


def main(argv: list[str] | None = None) -> None:
    """Command line: ``python site/build.py [--force] [--out DIR]``."""
    parser = argparse.ArgumentParser(description="Build Tabletop Tutor's static site (see ./tutor site).")
    parser.add_argument("--force", action="store_true", help="build even when nothing changed")
    parser.add_argument("--out", type=Path, default=OUT, help=f"output folder (default {OUT.relative_to(ROOT)})")
    args = parser.parse_args(argv)
    build(args.out.resolve(), force=args.force)


if __name__ == "__main__":
    main()
