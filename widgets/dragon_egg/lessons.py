"""The Luminous Dragon Egg's lessons: the tables, pictures and worked steps they show.

Each function draws one worked case of a lesson (notebooks/dragon_egg/): a notebook cell calls it and
shows what it returns. Every number in a sentence is computed here from the engine or the stored
figures, never typed; the asserts check that a sentence's claim holds for its case."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import ipywidgets as w
from IPython.display import HTML, Markdown, display

from engines import IllegalAction, InvalidInput
from engines.core import join_and, seat_name
from engines.dragon_egg import (
    BRACELET, BRACELET_SUPPLY, Build, CARDS, DECK, Rules, THRESHOLDS, banknotes, builds_for, odds,
    parse_action, parse_cards, score_round, set_strength, threshold, tokens,
)
from engines.dragon_egg.actions import EGG_CHOICES
from engines.dragon_egg.rules import BANKNOTES, HAND_SIZE, REFILL
from widgets.banner import MessageBanner, guarded
from widgets.dragon_egg.lesson_examples import (
    BUILD_HAND, DEAL, EGG_GAME, SAGE_GAME, bot_game, bracelet_game, bracelet_news, egg_game,
    egg_news, egg_round_3, ending, first_hoarders_game, first_random_game, hand_position,
    lesson_deal, log_between, played_round, random_players, round_result, sage_game, scoring_news,
    strongest,
)
from widgets.dragon_egg.pictures import (
    bracelet_svg, cards_svg, egg_svg, money_html, readable, set_svg, sticks_svg,
)
from widgets.dragon_egg.readings import BUILD_WAIT
from widgets.layout import Table, try_it
from widgets.results import chart



# ---- notebooks/dragon_egg/01_components_and_setup.ipynb -------------------------------------


def deck_pictures():
    """The whole deck: red on the first row, blue on the second, every face twice."""
    for letter in "RB":
        display(readable(cards_svg([c for c in DECK if c.colour.value == letter], width=42, height=59, gap=4,
                                   title=f"the 16 {'red' if letter == 'R' else 'blue'} cards")))


def deck_counts():
    """Count the deck: 8 different cards per colour, 2 copies of each, 32 cards in all."""
    return Table(["colour", "different cards", "cards in the deck"],
          [[name, tokens(c for c in CARDS if c.colour.value == letter),
            sum(c.colour.value == letter for c in DECK)]
           for letter, name in (("R", "red"), ("B", "blue"))]
          + [["both", len(CARDS), len(DECK)]])


def box_banknotes():
    """The banknotes in the box (a published fact: how many notes of each value), and their total."""
    BOX_NOTES = {1: 10, 2: 15, 5: 15, 10: 10}
    assert sorted(BOX_NOTES) == sorted(BANKNOTES)  # the same values the engine pays with
    BOX_TOTAL = sum(note * count for note, count in BOX_NOTES.items())
    counts = [f"{count} notes of {note} ZOO" if first else f"{count} of {note} ZOO"
              for first, (note, count) in zip([True] + [False] * 3, BOX_NOTES.items())]
    return Markdown(f"The box holds {', '.join(counts[:-1])} and {counts[-1]}: {BOX_TOTAL} ZOO in all.")


def fewest_banknotes():
    """The fewest banknotes for a few amounts."""
    NUMBER_WORDS = {1: "one", 2: "two", 3: "three", 4: "four"}
    return Table(["amount (ZOO)", "fewest banknotes"],
          [[amount, join_and(f"{NUMBER_WORDS[k]} {note}{'s' if k > 1 else ''}" for note, k in banknotes(amount).items())]
           for amount in (1, 4, 9, 16, 27)])


def other_pieces():
    """The other pieces; the bracelet supply is the rules' number, the sticks a published fact of the box."""
    BOX_STICKS = 35  # the rulebook's list of components, like the banknotes above
    return Markdown(f"""- **Sage's Bracelets**: a supply of {BRACELET_SUPPLY} tokens. A player who earns nothing in a round takes one,
  and can later hand it back to draw an extra card (lesson 4).
- **The Luminous Dragon Egg**: a single token. A player whose two sets are both matching pairs
  (Friends sets, lesson 2) can win it (lesson 5); its holder may later use it to see every other player's Far, or every other player's Near.
- **Counting sticks**: the box holds {BOX_STICKS} of them. They only keep each set's score for a moment
  during a round (lesson 3), so any tokens, or pencil and paper, do just as well; the pictures
  draw them as tally marks.""")


def labelled(picture, label):
    """A picture with a short label under it."""
    return f"<div style='text-align:center'>{picture}<br><small>{label}</small></div>"


def pieces_pictures():
    """A bracelet supply, the egg, and three counting sticks."""
    return HTML("<div style='display:flex;gap:32px;align-items:flex-end'>"
                 + labelled(readable(bracelet_svg(BRACELET_SUPPLY, size=30)), "the bracelet supply")
                 + labelled(readable(egg_svg(44)), "the egg")
                 + labelled(readable(sticks_svg(3)), "three counting sticks") + "</div>")


def deal_pictures():
    """Deal 2024 for four players: five cards each."""
    game = lesson_deal()
    assert DEAL == 2024  # the number the text above names
    for seat in range(4):
        display(HTML(f"<b>{seat_name(seat)}</b>"), readable(cards_svg(game.hand(seat), width=48, height=67)))
    return game


def what_aiko_sees(game):
    """What Aiko may see: her own hand, and only the sizes of the other hands."""
    view = game.observation(0)
    others = view["hand_sizes"][1:]
    assert len(set(others)) == 1  # every other hand holds the same number of cards
    return Markdown(f"At the table Aiko sees only her own cards, {' '.join(view['hand'])}. Of the other hands she sees "
             f"only their size: {join_and(seat_name(s) for s in range(1, 4))} hold {others[0]} cards each.")


def table_at_the_start(game):
    """Where everything is before round 1 of the lesson's deal, read from the game itself."""
    view = game.observation(0)
    assert game.egg_holder is None and not any(game.money) and not any(game.bracelets)
    assert view["discard_size"] == 0  # no card has been used yet
    return Markdown(f"The egg lies in the centre of the table, all {game.supply} bracelets wait in their supply, and "
             "nobody has any money yet.")


