"""Both cores for the coach's playouts: one process pool per process, started when first asked and kept.

:func:`engines.evaluation.evaluate` with ``workers > 1`` plays its samples in the pool :func:`pool`
gives. The pool's processes come from a fork server where the platform has one (else they are spawned),
once, the first time a pool of that size is asked for: what the parent changes in a module afterwards does
not reach them. They are never forked from the caller itself: a forked child would hold copies of every
file the caller has open (a notebook kernel's sockets, a browser driver's pipes), and the other end of
those would then wait for it. Where no process can start (Pyodide in a browser, a platform with neither ``fork``
nor ``spawn``, a pool that fails to start) :func:`pool` gives ``None`` and the work stays in this
process, with the same figures. The pool is shut down when the interpreter exits.
"""

from __future__ import annotations

import atexit
import os
import sys
from concurrent.futures import Executor
from typing import Any, Optional

from . import InvalidInput
from .boundary import quote

MOST_WORKERS = 32
"""The most processes a caller may ask to share the playouts (a machine rarely has more cores to give)."""

_pool: Optional[Executor] = None
_size = 0
_owner = 0


def check_workers(workers: Any) -> int:
    """Return ``workers`` if it is a whole number of processes the playouts may share, else raise ``InvalidInput``."""
    if type(workers) is not int or not 1 <= workers <= MOST_WORKERS:
        raise InvalidInput(f"workers is a whole number of processes from 1 (this one alone) to {MOST_WORKERS}, "
                           f"not {quote(workers)}.")
    return workers


def start_method() -> Optional[str]:
    """How this platform starts a worker process: "forkserver" where it can, else "spawn", else ``None`` (Pyodide)."""
    if sys.platform == "emscripten":
        return None
    try:
        import multiprocessing
        methods = multiprocessing.get_all_start_methods()
    except (ImportError, OSError):
        return None
    return next((m for m in ("forkserver", "spawn") if m in methods), None)


def pool(workers: int) -> Optional[Executor]:
    """This process's pool of ``workers`` processes (started once and kept; a pool of another size is
    replaced), or ``None`` where no process can start."""
    global _pool, _size, _owner
    if _owner != os.getpid():  # a pool inherited through a fork belongs to the parent
        _pool, _size, _owner = None, 0, os.getpid()
    if _pool is not None and _size == workers:
        return _pool
    shutdown()
    method = start_method()
    if method is None:
        return None
    try:
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor
        _pool = ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context(method))
    except (ImportError, OSError, NotImplementedError, ValueError):
        return None
    _size = workers
    return _pool


def shutdown() -> None:
    """Stop this process's pool, if it has one (at exit, or to give its memory back)."""
    global _pool, _size
    if _pool is not None and _owner == os.getpid():
        _pool.shutdown(wait=True, cancel_futures=True)
    _pool, _size = None, 0


atexit.register(shutdown)

__all__ = ["MOST_WORKERS", "check_workers", "pool", "shutdown", "start_method"]
