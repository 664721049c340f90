"""Kirin's coach in words (:mod:`widgets.kirin.coach_words`): every clause says what the engine computes on the
position (who wins the trick, the cards of your beast in it, the unseen cards that would beat a card, a Kirin card's
turn of the order, the cards a declaration keeps), and says it only where it is true."""

from __future__ import annotations

import itertools
from collections import Counter

from engines import coach as shared
from engines import kirin
from engines.kirin import coach
from engines.kirin.cards import CARDS
from widgets.kirin import coach_words as cw

from test_kirin_coach import SHORT, _fake, _states, led_cards, play_turns, stoppers


def test_a_trick_not_yet_full_is_counted_so_far_with_what_the_later_players_may_add():
    """Before the last card, the trick's cards of the seat's beast are 'so far': the seats still to play and the
    cards of the beast they may add are the engine's (checked on these very positions in test_kirin_coach.py);
    the sentence says both."""
    checked = 0
    for real, seat, observation in play_turns(500, 8):
        legal = real.legal_actions(seat)
        if len(real.trick) == 3 or len(legal) < 2 or not real.trick:
            continue
        _, unseen = coach.still_to_play(observation)
        best, played = legal[0], legal[1]
        values = [_fake(best, [(1.0, 1.0)] * 4), _fake(played, [(-1.0, 0.0)] * 4)]
        text = cw.play_words(observation, seat, best, played)
        assert "so far)" in text and f"; {cw.later_words(observation, _beast(real, seat))}" in text
        assert f"the {unseen} " in text or (unseen == 0 and "no " in text)
        checked += 1
    assert checked > 30


def _beast(state, seat: int) -> str:
    """The title of the beast ``seat`` declared."""
    from engines.kirin.cards import BEAST_TITLES, CARDS
    return BEAST_TITLES[CARDS[state.declared[seat]].beast]


def test_a_kept_card_is_called_stronger_only_in_the_orders_where_it_is():
    """'(the stronger card in either order)' only when the engine ranks it above the played card in both orders; in
    one order, which one: the order in force, or the other ('should the order turn descending'), so that keeping a
    card is never offered as a reason without the edge it has (Kirin fresh reader: 'X5 keeps B1' in ascending)."""
    from engines.kirin.rules import WIN_KEY, order_index

    seen = Counter()
    for observation, seat, best, played in _card_pairs(600):
        if coach.trick_effect(observation, seat, best.card.id) != coach.trick_effect(observation, seat, played.card.id):
            continue
        text = cw.play_words(observation, seat, best, played)
        if " keeps " not in text:  # a Kirin card's turn of the order told them apart: no card kept is named
            continue
        stronger = [WIN_KEY[o][played.card.id] > WIN_KEY[o][best.card.id] for o in (0, 1)]
        now = order_index(observation["order"])
        assert ("the stronger card in either order" in text) == all(stronger)
        assert (f"in the {observation['order']} order, the one in force" in text) == (stronger[now] and not all(stronger))
        other = "descending" if observation["order"] == "ascending" else "ascending"
        assert (f"should the order turn {other}" in text) == (stronger[1 - now] and not all(stronger))
        if not any(stronger) and " keeps " in text:  # kept with no edge in either order
            if not played.card.is_kirin:  # said to be the weaker, never offered as an edge
                assert f"keeps {played.card}, the weaker card in either order" in text
            elif not best.card.is_kirin:
                assert "a Kirin card, which can turn the order in a later trick" in text
            else:  # two Kirin cards: what tells them apart, never a reason both share
                assert "which can turn the order" not in text and "KI-6)" in text
        seen[(sum(stronger), stronger[now])] += 1
    assert seen[(2, True)] and seen[(1, True)] and seen[(1, False)]


def _card_pairs(first_seed: int):
    """``(observation, seat, best, played)`` for every ordered pair of legal cards at every play of 8 seeded games."""
    for seed in range(8):
        for real in _states(first_seed + seed, SHORT):
            if real.is_over() or real.phase != "play":
                continue
            seat = real.to_act()[0]
            observation, legal = real.observation(seat), real.legal_actions(seat)
            for best, played in itertools.permutations(legal, 2):
                yield observation, seat, best, played


