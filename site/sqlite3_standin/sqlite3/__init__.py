"""A stand-in for ``sqlite3`` in the static site's browser Python (Pyodide).

Pyodide's real ``sqlite3`` is a compiled module that only Pyodide's own download
host serves, and the site must work offline. IPython imports ``sqlite3`` when the
kernel starts (for its input history) and registers a converter; nothing on
Tabletop Tutor's pages stores data in a database. So this module offers the names
IPython touches, and ``connect`` says plainly that there is no database here;
IPython then keeps its history in memory.
"""

from __future__ import annotations

from typing import Any, Callable

PARSE_DECLTYPES = 1
PARSE_COLNAMES = 2
sqlite_version = "0 (stand-in)"


class Error(Exception):
    """Base class of the errors this stand-in raises."""


class DatabaseError(Error):
    """A database could not be used."""


class OperationalError(DatabaseError):
    """The operation is not available (here: every database operation)."""


class IntegrityError(DatabaseError):
    """Kept so that ``except sqlite3.IntegrityError`` clauses still work."""


class Connection:
    """Never made: ``connect`` refuses. Kept for ``isinstance`` checks."""


def register_converter(typename: str, converter: Callable[[bytes], Any]) -> None:
    """Accept a converter and ignore it: no database reads anything here."""


def register_adapter(type_: type, adapter: Callable[[Any], Any]) -> None:
    """Accept an adapter and ignore it: no database writes anything here."""


def connect(database: Any, *args: Any, **kwargs: Any) -> Connection:
    """Refuse: the static site's browser Python has no SQLite database."""
    raise OperationalError(
        f"cannot open {database!r}: this browser Python (the static site) has no SQLite; "
        "the pages keep everything in memory"
    )
