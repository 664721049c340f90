"""Playing well at Lauzait Cep!: the coach's worked positions and its Check yourself.

The "Playing well" page (``notebooks/lauzait_cep/playing_well.ipynb``) shows positions
where the coach (:mod:`engines.lauzait_cep.coach`) plays differently from the play app's
Standard bot (:class:`~engines.lauzait_cep.bots.ChancellorBot`, whose rule of thumb is
"keep the hand closest to whole departments"), with the coach's figures for both
choices, and ends with an exercise marked by the coach.

**Where the positions come from.** Every position is a real two-player game: the deal
``new_game(2, seed=deal)`` played by Standard bots seeded ``deal * 8 + seat`` (as the
lessons' :func:`~widgets.lauzait_cep.lessons.bot_game` seeds them) for ``step`` moves
(:func:`game_position`). They were found offline: Standard-bot games of deals 100-133
were walked, each decision with at most 12 choices was valued by ``evaluate`` (16
sampled deals), and a decision was kept when the Standard bot's choice lost to the
coach's on the same deals and again on fresh ones (a paired difference worse than
"good", :func:`engines.coach.label`). Of those, the page keeps positions whose idea can
be told from the engine's own pieces and rules, and where the coach's best choice is
not tied with another (a dissolve that the playouts simply form again plays out exactly
like the discard after it; such ties are left out). The tests
(``tests/lauzait_cep/test_lauzait_cep_playing_well.py``) check that each position loads,
that the coach's choice is the one named here, and that the difference is clear; and that
what the page's text says of each position (the pieces that would finish a kept pair,
:func:`finishing`; the discards the rules allow, :func:`discards`) is what the game holds.

**Labels.** A worked position's label is the review's (:func:`engines.coach.second_look` with :data:`LOOK`, then
:func:`engines.coach.label` with the two-player points scale :data:`SCALE`): the two choices again on fresh deals,
batch after batch until the label is settled or :data:`LOOK` stops it, the games given away with the review's
padded interval, so that deals that all end alike never read as an exact figure (:func:`alike_words` says so).

**Cost.** Each worked position is valued once on the page: every choice the rules allow
over :data:`BUDGET` sampled deals (late-season positions, with five choices or fewer), then the two choices again on
fresh deals for the label, as the review does. A Check yourself question costs one evaluation when it is drawn.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from html import escape
from typing import Sequence

from engines import coach as shared
from engines.core import seat_name
from engines.lauzait_cep import (Accept, Declare, DeclareStalemate, Decline, Discard, Dissolve, EndDay, Form,
                                 Move, ProposeEnd, SQUARE_NAMES, new_game)
from engines.lauzait_cep import coach
from engines.lauzait_cep.actions import department
from engines.lauzait_cep.bots import ChancellorBot
from engines.lauzait_cep.explain import explain
from engines.lauzait_cep.pieces import TOKENS, piece_set, tokens
from engines.stats import wilson_interval

from ..checkyourself import CheckYourself, Question
from ..playing_well import label_meaning, label_scale, scale_for
from ..reason_words import reason_text
from ..svg import Html
from .pictures import board_svg, department_svg, pieces_svg
from .reason_words import describe

PLAYERS = 2
"""Every position here comes from a two-player game (the quickest to play out)."""
BUDGET = 16
"""Sampled deals per evaluation on the page (the coach's own ``BUDGET``)."""
SEED = 0
"""The evaluations' fixed random numbers, so that the page shows the same figures each time."""
LOOK = shared.Resolution(cap=8)
"""The second look at the two choices of a worked position, as the review takes it: ``LOOK.first`` times
:data:`BUDGET` fresh deals, then more until the label is settled, at most ``LOOK.cap`` times :data:`BUDGET` (the
review's cap in the browser, so the page shows the same figures everywhere)."""
SCALE = scale_for(coach, PLAYERS)
"""The two-player points scale of the review's labels."""
LABEL_RULE = label_scale((SCALE,), "choice", round_word="season")
"""The review's labels in short words, with their points bands at two players (Markdown)."""


@dataclass(frozen=True)
class Spot:
    """A decision in a real game: ``deal`` played ``step`` moves by Standard bots; ``coach`` is
    the coach's choice there and ``tempting`` one it beats clearly (for a worked position, the
    Standard bot's own choice); both in the engine's notation, checked by the tests."""

    deal: int
    step: int
    tempting: str
    coach: str

    def state(self):
        """The game at this decision (a fresh copy each time)."""
        return game_position(self.deal, self.step)


@lru_cache(maxsize=None)
def _replayed(deal: int, step: int):
    state = new_game(PLAYERS, seed=deal)
    bots = [ChancellorBot(deal * 8 + seat) for seat in range(PLAYERS)]
    for _ in range(step):
        who = state.to_act()[0]
        state.apply(who, bots[who].choose(state.observation(who), state.legal_actions(who)))
    return state


def game_position(deal: int, step: int):
    """The two-player game of deal number ``deal`` after ``step`` moves of Standard bots."""
    return _replayed(deal, step).clone()


# ----- the worked positions ---------------------------------------------------------------------
PAIR = Spot(104, 49, tempting="discard W5", coach="discard W7")
"""Last season, Aiko behind 9 to 14 with W5 W5 W7 concealed: keep the pair."""
DISSOLVE = Spot(132, 16, tempting="discard G6", coach="dissolve W1 W1 J=W1")
"""Bruno, one department short, could finish at once; the coach moves his joker instead."""
JOKER = Spot(130, 25, tempting="discard J", coach="discard G8")
"""Aiko holds G6 G8 and a joker: the Standard bot throws the joker away."""

EXAMPLES = {"pair": PAIR, "dissolve": DISSOLVE, "joker": JOKER}
"""The page's worked positions, in its order."""

EXERCISES = (
    Spot(103, 13, tempting="discard G3", coach="discard W2"),
    Spot(106, 9, tempting="discard G1", coach="discard G6"),
    Spot(106, 13, tempting="discard G8", coach="discard W3"),
    Spot(107, 12, tempting="discard G7", coach="discard W8"),
    Spot(109, 19, tempting="discard G1", coach="discard G7"),
    Spot(111, 34, tempting="discard W2", coach="discard W8"),
    Spot(118, 33, tempting="discard W5", coach="discard W6"),
    Spot(120, 13, tempting="discard W5", coach="discard W7"),
    Spot(124, 13, tempting="discard G3", coach="discard W9"),
    Spot(128, 30, tempting="discard G7", coach="discard W1"),
)
"""The Check yourself positions: every choice the rules allow is offered, and the coach's
is clearly better than each other one (checked by the tests)."""


# ----- words ------------------------------------------------------------------------------------
_FIXED_WORDS = {ProposeEnd: "Propose to end the game", Declare: "Declare", DeclareStalemate: "Declare Stalemate",
                EndDay: "End the day", Accept: "Accept", Decline: "Decline"}
"""The choices that are said the same whatever the position."""


def choice_words(observation: dict, action) -> str:
    """A choice as a short phrase for a button or a table ("Discard the W5")."""
    board = observation["board"]
    if isinstance(action, Discard):
        return f"Discard the {TOKENS[action.code]}"
    if isinstance(action, Move):
        return f"Move the {board[action.src]} from {SQUARE_NAMES[action.src]} to {SQUARE_NAMES[action.dst]}"
    if isinstance(action, (Form, Dissolve)):
        return f"{type(action).__name__} {tokens(action.pieces)}"
    return _FIXED_WORDS.get(type(action), str(action))


def _games(share: float) -> str:
    return f"{round(100 * share)}"


def _signed(points: float) -> str:
    return f"{points:+.1f}".replace("-", "\u2212")


# ----- the coach's figures ----------------------------------------------------------------------
@dataclass(frozen=True)
class Worked:
    """A spot valued by the coach: every choice, the two compared, the second look and the label."""

    spot: Spot
    seat: int
    observation: dict
    values: tuple
    best: shared.Evaluation
    tempting: shared.Evaluation
    again: shared.Difference
    label: str
    look: shared.Look

    @property
    def name(self) -> str:
        """The player who is to choose."""
        return seat_name(self.seat)

    def reason(self) -> str:
        """The coach's own sentence (as the review gives it) for the tempting choice."""
        return reason_text(coach.reason(self.observation, self.seat, self.tempting.action, self.best.action,
                                        list(self.values)), self.name)


def second_look(observation: dict, seat: int, best, other, budget: int = BUDGET, seed: int = SEED) -> shared.Look:
    """The review's second look at two choices: fresh deals, batch after batch, until the label is settled (or
    :data:`LOOK` stops it), with the points weighed on :data:`SCALE`."""
    return shared.second_look(coach.evaluate, observation, seat, best, other, budget, seed, scale=SCALE,
                              resolution=LOOK)


@lru_cache(maxsize=None)
def work(spot: Spot, budget: int = BUDGET, seed: int = SEED) -> Worked:
    """Value every choice of the spot with the coach, then the tempting choice against the coach's
    on fresh deals, as a review does (the best was picked on the first ones, which flatter it)."""
    state = spot.state()
    seat = state.to_act()[0]
    observation = state.observation(seat)
    values = coach.evaluate(observation, seat, budget, seed=seed)
    best = values[0]
    tempting = next(e for e in values if str(e.action) == spot.tempting)
    look = second_look(observation, seat, best.action, tempting.action, budget, seed)
    again = look.difference
    return Worked(spot, seat, observation, tuple(values), best, tempting, again, shared.label(again, SCALE), look)


def _range(low: float, high: float, write, playouts: int, share: bool = False) -> str:
    """An interval in words, or what it is when every deal ended alike: then the deals give it no width, which
    does not make the figure exact. A share of games won that is a plain count, none or all of them (the last
    season), gets the interval of a win rate instead (Wilson's), which those few deals leave open."""
    alike = abs(high - low) < 1e-9  # equal outcomes: a width of nothing, or of rounding in the sums
    if not alike:
        return f"{write(low)} to {write(high)}"
    if share and low in (0.0, 1.0):
        wins = round(low * playouts)
        below, above = wilson_interval(wins, playouts)
        return f"won {'none' if wins == 0 else 'all'} of {playouts}: {write(below)} to {write(above)}"
    return f"all {playouts} deals alike, so no range"


def figures(worked: Worked) -> Html:
    """The coach's figures for the tempting choice and its own, as a table."""
    rows = []
    for who, value in (("the Standard bot's choice", worked.tempting), ("the coach's choice", worked.best)):
        rows.append([who, choice_words(worked.observation, value.action),
                     f"{_games(value.win)} ({_range(value.win_low, value.win_high, _games, value.playouts, True)})",
                     f"{_signed(value.margin)} ({_range(value.margin_low, value.margin_high, _signed, value.playouts)})"])
    head = ["whose choice", "choice", "games won in 100 (range)", "points ahead at the end (range)"]
    cell = 'style="text-align:left;padding:2px 10px"'
    html = ("<table><thead><tr>" + "".join(f"<th {cell}>{escape(h)}</th>" for h in head) + "</tr></thead><tbody>"
            + "".join("<tr>" + "".join(f"<td {cell}>{escape(x)}</td>" for x in row) + "</tr>" for row in rows)
            + "</tbody></table>")
    return Html(html)


def difference_words(worked: Worked) -> str:
    """The second look in words: the two choices' figures on fresh deals, then the label and what it means."""
    look, d = worked.look, worked.again
    return (f"**The review's check**: on {d.playouts} new imagined deals, each choice meeting the "
            f"same deals, the coach's choice wins about {_games(look.best.win)} games in 100 and the Standard "
            f"bot's {_games(look.played.win)}. The review's label for the Standard bot's choice, with what it "
            "means for these figures:\n\n" + label_meaning("The Standard bot's choice", d, SCALE))


def alike_words(worked: Worked) -> str:
    """When every deal of the first look ended alike for both choices, that this is not certainty: how many of
    the second look's fresh deals ended otherwise (empty when the first look's deals did not all end alike)."""
    first = {worked.best.outcomes[0]}, {worked.tempting.outcomes[0]}
    if set(worked.best.outcomes) != first[0] or set(worked.tempting.outcomes) != first[1]:
        return ""
    n = len(worked.best.outcomes)
    fresh = list(zip(worked.look.best.outcomes, worked.look.played.outcomes))
    otherwise = sum(1 for b, t in fresh if b not in first[0] or t not in first[1])
    return (f"On each of the first {n} imagined deals each choice ended the same way, so the table shows no range: "
            f"on those deals the pieces the coach dealt to {seat_name(1 - worked.seat)} never changed how the season "
            "ended. "
            f"That is not certainty, only {n} deals: on the review's {len(fresh)} new imagined deals, "
            f"{otherwise or 'none'} ended otherwise for one choice or both.")


# ----- pictures ---------------------------------------------------------------------------------
def position_picture(spot: Spot) -> Html:
    """The table as the player to choose sees it: the board, their concealed pieces, everyone's
    revealed departments and the scores (nothing of the other hand but its size)."""
    state = spot.state()
    seat = state.to_act()[0]
    view = state.observation(seat)
    name = seat_name(seat)
    board_title = (f"The board as {name} sees it; the empty square is {view['empty']}." if view["empty"] else
                   f"The board as {name} sees it, after the discard: no square is empty.")
    parts = [f"<div>{board_svg(view, title=board_title, cell=48)}</div>"]
    hand_title = f"{name}'s concealed pieces: " + " ".join(view["hand"])
    side = [f"<div><b>{escape(name)}'s concealed pieces</b><br>"
            f"{pieces_svg(view['hand'], size=40, title=hand_title)}</div>"]
    for other in range(view["players"]):
        who = seat_name(other)
        shown = view["revealed"][other]
        departments = "".join(department_svg(d["pieces"], f"earned {d['bonus']}", size=30) for d in shown) or "none"
        extra = "" if other == seat else f" ({view['concealed_counts'][other]} concealed pieces)"
        points = view["scores"][other]
        side.append(f"<div><b>{escape(who)}: {points} point{'' if points == 1 else 's'}</b>{escape(extra)}<br>"
                    f"formed: {departments}</div>")
    parts.append('<div style="display:flex;flex-direction:column;gap:8px">' + "".join(side) + "</div>")
    return Html('<div style="display:flex;flex-wrap:wrap;gap:18px;align-items:flex-start">'
                + "".join(parts) + "</div>")


def situation(spot: Spot) -> str:
    """Who is to choose, when, and the score, in one sentence."""
    state = spot.state()
    seat = state.to_act()[0]
    view = state.observation(seat)
    last = view["season"] == view["seasons"]
    season = (f"season {view['season']} of {view['seasons']}" + (", the last" if last else ""))
    scores = ", ".join(f"{seat_name(s)} {p}" for s, p in enumerate(view["scores"]))
    return f"Game {spot.deal}, {season}, day {view['day']}: {seat_name(seat)} is to play. Scores: {scores}."


# ----- Check yourself ---------------------------------------------------------------------------
def question_for(spot: Spot, budget: int = BUDGET, seed: int = SEED) -> Question:
    """"Which would you play here?" for a spot: every choice the rules allow, marked by the coach."""
    state = spot.state()
    seat = state.to_act()[0]
    view = state.observation(seat)
    legal = state.legal_actions(seat)
    values = coach.evaluate(view, seat, budget, seed=seed)
    best = values[0]
    words = {str(a): choice_words(view, a) for a in legal}
    name = seat_name(seat)
    rival = seat_name(1 - seat)
    when = "when the game ends" if view["season"] == view["seasons"] else "when this season ends"

    def standing(value: shared.Evaluation) -> str:
        if round(value.margin, 1) == 0:
            return f"level with {rival}"
        return f"{abs(value.margin):.1f} points {'ahead of' if value.margin > 0 else 'behind'} {rival}"

    others = "; ".join(f"{describe(view, e.action)} wins {_games(e.win)} and leaves {name} "
                       f"{standing(e)}" for e in values[1:])
    why = (f"The coach's choice is {describe(view, best.action)}: over {best.playouts} imagined deals "
           f"it wins about {_games(best.win)} games in 100 and leaves {name} {standing(best)} {when}; "
           f"{others}.")
    prompt = (f"<p>{escape(situation(spot))} Which would you play here, as {escape(name)}?</p>")
    return Question(prompt=prompt, answer=words[str(best.action)], why=escape(why),
                    choices=tuple(words[str(a)] for a in legal), picture=str(position_picture(spot)),
                    kind="coach")


def drawn_question(rng: random.Random) -> Question:
    """A Check yourself question from :data:`EXERCISES`, drawn with ``rng``."""
    return question_for(rng.choice(EXERCISES))


def check_yourself(seed: int = 0) -> CheckYourself:
    """The page's closing exercise: positions the coach rates, marked by the coach."""
    return CheckYourself({"coach": drawn_question}, seed=seed)


def clear(spot: Spot, budget: int = BUDGET, seed: int = SEED) -> dict[str, str]:
    """The label the review's second look gives each other choice of a spot against the coach's
    (used by the tests: every one should be clearly worse than "good", :func:`engines.coach.flagged`)."""
    state = spot.state()
    seat = state.to_act()[0]
    view = state.observation(seat)
    labels = {}
    for action in state.legal_actions(seat):
        if str(action) == spot.coach:
            continue
        look = second_look(view, seat, spot.coach, str(action), budget, seed)
        labels[str(action)] = shared.label(look.difference, SCALE)
    return labels


def not_tied(values: Sequence[shared.Evaluation]) -> bool:
    """Whether the coach's best choice plays out differently from every other choice."""
    return all(e.outcomes != values[0].outcomes for e in values[1:])


# ----- what the coach imagines ------------------------------------------------------------------
def first_difference(worked: Worked) -> int:
    """The first imagined deal (0, 1, ...) on which the two choices end differently."""
    pairs = zip(worked.best.outcomes, worked.tempting.outcomes)
    return next((i for i, (a, b) in enumerate(pairs) if a != b), 0)


def imagined(worked: Worked, action: str, index: int, seed: int = SEED) -> tuple[list[str], tuple[float, float]]:
    """One of the coach's imagined games after ``action``: the game log lines from the choice to the
    end of the playout, and its ``(margin, win)``. It is deal ``index`` of :func:`work`'s evaluation,
    drawn and played exactly as :func:`engines.coach.evaluate` does (the tests check that its result
    is that evaluation's own)."""
    base = random.Random(seed).getrandbits(48)
    world = coach.sample(worked.observation, worked.seat, random.Random(base * 1_000_003 + index))
    start = len(world.events)
    world.apply(worked.seat, action)
    result = coach.play_season_out(world, worked.seat, base * 7919 + index, worked.observation["season"])
    lines = [str(e) for e in world.events[start:] if e.kind != "season"]
    return lines, result


def completers(pieces: Sequence[str]) -> list[str]:
    """The pieces that would make a department with these two (jokers included), as tokens."""
    from engines.lauzait_cep import joker_statements, parse_cards

    found = []
    for token in sorted(set(TOKENS), key=TOKENS.index):
        try:
            if joker_statements(parse_cards(list(pieces) + [token])):
                found.append(token)
        except Exception:  # a token that is no piece of this box
            continue
    return found


@dataclass(frozen=True)
class Copies:
    """Where the copies of one kind of piece are, as the player to choose can tell: in the box for
    this player count, in their own concealed pieces, in formed departments, on the board, and the
    rest, which they have not seen (the other hands and the face-down pieces)."""

    token: str
    box: int
    hand: int
    formed: int
    board: int
    unseen: int


def copies(observation: dict, token: str) -> Copies:
    """Where the copies of ``token``'s kind are, from what the observation's seat sees."""
    code = TOKENS.index(token)
    formed = sum(piece.code == code for shown in observation["revealed"] for d in shown
                 for piece in department(d["pieces"]))
    return Copies(token, piece_set(observation["players"]).count(code), observation["hand"].count(token), formed,
                  observation["board"].count(token), coach.unseen_pieces(observation).count(code))


def finishing(spot: Spot, discard: str) -> tuple[Copies, ...]:
    """After ``discard`` (the discarded piece now lies on the board), for each kind of piece in this
    game's box that would make a department with the two pieces kept, where its copies are."""
    state = spot.state()
    seat = state.to_act()[0]
    state.apply(seat, discard)
    view = state.observation(seat)
    found = (copies(view, token) for token in completers(view["hand"]))
    return tuple(c for c in found if c.box)


def discards(spot: Spot) -> tuple[list[str], list[str]]:
    """The concealed pieces the rules let the player to choose discard, and the engine's reason
    for each one they may not."""
    state = spot.state()
    seat = state.to_act()[0]
    allowed = sorted({TOKENS[a.code] for a in state.legal_actions(seat) if isinstance(a, Discard)}, key=TOKENS.index)
    refused = [str(explain(state, seat, Discard(TOKENS.index(t)))) for t in sorted(set(state.observation(seat)["hand"]))
               if t not in allowed]
    return allowed, refused
