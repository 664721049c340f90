"""The Lauzait Cep! lessons' words: what a player may do and who plays after whom, in plain sentences
rather than the engine's action notation or its seat numbers."""

from __future__ import annotations

from engines import IllegalAction, InvalidInput
from engines.core import join_and, seat_name
from engines.lauzait_cep import (SQUARE_NAMES, Declare, DeclareStalemate, Discard, Dissolve, EndDay, Form, Move,
                                 ProposeEnd)
from engines.lauzait_cep.pieces import code_token, parse_cards, tokens
from engines.lauzait_cep.rules import MOVERS, partner_codes
from widgets.words import number_word

from .examples import HIRING_BOARD


def play_order(players: int, start: int, direction: int) -> list[str]:
    """Who plays in which order, from the starter round the table."""
    return [seat_name((start + direction * k) % players) for k in range(players)]


def season_words(players: int, season: int, start: int, direction: int, luminous: str = "") -> str:
    """A season's start in words: who starts and the order of play round the table (LC-9)."""
    order = play_order(players, start, direction)
    text = (f"Season {season} begins: {order[0]} starts, then {join_and(order[1:])}"
            + (" play in that order, and round again." if players > 2 else " plays, and so on in turn."))
    return text + (f" The luminous piece is {luminous}." if luminous else "")


def season_event_words(event, players: int) -> str:
    """A season line of the game log in words (the log's own line counts seat numbers)."""
    season, start, direction, luminous = event.data
    return season_words(players, season, start, direction, luminous)


def log_words(event, players: int) -> str:
    """A line of the game log as a reader should read it: the log's sentence, or for a season's
    start the same facts with names instead of seat numbers."""
    return season_event_words(event, players) if event.kind == "season" else str(event)


def _alternatives(items: list[str]) -> str:
    """'a', 'a or b', 'a, b or c'."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " or " + items[-1]


def choices(state, seat: int | None = None, her: str = "her") -> list[str]:
    """What a player may do now, each kind of choice as a player would say it (not the engine's
    notation): 'dissolve her department W4 W5 W6', 'start her hire by discarding any of G1, G4 and W8'."""
    seat = state.turn if seat is None else seat
    actions = state.legal_actions(seat)
    discards = [code_token(a.code) for a in actions if isinstance(a, Discard)]
    moves = [a for a in actions if isinstance(a, Move)]
    said: list[str] = []
    said += [f"dissolve {her} department {tokens(a.pieces)}" for a in actions if isinstance(a, Dissolve)]
    said += [f"form the department {tokens(a.pieces)}" for a in actions if isinstance(a, Form)]
    if discards:
        said.append(f"start {her} hire by discarding "
                    + (f"the {discards[0]}" if len(discards) == 1 else "any of " + join_and(discards)))
    if moves:
        said.append(f"move one of {len({m.src for m in moves})} board pieces")
    if any(isinstance(a, Declare) for a in actions):
        said.append("declare")
    if any(isinstance(a, DeclareStalemate) for a in actions):
        said.append("declare Stalemate")
    if any(isinstance(a, EndDay) for a in actions):
        said.append("end the day without declaring")
    if any(isinstance(a, ProposeEnd) for a in actions):
        said.append("propose to end the game")
    return said


def choices_words(state, seat: int | None = None) -> str:
    """:func:`choices` as a list in one phrase: 'a, b or c'."""
    return _alternatives(choices(state, seat))


def choices_sentence(state, who: str = "Aiko", seat: int | None = None, her: str = "her") -> str:
    """What the player may do, in one sentence: 'Aiko has two choices: dissolve her department
    W4 W5 W6, or propose to end the game.' (or 'Aiko may ...' when there is one)."""
    said = choices(state, seat, her)
    if len(said) == 1:
        return f"{who} may {said[0]}."
    return f"{who} has {number_word(len(said))} choices: " + ", ".join(said[:-1]) + ", or " + said[-1] + "."


def nothing_moves_after(state, code: int) -> str:
    """Why nothing on the board could move after discarding this piece, in the lesson's words:
    'the board holds no G8 and no joker' (LC-1, LC-2). The pieces named are the rules' own
    (:data:`~engines.lauzait_cep.rules.MOVERS`), checked against the board."""
    on_board = {c for c in state.board if c is not None and c >= 0}
    assert not on_board & set(MOVERS[code]), f"something could move after {code_token(code)}"
    return "the board holds " + join_and([f"no {code_token(c)}" for c in partner_codes(code)] + ["no joker"])


def not_discardable(state, seat: int = 0) -> list[str]:
    """Why each of the player's concealed pieces that may not be discarded is refused, one sentence
    each in the lesson's words, so that a list of choices never leaves a piece out unexplained.
    Each refusal is checked with the rules first."""
    said = []
    for code in sorted(set(state.hidden[seat]) - set(state.legal_discards(seat))):
        said.append(refused_because(state, f"discard {code_token(code)}",
                                    f"The {code_token(code)} may not be discarded: "
                                    f"{nothing_moves_after(state, code)}, so nothing could move after it.",
                                    seat))
    return said


def not_discardable_words(state, seat: int = 0) -> str:
    """:func:`not_discardable` as one text, 'The G9 may not be discarded: ...', or ''."""
    return " ".join(not_discardable(state, seat))


def board_changes(board: str, base: str = HIRING_BOARD) -> str:
    """How a lesson's board differs from lesson 2's, in words: 'the G1 on e3 and the G6 on a1
    swapped' for two pieces that trade squares, else 'a W6 on a5, a W8 on c2 and a W9 on e1'."""
    old, new = base.split(), board.split()
    if len(new) != len(old):
        raise InvalidInput(f"A board has {len(old)} squares, but this one has {len(new)}.")
    changed = [s for s in range(len(old)) if old[s] != new[s]]
    if not changed or "." in [new[s] for s in changed]:
        raise InvalidInput("Describe a board that differs from lesson 2's in its pieces only: "
                           "the empty square stays where it was.")
    if len(changed) == 2 and old[changed[0]] == new[changed[1]] and old[changed[1]] == new[changed[0]]:
        return join_and([f"the {old[s]} on {SQUARE_NAMES[s]}" for s in changed]) + " swapped"
    return join_and([f"a {new[s]} on {SQUARE_NAMES[s]}" for s in changed])


def refused_because(state, action: str, words: str, seat: int | None = None) -> str:
    """The lesson's own words for why an action is not allowed, after checking on a copy of the
    state that the rules do refuse it (the engine's reason is the apps' message, not the lesson's)."""
    seat = state.turn if seat is None else seat
    try:
        state.clone().apply(seat, action)
    except (IllegalAction, InvalidInput):
        return words
    raise AssertionError(f"{action!r} is allowed, so the lesson may not call it refused")


def laid(department) -> str:
    """A department as it lies on the table, in number order with each joker in the place of the
    piece it stands for (a three-of-a-kind's jokers after the real pieces): 'J=G1 G2 G3' (LC-5)."""
    pieces = parse_cards(department) if isinstance(department, str) else list(department)
    return tokens(sorted(pieces, key=lambda p: (p.number, p.is_joker)))


def laid_bare(department) -> str:
    """The same, as the pieces' faces show it: the jokers without their statements, 'J G2 G3'."""
    return " ".join("J" if token.startswith("J") else token for token in laid(department).split())


def move_words(state, action: str) -> str:
    """A move in words, like 'the W4 from a4 to b5' (the piece read from the board)."""
    src, dst = action.split()[-1].split("-")
    return f"the {code_token(state.board[SQUARE_NAMES.index(src)])} from {src} to {dst}"