def try_a_deal():
    """Try it: choose a table size and see a deal for it; "Another deal" shuffles again."""
    players = w.ToggleButtons(options=[2, 3, 4, 5], value=3, description="Players")
    again = w.Button(description="Another deal")
    shown = w.Output()
    deals = iter(range(7, 10**9))  # each press deals the cards from a new shuffle
    deal = next(deals)

    def show_deal(change=None):
        """The deal for the chosen table, with its threshold and the cards left in the deck."""
        table = lesson_deal(players.value, deal)
        rows = "".join(f"<div><b>{seat_name(s)}</b><br>{cards_svg(table.hand(s), width=42, height=59)}</div>"
                       for s in range(players.value))
        note = (f"<p>A {players.value}-player game ends when someone reaches <b>{threshold(players.value)} ZOO</b>; "
                f"{table.observation(0)['deck_size']} cards stay in the deck.</p>")
        shown.outputs = ()
        shown.append_display_data(HTML(note + rows))

    def deal_again(button):
        """Shuffle again: the next deal."""
        nonlocal deal
        deal = next(deals)
        show_deal()

    players.observe(show_deal, "value")
    again.on_click(deal_again)
    show_deal()
    return w.VBox([w.HBox([players, again]), shown])



# ---- notebooks/dragon_egg/02_building_sets.ipynb --------------------------------------------


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



# ---- notebooks/dragon_egg/03_scoring.ipynb --------------------------------------------------


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
    """The same round as pictures: each set with its counting sticks, then the money."""
    rows = "".join(
        f"<tr><td><b>{seat_name(s)}</b></td>"
        f"<td>{set_svg(result.far[s], 'Far')}</td><td>{sticks_svg(result.far_scores[s])}</td>"
        f"<td>{set_svg(result.near[s], 'Near')}</td><td>{sticks_svg(result.near_scores[s])}</td>"
        f"<td>{money_html(result.earnings[s])}</td></tr>"
        for s in range(len(result.earnings)))
    head = "".join(f'<th style="text-align:left">{h}</th>'
                   for h in ("player", "Far set", "Far points", "Near set", "Near points", "money"))
    return HTML(readable(f"<table><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>"))


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



# ---- notebooks/dragon_egg/04_hand_resolution_and_bracelets.ipynb ----------------------------


def hands(state):
    """Each player's hand, bracelets and money."""
    return Table(["player", "hand", "cards", "bracelets", "money"],
                 [[seat_name(s), tokens(state.hand(s)), len(state.hands[s]), state.bracelets[s],
                   state.money[s]] for s in range(state.players)])


def round_table(state):
    """The round just scored, as lesson 3 shows a round: both sets, whom each beats or ties, the money."""
    return scoring_table(round_result(state))


def after_scoring(before, after):
    """What the round's scoring did besides the money: the egg's move and the bracelets taken, in sentences."""
    return Markdown(scoring_news(before, after))


def opening_hands_pictures(start):
    """The opening hands as pictures."""
    for seat in range(3):
        display(HTML(f"<b>{seat_name(seat)}</b>"), readable(cards_svg(start.hand(seat), width=48, height=67)))


def written(pair):
    """A set's cards as the text writes them (never in bold, so a Revelation's star needs no escape)."""
    return tokens(pair)


def chidi_choice_words(start):
    """Chidi's choice between two equally strong Fars, decided by the Near each one leaves (built from his builds)."""
    chidi_builds = [a for a in start.legal_actions(2) if isinstance(a, Build)]
    top = max(set_strength(b.far) for b in chidi_builds)
    best_fars = {b.far for b in chidi_builds if set_strength(b.far) == top}
    assert len(best_fars) == 2  # two ways to make the strongest Far
    best_near = {far: max((b.near for b in chidi_builds if b.far == far), key=set_strength) for far in best_fars}
    chosen, other = sorted(best_fars, key=lambda far: set_strength(best_near[far]), reverse=True)
    assert set_strength(best_near[chosen]) > set_strength(best_near[other])
    assert bracelet_game(1).last[0][2].far == chosen  # the build Chidi places in the log below
    strength = set_strength(chosen)
    assert strength.friends
    return Markdown(f"Take Chidi: he can make his strongest Far, a Friends set with total {strength.total}, in two ways: as {written(chosen)} or as "
             f"{written(other)}. With {written(chosen)} as his Far, his Near can be {named(best_near[chosen])}, which beats "
             f"the Near that {written(other)} would leave him, {named(best_near[other])}. He places {written(chosen)} "
             f"with {written(best_near[chosen])}.")


def round_one_scored(start):
    """Round 1: everyone builds, the sets are revealed and scored; then the bracelets."""
    round1 = bracelet_game(1)
    display(round_table(round1))
    display(after_scoring(start, round1))
    return round1


def kept_cards_words(round1, start):
    """The card each player kept: the hand before the round, less the four cards placed."""
    placed = round1.last[0]
    kept = [tokens((Counter(start.hand(s)) - Counter(placed[s].cards)).elements()) for s in range(3)]
    return Markdown(join_and(f"{seat_name(s)} kept {kept[s]}" for s in range(3))
             + ", and each drew four:")


def bruno_choice_words(round1):
    """Bruno may place any of his builds, or first hand back his bracelet."""
    choices = round1.legal_actions(1)
    builds = [a for a in choices if isinstance(a, Build)]
    top = max(set_strength(b.far) for b in builds)
    with_top = [b for b in builds if set_strength(b.far) == top]  # every build with his strongest Far
    best = max(with_top, key=lambda b: set_strength(b.near))
    assert best == strongest(round1, 1) and sum(set_strength(b.near) == set_strength(best.near) for b in with_top) == 1
    assert BRACELET in choices
    return Markdown(f"He could build from his five cards as they are. His strongest Far would be {named(best.far)}, but the "
             f"best Near he could place beside it is only {named(best.near)}. Or he can first hand back his bracelet, "
             "draw a card, and build from six cards.")


def sixth_card_words(drawn):
    """What the sixth card made possible, in words built from the sets Bruno places in round 2."""
    round2 = bracelet_game(3)
    his = round2.last[0][1]
    with_new, other = (his.far, his.near) if drawn in his.far else (his.near, his.far)
    assert set_strength(with_new).friends and set_strength(other).friends and any(c.is_revelation for c in other)
    display(Markdown(f"The extra card paid off: {written(with_new)} is a Friends set, and with the blue Revelation Bruno can "
             f"make a second one, {named(other)}. Everyone places two sets, and round 2 is scored:"))
    return round2


def round_two_scored(returned, round1, round2):
    """Round 2 revealed and scored; then the egg and the bracelets, and why the supply count is the same as after round 1."""
    display(round_table(round2))
    takers = round2.bracelets[0] - returned.bracelets[0]
    assert (round1.supply, returned.supply, round2.supply) == (11, 12, 11) and takers == 1 and round2.bracelets[1] == 0
    news = [e for e in round2.events[len(returned.events):] if e.kind in ("egg_move", "egg_stay", "bracelet_gain")]
    assert [(e.kind, e.data[:2]) for e in news] == [("egg_move", (1, None)), ("bracelet_gain", (0, 11))]
    return Markdown(f"Bruno's two sets are both Friends sets, and that wins him the Luminous Dragon Egg, which he takes from "
             "the centre of the table. Lesson 5 explains the egg; here it is enough that Bruno takes it. "
             f"{bracelet_news(*news[1].data)}\n\n"
             f"The supply holds {round2.supply} again, as after round 1: Bruno's bracelet went back to it when he "
             f"handed it back, so it held {returned.supply} until Aiko took hers.")


