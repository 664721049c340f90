"""Lauzait Cep!, lesson 6 (``notebooks/lauzait_cep/06_lauzait_cep_and_formations.ipynb``): the tables, pictures and worked steps it shows."""

from __future__ import annotations

from html import escape

import ipywidgets as w
from IPython.display import Markdown, display

from engines.core import seat_name
from engines.lauzait_cep import (END_DAY, FORMATION_POINTS, SQUARE_NAMES, Discard, Dissolve, best_declaration,
                                 best_restatement, formation_score, scored_words, splits)
from engines.lauzait_cep.pieces import JOKER, copies_in_box, parse_cards, tokens
from widgets.banner import MessageBanner, guarded
from widgets.lauzait_cep.pictures import board_svg, department_svg, pieces_svg
from widgets.layout import Table, set_output, side_by_side
from widgets.words import number_word

from .examples import (CONCEALED_HIRE, DECLARATIONS, ONE_FORMED_DEAL, SIXTEEN, one_formed_day,
                       real_first_season, third_department_day)
from .words import choices_words, laid, log_words, refused_because


def government(departments, caption=""):
    """Three departments drawn side by side, with the formation score as the caption."""
    result = formation_score(departments)
    return side_by_side(*(department_svg(d, size=44) for d in departments),
                        captions=["", caption or f"{result.total} points", ""])


def formations_of(result):
    """What a declaration scores, part by part with its points, and the total, in words."""
    return f"{scored_words(result.formations)} = {result.total} points"


def declare_now(departments):
    """The formations three departments hold and their total (LC-7), as a sentence on two lines."""
    return f"{' / '.join(departments)} scores\n  {formations_of(formation_score(departments))}."


def and_list(items):
    """Words joined as 'a, b and c'."""
    items = list(items)
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def formation_values():
    """The base 3 points and what each formation of a government is worth; Stalemate, which needs no government, is told apart (it scores the base 3 points too, lesson 7)."""
    stalemate = formation_score([], stalemate=True)
    stalemate_sum = " + ".join(str(FORMATION_POINTS[name]) for name in stalemate.formations)
    BASE = "Lauzait-Cep"   # the engine's name for the base 3 points, after the call
    government_formations = [name for name in FORMATION_POINTS if name not in ("Stalemate", BASE)]
    NEEDS = {"Specialized Experts": "all nine pieces of one colour",
             "Great Sequence": "nine numbers in a row, any colours (such as 1 to 9)",
             "Layered Bridges": "two departments with the same numbers",
             "Well-Balanced": "the white numbers and the green numbers have the same sum, jokers left out"}
    assert set(NEEDS) == set(government_formations)
    display(Table(["what scores", "what it needs", "points"], [["base points", "every declaration", FORMATION_POINTS[BASE]]]
                  + [[name, NEEDS[name], FORMATION_POINTS[name]] for name in government_formations]))
    display(Markdown(f"The rulebook lists **Stalemate** in the same list, worth {FORMATION_POINTS['Stalemate']}.\n\n"
             "> **Our reading (LC-8).** On what Stalemate is: not a pattern of a government but a way to declare, "
             f"compulsory for a player who is stuck, and open to nobody else (lesson 7). It scores the base "
             f"{FORMATION_POINTS[BASE]} points and "
             f"Stalemate's {FORMATION_POINTS['Stalemate']}: {stalemate_sum} = {stalemate.total}. See [LC-8](rulings.ipynb#LC-8)."))
    return stalemate, stalemate_sum


def two_jokers():
    """The same government with two jokers: 9 against 12, no Well-Balanced."""
    WITH_JOKERS = ["G4 G5 J=G6", "W1 W2 W3", "W3 W3 J=W3"]
    pieces = [p for d in WITH_JOKERS for p in parse_cards(d)]
    green = sum(p.number for p in pieces if not p.is_joker and p.colour == "G")
    white = sum(p.number for p in pieces if not p.is_joker and p.colour == "W")
    print(f"Without the jokers green adds up to {green} and white to {white}, so")
    print(declare_now(WITH_JOKERS))
    return WITH_JOKERS


