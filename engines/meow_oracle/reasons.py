"""Meow Oracle's coach in words: what a placement or a keep-and-give does, and the reason a review row gives.

:mod:`engines.meow_oracle.coach` values the choices; this module says, in the game's words, what one
choice does that another does not (colour lines, MO-3; the ascending run along the reading path, MO-2;
the neighbours compared with, MO-4) and writes the one sentence a review row or the Coach gives
(:func:`reason`), true to the figures it is handed. Every clause is computed on the position.
"""

from __future__ import annotations

import re
from typing import Any, Optional, Sequence

from .. import coach as shared
from ..core import join_and, seat_name
from ..words import number_word
from .actions import Choose, Place, TurnUp
from .bots import _best_spot
from .cards import CARD_BY_TOKEN, CARDS, EVERY_COLOUR, SQUARES, Card
from .rules import ASIDE, LINES, PATHS, _run, area_score, colours_in_common, neighbours, receivers
from .runs import longest_possible, room_words, unseen_cards

_COLOUR_WORD = {1: "red", 2: "blue", 4: "green", EVERY_COLOUR: "white"}


def _cells(area: Sequence[str]) -> list:
    """An observed Area as cards, with None for every square not face up."""
    return [CARD_BY_TOKEN.get(t) for t in area]


def _colour(cards: Sequence[Optional[Card]]) -> str:
    """The colour the face-up cards among ``cards`` share, as a word ('red'; 'white' for jokers only)."""
    return _COLOUR_WORD.get(colours_in_common(cards), "one-colour")


_LINE_NAMES = {(0, 1, 2): "row 1", (3, 4, 5): "row 2", (6, 7, 8): "row 3",
               (0, 3, 6): "column a", (1, 4, 7): "column b", (2, 5, 8): "column c",
               (0, 4, 8): "the diagonal a1-c3", (6, 4, 2): "the diagonal a3-c1"}
"""Each line of :data:`LINES` as a learner finds it on the grid (MO-3)."""