def bruno_discard_words(returned, round2):
    """The next round waits for Bruno to discard one card; he may discard any of his cards."""
    assert round2.to_act() == [1] and len(round2.hands[1]) == 6
    assert {str(a.card) for a in round2.legal_actions(1)} == {str(c) for c in round2.hand(1)}
    # The two cards he kept (his six less the four he placed) and the four he drew.
    bruno_kept = Counter(returned.hand(1)) - Counter(round2.last[0][1].cards)
    bruno_drew = Counter(round2.hand(1)) - bruno_kept
    assert sum(bruno_kept.values()) == 2 and sum(bruno_drew.values()) == 4
    return Markdown(f"Bruno kept {join_and(tokens(bruno_kept.elements()).split())} and drew "
             f"{join_and(tokens(bruno_drew.elements()).split())}. He now holds {tokens(round2.hand(1))}, "
             "so he must discard one card. He may choose any of them.")


def round_three_hands(round2):
    """Bruno keeps the blue cards that go with his Revelation and discards R15: round 3 begins."""
    round3 = bracelet_game(4)
    assert round3.round == 3 and [e.data[1] for e in round3.events if e.kind == "discard"] == ["R15"]
    assert sorted(str(c) for c in round2.hand(1) if str(c).startswith("R")) == ["R15", "R20"]  # "his two red cards"
    assert all(str(c).startswith("B") for c in round2.hand(1) if str(c) not in ("R15", "R20"))  # "his blue cards"
    return hands(round3)


def try_hand_resolution():
    """Try it: a hand and two sets from it; see what stays, and whether you must discard."""
    hand_box = w.Text(value="R3 R3 B2 B5 B20 B*", description="Hand", continuous_update=False)
    sets_box = w.Text(value="B20 B* | R3 R3", description="Sets", continuous_update=False)
    banner = MessageBanner()
    shown = w.Output()

    @guarded(banner)
    def show_resolution(change=None):
        """Show the kept cards and the refill, or say why the input is refused."""
        hand = parse_cards(hand_box.value)
        build = parse_action(sets_box.value)
        if not isinstance(build, Build):
            raise InvalidInput("Type two sets separated by '|', such as 'R7 R7 | B2 B3'.")
        missing = Counter(build.cards) - Counter(hand)
        if missing:
            raise InvalidInput(f"Both sets must come from the hand, which does not hold "
                               f"{tokens(missing.elements())}.")
        kept = list((Counter(hand) - Counter(build.cards)).elements())
        after = len(kept) + REFILL
        extra = max(0, after - HAND_SIZE)
        text = (f"<p>You keep <b>{len(kept)}</b> card{'s' * (len(kept) != 1)}: {tokens(kept) or 'none'}. "
                f"After drawing {REFILL} you hold <b>{after}</b> cards"
                + (f", so you must discard <b>{extra}</b> (DE-6).</p>" if extra else ": no discard needed.</p>"))
        shown.outputs = ()
        shown.append_display_data(HTML(text + (cards_svg(kept) if kept else "")))

    hand_box.observe(show_resolution, "value")
    sets_box.observe(show_resolution, "value")
    show_resolution()
    return w.VBox([hand_box, sets_box, banner, shown])



# ---- notebooks/dragon_egg/05_the_egg.ipynb --------------------------------------------------


def who(seat):
    """A seat's name, or the centre of the table for None."""
    return "the centre" if seat is None else seat_name(seat)


def egg_table(result):
    """Each player's two sets and whether both are Friends sets."""
    return Table(["player", "Far", "Near", "both Friends sets?"],
                 [[seat_name(s), f"{tokens(result.far[s])} ({result.far_strength[s]})",
                   f"{tokens(result.near[s])} ({result.near_strength[s]})",
                   "yes" if result.far_strength[s].friends and result.near_strength[s].friends else "no"]
                  for s in range(len(result.far))])


def said_set(pair):
    """A set as the lesson names it: its cards (never in bold, so a Revelation's star needs no escape), then
    its kind and total (DE-1, DE-2)."""
    strength = set_strength(pair)
    return f"{pair} ({strength})"


def egg_holder_before(SETS):
    """Suppose Bruno had held the egg before the round (he took it in an earlier round with other sets)."""
    EARLIER = ["R20 B15 | R5 B7", "R10 R10 | B2 B2", "R* B3 | R15 B10"]
    moved = played_round(SETS, before=[EARLIER])
    assert moved.egg_before == 1  # Bruno
    display(Markdown(f"Suppose instead that this were a later round, with {who(moved.egg_before)} holding the egg "
             f"from an earlier win. Then the same sets would take it from him, because {seat_name(moved.result.egg_holder)} is still the only player with two "
             "Friends sets."))
    return moved


def egg_far_and_near():
    """Aiko's Far is stronger, but Bruno's Near beats hers: Bruno takes the egg."""
    several = played_round(["R20 R20 | R2 R2", "B* B15 | B3 B3", "R10 B10 | R5 B7"]).result
    near = lambda s: f"{'Friends' if several.near_strength[s].friends else 'BAH-YAH'} {several.near_strength[s].total}"
    assert several.far_strength[0] > several.far_strength[1] and several.near_strength[1] > several.near_strength[0]
    display(Markdown(f"**Two qualifiers.** Aiko's Far is the stronger one, but Bruno's Near ({near(1)}) beats hers "
                     f"({near(0)}), so Bruno takes the egg:"))
    assert several.egg_holder == 1  # Bruno, as the sentence says
    display(egg_table(several))
    return near


def egg_tie_at_top():
    """A tie at the top, in round 2 of a game where Chidi took the egg in round 1."""
    BEFORE_TIE = ["R20 B10 | R2 B5", "B15 R15 | R3 B7", "R7 R7 | B3 B3"]
    tied = played_round(["R20 R20 | R5 R5", "B15 B15 | B* B5", "R7 B3 | R2 B2"], before=[BEFORE_TIE])
    assert tied.result.near_strength[0] == tied.result.near_strength[1] and tied.result.near_strength[0].friends
    display(Markdown(f"**A tie at the top.** In this game {who(tied.egg_before)} took the egg in round 1 "
             f"and does not use it in round 2. There Aiko and "
             f"Bruno both qualify, and both their Nears are Friends {tied.result.near_strength[0].total}, so the egg stays with "
             f"{who(tied.result.egg_holder)}:"))
    return tied


def egg_round_one():
    """Round 1: Aiko's B10 B* and R7 R* are both Friends, so she takes the egg."""
    assert EGG_GAME == 6  # the game the lesson's examples come from
    round1 = egg_game(1)
    display(round_table(round1))
    display(after_scoring(egg_game(0), round1))
    assert round1.egg_holder == 0  # the sentence above: Aiko takes the egg
    display(Markdown("After the refill, these are the hands for round 2:"))
    display(Table(["player", "hand for round 2", "money (ZOO)", "bracelets"],
                  [[seat_name(s), tokens(round1.hand(s)), round1.money[s], round1.bracelets[s]] for s in range(3)]))
    return round1


