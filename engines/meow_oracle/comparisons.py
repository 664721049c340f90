"""Why one Meow Oracle choice beats another, in words: a keep-and-give (what each card does where it goes, MO-5)
and a placement (what it completes, extends or spoils now, and what it leaves to come, MO-2, MO-3).

Every clause is computed on the position from :mod:`engines.meow_oracle.area_words`; the review's sentence
(:mod:`engines.meow_oracle.reasons`) quotes them.
"""

from __future__ import annotations

from typing import Optional, Sequence

from ..core import join_and, seat_name
from .actions import Choose, Place
from .area_words import (COLOUR_WORD, LINE_NAMES, bare_gain, card_does, infinitive, kind_of, kinds_anywhere,
                         most_marks, placing_words)
from .bots import observed_cells
from .cards import EVERY_COLOUR, SQUARES, Card
from .rules import LINES, PATHS, area_score, colours_in_common, neighbours, receivers, run_length
from .runs import longest_possible, room_words, unseen_cards


def why_choose(observation: dict, seat: int, played: Choose, best: Choose) -> str:
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
    areas = [observed_cells(a) for a in observation["areas"]]
    players = observation["players"]
    parts = []
    played_keeps = kinds_anywhere(areas[seat], played.keep, path, "your")
    for card in best.keep:
        if card not in played.keep:
            square, gains, _marks = card_does(areas[seat], card, path, "your")
            gains = [g for g in gains if kind_of(bare_gain(g)) not in played_keeps]
            if gains:
                parts.append(f"{card} on your {SQUARES[square]} {join_and(gains)}")
    near = set(neighbours(seat, players))
    best_gifts = dict(zip(receivers(seat, players), best.give))
    for who, card in zip(receivers(seat, players), played.give):
        theirs = best_gifts[who]
        if theirs == card:
            continue
        coach_gives = kinds_anywhere(areas[who], (theirs,), path, "their")
        square, gains, marks = card_does(areas[who], card, path, "their")
        their_square, their_marks = most_marks(areas[who], theirs, path)
        gains = [bare_gain(g) for g in gains if kind_of(bare_gain(g)) not in coach_gives]
        if gains and marks > their_marks:
            note = "" if who in near else ", though you are not compared with them"
            where = f" on {SQUARES[their_square]}" if their_marks else " anywhere"
            parts.append(f"{card} would let {seat_name(who)} {join_and(infinitive(g) for g in gains)} on "
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
            handed[0] += most_marks(areas[who], card, path)[1]
            handed[1] += most_marks(areas[who], best_gifts[who], path)[1]
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
        (mine_at, mine), (coach_at, coach) = most_marks(areas[who], card, path), most_marks(areas[who], theirs, path)
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
        square, gains, marks = card_does(areas[who], card, path, "their")
        _their_square, their_marks = most_marks(areas[who], mine, path)
        if gains and marks > their_marks:
            compared = "; you are compared with both other players, MO-4" if players == 3 else ""
            does = join_and(infinitive(bare_gain(g)) for g in gains)
            parts.append(f"the coach's {card} would let {seat_name(who)} {does} on {SQUARES[square]}"
                         f" (+{marks} mark{'s' * (marks != 1)}, where your {mine} adds "
                         f"{f'+{their_marks} at most' if their_marks else 'none'}{compared})")
    return ", and ".join(parts[:2])


def why_place(observation: dict, seat: int, played: Place, best: Place) -> str:
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
    cells = observed_cells(observation["areas"][seat])
    unseen = unseen_cards(observation)
    (best_gains, best_losses) = placing_words(cells, best.card, best.square, path, unseen=unseen)
    (played_gains, played_losses) = placing_words(cells, played.card, played.square, path, unseen=unseen)
    best_kinds = {kind_of(p) for p in best_gains + best_losses}
    played_kinds = {kind_of(p) for p in played_gains + played_losses}
    gains = [phrase for phrase in best_gains if kind_of(phrase) not in played_kinds]
    losses = [phrase for phrase in best_losses if kind_of(phrase) not in played_kinds]
    yours = [phrase for phrase in played_gains if kind_of(phrase) not in best_kinds]
    your_losses = [phrase for phrase in played_losses if kind_of(phrase) not in best_kinds]
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
        after[move] = (run_length(cells, path), longest_possible(cells, path, numbers), _possible_lines(cells),
                       [line for line in LINES if move.square in line and
                        all(cells[s] is not None for s in line) and colours_in_common(cells[s] for s in line)])
        cells[move.square] = None
    total = len(unseen)
    clauses = []
    run_back = line_back = None
    if yours and after[played][0] > after[best][0] and any(g.startswith("extends") for g in yours):
        length = after[played][0]
        cells[best.square] = best.card
        got, squares = _one_card(cells, unseen, lambda c: run_length(c, path) >= length)
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
            word = COLOUR_WORD.get(colour, "one-colour")
            need = "any card" if colour == EVERY_COLOUR else f"a {word} or white card"
            line_back = len(got)
            clauses.append(f"with {played.card} on {SQUARES[played.square]}, the {word} line in {LINE_NAMES[line]} "
                           f"needs {need} on {SQUARES[open_[0]]} ({len(got)} of {total})")
        else:
            line_back = 0
            clauses.append(f"{played.card} on {SQUARES[played.square]} leaves no way to complete {LINE_NAMES[line]}")
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
