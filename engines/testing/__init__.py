"""Conformance checks every game's tests run: random play, the trust boundary, saved games.

* :mod:`engines.testing.play`: ``check_random_play`` (the contract at every step of random
  games), ``check_log_reads_the_same``, ``playthrough``;
* :mod:`engines.testing.boundary`: ``check_bad_inputs`` (bad seats, notation, entry points);
* :mod:`engines.testing.records`: ``check_saved_states`` (tampered game records, damaged
  positions, and one hostile record of each of ``HOSTILE_KINDS``: a number too long to write
  out, field names of mixed types, nesting 100,000 deep, a loose type, a stacked deal, a
  disagreeing log), ``tamper`` and ``hostile_kind``, which the long fuzz run shares.
"""

from __future__ import annotations

from .boundary import MESSAGE_LIMIT, NOT_SEATS, WRONG_TYPES, BoundaryReport, check_bad_inputs, names_a_legal_action
from .play import PlayReport, check_log_reads_the_same, check_random_play, playthrough
from .records import HOSTILE_KINDS, HOSTILE_VALUES, check_hostile, check_saved_states, hostile_kind, load_tampered, tamper

__all__ = ["HOSTILE_KINDS", "HOSTILE_VALUES", "check_hostile", "hostile_kind", "MESSAGE_LIMIT", "NOT_SEATS", "WRONG_TYPES", "BoundaryReport", "PlayReport",
           "check_bad_inputs", "check_log_reads_the_same", "check_random_play", "check_saved_states",
           "load_tampered", "names_a_legal_action", "playthrough", "tamper"]