def egg_round_two(round1):
    """Round 2: everyone places sets, and before the reveal Aiko decides about the egg."""
    placed = egg_game(2)
    assert placed.to_act() == [0] and placed.legal_actions(0) == list(EGG_CHOICES)
    far, near = placed.observation(0)["my_sets"]
    assert round1.bracelets == [0, 1, 0] and placed.bracelets == round1.bracelets  # Bruno keeps his bracelet
    display(Markdown("Bruno keeps the bracelet he took in round 1 for later, so everyone builds round 2 from the five "
                     "cards above. Everyone places two sets face down. Here they are as we, who see every hand, see "
                     "them; Aiko sees only her own:"))
    display(Table(["player", "Far", "Near"],
                  [[seat_name(s), f"{tokens(b.far)} ({set_strength(b.far)})", f"{tokens(b.near)} ({set_strength(b.near)})"]
                   for s, b in enumerate(placed.builds)]))
    display(Markdown("All sets are placed. Before they are revealed, Aiko, who holds the egg, decides: keep it for a later "
             "round, or use it now and name the Far or the Near."))
    return far, near, placed


def aiko_reason(far, near, placed, round1):
    """Aiko's reason, from her own cards only: a weak Near, and every stronger Near costs her R7 R* as her Far."""
    mine = builds_for([c.index for c in round1.hand(0)])
    friends_fars = sorted({b.far for b in mine if set_strength(b.far).friends}, key=set_strength)
    weakest, strongest_far = friends_fars[0], friends_fars[-1]
    assert far == tokens(strongest_far) and not set_strength(near).friends
    assert set_strength(near) == max(set_strength(b.near) for b in mine if b.far == strongest_far)
    # Every build with a stronger Near than hers, from the engine's list of builds: none keeps her placed Far.
    stronger = [b for b in mine if set_strength(b.near) > set_strength(near)]
    assert stronger and all(set_strength(b.far) < set_strength(strongest_far) for b in stronger)
    other_fars = {b.far for b in stronger}
    assert weakest in other_fars and all(not set_strength(f).friends for f in other_fars - {weakest})
    top_near = max(set_strength(b.near) for b in stronger)
    tops = sorted((b for b in stronger if set_strength(b.near) == top_near), key=lambda b: b.far != weakest)
    assert len(tops) == 2 and tops[0].far == weakest and len({b.near for b in tops}) == 1
    # The cards her strongest Near leaves, and what the Revelation becomes in the BAH-YAH Far.
    left = tokens((Counter(round1.hand(0)) - Counter(tops[0].near)).elements()).split()
    assert len(left) == 3 and all(set(tokens(b.far).split()) <= set(left) for b in tops)
    bah_yah = set_strength(tops[1].far)
    assert not bah_yah.friends and bah_yah.became.count(" counted as ") == 1
    star, became = bah_yah.became.split(" counted as ")
    beside = [c for c in tokens(tops[1].far).split() if c != star]
    assert len(beside) == 1 and beside[0][0] != star[0]  # the Revelation sits beside a card of the other colour
    # The third pair of the three cards left, without the Revelation: weaker than the Near, so it would swap them.
    third = " ".join(c for c in left if c != star)
    assert len(third.split()) == 2 and set_strength(third) < set_strength(tops[0].near)
    # Every stronger Near takes her R7, a card of her placed Far; a set with the Revelation is stronger than
    # every set her other four cards make, so it could only be a Far.
    common = set.intersection(*(set(tokens(b.near).split()) for b in stronger))
    assert len(common) == 1 and common <= set(tokens(strongest_far).split())
    key = common.pop()
    pairs = [" ".join(p) for p in combinations(tokens(round1.hand(0)).split(), 2)]
    assert min(set_strength(p) for p in pairs if star in p.split()) > max(
        set_strength(p) for p in pairs if star not in p.split())
    assert not any(star in tokens(b.near).split() for b in mine)
    display(Markdown(
        f"Aiko sees only her own cards, so she reasons from them, one step at a time. Her Near, {said_set(near)}, is weak. "
        "If it beats or ties no other Near, she earns nothing, however well her Far does. Here is every way to place "
        "a stronger Near from her hand:"))
    display(Table(["Far", "Near"], [[said_set(tokens(b.far)), said_set(tokens(b.near))]
                                   for b in sorted(stronger, key=lambda b: (set_strength(b.near), set_strength(b.far)),
                                                   reverse=True)]))
    display(Markdown(
        f"Every one of them uses her {key}, so each gives up {tokens(strongest_far)} as her Far. Her Far would be "
        f"{said_set(tokens(weakest))}, her weakest Friends set, or a BAH-YAH set. To mend her Near she must weaken her "
        "Far, so what she needs to know is whether a weaker Far still scores. That depends on the other Far sets, which "
        "she cannot see, so she decides to use the egg and name the Far."))
    # What only the teacher's view shows: without the egg her Near beats or ties nobody, so she earns 1 x 0 = 0.
    without = placed.clone()
    without.apply(0, "no egg")
    assert without.last[2][0] == 0  # her Near scores nothing
    display(Markdown(f"We, who see every hand, know that she is right to worry: kept as placed, her Near would beat or tie no "
             f"other Near, and she would earn {without.money[0] - placed.money[0]} ZOO this round."))
    return without


def aiko_uses_egg():
    """Aiko uses the egg and names the Far: Bruno and Chidi show their Far sets."""
    used = egg_game(3)
    assert used.egg_holder is None and used.egg_target == "far"
    showing = [seat_name(s) for s, pair in enumerate(used.observation(0)["shown"]) if pair]
    display(Markdown(f"Aiko uses the egg: she puts it back in the centre and names the Far. {join_and(showing)} turn their "
             "Far sets face up, and Aiko takes her own two sets back:"))
    return used