def _placing(cells: list, card: Card, square: int, path: tuple, whose: str = "your",
             unseen: Optional[Sequence[Card]] = None) -> tuple[list[str], list[str]]:
    """What placing ``card`` on ``square`` does to an Area, in words that say exactly what is counted:
    ``(gains, losses)`` (MO-2, MO-3).

    Gains: colour lines completed; the ascending run (of face-up cards) made longer; "joins G7 in row 3 toward a
    green line": the line held exactly one other face-up card, this card shares a colour with it, and the third
    square is open. Losses: "spoils the blue pair B3 and B5 in column c": the line's two other cards were face up
    and shared a colour this card lacks; a number out of order on the reading path, told only where it shortens
    the longest run the Area can still reach with ``unseen``, the cards that may still come (the seat's unseen
    cards; by default every card not face up in ``cells`` but ``card``). ``cells`` is left as it was.
    """
    if unseen is None:
        shown = {c.token for c in cells if c is not None} | {card.token}
        unseen = [c for c in CARDS if c.token not in shown]
    numbers = sorted(c.number for c in unseen if c.token != card.token)
    before_run = _run(cells, path)
    before_possible = longest_possible(cells, path, numbers)
    lines = [line for line in LINES if square in line]
    before = {line: [cells[s] for s in line if s != square and cells[s] is not None] for line in lines}
    cells[square] = card
    after_run = _run(cells, path)
    after_possible = longest_possible(cells, path, numbers)
    completed = [_colour([cells[s] for s in line]) for line in lines
                 if all(cells[s] is not None for s in line) and colours_in_common(cells[s] for s in line)]
    spoilt, going = [], []
    for line in lines:
        others = before[line]
        shared_before = colours_in_common(others) if others else 0
        shared_now = colours_in_common(cells[s] for s in line)
        if len(others) == 2 and shared_before and not shared_now:
            spoilt.append(f"the {_COLOUR_WORD.get(shared_before, 'one-colour')} pair {others[0].token} and "
                          f"{others[1].token} in {_LINE_NAMES[line]}")
        elif len(others) == 1 and shared_now and shared_now != EVERY_COLOUR:
            going.append((others[0].token, _LINE_NAMES[line], _COLOUR_WORD.get(shared_now, "one-colour")))
    step = path.index(square)
    earlier = next((cells[s] for s in reversed(path[:step]) if cells[s] is not None), None)
    later = next((cells[s] for s in path[step + 1:] if cells[s] is not None), None)
    cells[square] = None
    gains, losses = [], []
    if completed:
        gains.append(f"completes {'a ' + completed[0] + ' line' if len(completed) == 1 else f'{len(completed)} colour lines'}"
                     f" (+{2 * len(completed)} marks)")
    if after_run > before_run and after_run > 1:
        gains.append(f"extends {whose} ascending run to {after_run} cards")
    if going and not completed:
        if len(going) == 1:
            gains.append(f"joins {going[0][0]} in {going[0][1]} toward a {going[0][2]} line")
        else:
            colours = {colour for _, _, colour in going}
            gains.append("joins " + join_and(f"{token} in {line}" for token, line, _ in going) + " toward " +
                         (f"{number_word(len(going))} {going[0][2]} lines" if len(colours) == 1 else
                          join_and(f"a {colour} line" for _, _, colour in going)))
    if spoilt:
        losses.append("spoils " + join_and(spoilt))
    if after_possible < before_possible:  # out of order costs nothing where the run could not pass this square anyway
        gap = [s for s in reversed(path[:step]) if cells[s] is None]
        gap = gap[:next((i for i, s in enumerate(reversed(path[:step])) if cells[s] is not None), len(gap))][::-1]
        low = earlier.number if earlier is not None else 0
        fits = sum(low <= n <= card.number for n in numbers)
        if earlier is not None and card.number < earlier.number:
            losses.append(f"comes after the higher {earlier.token} on the reading path")
        elif gap and fits < len(gap):  # the open squares before it cannot all take a number between
            need = f"a {low}" if low == card.number else f"a card from {low} to {card.number}"
            if len(gap) > 1:
                need = f"{len(gap)} cards " + (f"numbered {low}" if low == card.number else f"from {low} to {card.number}")
            have = "none" if not fits else f"only {fits}"
            losses.append(f"blocks the run at {join_and(SQUARES[s] for s in gap)}: "
                          f"{'that square' if len(gap) == 1 else 'those squares'}, before {card.token}, would need "
                          f"{need}, and {have} of the cards you have not seen {'fits' if fits == 1 else 'fit'}")
        elif later is not None and card.number > later.number:
            losses.append(f"comes before the lower {later.token} on the reading path")
    return gains, losses


_INFINITIVE = {"completes": "complete", "extends": "extend", "joins": "join", "keeps": "keep", "spoils": "spoil",
               "comes": "come", "blocks": "block"}


def _infinitive(phrase: str) -> str:
    """'completes a red line' -> 'complete a red line'."""
    verb, rest = phrase.split(" ", 1)
    return f"{_INFINITIVE.get(verb, verb)} {rest}"


def _choice_words(action: Any) -> str:
    """An action in a learner's words: 'placing R5 on b2', 'keeping R5', 'turning up the card on b2'."""
    if action.__class__ is Place:
        return f"placing {action.card} on {SQUARES[action.square]}"
    if action.__class__ is Choose:
        return f"keeping {join_and(c.token for c in action.keep)}"
    return "turning up " + ("a card from beside your Area" if action.square == ASIDE else
                            f"the card on {SQUARES[action.square]}")


def _gifts(action: Choose, seat: int, players: int) -> str:
    """'giving B3 to Bruno and G7 to Chidi'."""
    return "giving " + join_and(f"{card} to {seat_name(who)}" for who, card in zip(receivers(seat, players),
                                                                                      action.give))


def _card_does(cells: list, card: Card, path: tuple, whose: str) -> tuple[Optional[int], list[str], int]:
    """Where ``card`` does most on an Area (by the Standard player's measure), what it gains there, in words,
    and the marks it adds to the Area's face-up score (MO-2, MO-3): ``(square, gains, marks)``."""
    spot = _best_spot(cells, (card,), path)[1]
    if not spot:
        return None, [], 0
    gains = _placing(cells, card, spot[0], path, whose)[0]
    before = sum(area_score(cells, path)[1:])
    cells[spot[0]] = card
    after = sum(area_score(cells, path)[1:])
    cells[spot[0]] = None
    return spot[0], gains, after - before


