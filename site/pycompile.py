"""Byte-compile the static site's Python for Pyodide; runs INSIDE Pyodide (site/pycompile.mjs).

Pyodide's standard library zip from npm and the wheels from PyPI hold only ``.py``
sources, so the browser would compile every module each time a page starts (IPython
alone takes many seconds). Compiled here once, by the same Python that runs in the
browser, each archive gets ``.pyc`` files instead:

* ``sourceless`` (the standard library and other projects' wheels, as Pyodide's own
  builds do): ``mod.pyc`` replaces ``mod.py``; smaller archives that unpack faster;
* ``with-sources`` (this project's wheel): ``pkg/__pycache__/mod.cpython-313.pyc`` is
  added and the source stays, so tracebacks from our code still show their lines.

The ``.pyc`` files are "unchecked hash" ones (PEP 552): used without comparing them
with a source time stamp, which unpacking in the browser does not keep. A wheel's
RECORD is rewritten to list what it holds.

Input: the global ``JOBS``, a list of ``[source archive, output archive, mode, prefix]``
with ``prefix`` the folder the archive's files have at run time (for the file names
tracebacks show).
"""

from __future__ import annotations

import base64
import hashlib
import importlib.util
import sys
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc  # the writer py_compile uses

CACHE_TAG = sys.implementation.cache_tag  # "cpython-313"
STAMP = (2020, 1, 1, 0, 0, 0)


def pyc_bytes(source: bytes, filename: str) -> bytes | None:
    """The unchecked-hash .pyc of ``source``, or None when it does not compile (kept as source)."""
    try:
        code = compile(source, filename, "exec", dont_inherit=True)
    except (SyntaxError, ValueError):
        return None
    return bytes(_code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False))


def record_line(name: str, data: bytes) -> str:
    """A wheel RECORD line for a file."""
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def compiled_name(name: str, mode: str) -> str:
    """Where the .pyc of the archive member ``name`` goes."""
    if mode == "sourceless":
        return name[:-3] + ".pyc"
    folder, _, module = name.rpartition("/")
    return f"{folder + '/' if folder else ''}__pycache__/{module[:-3]}.{CACHE_TAG}.pyc"


def compile_archive(source: str, output: str, mode: str, prefix: str) -> int:
    """Write ``output``: ``source`` compiled as ``mode`` says; returns how many modules were compiled."""
    files: dict[str, bytes] = {}
    record_name = None
    with zipfile.ZipFile(source) as archive:
        for info in archive.infolist():
            name = info.filename
            if name.endswith("/"):
                continue
            data = archive.read(info)
            if name.endswith(".dist-info/RECORD"):
                record_name = name
                continue
            top = name.split("/", 1)[0]
            compiled = None
            if name.endswith(".py") and not top.endswith((".data", ".dist-info")):
                compiled = pyc_bytes(data, f"{prefix}/{name}")
            if compiled is None:
                files[name] = data
                continue
            files[compiled_name(name, mode)] = compiled
            if mode != "sourceless":
                files[name] = data
    count = sum(1 for name in files if name.endswith(".pyc"))
    if record_name is not None:
        lines = [record_line(name, data) for name, data in sorted(files.items())]
        files[record_name] = ("\n".join([*lines, f"{record_name},,"]) + "\n").encode()
    with zipfile.ZipFile(output, "w", zipfile.ZIP_DEFLATED) as out:
        for name, data in files.items():
            info = zipfile.ZipInfo(name, date_time=STAMP)
            info.external_attr = 0o644 << 16
            out.writestr(info, data, compress_type=zipfile.ZIP_DEFLATED)
    return count


def main(jobs: list) -> str:
    """Run every job; returns a one-line summary."""
    total = 0
    for source, output, mode, prefix in jobs:
        total += compile_archive(source, output, mode, prefix)
    return f"compiled {total} modules in {len(jobs)} archives"


RESULT = main(JOBS)  # noqa: F821 - JOBS is set by site/pycompile.mjs