def shown_far_words(used):
    """What the shown Far sets tell Aiko, in words built from the engine's strengths."""
    bruno_far, chidi_far = (pair for pair in used.observation(0)["shown"] if pair)
    rebuilds = [a for a in used.legal_actions(0) if isinstance(a, Build)]
    friends_far = [a for a in rebuilds if set_strength(a.far).friends]
    shown = [pair for pair in used.observation(0)["shown"] if pair]
    assert all(not any(set_strength(s) <= set_strength(a.far) for s in shown)
               for a in rebuilds if a not in friends_far)  # a BAH-YAH Far beats or ties neither shown Far
    smallest = min((a.far for a in friends_far), key=set_strength)
    assert not any(set_strength(a.far) >= set_strength(bruno_far) for a in rebuilds)  # no Far of hers beats or ties Bruno's
    assert all(set_strength(a.far) > set_strength(chidi_far) for a in friends_far)  # any Friends Far beats Chidi's
    display(Markdown(
        f"Bruno's Far is {said_set(bruno_far)} and Chidi's is {said_set(chidi_far)}. No Far Aiko can make beats "
        f"Bruno's, while *any* Friends set beats Chidi's. So she does not need her strongest Friends set as her Far: "
        f"her weakest one, {said_set(tokens(smallest))}, is enough, and that frees **R7** for a stronger Near. Her five "
        f"cards can be placed in {len(rebuilds)} ways. The {len(rebuilds) - len(friends_far)} with a BAH-YAH Far beat "
        "or tie neither shown Far, so they would earn nothing; here are the other "
        f"{len(friends_far)}, each with a Friends Far, and how many of the shown Fars it would beat or tie:"))
    return friends_far, shown


def rebuild_table(friends_far, shown):
    """Every rebuild with a Friends Far, with its Far score against the shown Far sets, best first."""
    options = sorted(friends_far, key=lambda b: (sum(set_strength(s) <= set_strength(b.far) for s in shown),
                                                 set_strength(b.near)), reverse=True)
    return Table(["Far", "Far beats or ties (of 2 shown)", "Near"],
          [[f"{tokens(b.far)} ({set_strength(b.far)})", sum(set_strength(s) <= set_strength(b.far) for s in shown),
            f"{tokens(b.near)} ({set_strength(b.near)})"] for b in options])


def round_three_start(rebuilt):
    """The table at the start of round 3: hands, money, bracelets and the egg, read from the game."""
    assert rebuilt.round == 3 and all(len(rebuilt.hand(s)) == 5 for s in range(3))
    display(Markdown(f"As round 3 begins, after round 2's refill, {who(rebuilt.egg_holder)} holds the egg. "
                     "These are the hands:"))
    display(Table(["player", "hand for round 3", "money (ZOO)", "bracelets"],
                  [[seat_name(s), tokens(rebuilt.hand(s)), rebuilt.money[s], rebuilt.bracelets[s]] for s in range(3)]))
    holders = [s for s in range(3) if rebuilt.bracelets[s]]
    assert holders == [1, 2]  # Bruno and Chidi, as the sentence says
    return Markdown(f"{join_and(seat_name(s) for s in holders)} each hold a bracelet, taken in a round where they earned "
             "nothing (Bruno in round 1, Chidi in round 2). Both keep theirs for now: everyone builds from the five "
             "cards above.")


def bracelet_draws(before, after):
    """The cards Bruno drew for a bracelet between two moments of round 3 (not the refill's)."""
    lines = log_between(before, after)
    lines = lines[:next(i for i, line in enumerate(lines) if line.startswith("Used cards"))]
    return [line.split("draws ")[1].rstrip(".") for line in lines if line.startswith("Bruno draws")]


def bruno_uses_egg(round1):
    """Round 3: Bruno holds the egg and still has the bracelet from round 1; he uses the egg and names the Near."""
    everyone_placed, bruno_used = egg_game(5), egg_game(6)
    assert everyone_placed.egg_holder == 1 and everyone_placed.bracelets[1] == 1
    earned_nothing = [e for e in round1.events if e.kind == "bracelet_gain"]
    assert [e.data[0] for e in earned_nothing] == [1]  # Bruno's bracelet is from round 1
    seen = join_and(f"{seat_name(s)}'s {pair}" for s, pair in enumerate(bruno_used.shown) if pair)
    first = everyone_placed.builds[1]  # Bruno's sets before he uses the egg
    strongest_set = max(set_strength([a, b]) for a in CARDS for b in CARDS)
    assert set_strength(first.far) == strongest_set  # no Far can beat his
    VARIANT = Rules(rebuild_draws=True)
    variant = egg_game(6, rules=VARIANT)
    ours_done, variant_done = egg_round_3(), egg_round_3(VARIANT)

    extra = bracelet_draws(variant, variant_done)
    assert len(extra) == 1 and bracelet_draws(bruno_used, ours_done) == []
    # What the shown Near sets tell him, from the engine's builds for his hand.
    shown_nears = [(s, pair) for s, pair in enumerate(bruno_used.shown) if pair]
    seen = join_and(f"{seat_name(s)}'s {said_set(pair)}" for s, pair in shown_nears)
    weak = [(s, p) for s, p in shown_nears if set_strength(p) < set_strength(first.near)]
    strong = [(s, p) for s, p in shown_nears if set_strength(p) > set_strength(first.near)]
    assert len(weak) == len(strong) == 1 and set_strength(strong[0][1]).friends
    his_builds = builds_for([c.index for c in bruno_used.hand(1)])
    assert not any(set_strength(b.far).friends and set_strength(b.near).friends for b in his_builds)
    his_friends = {tokens(b.far) for b in his_builds if set_strength(b.far).friends}
    revelations = [c for c in bruno_used.hand(1) if c.is_revelation]
    assert len(revelations) == 1 and all(str(revelations[0]) in pair.split() for pair in his_friends)
    near_points = lambda b: sum(set_strength(p) <= set_strength(b.near) for _, p in shown_nears)  # noqa: E731
    assert max(near_points(b) for b in his_builds) == near_points(first)  # no build does better against these Nears
    # The draw gives Bruno a second build just as strong as the one he places, and none stronger.
    six = variant.clone()
    six.apply(1, BRACELET)
    builds = [a for a in six.legal_actions(1) if isinstance(a, Build)]
    top = max((set_strength(b.far), set_strength(b.near)) for b in builds)
    best = [b for b in builds if (set_strength(b.far), set_strength(b.near)) == top]
    placed_build = variant_done.last[0][1]
    assert (placed_build.far, placed_build.near) == (first.far, first.near)  # the sets he placed at first
    assert len(best) == 2 and placed_build in best  # B7 gives him no stronger sets
    other = next(b for b in best if b != placed_build)
    display(Markdown("Everyone places their sets. Bruno's "
             f"Far is {said_set(tokens(first.far))} and his Near {said_set(tokens(first.near))}. His Far is as strong as a set can "
             "be, so no Far can beat it: only his Near is in doubt. So he uses the egg and names the Near.\n\n"
             f"The egg shows him the others' Near sets: {seen}. His Near already beats {seat_name(weak[0][0])}'s. Only a "
             f"Friends Near could beat or tie {seat_name(strong[0][0])}'s, and then his Far would have to be a Friends set "
             f"too. But every Friends set his hand can make needs his one Revelation, {revelations[0]}, so he cannot place "
             "two. No other choice does better than the sets he placed.\n\n"
             "He takes his sets back. May he now hand back his bracelet and draw a card before he builds again? Under our "
             "reading he may not.\n\n"
             "Under the variant he may, and there he does, hoping for a better Near: he draws "
             f"{extra[0]}.\n\n"
             f"Either way he then places again the two sets he placed at first, {tokens(first.far)} and "
             f"{tokens(first.near)}. Under the variant, {extra[0]} gives him no stronger sets: with it he could place "
             f"{tokens(other.far)} and {tokens(other.near)}, which are merely as strong."))
    return best, bruno_used, everyone_placed, extra, first, ours_done, placed_build, variant, variant_done