_COLOURS = re.compile(r"\b(red|blue|green|white|one-colour)\b")
_LINES = re.compile(r"\b(row [123]|column [abc]|the diagonal [abc][123]-[abc][123])\b")
_TOKENS = re.compile(r"\b[RBGW]\d+\b")


def _kind(phrase: str) -> str:
    """What a phrase gains or costs, whatever the colour or card: 'completes a red line (+2 marks)' and 'completes a
    blue line (+2 marks)' are one kind, as are 'comes before the lower B0 ...' and 'comes before the lower B3 ...'."""
    return _LINES.sub("*", _TOKENS.sub("*", _COLOURS.sub("*", phrase)))


def _bare(phrase: str) -> str:
    """A gain without its own marks: 'completes a red line (+2 marks)' -> 'completes a red line'."""
    return phrase.split(" (+", 1)[0]


def _kinds_anywhere(cells: list, cards: Sequence[Card], path: tuple, whose: str) -> set:
    """The kinds of gain (:func:`_kind`) any of ``cards`` would make on any open square of an Area: what the other
    choice "has too", wherever it puts its card."""
    return {_kind(_bare(g)) for card in cards for square in range(9) if cells[square] is None
            for g in _placing(cells, card, square, path, whose)[0]}


def _most_marks(cells: list, card: Card, path: tuple) -> tuple[Optional[int], int]:
    """The open square where ``card`` adds the most marks to an Area's face-up score (MO-2, MO-3), the first
    along the grid among equals, and those marks: ``(square, marks)``; ``(None, 0)`` with no open square."""
    before = sum(area_score(cells, path)[1:])
    best: tuple[Optional[int], int] = (None, 0)
    for square in range(9):
        if cells[square] is None:
            cells[square] = card
            marks = sum(area_score(cells, path)[1:]) - before
            cells[square] = None
            if best[0] is None or marks > best[1]:
                best = (square, marks)
    return best


def _why_choose(observation: dict, seat: int, played: Choose, best: Choose) -> str:
    """What the coach's keep-and-give does better, in words, naming only what differs between the two choices
    (MO-4, MO-5): what a card the coach keeps does on your Area (where the Standard player would put it) that no card
    the played choice keeps could do on any open square of it; and what a card the played choice gives does on its
    receiver's Area that the coach's card for that receiver could do on no open square there, told only where it
    gives that player more marks (where the Standard player would put it) than the coach's card could give on any
    square, with both figures. A gain of the same kind (a line completed, whatever its colour) is no difference and
    is not named. Where nothing counted favours the coach's choice, it says so: the edge is in the sampled rounds."""
    if str(played) == str(best):
        return ""
    path = PATHS[observation["path"]]
    areas = [_cells(a) for a in observation["areas"]]
    players = observation["players"]
    parts = []
    played_keeps = _kinds_anywhere(areas[seat], played.keep, path, "your")
    for card in best.keep:
        if card not in played.keep:
            square, gains, _marks = _card_does(areas[seat], card, path, "your")
            gains = [g for g in gains if _kind(_bare(g)) not in played_keeps]
            if gains:
                parts.append(f"{card} on your {SQUARES[square]} {join_and(gains)}")
    near = set(neighbours(seat, players))
    best_gifts = dict(zip(receivers(seat, players), best.give))
    for who, card in zip(receivers(seat, players), played.give):
        theirs = best_gifts[who]
        if theirs == card:
            continue
        coach_gives = _kinds_anywhere(areas[who], (theirs,), path, "their")
        square, gains, marks = _card_does(areas[who], card, path, "their")
        their_square, their_marks = _most_marks(areas[who], theirs, path)
        gains = [_bare(g) for g in gains if _kind(_bare(g)) not in coach_gives]
        if gains and marks > their_marks:
            note = "" if who in near else ", though you are not compared with them"
            where = f" on {SQUARES[their_square]}" if their_marks else " anywhere"
            parts.append(f"{card} would let {seat_name(who)} {join_and(_infinitive(g) for g in gains)} on "
                         f"{SQUARES[square]} (+{marks} mark{'s' * (marks != 1)}, where {theirs} adds "
                         f"{f'+{their_marks} at most' if their_marks else 'none'}{where}{note})")
    told = ", and ".join(parts[:2])
    against = _against_choose(areas, seat, players, played, best, path, near)
    if parts and not against:
        return told
    edge = "so the coach's edge is in how the sampled rounds play out"
    mine, coach = _handed(areas, seat, players, played, best, path, near)
    if against and mine < coach:  # the played gifts hand the compared players fewer marks, counted alike
        return (f"{told}; but " if told else "") + f"{against}; by these counts yours does better, {edge}"
    return _gifts_counted(areas, seat, players, played, best, path, near, edge, unseen_cards(observation),
                          (mine, coach))


