"""The four games in OpenSpiel: each engine registered with ``pyspiel``, as a view of itself.

Needs the optional extra ``open-spiel`` (nothing else in the project imports ``pyspiel``).
Registers ``python_tabletop_dragon_egg`` (players 2-5), ``..._meow_oracle`` (2-4),
``..._lauzait_cep`` (2-4) and ``..._kirin`` (4): the sizes are the engine's ``PLAYER_COUNTS``, the
other parameters the fields of its ``Rules``; ``docs/openspiel.md`` shows the use. No rule lives
here: whose move it is, the legal actions, what a move does, who wins and what a seat sees come
from ``engines/<game>``. A state's ``.engine`` is the engine state it wraps; change only a clone.

**Chance: one chance node per draw of the engine.** The engines draw only with their state's
generator: ``shuffle`` (Kirin, Lauzait Cep!: Fisher-Yates, one of the ``k`` cards not yet placed,
each ``1/k``: dealing card by card from a well-shuffled deck), ``floor(random() * k)`` (the Dragon
Egg, Meow Oracle: a card of the unseen pool), ``randrange``/``choice`` (seats, a direction) and
``getrandbits(5)`` (Lauzait Cep!'s five sticks, 32 patterns, LC-4). During a move (or the deal) the
generator is a *tape*: a draw reads the next outcome; when the tape runs out the move stops, the
state is a chance node with ``k`` outcomes ``0..k-1`` of ``1/k`` each (the index the engine asked
for; a draw among one is no node), and once one is chosen the move is made again from the same
position on the longer tape. Exact: the engine's draws, in its order, with its probabilities (for a
float draw, the rule's uniform card, which the engine's generator gives to within 53-bit floats).
Refused: chance over ``new_game`` seeds (exact only for a finite set of seeds, where one hand could
name the seed and every hidden card: another game), and a deal by the adapter (a second copy of the
deal rules). A seed cannot replay OpenSpiel's outcomes, so after a move that drew, the engine is a
what-if position (``as_position``, as the engines' builders do) and ``engine.to_json()`` a position
record (``<game>.position_from_json``).

**Simultaneous phases, in seat order**: where ``to_act()`` lists several seats (Kirin's declarations,
the Dragon Egg's builds and discards) the lowest acts. Observations hide the others' choices (a later
seat sees that they were made, and what a table sees); the engine takes them in any order.

**Action ids** index a fixed vocabulary per game, each notation once (``vocabulary``): Kirin (72),
Meow Oracle (65,854: every keep-and-give of a size MO-5 allows), Lauzait Cep! (591), the Dragon Egg
(9,080: the builds of any four cards). The legal ids are the engine's legal actions, each once (the
Lauzait Cep! engine lists ``dissolve`` twice for two identical revealed departments: one move, one
id; the tests keep the case). An id not legal now raises ``ValueError`` and changes nothing; a legal
one goes to the engine's ``apply``, its trust boundary, as notation.

**Strings**: the information state and the observation are both ``canonical(observation(seat))``:
what the engine shows the seat, no more, and not a perfect-recall history (fine for ISMCTS and
MCTS, not for CFR). No tensors.

**Returns**: win shares, as the coach counts them (``engines.coach.outcome``): ``1 / len(winners)``
to each winner at the end, 0 to the others and before (constant sum 1). The coach maximises this and
the tournaments report it; points differ in scale between games and reward margins the rules do not.

**Length** (player moves): Kirin ``rounds * 36``; Meow Oracle at most ``54 * players`` (each
face-down card of a round is turned up, placed and kept or given once). The Dragon Egg's and Lauzait
Cep!'s rules set no bound: theirs is ``engines.records.MOST_MOVES``, past which no game saves.
"""

from __future__ import annotations

import copy
import dataclasses
import functools
import importlib
import json
import random
from typing import Any, Optional

import pyspiel

from . import game_keys
from .boundary import quote

PREFIX = "python_tabletop_"  # a game's short name is this and the engine's key
KEYS = game_keys()  # the engines registered: every sub-package of engines with a State (engines.game_keys)
DEAL = -1  # the seat of the step before the first move: the deal
FIXED_SEED = 0  # the engine's own generator stays as random.Random(FIXED_SEED) left it