def round_three_ours(bruno_used, everyone_placed, ours_done, variant, variant_done):
    """Round 3 under our reading: Bruno's sets before the egg, then every player's revealed sets and points."""
    before = everyone_placed.builds[1]
    same = (before.far, before.near) == (ours_done.last[0][1].far, ours_done.last[0][1].near)
    assert same  # the sentences below say so
    display(Markdown("Here is round 3 scored under our reading:"))
    display(round_table(ours_done))
    # What happened after the scoring, read from the game records of both readings.
    after_scoring = [[e for e in g.events[len(b.events):] if e.kind in ("egg_move", "bracelet_gain")]
                     for b, g in ((bruno_used, ours_done), (variant, variant_done))]
    assert [[(e.kind, e.data[0]) for e in events] for events in after_scoring] == [[("egg_move", 2), ("bracelet_gain", 0)]] * 2
    taker, gainer = after_scoring[0][0].data[0], after_scoring[0][1].data[0]
    qualifiers = [s for s, b in enumerate(ours_done.last[0])
                  if set_strength(b.far).friends and set_strength(b.near).friends]
    assert qualifiers == [taker]  # the only player with Friends in both sets
    taker_sets = ours_done.last[0][taker]
    display(Markdown("So this time the egg gained him nothing.\n\n"
             f"Using the egg sent it back to the centre, but not for long: {seat_name(taker)}'s sets, "
             f"{said_set(tokens(taker_sets.far))} and {said_set(tokens(taker_sets.near))}, are both Friends sets, and nobody else "
             "placed two, "
             f"so after the scoring {seat_name(taker)} takes the egg from the centre. {seat_name(gainer)}, who earned "
             "nothing, takes a bracelet."))
    return gainer, taker


def variant_changes_words(best, bruno_used, extra, gainer, ours_done, placed_build, taker, variant, variant_done):
    """What the variant changed in this round, in words built from the two games above."""
    same_sets = [(tokens(g.last[0][1].far), tokens(g.last[0][1].near)) for g in (ours_done, variant_done)]
    assert len(extra) == 1 and same_sets[0] == same_sets[1]  # the same sets placed
    assert [ours_done.money[s] - bruno_used.money[s] for s in range(3)] == \
           [variant_done.money[s] - variant.money[s] for s in range(3)]  # everyone earns the same
    assert variant_done.to_act() == [1] and len(variant_done.hand(1)) == 6
    # The draw gives Bruno a second build just as strong as the one he places, and none stronger (cell above).
    assert len(best) == 2 and placed_build in best and (tokens(placed_build.far), tokens(placed_build.near)) == same_sets[0]
    assert variant_done.egg_holder == ours_done.egg_holder == taker  # the egg and the bracelet go as under our reading
    assert variant_done.bracelets[gainer] == ours_done.bracelets[gainer]
    return Markdown(f"Under the variant, too, everyone earns the same, {seat_name(taker)} takes the egg and {seat_name(gainer)} a "
             f"bracelet. The variant changes only Bruno's hand and bracelets: he hands back his bracelet and draws "
             f"{extra[0]}. Side by side:")


def round_three_both(bruno_used, first, ours_done, variant, variant_done):
    """Round 3 played out from the same moment under our reading and under the variant."""
    rows = []
    for name, before, after in (("our reading (DE-7)", bruno_used, ours_done),
                                ("variant: draws during the rebuild", variant, variant_done)):
        drawn = bracelet_draws(before, after)
        rebuilt_from = ", ".join(tokens(before.hand(1)).split()) + "".join(f" + {card}" for card in drawn)
        bruno = after.last[0][1]
        unused = len(after.hand(1)) - REFILL  # the cards he did not place, kept through the refill
        assert unused == len(before.hand(1)) + len(drawn) - 4
        held = f"{unused} + {REFILL} = {len(after.hand(1))}" + (", so he discards one" if len(after.hand(1)) > 5 else "")
        assert (bruno.far, bruno.near) == (first.far, first.near)  # "the same two sets again", so no row for them
        rows.append([name, "yes" if BRACELET in before.legal_actions(1) else "no", rebuilt_from,
                     after.money[1] - before.money[1], after.bracelets[1], held])
    # One column per reading, so the table stays narrow enough to read without scrolling.
    questions = ["may he hand back his bracelet?", "cards he rebuilds from", "Bruno earns (ZOO)", "bracelets he holds after", "cards after the refill (unused + drawn)"]
    return Table(["", rows[0][0], rows[1][0]], [[q, rows[0][k + 1], rows[1][k + 1]] for k, q in enumerate(questions)])


def equal_sets_order():
    """Equally strong sets: which one the engine names the Far (DE-2), and the card of the four that decides it."""
    def card_order_examples():
        """The three examples: their table shown, their sentence returned (names kept local to this cell)."""
        def first_in_order(cards):
            """Of some cards, the one that comes first in the card order (red 2 ... R*, blue 2 ... B*)."""
            return min(cards, key=lambda card: card.index)

        def as_written(cards, written):
            """Of the sets as written, the one holding exactly ``cards``."""
            return next(w for w in written if sorted(c.index for c in parse_cards(w)) == sorted(c.index for c in cards))

        EQUAL = (("B2 R20", "B7 R15"), ("B20 R2", "R20 R2"), ("B7 R20", "B7 R*"))  # each set written later card first
        rows, said_set, deciding = [], [], []
        for one, other in EQUAL:
            assert set_strength(one) == set_strength(other)
            assert all(first_in_order(parse_cards(pair)) == parse_cards(pair)[1] for pair in (one, other))
            far, near = (as_written(pair, (one, other)) for pair in Build(parse_cards(one), parse_cards(other)))
            first = first_in_order(parse_cards(f"{one} {other}"))
            shared = all(first in parse_cards(pair) for pair in (one, other))
            if shared:  # each set holds a copy of the first card: the other cards decide
                others = [next(c for c in parse_cards(pair) if c != first) for pair in (far, near)]
                assert first_in_order(others) == others[0]
                decides = f"{first} in both sets; then {others[0]}"
            else:
                assert first in parse_cards(far)
                decides = str(first)
            said_set.append((far, near)); deciding.append((first, shared))
            rows.append([f"{one} and {other}", set_strength(one), decides, far])  # the Near is the other set
        display(Table(["two sets placed", "strength of each", "first in the card order", "Far"], rows))
        (far, near), (far3, near3), (far4, near4) = said_set
        low = min(parse_cards(f"{far} {near}"), key=lambda card: card.rank)
        assert low.colour.value == "B" and deciding[0][0].colour.value == "R"  # the smallest number is blue
        assert deciding[1][1] and not deciding[2][1]
        revelation = next(c for c in parse_cards(near4) if c.is_revelation)  # it became a 20, as R20 is, but stays after R20
        assert set_strength(near4) == set_strength(far4) and deciding[2][0].rank == 20 and deciding[2][0] < revelation
        other3 = [next(c for c in parse_cards(pair) if c != deciding[1][0]) for pair in (far3, near3)]
        return Markdown(f"In the first example, {deciding[0][0]} comes first in the card order of the four cards, so "
                 f"**{far}**, the set that holds it, is the Far. {low} has the smallest number, but it is blue. "
                 f"In the second, each set holds a copy of {deciding[1][0]}, so the other cards decide: {other3[0]} "
                 f"comes before {other3[1]}, so **{far3}** is the Far. In the third, {revelation} became a 20, but it "
                 f"keeps its own place, just after {deciding[2][0]}, so **{far4}** is the Far.")

    return card_order_examples()