def absent_colour(EXPERTS):
    """A colour that is absent adds up to 0. Jokers are left out of the sums, so with no white piece every green piece that is not a joker must be a 0: the box has too few green 0s and jokers for nine pieces."""
    zeros, jokers = copies_in_box(parse_cards("G0")[0].code), copies_in_box(JOKER)
    assert zeros + jokers < 9
    print(f"All green, as in the Specialized Experts case: green adds up to "
          f"{sum(p.number for d in EXPERTS for p in parse_cards(d))}, white to 0, so")
    print(declare_now(EXPERTS))
    print("With no white piece, the white sum is 0, so the green numbers must add up to 0 too: every green "
          "piece that is not a joker must be a 0. The box holds "
          f"only {zeros} green 0s and {jokers} jokers: {zeros + jokers} pieces, fewer than nine. So a government "
          "of one colour is never Well-Balanced.")


def as_it_lies(formed, restated):
    """A restated department in the order its pieces have lain since the form: each joker keeps its place."""
    new = [p for p in restated if p.is_joker]
    assert sorted(str(p) for p in restated if not p.is_joker) == sorted(
        str(p) for p in parse_cards(formed) if not p.is_joker)
    new = iter(new)
    return " ".join(str(next(new)) if p.is_joker else str(p) for p in parse_cards(formed))


def restated_joker():
    """As formed: 1 2 3 3 4 5 7 8 9, no Great Sequence. Restated J=G6: 1 to 9."""
    REVEALED = ["W1 W2 W3", "J=G3 G4 G5", "G7 G8 G9"]
    best = best_restatement(REVEALED)

    restated = [as_it_lies(f, r) for f, r in zip(REVEALED, best.departments)]
    assert formation_score(restated).total == best.total
    in_order = [laid(d) for d in restated]      # written in number order, each joker in its place, as lesson 5 taught
    assert formation_score(in_order).total == best.total
    old_joker, new_joker = (next(str(p)[2:] for p in parse_cards(d) if p.is_joker) for d in (REVEALED[1], restated[1]))
    display(Table(["statement", "departments", "score"],
                  [["as formed", " / ".join(REVEALED), formations_of(formation_score(REVEALED))],
                   ["the best statement, which is scored", " / ".join(in_order), formations_of(best)]]))
    return Markdown(f"The second row writes the department in number order, **{in_order[1]}**. On the table the joker "
             f"still lies where it was formed as a **{old_joker}**; it counts as a **{new_joker}** only for this score.")


def every_split():
    """Every split of the hand, its score, and the engine's choice."""
    HAND = "G1 G1 G1 G2 G2 G2 G3 G3 G3"
    return Table(["split of G1 G1 G1 G2 G2 G2 G3 G3 G3", "score"],
          [[" / ".join(" ".join(map(str, d)) for d in way),
            formations_of(formation_score([" ".join(map(str, d)) for d in way]))] for way in splits(HAND)]
          + [["the score the hand gets", formations_of(best_declaration(HAND))]])


def richest_government():
    """The richest government (the analysis shows that none scores more): the two sums without the joker."""
    winner = [p for d in SIXTEEN for p in parse_cards(d)]
    green = [p.number for p in winner if not p.is_joker and p.colour == "G"]
    white = [p.number for p in winner if not p.is_joker and p.colour == "W"]
    stated = ", ".join(f"a {'green' if p.colour == 'G' else 'white'} {p.number}" for p in winner if p.is_joker)
    return Markdown(f"Without the luminous piece (an optional rule, lesson 8), no government's declaration scores more than **{formation_score(SIXTEEN).total}** points. One "
             f"government that reaches it: green {' + '.join(map(str, green))} = {sum(green)} and white "
             f"{' + '.join(map(str, white))} = {sum(white)}, with the joker ({stated}) left out of the sums, so "
             f"{formations_of(formation_score(SIXTEEN))}.")


