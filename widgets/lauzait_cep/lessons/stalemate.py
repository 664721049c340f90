"""Lauzait Cep!, lesson 7 (``notebooks/lauzait_cep/07_stalemate.ipynb``): the tables, pictures and worked steps it shows."""

from __future__ import annotations

import ipywidgets as w
from IPython.display import HTML, Markdown, display

from engines import InvalidInput
from engines.lauzait_cep import FORMATION_POINTS, Rules, formation_score, position
from engines.lauzait_cep.pieces import code_token, parse_cards
from widgets.banner import MessageBanner, guarded
from widgets.lauzait_cep.pictures import board_svg, department_svg, pieces_svg
from widgets.layout import Table, set_output, side_by_side
from widgets.words import number_word

from .dissolving_and_refunds import refused_with, scores_now
from .examples import STUCK_BOARD, choice_day, choice_played, freed_day, stalemate_day
from .words import choices, choices_sentence, choices_words, nothing_moves_after, refused_because


def legal(state):
    """What the player to act may do, in words."""
    return choices_words(state)


def stalemate_score():
    """What a Stalemate declaration scores, from the engine's formation table."""
    result = formation_score([], stalemate=True)
    every, stalemate_only = (FORMATION_POINTS[n] for n in result.formations)  # the 3 of every declaration, Stalemate's
    # Bonuses earned before stay: a Stalemate (allowed there by the variant) on a day with 6 points of bonuses.
    kept = choice_played("stalemate", Rules(stalemate="no_discard"))
    assert kept.scores()[0] == choice_day().scores()[0] + result.total
    return Markdown(f"A Stalemate declaration scores **{every} + {stalemate_only} = {result.total}** points: the base {every} "
             f"points, which every declaration scores, and Stalemate's {stalemate_only}. Bonuses already earned by "
             "forming are kept, as after any declaration. Without the luminous piece (lesson 8), "
             "no government's declaration scores as much (lesson 6).")


def stalemate_board():
    """A board without green even numbers and without jokers; Aiko holds green odd numbers."""
    BOARD = STUCK_BOARD
    stuck = stalemate_day()
    display(board_svg(stuck, title="no green even number and no joker on the board"),
            HTML("<b>Aiko's hand</b>"), pieces_svg(stuck.observation(0)["hand"]))
    return BOARD, stuck


def every_discard_refused(stuck):
    """Every discard is refused, and the only action left is the Stalemate declaration."""
    return Table(["attempt", "why not"],
          [[f"to discard {'a' if stuck.hidden[0].count(code) > 1 else 'the'} {code_token(code)}",
            refused_because(stuck, f"discard {code_token(code)}", "T" + nothing_moves_after(stuck, code)[1:] + ", so nothing could move after it.")]
           for code in (1, 9)]
          + [["to declare in the ordinary way",
              refused_because(stuck, "Lauzait-Cep!", "With nothing formed, a declaration comes only after the hire.")]])


def what_remains(stuck):
    """What Aiko may still do, and what the Stalemate brings."""
    assert legal(stuck) == "declare Stalemate or propose to end the game"
    declined = stuck.clone()
    declined.apply(0, "propose end")
    while declined.to_act()[0] != 0:
        declined.apply(declined.to_act()[0], "decline")
    assert legal(declined) == "declare Stalemate"   # after a declined vote nothing else is left
    print("Aiko must declare Stalemate, unless she first proposes to end the game and everyone accepts.")
    before = stuck.scores()[0]
    stuck.apply(0, "stalemate")
    print(f"Game log: {stuck.events[-2]}")
    print(f"The scores are now {scores_now(stuck)}.")
    return before


def stalemate_brought(before, stuck):
    """What the Stalemate brought Aiko, from the score sheet."""
    return Markdown(f"Aiko's nine pieces did not even split into three departments, yet she scores {stuck.scores()[0] - before} and the season ends. "
             "The log line names only the first "
             "of the three conditions, that nothing can be discarded; the other two hold as well: she has no formed "
             "department to dissolve, and no third department to form.")


def freed_case_words():
    """The freed case in words: the formed department and the six concealed pieces, read from the position."""
    freed = freed_day()
    freed_view = freed.observation(0)
    shown_dept = freed_view["revealed"][0][0]
    display(Markdown(f"Aiko formed the department **{shown_dept['pieces']}** on an earlier day, and it earned "
             f"{shown_dept['bonus']}. Her {number_word(len(freed_view['hand']))} concealed pieces, "
             f"**{' '.join(freed_view['hand'])}**, are all green odd numbers, so she still cannot discard any of them."))
    return freed, shown_dept