class AdapterError(RuntimeError):
    """The engine did something the adapter cannot stand for: a bug to report, never a player's mistake."""


# ----- chance: the engine's draws read from a tape -------------------------------------------------
class _ChanceNeeded(BaseException):
    """The tape ran out: the move needs an outcome, ``args == (n, kind)`` (a ``BaseException``: no engine catches it)."""


class _Tape(random.Random):
    """A generator whose draws are chance outcomes chosen outside: ``draws`` in order, then a chance node."""

    def _take(self, n: int, kind: str) -> int:
        """The next outcome among ``n`` equally likely ones (``0`` when there is one), or a chance node."""
        if type(n) is not int or n < 1:
            raise AdapterError(f"The engine drew among {n!r} outcomes.")
        if n == 1:
            return 0
        if self.used < len(self.draws):
            size, value = self.draws[self.used]
            if size != n:
                raise AdapterError(f"The same move drew among {n} outcomes where it drew among {size} before.")
            self.used += 1
            return value
        raise _ChanceNeeded(n, kind)

    def _randbelow(self, n: int) -> int:
        """``shuffle``, ``choice`` and ``randrange`` draw here: one of ``n``, each ``1/n``."""
        return self._take(n, "draw")

    def getrandbits(self, k: int) -> int:
        """``k`` fair coins (Lauzait Cep!'s sticks): one of ``2**k`` patterns, each ``2**-k``."""
        return self._take(1 << k, "sticks")

    def random(self) -> "_Uniform":
        """A uniform number in [0, 1), drawn once the engine scales and floors it."""
        return _Uniform(self)


def _tape(draws: tuple) -> _Tape:
    """A tape that reads ``draws`` (pairs ``(n, outcome)``), then asks for more."""
    tape = _Tape(FIXED_SEED)
    tape.draws, tape.used = draws, 0  # type: ignore[attr-defined]
    return tape


class _Uniform:
    """``random()`` on a tape; ``floor(u * k)`` or ``int(u * k)`` of it is one of ``k`` outcomes, nothing else."""

    __slots__ = ("tape", "k")

    def __init__(self, tape: _Tape, k: int = 0) -> None:
        self.tape, self.k = tape, k

    def __mul__(self, k: Any) -> "_Uniform":
        """``u * k``: uniform in [0, k), drawn when floored."""
        if type(k) is not int or self.k:
            return NotImplemented
        return _Uniform(self.tape, k)

    __rmul__ = __mul__

    def __floor__(self) -> int:
        """The index drawn: one of ``k``, each ``1/k``."""
        if not self.k:
            raise AdapterError("The engine used random() otherwise than as floor(random() * k).")
        return self.tape._take(self.k, "draw")

    __int__ = __floor__


class _Idle(random.Random):
    """The engines' generator between moves, never drawn from (one shared: engines copy only a ``random.Random``)."""

    def _refuse(self, *args: Any) -> Any:
        """A draw outside a move the adapter carries out is a bug."""
        raise AdapterError("The engine drew from its generator outside a move carried out by the adapter.")

    _randbelow = getrandbits = random = _refuse


_IDLE = _Idle(FIXED_SEED)


# ----- the fixed action vocabularies (each engine's ``spiel`` module) -----------------------------
def _spiel(key: str) -> Any:
    """What the engine ``key`` tells this adapter: ``engines.<key>.spiel`` (its words, largest draw, length)."""
    return importlib.import_module(f"engines.{key}.spiel")


@functools.cache
def vocabulary(key: str) -> tuple[str, ...]:
    """Every notation the game ``key`` can produce, once; an action's id is its index here."""
    try:
        words = tuple(_spiel(key).words())
    except ValueError as err:
        raise AdapterError(f"The {key} vocabulary cannot be listed: {err}") from None
    if len(set(words)) != len(words):
        raise AdapterError(f"The {key} vocabulary lists a notation twice.")
    return words


@functools.cache
def action_ids(key: str) -> dict[str, int]:
    """The id of every notation of the game ``key``."""
    return {word: i for i, word in enumerate(vocabulary(key))}


def _most_drawn(key: str) -> int:
    """The most equally likely outcomes one draw of the engine has: its largest pool, shuffle or throw."""
    return _spiel(key).most_drawn()


