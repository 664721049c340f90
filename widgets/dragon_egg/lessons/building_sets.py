"""The Luminous Dragon Egg, lesson 2 (``notebooks/dragon_egg/02_building_sets.ipynb``): the tables, pictures and worked steps it shows."""

from __future__ import annotations

import ipywidgets as w
from IPython.display import HTML, Markdown, display

from engines import IllegalAction
from engines.dragon_egg import Build, Rules, parse_cards, set_strength, tokens
from widgets.dragon_egg.lessons.examples import BUILD_HAND, hand_position
from widgets.dragon_egg.pictures import cards_svg, readable, set_svg
from widgets.layout import Table, try_it


def row_of_sets(pairs, rules=None):
    """Several sets side by side, each captioned with its strength."""
    return HTML(readable(" &nbsp; ".join(set_svg(p, rules=rules) for p in pairs)))


def became(strength):
    """What each Revelation of a set became, said with one verb for every case (DE-1)."""
    return strength.became.replace(" counted as ", " became ")


# The strict variant, and a helper that says when a set is refused.
STRICT = Rules(revelation="strict")


def strength_or_refusal(pair, rules=None):
    """A set's strength, or "not a set" when the rules refuse it."""
    try:
        return str(set_strength(pair, rules))
    except IllegalAction:
        return "not a set"


def friends_sets():
    """Same colour and same rank makes Friends; a different colour does not."""
    return Table(["set", "kind", "total"],
          [[pair, set_strength(pair).kind, set_strength(pair).total]
           for pair in ("R7 R7", "B15 B15", "R7 B7")])


def bah_yah_sets():
    """Three BAH-YAH sets: only the totals matter between them."""
    return Table(["set", "kind", "total"],
          [[pair, set_strength(pair).kind, set_strength(pair).total]
           for pair in ("R20 B15", "R2 R3", "B10 R3")])


def ranked_sets():
    """Six sets sorted from weakest to strongest."""
    sets = ["R20 B20", "R2 R2", "B3 R5", "B10 B10", "R15 B7", "B3 B3"]
    ranked = sorted(sets, key=set_strength)
    display(Table([f"from weakest (1) to strongest ({len(ranked)})", "set", "strength"],
          [[place, pair, set_strength(pair)] for place, pair in enumerate(ranked, 1)]))
    return ranked


def equal_sets():
    """Equal kind and equal total: equal strength."""
    return Table(["set", "its strength", "other set", "its strength", "equally strong?"],
          [[left, set_strength(left), right, set_strength(right),
            "yes" if set_strength(left) == set_strength(right) else "no"]
           for left, right in [("R7 R7", "B7 B7"), ("R3 B7", "B5 R5"), ("R10 B5", "R7 B7")]])


def revelation_sets():
    """What a Revelation turns into, in each case of the reading above."""
    return Table(["set", "strength", "the Revelation..."],
          [[pair, set_strength(pair), became(set_strength(pair))]
           for pair in ("R* R7", "B* B2", "R* R20", "R* R*", "R* B7", "R* B*")])


def readings_side_by_side():
    """Side by side: only the mixed Revelation pairs differ."""
    return Table(["set", "our reading (DE-1)", "strict variant"],
          [[pair, strength_or_refusal(pair), strength_or_refusal(pair, STRICT)]
           for pair in ("R* R7", "R* R*", "R* B7", "R* B*", "R7 B7")])


def far_and_near_words():
    """The order in which the sets are placed does not matter: the stronger one is the Far."""
    build = Build(parse_cards("R2 B3"), parse_cards("R7 R7"))
    assert tokens(build.far) == "R7 R7"
    return Markdown(f"Say Aiko puts down R2 B3 first and then R7 R7. The order makes no difference: "
             f"{tokens(build.far)} ({set_strength(build.far)}) is the stronger set, so it is her Far, and "
             f"{tokens(build.near)} ({set_strength(build.near)}) is her Near.")


