"""Check yourself, Lauzait Cep!: questions drawn and marked by the engine.

Kinds, by lesson: ``pieces`` (how many of a piece are in play, how many lie face down, for a
drawn table size; lesson 1), ``move`` (may this board piece move after this discard, LC-1, LC-2;
lesson 2), ``reach`` (how many squares may this piece go to, LC-1, LC-3) and ``sticks`` (does
this move throw the sticks, LC-4; lesson 3), ``bonus`` (the bonus a department earns, LC-5;
lesson 4), ``refund`` (what dissolving this department pays back, LC-5; lesson 5), ``declare``
(may this concealed hand declare, LC-7; lesson 6), ``stalemate`` (may this player declare
Stalemate, LC-8; lesson 7), ``starter`` (who starts the next season, and towards whom, LC-9)
and ``agreement`` (does this vote end the game, LC-10; lesson 8).

Every answer and every reason comes from the engine: the exercises only set up positions
(dealt by the engine, or placed with its ``position``) and ask it.
"""

from __future__ import annotations

import random

from html import escape

from engines import IllegalAction, InvalidInput
from engines.core import seat_name
from engines.lauzait_cep import (SQUARE_NAMES, Discard, EndDay, bonus_sum, department_bonus,
                                 department_kind, department_values, formation_score, joker_statements,
                                 new_game, parse_cards, piece_set, position, refund, splits, square_kind)
from engines.lauzait_cep.pieces import code_token

from ..checkyourself import CheckYourself, Question
from .pictures import board_svg, department_svg, pieces_svg

BOX = [code_token(c) for c in piece_set(4)]  # the four-player box, one token per piece


def move(rng: random.Random) -> Question:
    """Whether discarding a piece lets a given board piece move (LC-1, LC-2)."""
    from engines.lauzait_cep import can_move_after

    discard, moving = rng.sample(BOX, 2)
    if rng.random() < 0.5:  # half the time a neighbour of the discard, so both answers come up
        colour, number = discard[0], int(discard[1]) if discard != "J" else 5
        moving = f"{'G' if colour == 'J' else colour}{max(0, min(9, number + rng.choice((-1, 1))))}"
    ok = can_move_after(parse_cards(discard)[0], parse_cards(moving)[0])
    if "J" in (discard, moving):
        reason = "a joker, discarded or on the board, lets a move happen whatever the other piece is"
    else:
        reason = ("only a board piece of the discard's colour, one number away, may move, and "
                  f"<code>{moving}</code> {'is' if ok else 'is not'} one")
    return Question(prompt=f"You discard <code>{discard}</code>. May the board piece <code>{moving}</code> move?",
                    answer="yes" if ok else "no", choices=("yes", "no"),
                    why=f"{'Yes' if ok else 'No'}: {reason} (LC-1, LC-2).", kind="move")


def _drawn_department(rng: random.Random, jokers: bool) -> tuple[str, list]:
    """A department the box can hold, drawn at random (some numbers have only two copies),
    as text and as pieces; with ``jokers``, none, one or two of its pieces are jokers standing in."""
    while True:
        values = rng.choice(department_values())
        standing_in = set(rng.sample(range(3), rng.choice((0, 1, 1, 2)))) if jokers else set()
        text = " ".join(("J=" if i in standing_in else "") + code_token(c) for i, c in enumerate(values))
        try:
            return text, parse_cards(text)
        except InvalidInput:  # more copies than the box holds: draw again
            continue


def bonus(rng: random.Random) -> Question:
    """The bonus a department earns when formed (LC-5)."""
    pieces, parsed = _drawn_department(rng, jokers=False)
    kind, earned = department_kind(parsed), department_bonus(parsed)
    return Question(prompt=f"What bonus does the department <code>{pieces}</code> earn when it is formed?",
                    answer=str(earned),
                    why=f"It is a {kind}; the bonus table of LC-5, read at its largest number, gives {earned}.",
                    kind="bonus")