def every_hire(state, seat):
    """Every way to finish a hire from here, each on a copy: the states after the discard and the move."""
    for discard in (a for a in state.legal_actions(seat) if isinstance(a, Discard)):
        discarded = state.clone()
        discarded.apply(seat, discard)
        for move in discarded.legal_actions(seat):
            hired = discarded.clone()
            hired.apply(seat, move)
            yield hired


def one_dissolve_of_two(state, seat=0):
    """With two departments formed, one dissolve today still leaves one formed: after the dissolve and
    any hire the player may only end the day (LC-6, LC-7). The words of the table row, checked on copies."""
    first, kept = (tokens(d) for d, _ in state.revealed[seat])
    dissolved = state.clone()
    dissolved.apply(seat, f"dissolve {first}")
    assert not any(isinstance(a, Dissolve) for a in dissolved.legal_actions(seat)), "one dissolve a day"
    hires = list(every_hire(dissolved, seat))
    assert hires and all(h.legal_actions(seat) == [END_DAY] for h in hires)
    return (f"{dissolved.events[-1]} After any hire she may only {choices_words(hires[0])}: "
            f"{kept} is still formed, and a second dissolve is not allowed on the same day")


def two_revealed():
    """Two departments revealed, the third in hand (the position is built in widgets/lauzait_cep/lessons/lauzait_cep_and_formations.py)."""
    third = third_department_day()
    formed = len(third.revealed[0])
    too_early = refused_because(third, "Lauzait-Cep!", f"not allowed: with {number_word(formed)} departments formed, today she may "
                                                       "declare only by forming the third")
    first = tokens(third.revealed[0][0][0])
    one_of_two = one_dissolve_of_two(third)
    third.apply(0, "form W3 W3 W3")
    display(Table(["step", "what happens"],
          [["to declare before the third department", too_early],
           [f"dissolving {first} instead, then hiring", one_of_two],
           ["forming W3 W3 W3", str(third.events[-1])],
           ["what Aiko may do after that", choices_words(third) + ", and nothing else"]]))
    return third


def declaration_points(third):
    """The declaration, and Aiko's points: the bonuses of her three departments, then the declaration's."""
    before_third = 3   # the bonuses of G4 G5 G6 and W1 W2 W3, set up with the position
    third_bonus = third.events[-1].data[-1]
    third.apply(0, "Lauzait-Cep!")
    declaration = third.events[-2]          # the last line is the next season's first
    points = declaration.data[3]
    print(f"Game log: {declaration}\nAiko's season: {before_third} (two departments) + {third_bonus} (the third) + {points} (the declaration) "
          f"= {before_third + third_bonus + points} points.")


def seeded_bot_game():
    """A seeded game of four Chancellor bots, played until its first season ends with a revealed declaration (widgets/lauzait_cep/lessons/lauzait_cep_and_formations.py picks the deal; its log names players, never seat numbers)."""
    real = real_first_season()
    log = [log_words(e, real.players) for e in real.events]
    end = next(i for i, e in enumerate(real.events) if e.kind in DECLARATIONS)
    kinds = [e.kind for e in real.events[:end + 1]]
    assert kinds[0] == "season" and all(k == "form" for k in kinds[1::2])   # every day opens with a form
    HIRES = ("hire", "water_taken", "water_failed")
    hires = [k for k in range(1, end + 1) if kinds[k] in HIRES]
    assert hires == list(range(2, end, 2))                                  # the rest: forms and the declaration
    assert end % 2 == 0                                                     # the last line, even, declares
    declarer = seat_name(real.events[end].data[0])
    assert real.events[end - 1].data[0] == real.events[end].data[0]        # the declarer's own forming comes just before
    display(Markdown(f"The log opens with \"{log[0]}\" The lines after it are numbered from 1. "
             "Every day began with forming a department. So the odd lines are formings, and the even lines are hires. "
             f"The last line, {end}, is not a hire: {declarer} formed his third department on line {end - 1} "
             "and declared. The table leaves out the hires, which give no points."))
    return end, log, real