def _handed(areas: list, seat: int, players: int, played: Choose, best: Choose, path: tuple,
            near: set) -> tuple[int, int]:
    """The most marks each choice's gifts could add on the Areas of the players you are compared with (MO-2 to
    MO-4), counted alike for both, each gift on its best square: ``(played, coach's)``. A gain one gift makes
    for one receiver is weighed against what the other choice hands the other receiver."""
    handed = [0, 0]
    best_gifts = dict(zip(receivers(seat, players), best.give))
    for who, card in zip(receivers(seat, players), played.give):
        if who in near and best_gifts[who] != card:
            handed[0] += _most_marks(areas[who], card, path)[1]
            handed[1] += _most_marks(areas[who], best_gifts[who], path)[1]
    return handed[0], handed[1]


def _gifts_counted(areas: list, seat: int, players: int, played: Choose, best: Choose, path: tuple, near: set,
                   edge: str, unseen: Sequence[Card], handed: tuple[int, int]) -> str:
    """Where no gain sets the two keep-and-gives apart: the most marks each gift could add on its receiver's Area
    (MO-2, MO-3) and which choice hands the players you are compared with fewer (MO-4); then the room each differing
    card leaves for a run (:func:`engines.meow_oracle.runs.room`), yours kept and theirs given, and which choice that
    favours. ``handed``: :func:`_handed` of the two choices."""
    facts, rooms, favour = [], [], [0, 0]
    best_gifts = dict(zip(receivers(seat, players), best.give))
    for who, card in zip(receivers(seat, players), played.give):
        theirs = best_gifts[who]
        if theirs == card:
            continue
        (mine_at, mine), (coach_at, coach) = _most_marks(areas[who], card, path), _most_marks(areas[who], theirs, path)
        said = lambda marks, at: f"+{marks} at most (on {SQUARES[at]})" if marks else "no mark"  # noqa: E731
        note = "" if who in near else ", though you are not compared with them"
        facts.append(f"for {seat_name(who)} your {card} adds {said(mine, mine_at)} and the coach's {theirs} "
                     f"{said(coach, coach_at)}{note}")
        if who in near:
            told, roomier = room_words(areas[who], (card, theirs), path, unseen, f"{seat_name(who)}'s Area")
            if told:
                rooms.append(told)
                favour[roomier == card] += 1  # the less room a compared player gets, the better for you
    kept = [card for card in played.keep if card not in best.keep] + [c for c in best.keep if c not in played.keep]
    if len(kept) == 2:
        told, roomier = room_words(areas[seat], tuple(kept), path, unseen, "your Area")
        if told:
            rooms.append(told)
            favour[roomier == kept[1]] += 1
    if not facts and not rooms:
        return f"the cards kept and given differ in nothing these counts show on the Areas, {edge}"
    said_room = ("the room for a run favours the coach's choice" if favour[1] and not favour[0] else
                 "the room for a run favours yours" if favour[0] and not favour[1] else "")
    text = "; ".join(facts + rooms)
    if handed[0] > handed[1]:
        return f"{text}: the coach's gifts hand the players you are compared with fewer marks" + \
            (f", and {said_room}" if said_room.endswith("choice") else "")
    verdict = "yours hand the players you are compared with fewer marks" if handed[0] < handed[1] else \
        "both hand the players you are compared with as many marks"
    if said_room.endswith("choice"):
        return f"{text}: by these counts {verdict}, and {said_room}; the rest of {edge.removeprefix('so ')}"
    return f"{text}: by these counts {verdict}{f', and {said_room}' if said_room else ''}, {edge}"