def _longest(key: str, players: int, rules: Any) -> int:
    """The most player moves a game can take (see the module docstring)."""
    return _spiel(key).longest(players, rules)


def canonical(data: Any) -> str:
    """JSON data as one canonical string: keys sorted, no spaces."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


# ----- what the states of one game share, and the engine a state holds ------------------------
@dataclasses.dataclass(frozen=True)
class _Table:
    """The engine's key, the players, the rules, the most outcomes of a draw and of player moves."""

    key: str
    players: int
    rules: Any
    most_drawn: int
    longest: int

    def __deepcopy__(self, memo: dict) -> "_Table":
        """Shared, never copied: it never changes."""
        return self


class _Box:
    """An engine state for a pyspiel state: copied with the engine's ``clone``, pickled as its record.

    Moves are made on ``state`` in place. ``base`` is an engine state never changed, from which
    ``state`` follows by the moves made since (``state._moves`` beyond ``base._moves``): the deal,
    the result of the last move that drew, or a resampled world. A move stopped for a chance
    outcome is undone by replaying from ``base``. ``stale``: ``base`` holds outcomes OpenSpiel
    chose, so the record is made a position there when someone asks for the engine (``rebased``).
    """

    __slots__ = ("state", "base", "stale")

    def __init__(self, state: Any, base: Any, stale: bool = False) -> None:
        self.state, self.base, self.stale = state, base, stale

    def replayed(self, rebase: bool) -> Any:
        """A fresh state equal to ``state``: ``base`` copied (a position with ``rebase``), the moves since replayed."""
        fresh = self.base.clone()
        if rebase:
            fresh.as_position()
        fresh.rng = _tape(())  # these moves drew nothing (a draw among one at most)
        try:
            for seat, action in self.state._moves[len(self.base._moves):]:
                fresh.apply(seat, action)
        except _ChanceNeeded:
            raise AdapterError("A move replayed since the last draw drew again.") from None
        fresh.rng = _IDLE
        return fresh

    def rebased(self) -> Any:
        """The engine state, its record made true first (see the class docstring)."""
        if self.stale:
            fresh = self.replayed(rebase=True)
            if fresh != self.state:
                raise AdapterError("Replaying the moves since the last draw gave another position.")
            self.state, self.base, self.stale = fresh, fresh.clone(), False
        return self.state

    def __deepcopy__(self, memo: dict) -> "_Box":
        """OpenSpiel's ``clone`` deep-copies a state's attributes: the engine's ``clone`` copies this one."""
        return _Box(self.state.clone(), self.base, self.stale)

    def __reduce__(self) -> tuple:
        """Pickled (OpenSpiel's serialisation) as the engine's record, read back at its trust boundary."""
        state = self.rebased()
        return (_box_from_record, (state.GAME, state.to_json()))


def _box_from_record(key: str, record: dict) -> _Box:
    """An engine state loaded by ``position_from_json`` (which reads game and position records)."""
    if key not in KEYS:
        raise AdapterError(f"No engine is called {quote(key)}.")
    state = importlib.import_module(f"engines.{key}").position_from_json(record)
    state.rng = _IDLE  # equal to the saved generator (FIXED_SEED); the adapter draws from tapes only
    return _Box(state, state.clone())


class _Cache(dict):
    """What one state has answered already; OpenSpiel's copy of the state starts empty."""

    def __deepcopy__(self, memo: dict) -> "_Cache":
        """A fresh, empty cache."""
        return _Cache()