def points_moved(event):
    """(seat, points) for a log line that changes a score, else None."""
    if event.kind == "form":
        return event.data[0], event.data[-1]
    if event.kind == "dissolve":
        return event.data[0], -event.data[-1]
    if event.kind in DECLARATIONS:
        return event.data[0], event.data[-2] + event.data[-1]   # the formations, plus any luminous points
    return None


def season_one_points(end, real):
    """Every action of season 1 that gave or took points: forms (+ bonus), dissolves (- refund), the declaration."""
    scoring = [(k, e, points_moved(e)) for k, e in enumerate(real.events[:end + 1]) if points_moved(e)]
    display(Table(["line", "game log", "points"], [[k, str(e), f"{p:+d} for {seat_name(s)}"] for k, e, (s, p) in scoring]))
    return scoring


def season_one_sums(real, scoring):
    """The lines above added up per player, checked against the engine's scores after season 1."""
    totals = [sum(p for _, _, (s, p) in scoring if s == seat) for seat in range(4)]
    assert totals == real.scores()
    display(Table(["player", "from the lines above", "points after season 1"],
          [[seat_name(seat), " ".join(f"{p:+d}" for _, _, (s, p) in scoring if s == seat) or "nothing", totals[seat]]
           for seat in range(4)]))
    return totals


def season_two_opens(end, log, real, totals):
    """The line after the declaration opens season 2; who starts it, and why, is lesson 8. Two players were tied for the fewest points, so the engine drew the starter between them."""
    opening = real.events[end + 1]
    assert opening.kind == "season"
    fewest = min(totals)
    tied = [seat_name(seat) for seat in range(4) if totals[seat] == fewest]
    assert len(tied) == 2 and seat_name(opening.data[1]) in tied
    print(f"Game log: {log[end + 1]}\n{tied[0]} and {tied[1]} were tied on {fewest} points, the fewest, "
          f"and a draw chose {seat_name(opening.data[1])}. Lesson 8 explains who starts a season and which way play goes.")


def her_hire(concealed):
    """Her hire, in words from the engine: the discard, who may move, where to, what she takes."""
    DISCARD, MOVE = CONCEALED_HIRE[0], CONCEALED_HIRE[1:]
    concealed.apply(0, f"discard {DISCARD}")
    movers = concealed.movable_squares(concealed.pending, concealed.landing)
    board_now = concealed.observation(0)["board"]
    mover, hired = board_now[SQUARE_NAMES.index(MOVE[0])], board_now[SQUARE_NAMES.index(MOVE[1])]
    display(Markdown(f"She discards the **{DISCARD}** onto {concealed.observation(0)['landing']}, which lets "
             + and_list(f"the **{board_now[s]}** on {SQUARE_NAMES[s]}" for s in movers)
             + f" move; the **{mover}** on {MOVE[0]} steps to {MOVE[1]} and she takes the **{hired}** there:"))
    return MOVE, mover


def one_formed_position():
    """A real game's day that opens with exactly one formed department (played in widgets/lauzait_cep/lessons/examples.py): who plays, what they hold."""
    day, way = one_formed_day()
    seat = day.turn
    name = seat_name(seat)
    (formed, bonus), = day.revealed[seat]
    display(Markdown(f"A real game: four players, deal number {ONE_FORMED_DEAL}, played by the play app's computer "
                     f"players up to the first day that opens this way. It is {name}'s day, in season {day.season}. "
                     f"On an earlier day {name} formed **{tokens(formed)}** and earned {bonus} for it. {name}'s "
                     f"{number_word(len(day.hidden[seat]))} concealed pieces: **{' '.join(day.observation(seat)['hand'])}**."))
    return day, way


