"""The Dragon Egg's "Playing well" page: moments where the coach's choice beats a beginner's habit.

The page (``notebooks/dragon_egg/playing_well.ipynb``) shows a few moments of real games and
weighs two choices at each with the coach (:func:`engines.dragon_egg.coach.evaluate`), on the
page, with ``SEED`` and ``BUDGET`` fixed so that every figure is the same each time:

* the **beginner's habit**: a strongest-Far player, defined on the page (:func:`beginner_choice`).
  It places the build with the strongest Far, then the strongest Near, and makes no other
  choice by itself: it keeps its bracelets and keeps the egg;
* the **coach's choice**: the action :func:`engines.dragon_egg.coach.evaluate` values best
  among *every* action the rules allow at that moment, with the same ``SEED`` and ``BUDGET``.

Each moment is a numbered game (``new_game(players, seed=number)``) played by careful players
(``SageBot(seed=number * 10 + seat)``, the play app's Standard level, 200 deals per choice) up to the
decision shown: :attr:`Moment.moves` are the moves they made, so the page replays them at
once instead of asking the bots again (the test replays the bots and compares).

The page weighs only the two choices it shows (:func:`weigh`). That gives exactly the figures
a full evaluation gives those two, because every action meets the same sampled games
(common random numbers): an action's playouts do not depend on which other actions are
weighed. The test checks that the full evaluation, with the page's seed and budget, ranks the
coach's choice first and gives the same figures.

How the moments were found (offline, with a script not shipped): numbered games of three and
four careful players were played (about the first twenty of each); at their choices of how to
build, whether to hand a bracelet back and whether to use the egg, the coach's best action was
set against the habit (for the exercise also against the pick of the play app's Beginner
level, a random bot), weighed with the page's seed and budget and again on fresh samples (the
review's check against the winner's curse, ``engines.coach.FRESH``). Only moments where both
say the other choice is worse than "good" were kept; the test checks both again
(:func:`fresh_difference`), and that the coach's choice is the best of every action for the
page's moments (for the exercise's it was checked when they were chosen: the full evaluation
is the slow part of the test). Most moments did not qualify: the habit is usually as good as
the coach can tell.

The exercise (:func:`check_yourself`) asks "which would you play here?" at other such moments,
offering the coach's choice and the clearly worse one; the coach marks it by weighing both
when the question is drawn.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from html import escape
from typing import Sequence

from engines import coach as shared
from engines.coach import Difference, Evaluation
from engines.core import seat_name
from engines.reason_facts import Reason
from engines.dragon_egg import NO_EGG, Build, Rules, State, new_game, parse_action
from engines.dragon_egg import coach
from engines.dragon_egg.actions import KeepEgg, ReturnBracelet, UseEgg
from engines.dragon_egg.bots import SageBot

from ..checkyourself import CheckYourself, Question
from ..playing_well import label_meaning, label_scale, loss, scale_for
from ..reason_words import reason_text
from ..svg import Html
from ..words import number_word
from .pictures import bracelet_svg, egg_svg, framed_hand, set_svg
from .players import players_html
from .review import hand_positions, describe_action

__all__ = ["BUDGET", "SEED", "Moment", "EXAMPLES", "EXERCISES", "Weighed", "beginner_choice", "weigh",
           "fresh_difference", "full_evaluation", "careful_moves", "moment_html", "figures_html",
           "difference_words", "introduction", "reason_words", "question", "check_yourself", "BEGINNER", "COACH",
           "shown_games", "shown_zoo", "shown_difference", "egg_words", "scale", "LABEL_SCALE"]

BUDGET = 48
"""Sampled games per choice on the page (the review's own budget is ``coach.BUDGET``)."""
SEED = 0
"""The number that fixes the page's sampled games."""

BEGINNER = "#0072B2"
"""The frame of the beginner's habit (blue, as the review frames the learner's choice)."""
COACH = "#E69F00"
"""The frame of the coach's choice (orange, as in the review)."""


# ----- the moments -----------------------------------------------------------------------------
@dataclass(frozen=True)
class Moment:
    """A decision in game ``number`` for ``players`` careful players, after the moves ``moves``.

    ``moves`` is the game record's moves, as notation joined by ``"; "``; each was made by the
    first player the engine waited for (as the careful players were asked). ``seat`` is the
    player deciding; ``coach_choice`` is the coach's choice (notation) that the page shows and
    the test checks; ``other`` is the choice set against it (empty: the beginner's habit);
    ``idea`` is a short key for the lesson it teaches.
    """

    players: int
    number: int
    seat: int
    moves: str
    coach_choice: str
    other: str = ""
    idea: str = ""

    def state(self) -> State:
        """The game at this moment: the numbered deal, and the careful players' moves replayed."""
        state = new_game(self.players, seed=self.number)
        for text in self.moves.split("; ") if self.moves else ():
            state.apply(state.to_act()[0], text)
        if not state.to_act() or state.to_act()[0] != self.seat:
            raise ValueError(f"In game {self.number} after {len(self.moves.split('; '))} moves it is not "
                             f"{seat_name(self.seat)}'s choice.")
        return state

    def observation(self) -> dict:
        """What the deciding player sees: the only thing the coach is given."""
        return self.state().observation(self.seat)

    def against(self, state: State):
        """The choice set against the coach's: ``other``, or the beginner's habit."""
        return parse_action(self.other) if self.other else beginner_choice(state, self.seat)


def careful_moves(players: int, number: int, count: int) -> str:
    """The first ``count`` moves the careful players of game ``number`` make, as ``Moment.moves`` writes them.

    Slow (each careful player weighs 200 deals a choice): the test uses it.
    """
    state = new_game(players, seed=number)
    bots = [SageBot(seed=number * 10 + s) for s in range(players)]
    moves: list[str] = []
    while len(moves) < count and state.to_act():
        seat = state.to_act()[0]
        action = bots[seat].choose(state.observation(seat), state.legal_actions(seat))
        moves.append(str(action))
        state.apply(seat, action)
    return "; ".join(moves)


def beginner_choice(state: State, seat: int):
    """The strongest-Far habit: the strongest Far, then Near; it keeps bracelets and the egg.

    Among builds equally strong in both rows it keeps the card that comes last in the card
    order, as lesson 4 says (``widgets.dragon_egg.lessons.examples.tie_habit``).
    """
    if state.phase == "egg":
        return NO_EGG
    from .lessons.examples import strongest  # the lessons' own habit, so the two never differ
    return strongest(state, seat)


# ----- weighing two choices ----------------------------------------------------------------------
@dataclass(frozen=True)
class Weighed:
    """The coach's figures for the beginner's habit and the coach's choice at one moment."""

    moment: Moment
    observation: dict
    choices: int  # how many different things the player could do
    other: Evaluation  # the choice set against the coach's: the beginner's habit on the page
    coach: Evaluation
    difference: Difference  # what the habit gives away, sample by sample (the review's padded interval of games)
    label: str  # the review's label: games and ZOO against the table's round spread, every band the intervals reach
    reason: Reason


@lru_cache(maxsize=64)
def weigh(moment: Moment, budget: int = BUDGET, seed: int = SEED) -> Weighed:
    """The habit and the coach's choice, valued on the same ``budget`` sampled games (``seed`` fixes them).

    Remembered: the same moment is weighed once (the exercise comes back to its moments).
    """
    state = moment.state()
    seat = moment.seat
    obs = state.observation(seat)
    legal = state.legal_actions(seat)
    habit = moment.against(state)
    best = parse_action(moment.coach_choice)
    if str(habit) == str(best):
        raise ValueError(f"At this moment the choice set against the coach's is the same, {best}.")
    values = coach.evaluate(obs, seat, budget, seed=seed, actions=[best, habit])
    by_text = {str(e.action): e for e in values}
    top, mine = by_text[str(best)], by_text[str(habit)]
    difference = loss(top, mine)
    return Weighed(moment, obs, len(legal), mine, top, difference, shared.label(difference, scale(moment.players)),
                   coach.reason(obs, seat, habit, best, values))


def scale(players: int) -> shared.PointScale:
    """The review's points scale at ``players``: its bands in ZOO against the table's round spread."""
    return scale_for(coach, players)


def full_evaluation(moment: Moment, budget: int = BUDGET, seed: int = SEED) -> list[Evaluation]:
    """Every action at the moment valued as the page values two (slow: the test uses it)."""
    return coach.evaluate(moment.observation(), moment.seat, budget, seed=seed)


FRESH_LOOK = shared.Resolution(cap=8)
"""How far :func:`fresh_difference` looks: the review's second look, stopped at 8 times the budget (as in the browser)."""


def fresh_difference(moment: Moment, budget: int = BUDGET, seed: int = SEED) -> Difference:
    """The habit's loss valued again on fresh sampled games, as the review's second look does: batches of fresh
    paired games until the label is settled, or :data:`FRESH_LOOK` ends it (slow: the test uses it)."""
    state = moment.state()
    habit = moment.against(state)
    look = shared.second_look(coach.evaluate, state.observation(moment.seat), moment.seat, moment.coach_choice,
                              str(habit), budget, seed, scale=scale(moment.players), resolution=FRESH_LOOK)
    return look.difference


# ----- pictures and words ------------------------------------------------------------------------
STYLE = """<style>
.de-pw table.de-table { border-collapse: collapse; margin: 4px 0; }
.de-pw table.de-table td, .de-pw table.de-table th { border-bottom: 1px solid #DDD; padding: 3px 8px;
  text-align: left; vertical-align: middle; }
.de-pw table.de-table th { background: #F2F2F2; }
.de-pw tr.de-me { background: #FFF8E1; }
.de-pw .de-note { color: #333; font-size: 95%; }
.de-pw .de-figures td, .de-pw .de-figures th { padding: 3px 10px; border-bottom: 1px solid #DDD; text-align: left; }
</style>"""


def _names(players: int) -> list[str]:
    """Everyone's name at the table."""
    return [seat_name(s) for s in range(players)]


def _hand_html(hand: list[str], chosen: list[int], colour: str) -> str:
    """The hand in a row, the cards of the choice framed in ``colour`` and the others faded."""
    return framed_hand(hand, chosen, colour, used=", used", kept=", kept")


def choice_html(obs: dict, action, who: str, colour: str) -> str:
    """One choice in a frame: its title, the hand with the cards it uses framed, and its sets or token."""
    hand = list(obs["hand"])
    pictures = [_hand_html(hand, hand_positions(hand, action) if isinstance(action, Build) else [], colour)]
    rules = Rules(obs["revelation"], obs["rebuild_draws"])
    if isinstance(action, Build):
        pictures += [set_svg(action.far, "Far", rules=rules), set_svg(action.near, "Near", rules=rules)]
    elif isinstance(action, ReturnBracelet):
        pictures.append(bracelet_svg(1, 30, title="a bracelet handed back"))
    elif isinstance(action, (UseEgg, KeepEgg)):
        pictures.append(egg_svg(30, dimmed=isinstance(action, UseEgg)))
    return (f'<div style="border:3px solid {colour};border-radius:8px;padding:6px 8px;margin:4px 0">'
            f'<div><b>{escape(who)}</b>: {escape(describe_action(action))}</div>'
            f'<div style="display:flex;gap:14px;align-items:flex-end;flex-wrap:wrap">{"".join(pictures)}</div></div>')


def _last_reveal(obs: dict) -> str:
    """The last scoring's sets, as the whole table saw them."""
    last = obs["last_round"]
    if last is None:
        return '<div class="de-note">No round has been scored yet.</div>'
    parts = [f"{seat_name(s)}: Far {f}, Near {n} (earned {e} ZOO)"
             for s, (f, n, e) in enumerate(zip(last["far"], last["near"], last["earnings"]))]
    return '<div class="de-note">Sets revealed at the last scoring: ' + escape("; ".join(parts)) + ".</div>"


def egg_words(obs: dict) -> str:
    """Where the egg is: with the player of the Egg column, or in the centre when nobody holds it."""
    if obs["egg_holder"] is None:
        return "Nobody holds the Luminous Dragon Egg, so the Egg column is empty: it is in the centre of the table."
    return f"{seat_name(obs['egg_holder'])} holds the Luminous Dragon Egg (the Egg column)."


def table_html(obs: dict) -> str:
    """The table as the deciding player sees it: money, bracelets, egg, hand sizes, the last reveal."""
    return (f'<div class="de-note">Round {obs["round"]}; the game ends after the first scoring that brings '
            f'somebody to {obs["threshold"]} ZOO or more.</div>'
            + players_html(obs, _names(obs["players"])) + f'<div class="de-note">{escape(egg_words(obs))}</div>'
            + _last_reveal(obs))


def moment_html(weighed: Weighed) -> Html:
    """The moment with the game's pictures: the table, then the habit's choice and the coach's, framed."""
    obs = weighed.observation
    name = seat_name(obs["seat"])
    return Html(f'{STYLE}<div class="de-pw">{table_html(obs)}'
                + choice_html(obs, weighed.other.action, "The beginner's habit", BEGINNER)
                + choice_html(obs, weighed.coach.action, "The coach's choice", COACH)
                + f'<div class="de-note">{escape(name)}\'s hand: the cards a choice uses are framed, '
                  'the others faded.</div></div>')


def _share(low: float, high: float) -> str:
    """A range of a share, in games out of 100."""
    return f"{low * 100:.0f} to {high * 100:.0f}"


def _number(x: float) -> str:
    """A number of ZOO with one decimal, a true minus sign when below zero."""
    return f"{x:.1f}".replace("-", "\u2212")


def money(x: float) -> str:
    """A margin in ZOO with its sign."""
    return f"{x:+.1f}".replace("-", "\u2212")


def shown_games(value: Evaluation) -> int:
    """A choice's games won of 100, rounded as the table (and the coach's sentence, ``won 52%``) shows it."""
    return int(f"{value.win * 100:.0f}")


def shown_zoo(value: Evaluation) -> float:
    """A choice's average margin in ZOO, rounded to one decimal as the table shows it."""
    return float(f"{value.margin:.1f}")


def shown_difference(weighed: Weighed) -> tuple[int, float]:
    """What the coach's choice gains, in games of 100 and in ZOO: the table's rounded figures subtracted,
    so the sentence and the table a reader sees agree."""
    return (shown_games(weighed.coach) - shown_games(weighed.other),
            round(shown_zoo(weighed.coach) - shown_zoo(weighed.other), 1))


def figures_html(weighed: Weighed) -> Html:
    """The two choices' figures: games won of 100 and the final margin, each with its range."""
    rows = []
    for who, e in (("the beginner's habit", weighed.other), ("the coach's choice", weighed.coach)):
        rows.append(f"<tr><td>{who}: {escape(describe_action(e.action))}</td>"
                    f"<td><b>{shown_games(e)}</b> (range {_share(e.win_low, e.win_high)})</td>"
                    f"<td><b>{money(shown_zoo(e))}</b> ({money(e.margin_low)} to {money(e.margin_high)})</td></tr>")
    head = ("<tr><th>choice</th><th>games won, of 100</th>"
            "<th>ZOO ahead of the richest rival at the end, on average</th></tr>")
    return Html(f'{STYLE}<div class="de-pw"><table class="de-figures">{head}{"".join(rows)}</table>'
                f'<div class="de-note">Each over the same {weighed.coach.playouts} imagined games.</div></div>')


def _what(obs: dict) -> str:
    """What the deciding player is choosing, in words."""
    if obs["phase"] == "egg":
        return "whether to use the egg, now that every player has placed two sets face down"
    return "how to build, holding a Sage's Bracelet" if obs["bracelets"][obs["seat"]] else "how to build"


def introduction(weighed: Weighed) -> str:
    """Which game, which round, who chooses what (Markdown)."""
    m, obs = weighed.moment, weighed.observation
    name = seat_name(m.seat)
    return (f"Game {m.number} for {number_word(m.players)} Standard bots, round {obs['round']}: {name} is choosing "
            f"{_what(obs)} ({weighed.choices} different things {name} could do). The table as {name} sees it, "
            "and the two choices:")


def _markdown(text: str) -> str:
    """Text with the stars of Revelations (R*, B*) kept as stars in Markdown."""
    return text.replace("*", "\\*")


def reason_words(weighed: Weighed) -> str:
    """The coach's one sentence, ready for Markdown."""
    return _markdown(reason_text(weighed.reason, seat_name(weighed.moment.seat)))


def difference_words(weighed: Weighed) -> str:
    """The paired difference and its label, as a sentence (Markdown): the gain is the table's figures
    subtracted; then the label and what it means for the paired ranges (:func:`label_meaning`)."""
    d = weighed.difference
    games, zoo = shown_difference(weighed)
    return (f"Game by game, on the same {d.playouts} imagined games, the coach's choice wins "
            f"**{games} more games in 100** ({shown_games(weighed.coach)} against {shown_games(weighed.other)}) "
            f"and ends **{_number(zoo)} ZOO** better off on average, by the table's rounded figures. The review's "
            "label for the habit, with what it means for the unrounded figures:\n\n"
            + label_meaning("The habit", d, scale(weighed.moment.players), "ZOO"))


# ----- the exercise ------------------------------------------------------------------------------
def question(moment: Moment, budget: int = BUDGET, seed: int = SEED) -> Question:
    """Which would you play here? The habit's choice and the coach's, marked by the coach."""
    weighed = weigh(moment, budget, seed)
    obs = weighed.observation
    name = seat_name(moment.seat)
    options = sorted([weighed.other.action, weighed.coach.action], key=str)
    picture = (f'{STYLE}<div class="de-pw">{table_html(obs)}'
               f'<div>{escape(name)}\'s hand:</div>{_hand_html(list(obs["hand"]), [], BEGINNER)}</div>')
    prompt = (f"You are {escape(name)} in game {moment.number} for {number_word(moment.players)} Standard bots, "
              f"round {obs['round']}. Which would you play here?")
    reason = reason_text(coach.reason(obs, moment.seat, weighed.other.action, weighed.coach.action,
                                      [weighed.coach, weighed.other]), name)
    games, _ = shown_difference(weighed)
    d = weighed.difference
    why = (f"{escape(reason)} The coach's choice won {shown_games(weighed.coach)}% of the imagined games, the other "
           f"choice won {shown_games(weighed.other)}%. Game by game the other choice loses {games} "
           f"games in 100 (range {_share(d.win_low, d.win_high)}) and {_number(d.margin)} ZOO "
           f"({_number(d.margin_low)} to {_number(d.margin_high)}): the coach's label for it is "
           f"“{weighed.label}”, at {number_word(moment.players)} players.")
    return Question(prompt=prompt, answer=describe_action(weighed.coach.action), why=why,
                    choices=tuple(describe_action(a) for a in options), picture=picture, kind="coach")


class _Deck:
    """The exercise's moments in a shuffled order, dealt one after another and shuffled again."""

    def __init__(self, moments: Sequence[Moment]) -> None:
        self.moments = list(moments)
        self.order: list[Moment] = []

    def __call__(self, rng: random.Random) -> Question:
        if not self.order:
            self.order = rng.sample(self.moments, len(self.moments))
        return question(self.order.pop())


def check_yourself(seed: int | None = None, moments: Sequence[Moment] | None = None) -> CheckYourself:
    """The page's exercise: "which would you play here?", answered by the coach."""
    return CheckYourself({"coach": _Deck(EXERCISES if moments is None else moments)}, seed=seed,
                         title="Which would you play here?")


_GAME_3_2 = ("B7 B* | R3 B20; R7 R* | R20 B3; R10 R20 | B7 B10; R15 R20 | B10 B15; R7 R20 | R2 R15; bracelet; B3 "
             "B3 | R10 B7; discard R3; R2 R* | B15 B20; bracelet; R15 B7 | B3 B5; R20 R* | B10 B10; discard R7; "
             "B10 B* | B5 B5; bracelet; B15 B15 | R2 R2; R7 R* | B3 B7; egg far; R7 R* | B2 B3; discard R2; R10 R* "
             "| R7 B20; B10 B10 | R15 B3; bracelet; B7 B7 | R20 B20; egg near; R10 R* | R7 B20; discard R5; B7 B7 "
             "| R3 R3; bracelet; R* R* | B2 B2; bracelet; R20 R20 | R15 R15; discard R2; discard R5; bracelet; R15 "
             "R* | B3 B*; bracelet; B15 B* | B10 B10; R20 B20 | R7 B7; egg near; R7 R20 | B2 B7; discard R2; "
             "discard R3; R15 R20 | B5 B15; B3 B* | R10 R20; bracelet; B7 B7 | R7 B20; egg near")
"""Game 2 of three careful players up to the moment two of the exercises share: its moves."""


# ----- the data: found offline (see the module docstring), checked by the test ---------------------
EXAMPLES: tuple[Moment, ...] = (
    Moment(4, 6, 1,
           "B10 B* | R7 R*; R20 B15 | R10 B3; B20 B20 | R5 R10; R3 R* | R15 B7; R5 B20 | R10 B3; bracelet; R15 "
           "R20 | B7 B15; B2 B* | R5 R20; R3 R* | R7 R10; egg near; R10 B3 | R2 R5; discard R3; bracelet; R15 "
           "B20 | R7 B10; B15 B* | R20 B7; R15 B20 | R7 B5; R5 R* | B5 B15; discard R3; R20 B10 | R7 B7",
           'B2 B2 | B15 B20', '', 'revelation'),
    Moment(4, 9, 0,
           "R5 R* | R15 B10; B15 B* | R20 B7; B15 B20 | R7 R10; R20 B5 | R3 B10; B15 B15 | R10 R20; R15 B10 | R3 "
           "R7; B3 B3 | R* B20; bracelet; B* B* | R10 R15; discard R2; B5 B5 | R20 B15; bracelet; R* R* | R10 "
           "B15; R15 B20 | B7 B10; B2 B* | R15 R20; discard B2; B15 B* | B5 B20; R20 R* | R7 B10; bracelet; R15 "
           "B15 | B5 B7; R15 R20 | B10 B20; discard R3; R15 R20 | R5 B7; B20 B* | R10 R20; bracelet; B15 B15 | "
           "B10 B*; R5 R* | R3 R*; discard R5",
           'bracelet', '', 'bracelet'),
)
"""The page's moments, in order: each teaches one idea (``Moment.idea``)."""

EXERCISES: tuple[Moment, ...] = (
    Moment(3, 2, 1,
           _GAME_3_2,
           'B3 B* | R7 R20', 'R20 B* | R10 B3', 'build'),
    Moment(3, 2, 0,
           _GAME_3_2 + "; B3 B* | R7 R20; discard R2",
           'bracelet', '', 'bracelet'),
    Moment(3, 3, 2,
           "B2 B2 | R15 B20; R2 R2 | R5 R7; B10 B* | R10 B20; R5 R5 | R7 R20; bracelet; B5 B* | R10 B15; R20 R* "
           "| B7 B10; discard R20; B7 B15 | R7 B5; R20 R* | B3 B3; bracelet; R3 R3 | R5 R10; discard R2; "
           "bracelet; B20 B* | R20 B15; B2 B* | R3 B3; R* R* | B5 B5; egg far; R2 R3 | B2 B3; discard B2; R* B20 "
           "| B7 B15; bracelet; B20 B* | B5 B5; R10 R10 | B7 B*; egg far; R10 R10 | B7 B*; discard R5; bracelet; "
           "B10 B* | R20 B3; B15 B20 | R15 B10; R20 B20 | R15 B15; egg near; R20 B20 | R15 B15; discard R2; "
           "bracelet; B20 B20 | R5 R*; bracelet; R15 R15 | R5 B7; R10 R10 | R20 B*; discard R3; discard R2; R20 "
           "B15 | R10 B3; bracelet; B7 B7 | R7 R20; bracelet",
           'B20 B* | R15 R15', 'R15 B20 | R7 B*', 'build'),
)
"""The exercise's moments: the coach's choice against one clearly worse (the habit's, or the Beginner level's pick):
its label, on the page's figures and on fresh ones, names no band milder than an inaccuracy. Game 4 of four players
(Aiko's bracelet, round 4) left when labels became ranges: on the page's figures the habit there reaches from good
to blunder."""

LABEL_SCALE = label_scale((scale(3), scale(4)), "choice")
"""The review's labels in short words, with the bands in ZOO at the page's table sizes (three and four players)."""