class TabletopState(pyspiel.State):
    """One of the four games as an OpenSpiel state: a view of the engine state in ``.engine``."""

    def __init__(self, game: "TabletopGame") -> None:
        """The start: the deal, drawn as chance nodes (Meow Oracle deals face down and draws later)."""
        super().__init__(game)
        self._table: _Table = game.table
        self._box: Optional[_Box] = None
        self._pending: Optional[tuple[int, str]] = None  # the move waiting for chance: (seat, notation)
        self._draws: tuple[tuple[int, int], ...] = ()  # its outcomes so far: (n, outcome)
        self._chance: Optional[tuple[int, str]] = None  # at a chance node: (n, kind)
        self._moves, self._seen = 0, _Cache()  # player moves made; legal ids and views, once asked
        if game.start is None:  # the first state of this game: deal until the first draw, keep that
            self._carry_out((DEAL, "deal"))
            game.start = (copy.deepcopy(self._box), self._pending, self._chance)
        else:
            box, self._pending, self._chance = game.start
            self._box = copy.deepcopy(box)

    @property
    def engine(self) -> Any:
        """The engine state this state wraps (``None`` while the first deal is being drawn)."""
        if self._box is None:
            return None
        state = self._box.rebased()
        if state.rng is _IDLE:  # a generator of its own, as every engine state has (equal to the idle one)
            state.rng = random.Random(FIXED_SEED)
        return state

    def _carry_out(self, pending: tuple[int, str]) -> None:
        """Carry out the pending move (or the deal) with the outcomes drawn so far, or stop at a chance node.

        A move with no outcome drawn yet is made in place (undone from the box's base if it stops);
        one with outcomes drawn, on a copy of the position before it.
        """
        table, box, tape = self._table, self._box, _tape(self._draws)
        seat, notation = pending
        self._seen = _Cache()
        trial = None
        try:
            if seat == DEAL:
                trial = importlib.import_module(f"engines.{table.key}").State.undealt(table.players, table.rules, tape)
                trial.set_up()
            else:
                trial = box.state.clone() if self._draws else box.state
                trial.rng = tape
                trial.apply(seat, notation)
        except BaseException as stop:
            if box is not None and trial is box.state:
                box.state = box.replayed(rebase=False)  # the move stopped half-way: undone
            if not isinstance(stop, _ChanceNeeded):
                raise
            if stop.args[0] > table.most_drawn:
                raise AdapterError(f"The engine drew among {stop.args[0]} outcomes; at most {table.most_drawn} were said.")
            self._pending, self._chance = pending, stop.args
            return
        trial.rng = _IDLE
        if tape.used != len(self._draws):
            raise AdapterError("The move used fewer chance outcomes than it drew before.")
        if seat == DEAL:
            trial.as_position()  # the record starts at the deal, its outcomes chosen here
            self._box = _Box(trial, trial.clone())
        elif tape.used:
            self._box = _Box(trial, trial.clone(), stale=True)
        self._pending, self._draws, self._chance = None, (), None

    def current_player(self) -> int:
        """Chance while a draw is pending, else the lowest seat the engine waits for, or terminal."""
        if self._chance is not None:
            return pyspiel.PlayerId.CHANCE
        seats = self._box.state.to_act()
        return min(seats) if seats else pyspiel.PlayerId.TERMINAL

    def _legal_actions(self, player: int) -> list[int]:
        """The ids of the engine's legal actions for ``player``, sorted, each once."""
        known = self._seen.get(("legal", player))
        if known is None:
            ids, found = action_ids(self._table.key), set()
            for action in self._box.state.legal_actions(player):
                word = str(action)
                if word not in ids:
                    raise AdapterError(f"The engine offers {word!r}, not in the {self._table.key} vocabulary.")
                found.add(ids[word])
            known = self._seen[("legal", player)] = sorted(found)
        return known[:]

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The ``n`` equally likely outcomes of the pending draw."""
        if self._chance is None:
            raise ValueError("This is not a chance node: no draw is pending.")
        n = self._chance[0]
        return [(outcome, 1.0 / n) for outcome in range(n)]

    def _apply_action(self, action: int) -> None:
        """A chance outcome, or a seat's action id; anything not legal now is refused and changes nothing."""
        if self._chance is not None:
            n = self._chance[0]
            if type(action) is not int or not 0 <= action < n:
                raise ValueError(f"Chance outcome {quote(action)} does not exist here: the outcomes are 0 to {n - 1}.")
            self._draws = (*self._draws, (n, action))
            self._carry_out(self._pending)
            return
        if self._box.state.is_over():
            raise ValueError("The game is over: nobody can act any more.")
        seat, words = self.current_player(), vocabulary(self._table.key)
        if type(action) is not int or not 0 <= action < len(words):
            raise ValueError(f"Action {quote(action)} is not an action id of {self._table.key}: ids are 0 to "
                             f"{len(words) - 1}.")
        legal = self._legal_actions(seat)
        if action not in legal:
            named = ", ".join(words[i] for i in legal[:8]) + (" ..." if len(legal) > 8 else "")
            raise ValueError(f"Action {action} ({words[action]!r}) is not legal for seat {seat} now; legal: {named}.")
        if self._moves >= self._table.longest:
            raise AdapterError(f"This game reached {self._moves} moves, the most the adapter plays (see its docstring).")
        self._draws = ()
        self._carry_out((seat, words[action]))
        self._moves += 1

    def _action_to_string(self, player: int, action: int) -> str:
        """A seat's action as the engine's notation; a chance outcome as the draw it is."""
        if player == pyspiel.PlayerId.CHANCE:  # "draw 5 of 0..31", "sticks 10110 (3 light)"
            n, kind = self._chance or (0, "")
            if kind == "sticks":
                return f"sticks {action:0{n.bit_length() - 1}b} ({bin(action).count('1')} light)"
            return f"draw {action} of 0..{n - 1}" if n else f"chance outcome {action}"
        words = vocabulary(self._table.key)
        return words[action] if 0 <= action < len(words) else f"unknown action {action}"

    def is_terminal(self) -> bool:
        """Whether the engine's game is over (and no draw is pending)."""
        return self._chance is None and self._box.state.is_over()

    def returns(self) -> list[float]:
        """Win shares at the end (``1 / len(winners)`` each, as ``engines.coach.outcome``); zeros before."""
        if not self.is_terminal():
            return [0.0] * self._table.players
        winners = self._box.state.winners()
        return [1.0 / len(winners) if seat in winners else 0.0 for seat in range(self._table.players)]

    def seat_view(self, seat: int) -> str:
        """What ``seat`` sees, as canonical JSON: the engine's observation (see the module docstring)."""
        if type(seat) is not int or not 0 <= seat < self._table.players:
            raise ValueError(f"Seat {quote(seat)} is not at this table of {self._table.players}.")
        known = self._seen.get(("view", seat))
        if known is None:
            if self._box is None:
                known = canonical({"game": self._table.key, "seat": seat, "dealing": True})
            elif self._chance is None:
                known = canonical(self._box.state.observation(seat))
            else:
                mover, word = self._pending
                known = canonical({"observation": self._box.state.observation(seat), "acting": mover,
                                   "action": word if seat == mover else None})
            self._seen[("view", seat)] = known
        return known

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> "TabletopState":
        """A state ``player_id`` cannot tell from this one, its unseen cards dealt by the game's coach (``sample``)."""
        if self._chance is not None or self._box.state.is_over():
            raise ValueError("Only a state where a seat is to act can be resampled.")
        seen = self._box.state.observation(player_id)
        coach = importlib.import_module(f"engines.{self._table.key}.coach")
        world = coach.sample(seen, player_id, random.Random(int(probability_sampler() * 2 ** 53)))
        if canonical(world.observation(player_id)) != canonical(seen):
            raise AdapterError(f"The {self._table.key} coach's sample shows seat {player_id} something else.")
        world.rng = _IDLE  # its draws, too, are chance nodes from here
        twin = self.clone()
        twin._box, twin._seen = _Box(world, world.clone()), _Cache()
        return twin

    def __str__(self) -> str:
        """The position (the engine's saved fields, which its equality compares) and any pending draw."""
        if self._box is None:
            return canonical({"dealing": self._draws})
        position = self._box.state.saved_fields()
        return canonical(position if self._chance is None else
                         {"position": position, "pending": self._pending, "draws": self._draws})