def one_formed_pictures(day):
    """The board at the start of the day, the formed department and the concealed pieces."""
    seat = day.turn
    name = seat_name(seat)
    (formed, _), = day.revealed[seat]
    display(board_svg(day, title=f"the board at the start of {name}'s day; the empty square is "
                                 f"{day.observation(seat)['empty']}"),
            side_by_side(department_svg(tokens(formed), size=40), pieces_svg(day.observation(seat)["hand"]),
                         captions=[f"{name}'s formed department", f"{name}'s concealed pieces"]))


def dissolve_and_declare(day, way):
    """The day step by step, each step played by the engine: the dissolve, the hire and the choice it leaves, then the same hire without the dissolve, tried on a copy (LC-6, LC-7)."""
    seat = day.turn
    name = seat_name(seat)
    dissolve, discard, move = way
    (formed, _), = day.revealed[seat]
    kept = day.clone()
    kept.apply(seat, discard)
    kept.apply(seat, move)
    assert kept.legal_actions(seat) == [END_DAY]
    without = refused_because(kept, "Lauzait-Cep!", f"no declaration: {tokens(formed)} would still be formed, so {name} "
                                                    f"could only {choices_words(kept)}")
    day.apply(seat, dissolve)
    dissolved = str(day.events[-1])
    day.apply(seat, discard)
    day.apply(seat, move)
    hired = str(day.events[-1])
    assert day.can_declare(seat)
    display(Table(["step", "what happens"],
          [[f"dissolving {tokens(formed)}", dissolved],
           ["the hire", hired],
           [f"what {name} may do after that", choices_words(day)],
           ["the same hire without the dissolve", without]]))
    return day


def declared_after_dissolve(day):
    """The declaration with nothing formed, and where the season's points come from: the bonus, the refund, the declaration."""
    seat = day.turn
    name = seat_name(seat)
    scoring = [e for e in day.events if e.kind in ("form", "dissolve") and e.data[0] == seat]
    assert day.season == 1 and [e.kind for e in scoring] == ["form", "dissolve"]   # one department: its bonus, its refund
    earned, refunded = (e.data[-1] for e in scoring)
    day.apply(seat, "Lauzait-Cep!")
    declaration = day.events[-2]          # the last line is the next season's first
    assert declaration.kind == "lauzait_cep_concealed"
    points = declaration.data[-2] + declaration.data[-1]
    assert earned - refunded + points == day.scores()[seat]
    print(f"Game log: {declaration}\n{name}'s season: {earned} (the bonus) − {refunded} (the refund) + {points} "
          f"(the declaration) = {day.scores()[seat]} points.")
    return day


def try_government(BALANCED, BRIDGES, GREAT, WITH_JOKERS):
    """Try it: three departments in, formations and total out (LC-7)."""
    boxes = [w.Text(value=d, continuous_update=False, placeholder="e.g. G1 G2 G3",
                    layout=w.Layout(width="150px")) for d in BALANCED]
    examples = w.Dropdown(options=[("Well-Balanced", BALANCED), ("Great Sequence", GREAT),
                                   ("Layered Bridges", BRIDGES), ("Sixteen", SIXTEEN),
                                   ("Jokers left out", WITH_JOKERS)], description="Example")
    banner = MessageBanner()
    shown = w.Output()

    @guarded(banner)
    def score_government(change=None):
        """Draw the three departments and list the formations they hold (LC-7)."""
        set_output(shown)
        departments = [b.value for b in boxes]
        result = formation_score(departments)
        set_output(shown, html=government(departments, f"{result.total} points")._repr_html_()
                   + f"<p>Score: {escape(formations_of(result))}.</p>")

    def load_government(change=None):
        for box, department in zip(boxes, examples.value):
            box.value = department

    for box in boxes:
        box.observe(score_government, "value")
    examples.observe(load_government, "value")
    score_government()
    return w.VBox([w.HBox([w.Label("Departments"), *boxes]), examples, banner.widget, shown])