def exact_chance():
    """The exact chance, as a fraction, as a percentage and as "one hand in ..."."""
    p = odds.p_two_friends()
    return Markdown(f"The chance that five dealt cards already hold two separate Friends sets is exactly {p}, about "
             f"{float(p):.1%}: about one opening hand in {round(1 / float(p))}. A card drawn for a bracelet gives "
             "more cards to choose from, and so a better chance.")


def try_egg_move():
    """Try it: a table of sets and the current holder; see the egg's move."""
    lines = w.Textarea(value="R20 R20 | R5 R5\nB15 B15 | B* B5\nR7 B3 | R2 B2",
                       description="Sets", rows=5, layout=w.Layout(width="420px"))
    holder = w.Dropdown(options=[("the centre", None)] + [(seat_name(s), s) for s in range(5)],
                        value=2, description="Egg holder")
    go = w.Button(description="Move the egg", button_style="primary")
    banner = MessageBanner()
    shown_now = w.Output()

    @guarded(banner)
    def move_egg(change=None):
        """Show the qualifiers and the egg's move, or say what is wrong."""
        sets = read_table(lines.value)
        if holder.value is not None and holder.value >= len(sets):
            raise InvalidInput(f"{seat_name(holder.value)} is not at this {len(sets)}-player table: "
                               "pick the centre or a player who has a line.")
        result = score_round(sets, egg_holder=holder.value)
        shown_now.outputs = ()
        shown_now.append_display_data(egg_table(result))
        shown_now.append_display_data(HTML(f"<p>{egg_svg(28)} {egg_news(result.egg_holder, holder.value, result.egg_reason)}</p>"))

    go.on_click(move_egg)
    holder.observe(move_egg, "value")
    move_egg()
    return w.VBox([w.HBox([lines, w.VBox([holder, go])]), banner, shown_now])



# ---- notebooks/dragon_egg/06_the_end.ipynb --------------------------------------------------


def money_table(history):
    """The money of every player after each round."""
    players = len(history[0])
    return Table(["after round", *(seat_name(s) for s in range(players))],
                 [[r, *money] for r, money in enumerate(history, 1)])


def game_three():
    """Game 3 for four players, played to the end; the threshold is 20 ZOO."""
    assert SAGE_GAME == 3  # the game the try-it box below shows first
    game, history = sage_game()
    display(Markdown(f"Here is a whole four-player game, where the threshold is {threshold(4)} ZOO, with everyone's "
                     "money after each round:"))
    display(money_table(history))
    return game, history


def money_race_table(history):
    """The money race: the game stops after the first round in which someone has 20 or more."""
    def money_race(plt):
        fig, ax = plt.subplots(figsize=(6, 3.2))
        for seat in range(4):
            ax.plot(range(1, len(history) + 1), [m[seat] for m in history], marker="o", label=seat_name(seat))
        ax.axhline(threshold(4), color="grey", linestyle="--", label="threshold")
        ax.set_xlabel("round"); ax.set_ylabel("money (ZOO)"); ax.set_xticks(range(1, len(history) + 1))
        ax.legend(loc="upper left", fontsize=8); ax.set_title("Money after each round")

    chart(money_race, Table(["round", *(seat_name(s) for s in range(4))],
                                  [[r, *m] for r, m in enumerate(history, 1)],
                                  caption="Money (ZOO) after each round"))


def bracelets_run_out():
    """The first two-player game of random players that runs out of bracelets."""
    number, out_of_bracelets = first_random_game(2, lambda g: g.end_reason == "bracelets")
    _, far_points, near_points = out_of_bracelets.last
    nothing = [s for s in range(2) if far_points[s] * near_points[s] == 0]
    assert len(nothing) > out_of_bracelets.supply  # more players earned nothing than bracelets are left
    both = "both earned" if len(nothing) == 2 else "earned"
    # Who handed bracelets back, and in which rounds, from the game's own record.
    handed_back, this_round = {}, 0
    for kind, *data in out_of_bracelets.events:
        if kind == "round":
            this_round = data[0]
        elif kind == "bracelet_return":
            handed_back.setdefault(data[0], []).append(this_round)
    taken = [n + len(handed_back.get(s, [])) for s, n in enumerate(out_of_bracelets.bracelets)]
    assert handed_back == {1: [5]}  # the table below is written for this: Bruno handed one back, in round 5
    assert taken == [6, 6]  # each took one in each of the 6 rounds (of 8) in which they earned nothing
    # With two players a round pays 1 ZOO or nothing, and round 9 paid nobody: the other rounds paid 1 ZOO each.
    paid = [out_of_bracelets.round - 1 - n for n in taken]
    assert len(nothing) == 2 and paid == out_of_bracelets.money and paid[0] == paid[1]
    assert sum(taken) == BRACELET_SUPPLY and taken[0] == taken[1]  # "12 in all", "each of them"
    assert BRACELET_SUPPLY - sum(taken) + len(handed_back[1]) == out_of_bracelets.supply  # what is left in the supply
    holding = out_of_bracelets.bracelets
    assert sum(holding) + out_of_bracelets.supply == BRACELET_SUPPLY and holding[1] == taken[1] - len(handed_back[1])
    assert 0 not in handed_back and holding == [taken[0], taken[1] - 1]  # Aiko kept all hers, Bruno handed back one
    assert out_of_bracelets.supply == len(handed_back[1]) == 1  # the supply row: 12 − 6 − 5 = 1
    display(Markdown(f"Here is a two-player game that runs out of bracelets. In rounds 1 to "
                     f"{out_of_bracelets.round - 1}, each player earned nothing {taken[0]} times and took a bracelet each time:"))
    display(Table([f"after round {out_of_bracelets.round - 1}", "taken", "handed back", "held"],
                  [*([seat_name(s), taken[s], len(handed_back.get(s, [])), holding[s]] for s in range(2)),
                   ["supply", "", "", f"{BRACELET_SUPPLY} − {holding[0]} − {holding[1]} = {out_of_bracelets.supply}"]]))
    return Markdown(f"In round {out_of_bracelets.round} "
             f"{'both' if len(nothing) == 2 else join_and(seat_name(s) for s in nothing)} earned nothing, "
             f"so they need {len(nothing)} bracelets. {ending(out_of_bracelets)}")