def declare(rng: random.Random) -> Question:
    """Whether a concealed hand of nine splits into three departments (LC-7)."""
    while True:
        if rng.random() < 0.5:
            hand = [code_token(c) for d in rng.sample(department_values(), 3) for c in d]
        else:
            hand = rng.sample(BOX, 9)
        try:
            pieces = parse_cards(hand)
        except InvalidInput:  # more copies than the box holds: draw again
            continue
        break
    ways = splits(pieces)
    text = " ".join(sorted(hand))
    why = (f"It splits into {' / '.join(' '.join(map(str, d)) for d in ways[0])}, three departments (LC-7)."
           if ways else "No way of grouping these nine pieces makes three departments (LC-7).")
    return Question(prompt=f"Your nine concealed pieces are <code>{text}</code>. May you declare?",
                    answer="yes" if ways else "no", choices=("yes", "no"), why=why, kind="declare")


# ----- lesson 1: the pieces and the deal --------------------------------------------------------
def pieces(rng: random.Random) -> Question:
    """How many copies of a piece a table size uses, or how many pieces lie face down (LC-9)."""
    players = rng.choice((2, 3, 4))
    if rng.random() < 0.3:
        view = new_game(players, seed=rng.randrange(10 ** 6)).observation(0)
        held, on_board = sum(view["concealed_counts"]), sum(t is not None for t in view["board"])
        total, down = len(piece_set(players)), view["face_down"]
        return Question(
            prompt=f"A {players}-player season has just been dealt. How many pieces lie face down, out of play?",
            answer=str(down),
            why=(f"A {players}-player game uses {total} pieces. The hands hold {held} "
                 f"({held // players} each) and the board {on_board} (every square but the Mountain), "
                 f"so {total} − {held} − {on_board} = {down} stay face down."),
            kind="pieces")
    token = rng.choice(["J", "G0", "W0", "J", f"G{rng.randrange(10)}", f"W{rng.randrange(10)}"])
    full = sum(code_token(c) == token for c in piece_set(4))
    used = sum(code_token(c) == token for c in piece_set(players))
    name = "jokers" if token == "J" else f"<code>{token}</code> pieces"
    if used == full:
        why = f"The box holds {full} {name}, and a {players}-player game uses all of them."
    else:
        why = (f"The box holds {full} {name}; with {players} players {full - used} of them stay in the box "
               f"({'every 0 is' if token != 'J' else 'two of the jokers are'} taken out), so {used} are in play.")
    return Question(prompt=f"How many {name} are in play in a {players}-player game?",
                    answer=str(used), why=why, kind="pieces")


# ----- lesson 3: the Mountain and the Water -----------------------------------------------------
def _after_discard(rng: random.Random):
    """A dealt four-player game played a few days with random hires, then a discard: the
    state waiting for the move (the empty square may by then be on land or in the Water)."""
    while True:
        state = new_game(4, seed=rng.randrange(10 ** 6))
        for _ in range(rng.randrange(1, 9)):
            seat = state.turn
            discards = [a for a in state.legal_actions(seat) if isinstance(a, Discard)]
            if not discards:
                break
            state.apply(seat, rng.choice(discards))
            state.apply(seat, rng.choice(state.legal_actions(seat)))
            state.apply(seat, next(a for a in state.legal_actions(seat) if isinstance(a, EndDay)))
        seat = state.turn
        discards = [a for a in state.legal_actions(seat) if isinstance(a, Discard)]
        if discards:
            state.apply(seat, rng.choice(discards))
            return state


def _hire_intro(state) -> str:
    """'Bruno discards W5 onto b3', in words, from the state."""
    view = state.observation(state.turn)
    return f"{seat_name(state.turn)} discards <code>{view['discarded']}</code> onto <code>{view['landing']}</code>"


def reach(rng: random.Random) -> Question:
    """How many squares a piece that may move can go to: 8 neighbours, 12 from the Mountain (LC-1, LC-3)."""
    state = _after_discard(rng)
    moves = state.legal_actions(state.turn)
    movers = sorted({m.src for m in moves})
    mountain = [s for s in movers if square_kind(s) == "mountain"]
    src = mountain[0] if mountain and rng.random() < 0.5 else rng.choice(movers)
    dests = [SQUARE_NAMES[m.dst] for m in moves if m.src == src]
    piece = state.observation(state.turn)["board"][src]
    where = SQUARE_NAMES[src]
    if square_kind(src) == "mountain":
        how = ("it stands on the Mountain, so it reaches its eight neighbours and the four squares two "
               "steps straight up, down, left and right, jumping what is between (LC-3)")
    else:
        how = f"it steps one square, to any neighbour of {where} on the board (LC-1)"
    return Question(
        prompt=(f"{_hire_intro(state)}. The <code>{piece}</code> on <code>{where}</code> may now move. "
                "How many squares may it go to?"),
        answer=str(len(dests)),
        why=f"{len(dests)}: {how}: {' '.join(dests)}.",
        picture=board_svg(state, highlight=[src], selected=where, cell=44,
                          title=f"after the discard; the {piece} on {where} is chosen"),
        kind="reach")