def _against_choose(areas: list, seat: int, players: int, played: Choose, best: Choose, path: tuple,
                    near: set) -> str:
    """What the counts say for the played keep-and-give (MO-3, MO-4): a card the coach gives that adds more marks on
    its receiver's Area, who is compared with you, than the played choice's card for that player could; with whom
    each receiver is compared."""
    parts = []
    played_gifts = dict(zip(receivers(seat, players), played.give))
    for who, card in zip(receivers(seat, players), best.give):
        mine = played_gifts[who]
        if mine == card or who not in near:
            continue
        square, gains, marks = _card_does(areas[who], card, path, "their")
        _their_square, their_marks = _most_marks(areas[who], mine, path)
        if gains and marks > their_marks:
            compared = "; you are compared with both other players, MO-4" if players == 3 else ""
            does = join_and(_infinitive(_bare(g)) for g in gains)
            parts.append(f"the coach's {card} would let {seat_name(who)} {does} on {SQUARES[square]}"
                         f" (+{marks} mark{'s' * (marks != 1)}, where your {mine} adds "
                         f"{f'+{their_marks} at most' if their_marks else 'none'}{compared})")
    return ", and ".join(parts[:2])


def _why_place(observation: dict, seat: int, played: Place, best: Place) -> str:
    """What one placement does on the seat's Area that the other does not, in words (MO-2, MO-3).

    The coach's placement is told by what it gains, a cost it bears set apart (", though it ...");
    the played placement by all it does that the coach's does not. What both do in kind (a line completed or
    joined, whatever its colour or place; a card after a higher one, whichever) is no difference and is not named.
    Where the Area as it stands favours the played placement (it gains what the coach's does not, or the coach's
    alone bears a cost), the clause says so and that the coach's edge lies in the rest of the round: it never
    offers those facts as the coach's reason."""
    if str(played) == str(best):
        return ""
    path = PATHS[observation["path"]]
    cells = _cells(observation["areas"][seat])
    unseen = unseen_cards(observation)
    (best_gains, best_losses) = _placing(cells, best.card, best.square, path, unseen=unseen)
    (played_gains, played_losses) = _placing(cells, played.card, played.square, path, unseen=unseen)
    best_kinds = {_kind(p) for p in best_gains + best_losses}
    played_kinds = {_kind(p) for p in played_gains + played_losses}
    gains = [phrase for phrase in best_gains if _kind(phrase) not in played_kinds]
    losses = [phrase for phrase in best_losses if _kind(phrase) not in played_kinds]
    yours = [phrase for phrase in played_gains if _kind(phrase) not in best_kinds]
    your_losses = [phrase for phrase in played_losses if _kind(phrase) not in best_kinds]
    coach_words, your_words = f"{best.card} on {SQUARES[best.square]}", f"{played.card} on {SQUARES[played.square]}"
    told = []
    if gains:
        told.append(f"{coach_words} {join_and(gains)}" + (f", though it {join_and(losses)}" if losses else ""))
    elif losses:
        told.append(f"{coach_words} {join_and(losses)}")
    if yours or your_losses:
        told.append(f"{your_words} {join_and(yours + your_losses)}")
    elif losses and not gains:
        told.append(f"{your_words} does not")
    marks = {move: _marks_on(cells, move, path) for move in (best, played)}
    favours = bool(gains) and (not yours or marks[best] > marks[played]) or (
        not gains and not losses and bool(your_losses))
    said_order = any(phrase.startswith("comes ") for phrase in losses + your_losses)
    later, later_side = _leaves(cells, best, played, path, unseen, yours, gains, said_order)
    text = ", while ".join(told)
    if favours and later_side != "played":
        return text
    if later and text and later_side == "coach" and not gains:  # the Area now speaks only against the coach's
        text = f"{later}; set against that, {text}"  # its edge first, so the cost never reads as its reason
    elif later:
        text = (f"{text}; but {later}" if later_side == "coach" else f"{text}; {later}") if text else later
    if favours and later_side != "played" or later_side == "coach":
        return text
    count = ("as your Area stands yours does better" if not gains and (yours or losses and not your_losses) else
             "by that count yours does better" if later_side == "played" else
             "no count here tells the two apart" if not told else "these counts do not favour the coach's move")
    return (f"{text}; {count}" if text else _squares_words(best, played, path)) + (
        ", so the coach's edge is in how the sampled rounds play out")