def _favours_played(observation, seat, best, played) -> bool:
    """Whether this trick's own facts favour the played card: more of the seat's beast won or ahead (or fewer
    lost); else, with as many, winning the trick where the coach's card does not, else a better chance to win it
    (ahead where the coach's card is not, or fewer unseen cards that would beat it), every count the engine's
    (KI-5, KI-7)."""
    effects = [coach.trick_effect(observation, seat, c.card.id) for c in (best, played)]
    mine, theirs = (coach.this_trick(e, seat) for e in effects)
    if None not in (mine, theirs) and mine != theirs:
        return theirs > mine
    if effects[0][0] == effects[1][0] == "won" and effects[1][1] == seat != effects[0][1]:
        return True  # the played card wins a trick that holds none of the seat's beast, the coach's does not
    chances = []
    for (kind, _, _, beaten), card in zip(effects, (best, played)):
        can_win = kind in ("ahead", "lead") and beaten is not None
        if can_win:
            assert beaten == coach.beaten_by(observation, card.card.id)
        chances.append((1, -beaten[0]) if can_win else (0, 0))
    return chances[1] > chances[0]


def test_two_cards_are_contrasted_only_where_their_words_differ():
    """'X ..., while Y ...' only when the two clauses say different things; two Kirin cards, which say the
    same (led, both asking for the same order), are named together ('led, both are Kirin cards ...'). When this trick's own facts favour the played card
    (more of the seat's beast won or ahead, or fewer lost; else a better chance to win the trick), the sentence
    says so, says the coach's edge lies in the tricks to come, and names the card the coach's keeps: it never
    offers them as the coach's reason (the Playing well case "6 of the 12 cards you have not seen would beat it,
    while S6 ... 1 of the 12")."""
    seen = Counter()
    for observation, seat, best, played in _card_pairs(700):
        whole = cw.play_words(observation, seat, best, played)
        text = whole.split("; ")[0]
        if ", while " in text:
            first, second = text.split(", while ")
            assert first.replace(str(best.card), "") != second.replace(str(played.card), "")
            seen["contrast"] += 1
            favours = _favours_played(observation, seat, best, played)
            assert ("the coach's edge lies in the tricks to come" in whole) == favours
            if favours:
                assert f"; as this trick stands {played.card} " in whole and f"{best.card} keeps {played.card}" in whole
                seen["edge later, chance" if "win it" in whole else "edge later, cards"] += 1
        elif text.startswith("led, both are Kirin cards"):
            seen["both Kirin"] += 1
    assert seen["contrast"] and seen["both Kirin"] and seen["edge later, chance"] and seen["edge later, cards"]


def test_a_lead_safer_than_the_coachs_is_never_its_reason():
    """The Playing well case: the coach's card leads and more unseen cards would beat it than the played one.
    The sentence says the trick facts favour the played card, and that the coach's card keeps it for later."""
    found = 0
    for observation, seat, best, played in _card_pairs(700):
        if observation["trick"]:
            continue
        mine, theirs = (coach.beaten_by(observation, c.card.id) for c in (best, played))
        if CARDS[best.card.id].is_kirin or CARDS[played.card.id].is_kirin or not theirs[0] < mine[0]:
            continue
        whole = cw.play_words(observation, seat, best, played)
        assert (f"as this trick stands {played.card} is the likelier of the two to win it, so the coach's edge lies "
                f"in the tricks to come: {best.card} keeps {played.card}") in whole
        found += 1
    assert found


def test_a_declaration_that_keeps_fewer_cards_of_its_beast_is_never_argued_for_by_the_count():
    """KI-7: collecting a beast keeps its other cards in hand to win tricks with. Where the played declaration's
    beast keeps as many or more, the count is no reason for the coach's: the sentence says so, and does not claim an
    edge 'in the tricks to come' (at a declaration every point is; a Kirin reader found it misleading)."""
    seen, kirin_aside = Counter(), Counter()
    for seed in range(6):
        state = kirin.new_game(4, seed=900 + seed)
        observation = state.observation(0)
        for best, played in itertools.permutations(state.legal_actions(0), 2):
            if best.card.beast is played.card.beast:
                continue
            hand = [kirin.parse_cards(t)[0] for t in observation["hand"]]
            # the cards kept beside the declared one that can win a trick: a Kirin card wins none (KI-3; a Kirin
            # reader, 910028, counted BK- among "cards to win tricks with")
            ours, yours = (sum(1 for c in hand if c.beast is d.card.beast and not c.is_kirin and c != d.card)
                           for d in (best, played))
            words = cw.declare_words(observation, best, played)
            assert f"keeps {ours} of its cards that can win a trick in your hand, against {yours} " in words
            assert ("is not the coach's reason: its edge is in how the imagined games play out" in words) == (yours >= ours)
            assert "tricks to come" not in words
            # the Kirin aside only where a held Kirin card of either beast was left out (a reader of 910034 met it
            # beside a hand with none)
            left_out = any(c.is_kirin and c.beast in (best.card.beast, played.card.beast) for c in hand)
            assert ("(Kirin cards win none, KI-3)" in words) == left_out
            seen[(yours > ours) - (yours < ours)] += 1
            kirin_aside[left_out] += 1
    assert set(seen) == {-1, 0, 1}
    assert set(kirin_aside) == {True, False}


