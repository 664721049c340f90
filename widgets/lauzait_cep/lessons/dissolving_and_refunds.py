"""Lauzait Cep!, lesson 5 (``notebooks/lauzait_cep/05_dissolving_and_refunds.ipynb``): the tables, pictures and worked steps it shows."""

from __future__ import annotations

import ipywidgets as w
from IPython.display import Markdown, display

from engines import IllegalAction, InvalidInput
from engines.core import seat_name
from engines.lauzait_cep import BONUS_BY_NUMBER, department_bonus, department_kind, joker_statements, refund
from engines.lauzait_cep.pieces import parse_cards
from widgets.lauzait_cep.pictures import department_svg, pieces_svg
from widgets.layout import Table, example_button, side_by_side, try_it

from .departments_and_bonus import ways_of_stating
from .examples import RULEBOOK_REFUND, SECOND_TODAY, dissolving_day
from .words import choices, laid, laid_bare, not_discardable_words, refused_because


def refused_with(state, action):
    """Try an action on a copy of the state; the engine's reason if it is refused."""
    try:
        state.clone().apply(0, action)
    except (IllegalAction, InvalidInput) as error:
        return str(error)
    return "allowed"


def show_hand(state, seat=0):
    """A seat's concealed pieces and its revealed departments (with their bonuses), as pictures."""
    view = state.observation(seat)
    shown = [pieces_svg(view["hand"], size=44)]
    shown += [department_svg(d["pieces"], f"formed, earned {d['bonus']}", size=44)
              for d in view["revealed"][seat]]
    return side_by_side(*shown, captions=["concealed pieces"] + [""] * (len(shown) - 1))


def scores_now(state):
    """The score sheet in words: every seat's name and points."""
    return ", ".join(f"{seat_name(s)} {p}" for s, p in enumerate(state.scores()))


def forming_earns():
    """What forming G2 G3 J=G4 earns, worked out by the engine's bonus rule."""
    FIRST = "G2 G3 J=G4"
    display(Markdown(f"Aiko forms **{FIRST}**, a {department_kind(FIRST)} topped by a 4: {BONUS_BY_NUMBER[4]}, minus 1 for the "
             f"joker, so she earns **{department_bonus(FIRST)}** at once. She lays the three pieces face up in front "
             f"of her, in the order **{laid_bare(FIRST)}**, and says that the joker is a "
             f"**{next(str(p)[2:] for p in parse_cards(FIRST) if p.is_joker)}**. It is not her richest choice, but it "
             "shows the refund below."))
    return FIRST


def joker_statement_kept(FIRST):
    """How the table keeps a joker's statement (LC-5): the department lies in number order, each joker in its place."""
    TWO_WAYS = ["J=G4 G5 J=G6", "G5 J=G5 J=G5"]       # two jokers beside a G5: a sequence or a three-of-a-kind
    assert all(department_kind(d) for d in TWO_WAYS) and {laid_bare(d) for d in TWO_WAYS} <= {"J G5 J", "G5 J J"}
    return Markdown(f"""> **Our reading (LC-5).** On keeping track of a joker: the rulebook does not say how anyone knows later what a formed joker
> stands for. A formed department lies face up in number order, each joker in the place of the
> piece it stands for: **{laid_bare(FIRST)}** reads as **{laid(FIRST)}**, **{laid_bare('J=G1 G2 G3')}** as
> **{laid('J=G1 G2 G3')}**, and **{laid_bare('W2 W2 J=W2')}** as **{laid('W2 W2 J=W2')}**. With two or three jokers the
> order cannot always tell: **J G5 J** may be **{TWO_WAYS[0]}** or three **G5**s, because in a
> three-of-a-kind a joker may lie on either side. In that case the player says the statement when
> forming, and the players remember it or note it down. See [LC-5](rulings.ipynb#LC-5).""")


def aiko_forms(day):
    """Aiko forms G2 G3 J=G4."""
    day.apply(0, "form G2 G3 J=G4")
    return Table(["after forming", "what everybody can see"],
          [["in front of Aiko, face up",
            "; ".join(f"{laid_bare(d['pieces'])}, read as {laid(d['pieces'])} (earned {d['bonus']})"
                      for d in day.observation(1)["revealed"][0])],
           ["scores", scores_now(day)]])


def after_forming(day):
    """What Aiko may no longer do today, and what remains for her hire."""
    return Table(["attempt", "why not"], [[words, refused_because(day, action, why)] for words, action, why in
                                   (("to discard the formed G2", "discard G2",
                                     "A formed piece may not be discarded until its department is dissolved."),
                                    ("to discard the formed joker", "discard J", "The same: the joker is formed too."),
                                    (f"forming {SECOND_TODAY} as well", f"form {SECOND_TODAY}",
                                     "Only one department may be formed per day."))])


def later_day_formed(day):
    """A later day: G2 G3 J=G4 is formed and has earned 1 point."""
    later = dissolving_day()
    hires = [e for e in later.events if e.kind == "hire"]      # Aiko's hire on the forming day, then the others'
    assert [e[1] for e in hires] == [0, 1, 2, 3]
    assert later.observation(0)["hand"] == day.observation(0)["hand"]      # her concealed pieces are the same
    print(f"Game log: {hires[0]}")
    print(f"So her six concealed pieces stayed the same. Then {seat_name(1)}, {seat_name(2)} and {seat_name(3)} "
          "hired in turn:")
    print("Game log:")
    for hire in hires[1:]:
        print(f"  {hire}")
    print("At the start of Aiko's next day, the board is:")
    return later