def _squares_words(best: Place, played: Place, path: tuple) -> str:
    """Where no card tells two placements apart: how the squares differ, the lines through each (MO-3) and its step
    on the reading path (MO-1), and that no count of the cards says which is better."""
    lines = {move: sum(move.square in line for line in LINES) for move in (best, played)}
    step = {move: path.index(move.square) + 1 for move in (best, played)}
    return (f"{SQUARES[best.square]} lies on {lines[best]} of the 8 lines and is step {step[best]} of the reading "
            f"path; {SQUARES[played.square]} lies on {lines[played]} and is step {step[played]}; no count of the "
            "cards on your Area says which is better yet")


def _which(cards: Sequence[Card], unseen: Sequence[Card], numbers: bool) -> str:
    """The cards in words where they are a plain range of numbers among ``unseen`` ('any card up to 7')."""
    if not numbers:
        return ""
    got = sorted(c.number for c in cards)
    low, high = got[0], got[-1]
    if sorted(c.number for c in unseen if low <= c.number <= high) != got:
        return ""
    top, bottom = max(c.number for c in unseen), min(c.number for c in unseen)
    return (" (any card)" if (low, high) == (bottom, top) else f" (any card up to {high})" if low == bottom else
            f" (any card of {low} or more)" if high == top else f" (any card from {low} to {high})")


def _one_card(cells: list, unseen: Sequence[Card], done) -> tuple[list[Card], set]:
    """The unseen cards that make ``done(cells)`` true on some open square, and those squares."""
    cards, squares = [], set()
    for card in unseen:
        hit = False
        for square in range(9):
            if cells[square] is None:
                cells[square] = card
                if done(cells):
                    hit = True
                    squares.add(square)
                cells[square] = None
        if hit:
            cards.append(card)
    return cards, squares


def _possible_lines(cells: Sequence[Optional[Card]]) -> int:
    """The colour lines an Area has or can still make: every face-up card on them shares a colour (MO-3)."""
    return sum(1 for line in LINES if not any(cells[s] is not None for s in line)
               or colours_in_common(cells[s] for s in line))


def _marks_on(cells: list, move: Place, path: tuple) -> int:
    """The marks a placement adds to an Area's face-up score now (MO-2, MO-3)."""
    before = sum(area_score(cells, path)[1:])
    cells[move.square] = move.card
    after = sum(area_score(cells, path)[1:])
    cells[move.square] = None
    return after - before


