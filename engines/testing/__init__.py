"""Conformance checks every game's tests run: random play, the trust boundary, saved games.

* :mod:`engines.testing.play`: ``check_random_play`` (the contract at every step of random
  games), ``check_log_reads_the_same``, ``playthrough``;
* :mod:`engines.testing.boundary`: ``check_bad_inputs`` (bad seats, notation, entry points);
* :mod:`engines.testing.records`: ``check_saved_states`` (tampered game records, damaged
  positions) and ``tamper``, which the long fuzz run shares.
"""

from __future__ import annotations

from .boundary import MESSAGE_LIMIT, NOT_SEATS, WRONG_TYPES, BoundaryReport, check_bad_inputs, names_a_legal_action
from .play import PlayReport, check_log_reads_the_same, check_random_play, playthrough
from .records import HOSTILE_VALUES, check_saved_states, load_tampered, tamper

__all__ = ["HOSTILE_VALUES", "MESSAGE_LIMIT", "NOT_SEATS", "WRONG_TYPES", "BoundaryReport", "PlayReport",
           "check_bad_inputs", "check_log_reads_the_same", "check_random_play", "check_saved_states",
           "load_tampered", "names_a_legal_action", "playthrough", "tamper"]
