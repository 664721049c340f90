"""Lauzait Cep!'s joker freed by a dissolve (LC-5): where the coach's choice dissolves a department that holds a
joker and forms one as rich without it, the joker comes back to hand for a department still to come.
:func:`engines.lauzait_cep.coach.review_reason` gives it; the words are in ``widgets/lauzait_cep/reason_words.py``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

from .actions import Dissolve, Form
from .effects import Dissolved, Formed, WayOn


@dataclass(frozen=True)
class FreesJoker:
    """The coach's dissolve of ``dissolved`` (a department with a joker) is followed on its way on by ``formed``, a
    department without one, of a bonus at least the one paid back: the joker is free again (LC-5). ``played``: the
    effect of the move played."""

    dissolved: Dissolved
    formed: Formed
    played: Any


def _with_joker(action: Any) -> bool:
    """Whether ``action`` forms or dissolves a department with a joker in it."""
    return isinstance(action, (Form, Dissolve)) and any(p.is_joker for p in action.pieces)


def frees_joker(best: Any, played: Any) -> Optional[FreesJoker]:
    """:class:`FreesJoker` where the coach's effect (``best``) dissolves a department with a joker and its way on
    forms one as rich without it, and the move played (``played``) keeps the joker where it is; else None."""
    if not isinstance(best, WayOn) or not isinstance(best.first, Dissolved) or isinstance(played, WayOn):
        return None
    if not _with_joker(best.first.action):
        return None
    formed = next((s for s in best.steps if isinstance(s, Formed) and not _with_joker(s.action)
                   and s.bonus >= best.first.refund), None)
    return None if formed is None else FreesJoker(best.first, formed, played)
