"""The Luminous Dragon Egg, lesson 4 (``notebooks/dragon_egg/04_hand_resolution_and_bracelets.ipynb``): the tables, pictures and worked steps it shows."""

from __future__ import annotations

from collections import Counter

import ipywidgets as w
from IPython.display import HTML, Markdown, display

from engines import InvalidInput
from engines.core import join_and, seat_name
from engines.dragon_egg import BRACELET, Build, parse_action, parse_cards, set_strength, tokens
from engines.dragon_egg.rules import HAND_SIZE, REFILL
from widgets.banner import MessageBanner, guarded
from widgets.dragon_egg.lessons.examples import bracelet_game, bracelet_news, round_result, scoring_news, strongest
from widgets.dragon_egg.pictures import cards_svg, readable
from widgets.layout import Table

from .building_sets import named
from .scoring import scoring_table


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