def cards_left_table():
    """Why only a five-player table can run out of cards: the cards left to draw from at the start of a round."""
    pool = {n: len(DECK) - HAND_SIZE * n for n in THRESHOLDS}  # every round starts with five cards in each hand
    small = [n for n in THRESHOLDS if pool[n] < BRACELET_SUPPLY]
    assert small == [5]
    display(Markdown(f"Every round starts with {HAND_SIZE} cards in each hand, so the deck and the discard pile together "
             f"hold {len(DECK)} − {HAND_SIZE} × players cards: "
             + join_and(f"{pool[n]} with {n} players" for n in THRESHOLDS) + ". "
             f"There are only {BRACELET_SUPPLY} bracelets, so with {small[0] - 1} players or fewer every bracelet draw "
             f"finds a card. With {small[0]} players only {pool[small[0]]} cards are there to draw, so "
             f"a bracelet draw finds no card only when {pool[small[0]] + 1} or more bracelets are handed back in one "
             "round."))
    return pool


def deck_runs_out(pool):
    """The first game of five bracelet hoarders that empties the deck: its last round, in words."""
    number, no_cards = first_hoarders_game(5)
    last_round = max(i for i, e in enumerate(no_cards.events) if e.kind == "round")
    events = no_cards.events[last_round:]
    handed = [e.data[0] for e in events if e.kind == "bracelet_return"]
    drawn = [e for e in events if e.kind == "draw"]
    assert len(drawn) == len(handed) - 1 == pool[5] and not no_cards.deck and not no_cards.discard
    assert handed == sorted(handed)  # one player after another, in the order of the deal
    ender = handed[-1]
    assert seat_name(ender) == "Esme" == seat_name(no_cards.players - 1)  # "she", and last in the order
    assert handed.count(ender) == 1 and ender not in handed[:-1]  # "her bracelet": the others drew every card
    assert sum(no_cards.bracelets) == 0  # everyone hands back every bracelet they held
    assert no_cards.winners() == [ender]  # the player who ends the game leads alone
    assert max(no_cards.money) < threshold(no_cards.players)  # nobody has reached it: else the game goes on
    second = sorted(no_cards.money)[-2]
    runner_up = no_cards.money.index(second)
    # Every bracelet was taken in a round that paid nothing, and kept until this round: no player's money needs a
    # round at the most a five-player round pays, (players - 1) ** 2 ZOO, so nothing in the sums is rare.
    paying = [no_cards.round - 1 - handed.count(s) for s in range(no_cards.players)]
    assert all(m < (no_cards.players - 1) ** 2 * r for m, r in zip(no_cards.money, paying))
    held = join_and(f"{seat_name(s)} {handed.count(s)}" for s in range(no_cards.players))
    money = join_and(f"{seat_name(s)} {m}" for s, m in enumerate(no_cards.money))
    assert no_cards.end_reason == "draw"  # the game ends because a card had to be drawn and none was left
    return Markdown(f"Suppose all five players kept their bracelets until round {no_cards.round} and then handed them back "
             f"in that round: {held}. Round {no_cards.round} starts, like every five-player round, with {len(drawn)} "
             f"cards in the deck and the discard pile together. In the order of the deal, "
             f"{join_and(seat_name(s) for s in sorted(set(handed[:-1])))} hand back {len(handed) - 1} bracelets between "
             f"them and draw all {len(drawn)} cards. {seat_name(ender)} comes last. She leads with "
             f"{no_cards.money[ender]} ZOO, just ahead of {seat_name(runner_up)} with {second}, and nobody has reached "
             f"the threshold of {threshold(no_cards.players)}. So she hands back her bracelet on purpose: it calls for a card, "
             f"none is left, and the game ends there, in round {no_cards.round}. The money stands at {money} ZOO, so "
             f"{seat_name(ender)} wins.")


def round_in_order():
    """A round in order, with the thresholds from the engine's own table; step 1 ends in the words lesson 4 uses."""
    limits = join_and(f"{threshold(n)} ZOO with {n} players" for n in THRESHOLDS)
    return Markdown(f"""1. **Hand back and place.** The turns go round the table once, in the order of the deal. On your
   turn you hand back, openly, as many bracelets as you like, or none, drawing a card for each. If
   neither the deck nor the discard pile holds a card to draw, the game ends here. Everyone places
   two sets face down. {BUILD_WAIT}
2. **The egg.** Its holder may use it now: put it back in the centre and name the Far or the Near;
   every other player turns that set face up, and the holder builds again from the same hand.
3. **Reveal and score.** Everyone turns up their Far set at the same moment, then their Near set.
   Each player earns Far points × Near points.
4. **The egg moves** to the one player whose two sets are both Friends sets; if there are several, to
   the one with the strictly strongest Near. Otherwise it stays where it is.
5. **Bracelets.** Everyone who earned nothing takes one. If the supply cannot give one to each of
   them, the game ends here.
6. **The threshold.** If anyone has reached it ({limits}), the game ends here.
7. **Hand resolution.** The used cards go onto the discard pile, which is shuffled together with
   the deck. Everyone keeps their unused cards and, in the order of the deal, draws four. Then anyone
   holding six or more discards cards of their choice, face down onto the discard pile, until five
   are left.""")


def try_whole_game():
    """Try it: a whole game of computer players, round by round; "Another game" deals a new one."""
    players = w.ToggleButtons(options=[2, 3, 4, 5], value=4, description="Players")
    aiko = w.ToggleButtons(options=[("careful player", "sage"), ("random player", "random")], description="Aiko")
    again = w.Button(description="Another game")
    shown = w.Output()
    games = iter(range(SAGE_GAME, 10**9))  # each press plays a game from a new deal
    number = next(games)

    def play_game(change=None):
        """Play the game for the chosen table and show its money table and its end."""
        n = players.value
        if aiko.value == "sage":
            final, money = sage_game(n, number)
        else:
            final, money = bot_game(n, number, random_players(n, number))
        shown.outputs = ()
        shown.append_display_data(money_table(money))
        shown.append_display_data(HTML(f"<p>{ending(final)}</p>"))

    def another_game(button):
        """A new deal, played out."""
        nonlocal number
        number = next(games)
        play_game()

    for control in (players, aiko):
        control.observe(play_game, "value")
    again.on_click(another_game)
    play_game()
    return w.VBox([players, aiko, again, shown])