def sticks(rng: random.Random) -> Question:
    """Whether a move throws the sticks: any move that ends on Water, even onto one's own
    discard (LC-4)."""
    state = _after_discard(rng)
    moves = state.legal_actions(state.turn)
    view = state.observation(state.turn)
    onto_discard = [m for m in moves if SQUARE_NAMES[m.dst] == view["landing"]]
    wet = [m for m in moves if square_kind(m.dst) == "water"]
    pool = rng.choice([p for p in (onto_discard, wet, moves) if p])
    move = rng.choice(pool)
    src, dst = SQUARE_NAMES[move.src], SQUARE_NAMES[move.dst]
    moving, outcomes = view["board"][move.src], state.move_outcomes(move)
    who = seat_name(state.turn)
    if len(outcomes) == 2:
        (win, target), (lose, back) = outcomes
        why = (f"Yes: {dst} is a Water square, so the sticks are thrown: with 3, 4 or 5 (chance {win}) "
               f"{who} takes the {target} there, with 0, 1 or 2 (chance {lose}) the moving {back} (LC-4).")
        if dst == view["landing"]:
            why += " That the piece there is the discard just made changes nothing (our reading, LC-4)."
        elif square_kind(move.src) == "water":
            why += " Starting in the Water changes nothing: the move ends in the Water."
    else:
        kind = "the Mountain" if square_kind(move.dst) == "mountain" else "a land square"
        why = (f"No: {dst} is {kind}, not Water, so {who} simply takes the {outcomes[0][1]} there "
               f"(LC-1); only a move that ends on Water throws the sticks (LC-4).")
    return Question(
        prompt=(f"{_hire_intro(state)} and moves the <code>{moving}</code> from <code>{src}</code> to "
                f"<code>{dst}</code>. Are the sticks thrown?"),
        answer="yes" if len(outcomes) == 2 else "no", choices=("yes", "no"), why=why,
        picture=board_svg(state, last_move=(src, dst), cell=44,
                          title=f"after the discard; the planned move {src} to {dst} is the dashed arrow"),
        kind="sticks")


# ----- lesson 5: dissolving and the refund ------------------------------------------------------
def refund_due(rng: random.Random) -> Question:
    """What dissolving a revealed department pays back: exactly what forming it earned (LC-5)."""
    formed, pieces_ = _drawn_department(rng, jokers=True)
    paid, earned = refund(pieces_), department_bonus(pieces_)
    top = max(p.number for p in pieces_)
    kind = department_kind(pieces_)
    sums = bonus_sum(pieces_)
    why = (f"Forming <code>{formed}</code>, a {kind} topped by a{'n' if top == 8 else ''} {top}, earned {sums}; "
           f"a dissolve pays back exactly what the form earned: {paid} (LC-5).")
    story = ""
    if any(p.is_joker for p in pieces_):
        bare = " ".join("J" if p.is_joker else str(p) for p in pieces_)
        others = [w for w in _statements(bare) if department_bonus(w) != earned]
        if others:
            other = " ".join(map(str, rng.choice(others)))
            story = (f" She would rather say now that it was <code>{other}</code>, worth "
                     f"{department_bonus(other)}.")
            why += " What she says at the dissolve does not count; the statement made at the form does."
    return Question(
        prompt=(f"On an earlier day Aiko formed <code>{formed}</code>. Today she dissolves it.{story} "
                "How many points does she pay back?"),
        answer=str(paid), why=why,
        picture=department_svg(formed, "as Aiko formed it", size=40), kind="refund")


def _statements(bare: str):
    """Every way to state the jokers of a department (the engine's list)."""
    return joker_statements(parse_cards(bare))


