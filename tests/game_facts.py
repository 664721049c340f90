"""Each game's own facts for the shared tests, read from ``tests/<key>/<key>_facts.py`` by key (issue 48: the shared
tests iterate the registry and name no game; a new game's facts go in its own test folder).

::

    from game_facts import facts       # tests/ on the path, as pytest puts it
    facts(info.key).NOTATION           # that game's entry for tests/test_lesson_text.py
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

TESTS = Path(__file__).resolve().parent


def facts(key: str) -> ModuleType:
    """The module ``tests/<key>/<key>_facts.py`` of the game ``key``, loaded once (as ``<key>_facts``)."""
    name = f"{key}_facts"
    if name not in sys.modules:
        path = TESTS / key / f"{key}_facts.py"
        if not path.is_file():
            raise FileNotFoundError(f"the game {key!r} has no {path.relative_to(TESTS.parent)}: "
                                    "the shared tests read its facts there")
        spec = importlib.util.spec_from_file_location(name, path)
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]
