"""The Luminous Dragon Egg, lesson 3 (``notebooks/dragon_egg/03_scoring.ipynb``): the tables, pictures and worked steps it shows."""

from __future__ import annotations

import ipywidgets as w
from IPython.display import HTML, Markdown

from engines import InvalidInput
from engines.core import join_and, seat_name
from engines.dragon_egg import Rules, parse_cards, score_round, set_strength, tokens
from widgets.banner import MessageBanner, guarded
from widgets.dragon_egg.pictures import money_html, readable, set_svg, sticks_svg
from widgets.layout import Table, stacked


def set_score(mine, others):
    """DE-3: one point per other player's set that is weaker than or equal to mine."""
    return sum(set_strength(other) <= set_strength(mine) for other in others)


def say_score(mine, others):
    """A worked case in words: the set, the other players' sets it meets, what it beats, ties or loses to, and its points."""
    parse_cards(" ".join([mine, *others]))  # one table's cards: never a third copy of a card
    me = set_strength(mine)
    beaten = [o for o in others if set_strength(o) < me]
    tied = [o for o in others if set_strength(o) == me]
    lost = [o for o in others if set_strength(o) > me]
    points = set_score(mine, others)
    assert points == len(beaten) + len(tied)
    did = [f"{verb} {join_and(sets)}" for verb, sets in (("beats", beaten), ("ties", tied), ("loses to", lost)) if sets]
    met = join_and(f"{other} ({set_strength(other)})" for other in others)
    return Markdown(f"{mine} ({me}) meets {met}. It {join_and(did)}, so it scores {points} "
                    f"point{'s' if points != 1 else ''}.")


def said(strength):
    """A set's strength as the prose says it: "Friends 14", "BAH-YAH 5"."""
    return f"{'Friends' if strength.friends else 'BAH-YAH'} {strength.total}"


def beaten(names, seats):
    """The players a set beats or ties, and how many."""
    return f"{', '.join(names[s] for s in seats) or 'nobody'} ({len(seats)})"


def scoring_table(result):
    """One row per player: both sets, whom each beats or ties, and the money (DE-3)."""
    names = [seat_name(s) for s in range(len(result.earnings))]
    return Table(
        ["player", "Far", "Far beats or ties", "Near", "Near beats or ties", "money"],
        [[names[s], f"{tokens(result.far[s])} ({result.far_strength[s]})",
          beaten(names, result.far_beats[s]), f"{tokens(result.near[s])} ({result.near_strength[s]})",
          beaten(names, result.near_beats[s]),
          f"{result.far_scores[s]} × {result.near_scores[s]} = {result.earnings[s]}"]
         for s in range(len(names))])


def scoring_picture(result):
    """The same round as pictures: each set with its counting sticks, then the money (on a phone each player a card)."""
    rows = "".join(
        f"<tr><td><b>{seat_name(s)}</b></td>"
        f"<td>{set_svg(result.far[s], 'Far')}</td><td>{sticks_svg(result.far_scores[s])}</td>"
        f"<td>{set_svg(result.near[s], 'Near')}</td><td>{sticks_svg(result.near_scores[s])}</td>"
        f"<td>{money_html(result.earnings[s])}</td></tr>"
        for s in range(len(result.earnings)))
    head = "".join(f'<th style="text-align:left">{h}</th>'
                   for h in ("player", "Far set", "Far points", "Near set", "Near points", "money"))
    return HTML(readable(stacked(f"<table><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>")))


def two_player_words(two):
    """What the two-player round shows, in words built from its scoring."""
    assert two.far_strength[0] > two.far_strength[1] and two.near_strength[0] == two.near_strength[1]
    return Markdown(f"Aiko's Far is {said(two.far_strength[0])} and Bruno's is {said(two.far_strength[1])}, so only Aiko's "
             f"Far scores. Both Near sets are {said(two.near_strength[0])}, a tie, so both Nears score.")


def three_player_words(three):
    """What the three-player round shows, in words built from its scoring."""
    assert three.far_strength[0].friends and not any(three.far_strength[s].friends for s in (1, 2))
    assert three.far_strength[1] == three.far_strength[2] and three.near_strength[0] == three.near_strength[2]
    assert three.near_strength[1] > three.near_strength[0]
    return Markdown(f"Aiko's Far is a Friends set, so it beats both BAH-YAH Fars. Bruno and Chidi have equal Fars "
             f"({said(three.far_strength[1])}): each ties the other, so each scores {three.far_scores[1]}. Among the "
             f"Near sets, Aiko and Chidi tie at {three.near_strength[0].total}, and Bruno's {three.near_strength[1].total} "
             "beats both.")