def _leaves(cells: list, best: Place, played: Place, path: tuple, unseen: Sequence[Card], yours: list,
            gains: list, said_order: bool = False) -> tuple[str, str]:
    """What each placement leaves possible for the cards still to come (MO-2, MO-3), in words, and which placement
    that favours ('coach', 'played', or '' for neither): how many unseen cards would, on one open square, still make
    the run the played placement makes now (for the coach where it gains too and most would, or more than would complete the line)
    or complete the line the coach's completes now; else the longest run and
    the colour lines each leaves possible (the run only where no card out of order was named already)."""
    numbers = sorted(c.number for c in unseen)
    after = {}
    for move in (best, played):
        cells[move.square] = move.card
        after[move] = (_run(cells, path), longest_possible(cells, path, numbers), _possible_lines(cells),
                       [line for line in LINES if move.square in line and
                        all(cells[s] is not None for s in line) and colours_in_common(cells[s] for s in line)])
        cells[move.square] = None
    total = len(unseen)
    clauses = []
    run_back = line_back = None
    if yours and after[played][0] > after[best][0] and any(g.startswith("extends") for g in yours):
        length = after[played][0]
        cells[best.square] = best.card
        got, squares = _one_card(cells, unseen, lambda c: _run(c, path) >= length)
        cells[best.square] = None
        if got:
            where = f"{SQUARES[min(squares)]} stays open and " if len(squares) == 1 else ""
            run_back = len(got)
            cards = (f"any of the {total} cards you have not seen" if len(got) == total else
                     f"{len(got)} of the {total} cards you have not seen{_which(got, unseen, True)}")
            clauses.append(f"with {best.card} on {SQUARES[best.square]}, {where}{cards} would still make your run "
                           f"{length} cards")
    lines = [line for line in after[best][3] if line not in after[played][3]]
    if gains and lines:
        line = lines[0]
        cells[played.square] = played.card
        shown = [cells[s] for s in line if cells[s] is not None]
        open_ = [s for s in line if cells[s] is None]
        colour = colours_in_common(shown) if shown else 0
        if len(open_) == 1 and colour:
            got, _ = _one_card(cells, unseen, lambda c: all(c[s] is not None for s in line)
                               and bool(colours_in_common(c[s] for s in line)))
            word = _COLOUR_WORD.get(colour, "one-colour")
            need = "any card" if colour == EVERY_COLOUR else f"a {word} or white card"
            line_back = len(got)
            clauses.append(f"with {played.card} on {SQUARES[played.square]}, the {word} line in {_LINE_NAMES[line]} "
                           f"needs {need} on {SQUARES[open_[0]]} ({len(got)} of {total})")
        else:
            line_back = 0
            clauses.append(f"{played.card} on {SQUARES[played.square]} leaves no way to complete {_LINE_NAMES[line]}")
        cells[played.square] = None
    if clauses:
        if line_back is None:  # most cards still to come would make the run the played placement makes now
            side = "coach" if gains and run_back is not None and 2 * run_back > total else ""
        else:
            side = "" if run_back is None else "coach" if run_back > line_back else "played"
        return ", while ".join(clauses), side
    (_, run_b, lines_b, _), (_, run_p, lines_p, _) = after[best], after[played]
    if said_order:
        run_b = run_p
    if run_b != run_p:
        better = best if run_b > run_p else played
        clauses.append(f"{better.card} on {SQUARES[better.square]} leaves the longer run possible (up to "
                       f"{max(run_b, run_p)} cards with the cards you have not seen, against {min(run_b, run_p)})")
    if lines_b != lines_p:
        better = best if lines_b > lines_p else played
        clauses.append(f"{better.card} on {SQUARES[better.square]} leaves more colour lines possible "
                       f"({max(lines_b, lines_p)} against {min(lines_b, lines_p)})")
    side = ("" if (run_b, lines_b) == (run_p, lines_p) else "coach" if run_b >= run_p and lines_b >= lines_p else
            "played" if run_b <= run_p and lines_b <= lines_p else "")
    return ", and ".join(clauses), side


def _percent(share: float) -> str:
    """A share of games as a whole percentage."""
    return f"{share:.0%}"


WINNER = ("winner points", "against the best other player")
"""How :func:`reason` names the margins of :func:`engines.meow_oracle.coach.evaluate`: their unit (winner points, MO-4),
and whom they are counted against."""
ROUND = ("round points", "against your neighbours")
"""How :func:`review_reason` names the margins of the review's evaluate (round points: your round total minus your
neighbours', :func:`engines.meow_oracle.coach.neighbour_margin`)."""