def after_dissolve(freed, shown_dept):
    """After the dissolve (paying back what the department earned), the white pieces may be discarded again."""
    freed.apply(0, "dissolve W4 W5 W6")
    assert freed.events[-1].kind == "dissolve" and freed.events[-1].data[-1] == shown_dept["bonus"]
    print(f"Game log: {freed.events[-1]}")
    form, hire = choices(freed)     # in the order of a day: forming, then the hire
    assert form.startswith("form") and hire.startswith("start her hire")
    print(f"Now Aiko may {form}, and then she must {hire}.")


def two_revealed_stuck():
    """Two revealed departments, the third concealed, and nothing that could be discarded."""
    choice = choice_day()
    display(board_svg(choice, title="no joker and no G0, G2, G4 or G6 on the board"),
            side_by_side(pieces_svg(choice.observation(0)["hand"], size=44),
                         *(department_svg(d["pieces"], f"formed, earned {d['bonus']}", size=44)
                           for d in choice.observation(0)["revealed"][0]),
                         captions=["concealed pieces", "", ""]))
    return choice


def dissolve_frees_nothing():
    """A dissolve that frees nothing is refused: neither G1 G1 G1 nor G3 G3 G3 could be discarded either."""
    return Table(["attempt", "answer"], [[f"to dissolve the department {d}",
                                   refused_because(choice_day(), f"dissolve {d}",
                                                   "not allowed: it would still leave her no piece to discard")]
                                  for d in ("G1 G1 G1", "G3 G3 G3")])


def third_then_declaration(choice):
    """The third department, then the declaration, played on a copy of the position."""
    form_way = choice_played("form")
    before = choice.scores()[0]
    form_points = form_way.scores()[0] - before
    display(Table(["what happens", "points earned"], [[f"{form_way.events[-3]} {form_way.events[-2]}", form_points]]))
    return before, form_points, form_way


def variant_both_ways(before, form_points, form_way):
    """The same position under the variant: both ways are open; each played out on its own copy."""
    VARIANT = Rules(stalemate="no_discard")
    print(f"Under the variant {choices_sentence(choice_day(VARIANT))}")
    stalemate_way = choice_played("stalemate", VARIANT)
    stalemate_points = stalemate_way.scores()[0] - before
    display(Table(["choice", "what happens", "points earned"],
          [["forming G5 G5 G5, then declaring", f"{form_way.events[-3]} {form_way.events[-2]}", form_points],
           ["declare Stalemate (variant only)", str(stalemate_way.events[-2]), stalemate_points]]))
    return stalemate_points


def locking_joker(guard):
    """Forming G2 G3 J=G4 would lock every discardable piece; G1 G2 G3 keeps the joker free."""
    return Table(["attempt", "answer"],
          [["forming G2 G3 J=G4", refused_because(guard, "form G2 G3 J=G4", "not allowed: it would leave her no piece to "
                                                                          "discard, and the hire is compulsory")],
           ["forming G1 G2 G3", refused_with(guard, "form G1 G2 G3")]])


def try_stalemate(BOARD):
    """Try it: Aiko's hand on the lesson's board; which pieces may be discarded (LC-1, LC-8)?"""
    typed = w.Text(value="G1 G1 G1 G3 G3 G5 G5 G7 G9", description="Hand", continuous_update=False,
                   layout=w.Layout(width="380px"))
    banner = MessageBanner()
    shown = w.Output()

    @guarded(banner)
    def check_hand(change=None):
        """Set the typed hand on the board and say which discards are possible, or Stalemate."""
        set_output(shown)
        hand = parse_cards(typed.value)
        if len(hand) != 9:
            raise InvalidInput(f"A hand has nine pieces; {len(hand)} given.")
        state = position(4, [typed.value, "", "", ""], BOARD.split())
        ok = state.legal_discards(0)
        table = Table(["piece", "may it be discarded?"],
                      [[code_token(c), "yes" if c in ok else "no"] for c in sorted(set(state.hidden[0]))])
        stalemate = formation_score([], stalemate=True).total
        verdict = (f"<b>Stalemate</b>: she must declare it, {stalemate} points." if state.is_stalemated(0)
                   else f"Not a Stalemate: {len(ok)} kind(s) of piece may be discarded.")
        set_output(shown, html=pieces_svg(hand, size=44) + f"<p>{verdict}</p>" + table._repr_html_())

    typed.observe(check_hand, "value")
    check_hand()
    return w.VBox([typed, banner.widget, shown])