def four_player_words(four):
    """What the four-player round shows, in words built from its scoring."""
    assert four.far_strength[0] == four.far_strength[1] == max(four.far_strength)
    assert four.near_strength[1] == min(four.near_strength) and four.near_strength[1] < min(four.near_strength[s] for s in (0, 2, 3))
    assert four.near_strength[3] > max(four.near_strength[:3]) and four.far_strength[3] < min(four.far_strength[:3])
    return Markdown(f"Aiko and Bruno both play {said(four.far_strength[0])} as their Far: tied at the top, each beats or ties "
             f"all {four.far_scores[0]} other Fars. But Bruno's Near is the weakest at the table, and "
             f"{four.far_scores[1]} × {four.near_scores[1]} is {four.earnings[1]}. Dagny has the opposite problem: the "
             "best Near, and the worst Far.")


def five_player_words(five):
    """What the five-player round shows, in words built from its scoring."""
    assert five.near_strength[0] == five.near_strength[1] == five.near_strength[2] > five.near_strength[3]
    assert five.far_strength[1] == five.far_strength[4] and all(c.is_revelation for c in five.far[4])
    assert not any(five.far_strength[t] >= five.far_strength[s] for t in (1, 4) for s in range(5)
                   if five.far_strength[s].friends)
    return Markdown(f"Five players, and a three-way tie: Aiko, Bruno and Chidi all play a BAH-YAH Near with total {five.near_strength[0].total}. "
             f"Each of them ties the other two and beats Dagny's {five.near_strength[3].total}, so each scores "
             f"{five.near_scores[0]}. Among the Far sets, Bruno's {tokens(five.far[1])} is {said(five.far_strength[1])}. Esme's "
             f"{tokens(five.far[4])} is {said(five.far_strength[4])} too, since each Revelation becomes a 20 of its own "
             "colour (lesson 2). So these two Fars tie with each other, and neither beats a Friends set.")


def nothing_earned_words(five, four, three, two):
    """Who earned nothing in the four rounds above, in words."""
    tables = {"two players": two, "three players": three, "four players": four, "five players": five}
    nothing = [f"{join_and(seat_name(s) for s in result.bracelets)} ({size})"
               for size, result in tables.items() if result.bracelets]
    return Markdown("Players who earn nothing in a round are not simply out of luck: they take a Sage's "
             f"Bracelet, which lesson 4 explains. {join_and(nothing)} would each take one above.")


def read_table(text):
    """Each non-empty line as one player's two sets; a line without exactly one '|' is refused."""
    sets = []
    for number, line in enumerate((l for l in text.splitlines() if l.strip()), 1):
        if line.count("|") != 1:
            raise InvalidInput(f"Line {number} ('{line.strip()}') needs two sets separated by one '|', "
                               "such as 'R7 R7 | B2 B3'.")
        sets.append(tuple(part.strip() for part in line.split("|")))
    return sets


def try_score_a_table():
    """Try it: one line per player, two sets separated by "|"; the table is scored as in DE-3."""
    lines = w.Textarea(value="R7 R7 | B2 B3\nB20 R15 | R10 B10\nR* R5 | B7 R3",
                       description="Sets", rows=5, layout=w.Layout(width="420px"))
    reading = w.ToggleButtons(options=[("our reading (DE-1)", "default"), ("strict variant", "strict")],
                              description="Revelation")
    go = w.Button(description="Score the round", button_style="primary")
    banner = MessageBanner()
    shown = w.Output()

    @guarded(banner)
    def score_typed(change=None):
        """Score the typed table, or say what is wrong with it."""
        result = score_round(read_table(lines.value), rules=Rules(revelation=reading.value))
        shown.outputs = ()
        shown.append_display_data(scoring_table(result))
        shown.append_display_data(scoring_picture(result))

    go.on_click(score_typed)
    reading.observe(score_typed, "value")
    score_typed()
    return w.VBox([w.HBox([lines, w.VBox([reading, go])]), banner, shown])
