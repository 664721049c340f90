"""The Luminous Dragon Egg, lesson 5 (``notebooks/dragon_egg/05_the_egg.ipynb``): the tables, pictures and worked steps it shows."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import ipywidgets as w
from IPython.display import HTML, Markdown, display

from engines import InvalidInput
from engines.core import join_and, seat_name
from engines.dragon_egg import (BRACELET, CARDS, Build, Rules, builds_for, odds, parse_cards, score_round,
                                set_strength, tokens)
from engines.dragon_egg.actions import EGG_CHOICES
from engines.dragon_egg.rules import REFILL
from widgets.banner import MessageBanner, guarded
from widgets.dragon_egg.lessons.examples import EGG_GAME, egg_game, egg_news, egg_round_3, log_between, played_round
from widgets.dragon_egg.pictures import egg_svg
from widgets.layout import Table

from .hand_resolution_and_bracelets import after_scoring, round_table
from .scoring import read_table


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