class TabletopObserver:
    """OpenSpiel's observer: a seat's observation string, no tensor."""

    def __init__(self, iig_obs_type: Any, params: Optional[dict]) -> None:
        """Only one seat's view exists: its own cards and the public table."""
        if params:
            raise ValueError(f"Observation parameters are not supported; got {params}.")
        if iig_obs_type is not None and (
                iig_obs_type.private_info != pyspiel.PrivateInfoType.SINGLE_PLAYER or not iig_obs_type.public_info):
            raise ValueError("These games give one seat's view only: its own cards and the public table.")
        self.tensor, self.dict = None, {}

    def set_from(self, state: TabletopState, player: int) -> None:
        """No tensor to fill."""

    def string_from(self, state: TabletopState, player: int) -> str:
        """The seat's observation as canonical JSON."""
        return state.seat_view(player)


# ----- the games ---------------------------------------------------------------------------------
def _rule_fields(key: str) -> dict[str, Any]:
    """The game's rule variants with their defaults (the rulings): the fields of its ``Rules``."""
    rules = importlib.import_module(f"engines.{key}").State.RULES
    return {f.name: f.default for f in dataclasses.fields(rules)}


def _player_counts(key: str) -> range:
    """The engine's table sizes."""
    return importlib.import_module(f"engines.{key}").State.PLAYER_COUNTS