def start_of_that_day(later):
    """What Aiko may do at the start of that day, checked on the board drawn above."""
    dissolve, form, hire, propose = choices(later)     # the engine's choices, in the order of a day
    assert dissolve.startswith("dissolve") and form.startswith("form") and hire.startswith("start her hire")
    assert propose == "propose to end the game"      # taught in lesson 8
    formable = form.removeprefix("form the department ")
    print(f"That day Aiko may first {dissolve}, then form a department such as {formable}, and then she "
          f"must hire. Before any dissolving or forming, she may {hire}.")
    print(not_discardable_words(later))


def refund_example():
    """The refund (LC-5): the rulebook's example prints the band's bonus without the joker's 1 off; the engine's bonus rule takes it off, and the refund is that bonus."""
    TOP, BOTTOM = "G2 G3 J=G4", "J=G1 G2 G3"
    assert refund(TOP) == department_bonus(TOP) > refund(BOTTOM)
    assert all(RULEBOOK_REFUND[d] - 1 == department_bonus(d) for d in (TOP, BOTTOM))
    return Markdown(f"""No: the rulebook says you pay back the bonus you obtained. Its example of a wrong refund is
exactly this: a 2, a 3 and a joker, formed with the joker as the 4 and dissolved with it as
the 1. "Benefit fraud," it warns, "must be heavily prosecuted." The rulebook prints {RULEBOOK_REFUND[TOP]} points for forming it
and {RULEBOOK_REFUND[BOTTOM]} for the wrong refund. By its own bonus rule, 1 off per joker, they should be {department_bonus(TOP)} and {department_bonus(BOTTOM)}:
the department earned {department_bonus(TOP)}, and the cheaper statement would pay back only {refund(BOTTOM)}.

> **Our reading (LC-5).** On the refund: a department is dissolved exactly as it was formed, so Aiko's **{TOP}** earned {department_bonus(TOP)} and pays back exactly
> {refund(TOP)}, never less under a cheaper statement such as **{BOTTOM}**. See [LC-5](rulings.ipynb#LC-5).""")


def fraud_refused(FIRST, later):
    """The fraud is refused; the honest dissolve pays back exactly the 1 point earned."""
    stood = next(str(p)[2:] for p in parse_cards(FIRST) if p.is_joker)
    fraud = refused_because(later, "dissolve J=G1 G2 G3",
                            f"not allowed: her department lies as {laid_bare(FIRST)}, so its joker is a {stood}, not a G1")
    after_fraud = scores_now(later)
    later.apply(0, "dissolve G2 G3 J=G4")
    return Table(["attempt", "what happens", "scores afterwards"],
          [["to dissolve it as J=G1 G2 G3", fraud, after_fraud],
           ["to dissolve it as G2 G3 J=G4", str(later.events[-1]), scores_now(later)]])


def new_form_same_day(later):
    """Same day: after the dissolve, a new form with the joker now standing for a W2."""
    later.apply(0, "form W2 W2 J=W2")
    formed, formed_scores = str(later.events[-1]), scores_now(later)
    return Table(["attempt", "what happens", "scores afterwards"],
          [["forming W2 W2 J=W2", formed, formed_scores],
           ["to dissolve the new department at once",
            refused_because(later, "dissolve W2 W2 J=W2", "not allowed: in a day, dissolving comes before forming"),
            scores_now(later)]])


def days_balance(FIRST):
    """The day's balance: the refund of the first department, the bonus of the second."""
    SECOND = "W2 W2 J=W2"
    return Markdown(f"The three-of-a-kind **{SECOND}** earns {BONUS_BY_NUMBER[2]} × 3 − 1 = **{department_bonus(SECOND)}**. "
             f"Net, Aiko paid back {refund(FIRST)} and earned {department_bonus(SECOND)}, and her joker moved "
             "from one department to another.")


def try_refund():
    """Try it: bonus on forming and refund on dissolving, for each statement of the jokers (LC-5)."""
    typed = w.Text(value="G2 G3 J", description="Department", continuous_update=False,
                   layout=w.Layout(width="340px"))

    def draw():
        pieces = parse_cards(typed.value)
        if len(pieces) != 3:
            raise InvalidInput(f"A department has exactly three pieces; {len(pieces)} given.")
        ways = joker_statements(pieces)
        if not ways:
            raise InvalidInput(f"{typed.value} cannot be a department, however its jokers are stated.")
        if all(p.stated for p in pieces):
            ways = [tuple(pieces)]
        return ways_of_stating(ways, lambda way: f"forming earns {department_bonus(way)}, "
                                                 f"dissolving pays back {refund(way)}", 44)

    top = example_button(typed, "G2 G3 J=G4")
    bottom = example_button(typed, "J=G1 G2 G3")
    return try_it(draw, w.HBox([typed, top, bottom]), watch=[typed])
