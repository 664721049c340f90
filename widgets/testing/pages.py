"""What a page sends to the browser: every string of a widget tree, read as a secrecy check reads it."""

from __future__ import annotations

from typing import Any, Iterator

__all__ = ["sent_strings"]


def _strings(value: Any) -> Iterator[str]:
    """Every string inside a widget's state (lists, tuples and dicts opened)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _strings(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)


def sent_strings(root: Any, skip: tuple = ()) -> list[str]:
    """Every string the widget tree under ``root`` sends, in page order (style sheets, model ids and ``skip`` left out)."""
    found, stack, seen = [], [root], set()
    while stack:
        widget = stack.pop()
        if id(widget) in seen or widget in skip:
            continue
        seen.add(id(widget))
        stack.extend(reversed(getattr(widget, "children", ())))
        found.extend(text for text in _strings(widget.get_state())
                     if not text.startswith(("<style>", "IPY_MODEL_")))
    return found