# ----- lesson 7: Stalemate ----------------------------------------------------------------------
def _stuck(rng: random.Random, players: int = 4, case: str | None = None):
    """A position where Aiko's pieces of one colour and one parity (odd or even numbers) find no
    partner on a board without their neighbours and without jokers; ``case`` adds what may
    save her: a free piece, a department a dissolve would free, or a third department to form."""
    case = case or rng.choice(("stuck", "stuck", "free", "dissolve", "third"))
    colour, parity = rng.choice("GW"), rng.randrange(2)
    other = "W" if colour == "G" else "G"
    box = [code_token(c) for c in piece_set(players)]
    odd_one = [t for t in box if t[0] == colour and int(t[1]) % 2 == parity]  # stuck by construction
    board_pool = odd_one + [t for t in box if t[0] == other]
    while True:
        hand, revealed = [], []
        stuck = odd_one[:]
        rng.shuffle(stuck)
        triples = [n for n in sorted({t for t in stuck}) if stuck.count(n) >= 3]
        if case == "third":
            three = rng.sample(triples, 3)
            revealed = [" ".join([three[0]] * 3), " ".join([three[1]] * 3)]
            hand = [three[2]] * 3
        else:
            if case != "stuck" or rng.random() < 0.5:
                size = 9
            else:
                size = rng.choice((6, 3))
                revealed = [" ".join([t] * 3) for t in rng.sample(triples, (9 - size) // 3)]
            if case == "dissolve":
                n = rng.randrange(0, 8)
                revealed = [f"{other}{n} {other}{n + 1} {other}{n + 2}"]
                size = 6
            for t in revealed:
                for p in t.split():
                    if p in stuck:
                        stuck.remove(p)
            hand = stuck[:size]
            if case == "free":
                hand[0] = rng.choice(["J", f"{other}{rng.randrange(1, 9)}"])
        rest = board_pool[:]
        for p in hand + [p for d in revealed for p in d.split()]:
            if p in rest:
                rest.remove(p)
        if len(rest) < 24:
            continue
        board = rng.sample(rest, 24)
        board.insert(rng.randrange(25), ".")
        try:
            return position(players, [" ".join(hand)] + [""] * (players - 1), board,
                            revealed=[revealed] + [[] for _ in range(players - 1)])
        except InvalidInput:  # a hand the box cannot supply: draw again
            continue


def _refusal(state, seat: int, action: str) -> str:
    """The engine's reason for refusing an action, or '' when it is allowed."""
    try:
        state.clone().apply(seat, action)
    except IllegalAction as error:
        return str(error)
    return ""


def stalemate(rng: random.Random) -> Question:
    """Whether a player may declare Stalemate: only as the last resort (LC-8 revised)."""
    state = _stuck(rng)
    view = state.observation(0)
    legal = [str(a) for a in state.legal_actions(0)]
    ok = "stalemate" in legal
    if ok:
        why = ("Yes: no concealed piece may be discarded, no dissolve would free one, and there is no "
               "third department to form, so Stalemate, the last resort, is open (LC-8): "
               f"{formation_score([], stalemate=True).total} points.")
    else:
        shown = [a for a in legal if a != "propose end"]
        why = f"No. {_refusal(state, 0, 'stalemate')} Aiko may still: {', '.join(shown)}."
    on_board = " ".join(sorted(t for t in view["board"] if t))
    picture = (board_svg(state, cell=40, title="the board at the start of Aiko's day")
               + f"<p>On the board, sorted: <code>{on_board}</code></p>"
               + "<p><b>Aiko's concealed pieces</b></p>" + pieces_svg(view["hand"], size=34)
               + "".join(department_svg(d["pieces"], "formed", size=34) for d in view["revealed"][0]))
    return Question(prompt="It is the start of Aiko's day. May she declare Stalemate?",
                    answer="yes" if ok else "no", choices=("yes", "no"), why=why, picture=picture,
                    kind="stalemate")


# ----- lesson 8: seasons and the end ------------------------------------------------------------
def starter(rng: random.Random) -> Question:
    """Who starts the next season (the fewest points) and towards whom (the poorer
    neighbour) (LC-9)."""
    while True:
        players = rng.choice((3, 4))
        season = rng.randrange(1, players)
        declarer = rng.randrange(players)
        view = _stuck(rng, players, "stuck").observation(0)
        hands = [""] * players
        hands[declarer] = " ".join(view["hand"])
        revealed = [[] for _ in range(players)]
        revealed[declarer] = [d["pieces"] for d in view["revealed"][0]]
        state = position(players, hands, [t or "." for t in view["board"]], turn=declarer, revealed=revealed,
                         scores=rng.sample(range(0, 40), players), season=season,
                         seed=rng.randrange(10 ** 6))
        if "stalemate" not in map(str, state.legal_actions(declarer)):
            continue  # a third department to form: no Stalemate here, draw again
        state.apply(declarer, "stalemate")  # a Stalemate ends the season; the engine starts the next
        after = state.scores()
        start, direction = state.observation(0)["start_seat"], state.observation(0)["direction"]
        low = min(after)
        pair = [(start + 1) % players, (start - 1) % players]
        if after.count(low) == 1 and after[pair[0]] != after[pair[1]]:
            break
    table = ", ".join(f"{seat_name(s)} {p}" for s, p in enumerate(after))
    towards = seat_name((start + direction) % players)
    away = seat_name((start - direction) % players)
    why = (f"{seat_name(start)} has the fewest points ({after[start]}) and starts; of the two neighbours, "
           f"{towards} has {after[(start + direction) % players]} and {away} "
           f"{after[(start - direction) % players]}, so play goes towards {towards}, the poorer (LC-9).")
    intro = (f"Season {season} of a {players}-player game has just ended. The scores: {escape(table)}.")
    if rng.random() < 0.5:
        return Question(prompt=f"{intro} Who starts season {season + 1}?", answer=seat_name(start),
                        choices=tuple(seat_name(s) for s in range(players)), why=why, kind="starter")
    return Question(prompt=f"{intro} {seat_name(start)} starts season {season + 1}. Towards whom does play go?",
                    answer=towards, choices=tuple(sorted((towards, away))), why=why, kind="starter")


ENDS, VOTE_GOES_ON, PLAY_GOES_ON = "the game ends now", "the vote goes on", "the game goes on"


def agreement(rng: random.Random) -> Question:
    """What a vote on ending the game leads to: all must accept; one decline ends the vote (LC-10)."""
    players = rng.choice((3, 4))
    state = new_game(players, seed=rng.randrange(10 ** 6))
    proposer = state.turn
    state.apply(proposer, "propose end")
    said = []
    for _ in range(rng.randrange(1, players)):
        voter = state.to_act()[0]
        reply = "accept" if rng.random() < 0.7 else "decline"
        state.apply(voter, reply)
        said.append(f"{seat_name(voter)} {reply}s")
        if reply == "decline" or state.is_over():
            break
    order = [seat_name((proposer + state.observation(0)["direction"] * k) % players) for k in range(players)]
    if state.is_over():
        answer = ENDS
        why = ("Everyone else accepted, so the game ends now: nobody declares in the season in progress, every "
               "point already earned stays, and the highest total wins (LC-10).")
    elif state.to_act() and state.to_act()[0] != proposer:
        answer = VOTE_GOES_ON
        why = (f"Nobody has declined, and {seat_name(state.to_act()[0])} has not answered yet: the answers "
               "come one at a time in the order of play, and all must accept (LC-10).")
    else:
        answer = PLAY_GOES_ON
        why = (f"One decline ends the vote at once: nobody else is asked, and {seat_name(proposer)}'s day "
               f"goes on as before, but {seat_name(proposer)}'s proposal is used up: each player may propose "
               "once per season (LC-10).")
    return Question(
        prompt=(f"Play goes {' → '.join(order)} this season. At the start of {seat_name(proposer)}'s day, "
                f"{seat_name(proposer)} proposes to end the game. Then {', '.join(said)}. What happens now?"),
        answer=answer, choices=(ENDS, VOTE_GOES_ON, PLAY_GOES_ON), why=why, kind="agreement")


KINDS = {"move": move, "bonus": bonus, "declare": declare, "pieces": pieces, "reach": reach,
         "sticks": sticks, "refund": refund_due, "stalemate": stalemate, "starter": starter,
         "agreement": agreement}


def check_yourself(kinds=None, seed: int | None = None) -> CheckYourself:
    """The exercise widget for the given kinds of question (all by default)."""
    return CheckYourself(KINDS, kinds, seed)