def test_two_declarations_of_one_beast_say_which_kept_card_is_the_stronger_in_the_order_in_force():
    """KI-2, KI-7: declaring B3 keeps B1 and declaring B1 keeps B3; in the ascending order B3 is the stronger, so
    where the coach keeps the weaker card the count is said not to be its reason (a reader of seed 910021 took
    'keeps B1 in your hand to win tricks with' for a reason)."""
    from engines.kirin.rules import trick_strength

    seen = Counter()
    for seed in range(12):
        state = kirin.new_game(4, seed=900 + seed)
        observation = state.observation(0)
        for best, played in itertools.permutations(state.legal_actions(0), 2):
            if best.card.beast is not played.card.beast:
                continue
            words = cw.declare_words(observation, best, played)
            assert words.startswith(f"both collect the {kirin.BEAST_TITLES[best.card.beast]}; declaring {best.card} "
                                    f"keeps {played.card} in your hand and declaring {played.card} keeps {best.card}")
            kept, given = (trick_strength(c.card, observation["order"]) for c in (played, best))
            if min(kept, given) < 0:
                assert words.endswith("its edge is in how the imagined games play out, not in this count")
                continue
            stronger = played.card if kept > given else best.card
            assert f"in the {observation['order']} order in force {stronger} is the stronger in a trick" in words
            assert ("is not the coach's reason" in words) == (stronger == best.card)
            seen[stronger == best.card] += 1
    assert set(seen) == {True, False}


def test_a_won_tricks_cards_of_your_beast_are_said_to_be_yours_or_lost_to_you():
    """KI-7: the cards of your beast in a trick you win are your points; in a trick another seat wins, points
    lost to you. The count is trick_effect's, which the test above checks against the engine."""
    seen = Counter()
    for effect in [("won", 0, 2, None), ("won", 1, 1, None), ("won", 2, 0, None), ("won", 0, 1, None)]:
        words = cw.effect_words(effect, 0, "Q5", "Azure Dragon")
        _, who, points, _ = effect
        if not points:
            assert "KI-7" not in words
        elif who == 0:
            assert words.endswith(f"({points} point{'s' * (points != 1)} for you, KI-7)")
        else:
            assert words.endswith(f"({points} point{'s' * (points != 1)} lost to you, KI-7)")
        seen[who == 0] += 1
    assert cw.same_words(("won", 1, 2, None), 0, "Azure Dragon").endswith("(2 points lost to you, KI-7)")


def test_the_figures_quote_the_paired_points_and_say_when_the_wins_cannot_be_told_apart():
    """The points a reason quotes are the paired difference it is given (to two decimals), and win shares that
    differ on the page but not beyond the playouts' noise are said to be too close to tell apart."""
    value = lambda outcomes: shared.evaluation_of("x", list(outcomes))
    good = value([(-8.0, 0.0)] * 99 + [(-7.0, 1.0)])
    other = value([(-8.04, 0.0)] * 100)
    gap = shared.compare(good, other)
    words = cw.figure_words(good, other, gap, "it")
    assert "it wins 1% of the games against 0% (too close to tell apart)" in words
    assert f"ends {gap.margin:.2f} points better placed" in words and f"{gap.margin:.2f}" == "0.05"
    clear = value([(2.0, 1.0)] * 50)
    assert "too close" not in cw.figure_words(clear, other, shared.compare(clear, other), "it")