def reason(observation: dict, seat: int, played: Any, best: Any, evaluations: Sequence[shared.Evaluation], *,
           points: tuple[str, str] = WINNER) -> str:
    """One sentence for a learner about ``played`` against the coach's ``best``, following the figures given.

    The coach's own choice says the coach agrees; a move that did better than the coach's beyond the
    playouts' noise, in games or in points, says so ("Your move did better"); one the figures put level
    with or ahead of it, within the noise, says "Your move did as well"; one the playouts cannot tell
    apart says that; only a move clearly behind gets "The coach prefers" and the facts that differ
    (and, when it still ends ahead in points beyond the noise, that too).
    The figures are the evaluations' own (the share of playouts won, and the margin, named by
    ``points``: its unit and whom it is counted against, :data:`WINNER` or :data:`ROUND`), paired
    playout by playout as the review's verdict reads them; the words come from the rules (colour
    lines, the ascending run along the reading path, the neighbours compared with).
    """
    by_text = {str(e.action): e for e in evaluations}
    mine, yours = by_text[str(best)], by_text[str(played)]
    unit, against = points
    n = mine.playouts
    if played.__class__ is TurnUp:
        return (f"Where you turn a card up from changes nothing: nobody knows a face-down card, you "
                f"included (MO-6), so every choice wins the same {_percent(mine.win)} of {n} playouts.")
    same = str(played) == str(best)
    if played.__class__ is Choose:
        players = observation["players"]
        what_best = f"{_choice_words(best)} and {_gifts(best, seat, players)}"
        what_played = f"{_choice_words(played)} and {_gifts(played, seat, players)}"
        why = "" if same else _why_choose(observation, seat, played, best)
    else:
        what_best, what_played = _choice_words(best), _choice_words(played)
        if same:
            gains, losses = _placing(_cells(observation["areas"][seat]), best.card, best.square,
                                     PATHS[observation["path"]], unseen=unseen_cards(observation))
            why = f"it {join_and(gains + losses)}" if gains or losses else ""
        else:
            why = _why_place(observation, seat, played, best)
    if same:
        text = (f"The coach agrees with {what_best}: it wins {_percent(mine.win)} of {n} playouts, "
                f"{mine.margin:+.2f} {unit} {against} on average")
        return text + (f"; {why}." if why else ".")
    gap = shared.compare(mine, yours, padded=True)  # what the coach's choice gains, paired, as the verdict reads it
    margin = round(gap.margin, 2)
    more = (f", {abs(margin):.2f} {unit} {'more' if margin < 0 else 'fewer'} {against} on average" if margin else "")
    wins = f"{what_played} wins {_percent(yours.win)} of {n} playouts against {_percent(mine.win)}"
    where = shared.better_in(gap)
    if where:
        return (f"Your move did better{' in ' + unit if where == 'points' else ''} than the coach's {what_best}: "
                f"{wins}{more}.")
    if shared.as_well(gap):  # level or ahead in games; where it ends behind in points beyond the noise, say so
        games = " in games" if gap.margin > 0 else ""  # behind in points on average: the facts say why
        return f"Your move did as well{games} as the coach's {what_best}: {wins}{more}" + \
            (f"; in points, {why}." if games and why else ".")
    if gap.win_low <= 0 and gap.margin_low <= 0:
        yours_more = (f", yours {abs(margin):.2f} {unit} {'fewer' if margin > 0 else 'more'} {against} on average"
                      if margin else "")
        return (f"The playouts cannot tell {what_played} from the coach's {what_best}: "
                f"yours wins {_percent(yours.win)} and the coach's {_percent(mine.win)} of {n} playouts{yours_more}.")
    ahead = (f", though yours ends {abs(margin):.2f} {unit} better {against} on average" if gap.margin_high < 0 else
             f", {abs(margin):.2f} {unit} {'more' if margin >= 0 else 'fewer'} {against} on average")
    text = (f"The coach prefers {what_best} to {what_played}: it wins {_percent(mine.win)} of {n} "
            f"playouts against {_percent(yours.win)}{ahead}")
    return text + (f"; {why}." if why else ".")


def review_reason(observation: dict, seat: int, played: Any, best: Any,
                  evaluations: Sequence[shared.Evaluation]) -> str:
    """:func:`reason` for the review's figures (:func:`engines.meow_oracle.coach.review_evaluate`), whose margins are
    round points (:data:`ROUND`)."""
    return reason(observation, seat, played, best, evaluations, points=ROUND)