def _title(key: str) -> str:
    """The game's name in sentences."""
    return importlib.import_module(f"engines.{key}").State.TITLE


def game_type(key: str) -> pyspiel.GameType:
    """The OpenSpiel game type of ``key``: sequential, explicit chance, imperfect information, constant sum."""
    counts = _player_counts(key)
    return pyspiel.GameType(
        short_name=PREFIX + key, long_name=f"Tabletop Tutor: {_title(key)}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL, chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.CONSTANT_SUM, reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=max(counts), min_num_players=min(counts),
        provides_information_state_string=True, provides_information_state_tensor=False,
        provides_observation_string=True, provides_observation_tensor=False,
        parameter_specification={"players": min(counts), **_rule_fields(key)})


class TabletopGame(pyspiel.Game):
    """One of the four games in OpenSpiel; ``KEY`` names the engine."""

    KEY = ""

    def __init__(self, params: Optional[dict] = None) -> None:
        """A table of ``players`` under the rules the other parameters give (the rulings by default)."""
        key, given = self.KEY, dict(params or {})
        title, defaults, counts = _title(key), _rule_fields(key), _player_counts(key)
        unknown = sorted(set(given) - set(defaults) - {"players"})
        if unknown:
            raise ValueError(f"{title} has no parameter {quote(unknown[0])}; it has players and {', '.join(defaults)}.")
        players = given.get("players", min(counts))
        if type(players) is not int or players not in counts:
            sizes = f"players={min(counts)}" + (f" to {max(counts)}" if len(counts) > 1 else "")
            raise ValueError(f"{title} is played by {', '.join(map(str, counts))} players, not {quote(players)}: "
                             f"load it with {sizes}.")
        rules = importlib.import_module(f"engines.{key}").State.RULES(  # the engine refuses a variant it has not
            **{name: given.get(name, default) for name, default in defaults.items()})
        table = _Table(key, players, rules, _most_drawn(key), _longest(key, players, rules))
        super().__init__(GAME_TYPES[key], pyspiel.GameInfo(
            num_distinct_actions=len(vocabulary(key)), max_chance_outcomes=table.most_drawn, num_players=players,
            min_utility=0.0, max_utility=1.0, utility_sum=1.0, max_game_length=table.longest),
            {"players": players, **dataclasses.asdict(rules)})
        self.table = table
        self.start: Optional[tuple] = None  # the first state's box, pending deal and draw: made once

    def new_initial_state(self) -> TabletopState:
        """A new game: its first nodes are the chance nodes of the deal (Meow Oracle's come later)."""
        return TabletopState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Optional[dict] = None) -> TabletopObserver:
        """The seat's observation strings (information state and observation alike)."""
        return TabletopObserver(iig_obs_type, params)


GAME_CLASSES = {key: type("".join(word.title() for word in key.split("_")) + "Game", (TabletopGame,),
                          {"KEY": key, "__doc__": f"{_title(key)} in OpenSpiel (``{PREFIX}{key}``)."})
                for key in KEYS}
"""A ``TabletopGame`` class per engine, by key, named after it (``engines.<key>`` gives ``<Key>Game``)."""
GAME_TYPES = {key: game_type(key) for key in KEYS}
for _key in set(KEYS) - {name.removeprefix(PREFIX) for name in pyspiel.registered_names()}:
    pyspiel.register_game(GAME_TYPES[_key], GAME_CLASSES[_key])


def load(key: str, players: Optional[int] = None, **rules: Any) -> pyspiel.Game:
    """``pyspiel.load_game`` of the game ``key`` with ``players`` (default: the smallest table) and variants."""
    return pyspiel.load_game(PREFIX + key, {**rules, **({} if players is None else {"players": players})})