def test_a_led_kirin_card_says_what_it_does_to_the_order_as_the_engine_does():
    """KI-3, KI-6: a led Kirin card cannot win the trick; it turns the order from the next trick when its direction
    is not the one in force, unless one of the unseen cards named comes later (exactly those the engine says would
    stop it: a Kirin reader found 'the other Kirin card of its beast' named when it was already played), and
    otherwise asks for the order already in force. Never the vague 'may turn the order'. The engine's order after a trick of that
    card alone is the judge."""
    from engines.kirin.rules import order_after

    seen = Counter()
    for observation, seat, action in led_cards(30):
        if not action.card.is_kirin:
            continue
        effect = coach.trick_effect(observation, seat, action.card.id)
        words = cw.effect_words(effect, seat, str(action.card), "Azure Dragon")
        after = order_after([action.card], observation["order"])
        assert words.startswith(f"led, {action.card} is a Kirin card: it cannot win the trick, and ")
        assert "may turn" not in words
        if after != observation["order"]:
            # the cards named are exactly the unseen ones that, played after it, keep the order (the engine)
            stop = stoppers(action.card, observation)
            if stop:
                assert f"it turns the order to {after} from the next trick unless" in words
                assert all(str(c) in words.split("unless", 1)[1] for c in stop)
            else:
                assert "none of the cards you have not seen could stop it" in words
            seen["stoppers" if stop else "none"] += 1
        else:
            assert f"the {after} order it asks for is already in force" in words
        seen[after != observation["order"]] += 1
    assert seen[True] and seen[False]


def test_a_kirin_card_played_after_the_lead_says_when_it_turns_the_order_as_the_engine_does():
    """KI-6 after the lead: a Kirin card that is the one Kirin card of the strongest beast in the trick so far, asking
    for the other order, turns it from the next trick (as the trick stands, before the last card); the words say so
    exactly when the engine's order after the trick with that card (and no more cards) differs (Kirin reader: the
    reason for XK- left its turn of the order out)."""
    from engines.kirin.rules import order_after

    seen = Counter()
    for real, seat, observation in play_turns(800, 20):
        if not real.trick:
            continue
        for action in real.legal_actions(seat):
            words = cw.turn_words(observation, action.card.id)
            if not action.card.is_kirin:
                assert words == ""
                continue
            before = [c for _, c in observation["trick"]]
            cards = before + [str(action.card)]
            after = order_after(cards, observation["order"])
            turned = after != observation["order"] and order_after(before, observation["order"]) != after
            assert (f"it turns the order to {after} from the next trick" in words) == turned
            assert ("as the trick stands" in words) == (turned and len(cards) < 4)
            seen[turned] += 1
    assert seen[True] and seen[False]


def test_two_kirin_cards_kept_one_for_the_other_are_told_apart_by_what_differs():
    """Keeping one Kirin card for another names what tells them apart (their beasts' rank in the order in force,
    or, of one beast, the order each asks for), never a reason both share (Kirin reader: 'QK+ keeps SK- (a Kirin
    card, which can turn the order ...)')."""
    from engines.kirin.actions import Play
    from engines.kirin.cards import parse_card

    observation = {"order": "ascending"}
    words = cw.kept_kirin_words(observation, Play(parse_card("QK+")), Play(parse_card("SK-")))
    assert "which can turn the order" not in words and "beast than QK+'s in the ascending order" in words
    same = cw.kept_kirin_words(observation, Play(parse_card("SK+")), Play(parse_card("SK-")))
    assert same.endswith("asking for descending, KI-6)")
    plain = cw.kept_kirin_words(observation, Play(parse_card("Q5")), Play(parse_card("SK-")))
    assert "which can turn the order in a later trick" in plain


def test_a_card_of_your_beast_thrown_into_a_trick_it_cannot_win_is_said_to_be_lost():
    """KI-7: a card that does not beat the cards played so far cannot win the trick, so a card of the seat's beast
    in it is a point lost (Kirin reader: 'B5 does not beat ... (1 White Tiger card so far)' hid the reason)."""
    words = cw.effect_words(("ahead", False, 1, None), 0, "B5", "White Tiger")
    assert words.startswith("B5 does not beat the cards played so far, so you cannot win this trick: 1 point of "
                            "yours lost, KI-7")
    assert "cannot win" not in cw.effect_words(("ahead", False, 0, None), 0, "Q4", "White Tiger")