def every_build_table():
    """Aiko holds the lesson's hand; every way she may place two sets, by Far strength and then Near strength."""
    table = hand_position()
    hand = table.hand(0)
    assert sorted(c.index for c in hand) == sorted(c.index for c in parse_cards(BUILD_HAND))
    builds = sorted((a for a in table.legal_actions(0) if isinstance(a, Build)),
                    key=lambda b: (set_strength(b.far), set_strength(b.near)), reverse=True)
    display(Table(["Far", "Far strength", "Near", "Near strength", "kept card"],
          [[tokens(b.far), set_strength(b.far), tokens(b.near), set_strength(b.near),
            tokens(c for c in hand if c not in b.cards)] for b in builds]))
    return builds, hand, table


def build_pictures(builds, hand):
    """The hand, and the first way in the list as pictures."""
    display(HTML(f"<b>The hand</b><br>{readable(cards_svg(hand))}"))
    return HTML("<b>The first way in the list</b><br>"
                 + readable(" &nbsp; ".join(str(set_svg(s, label)) for s, label in
                                            [(builds[0].far, "Far"), (builds[0].near, "Near")])))


def named(pair):
    """A set as the lesson names it: its cards (never in bold, so a Revelation's star needs no escape), then
    its kind and total."""
    strength = set_strength(pair)
    return f"{tokens(pair)} ({strength})"


def builds_in_words(builds):
    """What the list shows, in words built from the builds above."""
    friends_fars = sorted({b.far for b in builds if set_strength(b.far).friends}, key=set_strength, reverse=True)
    assert len(friends_fars) == 2 and all(any(c.is_revelation for c in far) for far in friends_fars)
    big, small = friends_fars
    best_near = {far: max((b.near for b in builds if b.far == far), key=set_strength) for far in friends_fars}
    widest = max((b.far for b in builds if not set_strength(b.far).friends), key=set_strength)
    freed = [card for card in big if card not in small]
    assert builds[0].far == big and len(freed) == 1 and freed[0] in best_near[small]
    # "She can place only one of them": no build of this hand has two Friends sets.
    assert not any(set_strength(b.far).friends and set_strength(b.near).friends for b in builds)
    return Markdown(f"The strongest Far is {named(big)}: any Friends set outranks the BAH-YAH set {named(widest)}, even "
             "though that one has the bigger total. The Near matters as much, though. Both Friends sets this hand can "
             f"make need the Revelation, so she can place only one of them. With the bigger one, {named(big)}, as her "
             f"Far, the best Near left is {named(best_near[big])}. With the smaller one, {named(small)}, as her Far "
             f"instead, {freed[0]} is free, and her Near can be {named(best_near[small])}. Which split earns the most "
             "depends on what the others play: that is lesson 3.")


def strict_ways_words(table):
    """How many ways the same hand can be placed under each reading of the Revelation."""
    strict_table = hand_position(rules=STRICT)
    ways = [sum(isinstance(a, Build) for a in t.legal_actions(0)) for t in (table, strict_table)]
    assert ways[1] < ways[0]
    return Markdown(f"Under the strict variant the Revelation cannot join a blue card, so this hand has fewer ways: "
             f"{ways[1]} instead of {ways[0]}.")


def try_set_strength():
    """Try it: type two cards and see their strength under both readings of the Revelation (DE-1)."""
    typed = w.Text(value="R* B7", description="Set", continuous_update=False,
                   placeholder="two cards, e.g. R7 R*")

    def draw():
        pair = parse_cards(typed.value)
        strength = set_strength(pair)
        why = f"<br>{became(strength)}." if strength.became else ""
        return (set_svg(pair) + f"<p><b>{tokens(pair)}</b> is <b>{strength}</b> under our reading (DE-1).{why}<br>"
                f"Strict variant: {strength_or_refusal(pair, STRICT)}.</p>")

    return try_it(draw, typed, watch=[typed])
