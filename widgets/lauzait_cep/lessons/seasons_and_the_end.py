"""Lauzait Cep!, lesson 8 (``notebooks/lauzait_cep/08_seasons_and_the_end.ipynb``): the tables, pictures and worked steps it shows."""

from __future__ import annotations

from html import escape

import ipywidgets as w
from IPython.display import Markdown, display

from engines.core import seat_name
from engines.lauzait_cep import ProposeEnd, Rules
from widgets.banner import MessageBanner, guarded
from widgets.layout import Table, set_output
from widgets.words import number_word

from .examples import (DECLARATIONS, LAST_SCORES, SEASON_TWO_SCORES, TIED_SCORES, VOTE_SCORES, bot_game,
                       poorer_direction, season_end, vote, vote_day)
from .words import choices, not_discardable_words, play_order, season_event_words


def season_scores(values):
    """A score sheet in words: every player's name and points."""
    return ", ".join(f"{seat_name(s)} {p}" for s, p in enumerate(values))


def neighbours_words(totals, start):
    """Why play goes where it does after a season (LC-9): the starter's two neighbours and their points."""
    n = len(totals)
    before, after = (start - 1) % n, (start + 1) % n
    poorer = before if totals[before] < totals[after] else after
    return (f"{seat_name(start)}'s neighbours at the table are {seat_name(after)} ({totals[after]} points) "
            f"and {seat_name(before)} ({totals[before]} points); {seat_name(poorer)} has fewer, so play goes "
            f"from {seat_name(start)} to {seat_name(poorer)}, and on round the table the same way.")


def who_started(state, scores_after):
    """Each season's start in words: who started, why, and towards whom (LC-9)."""
    n, out = state.players, []
    for start in (e for e in state.events if e.kind == "season"):
        season, seat, direction = start.data[0], start.data[1], start.data[2]
        toward = seat_name((seat + direction) % n)
        if season == 1:
            out.append(f"{seat_name(seat)} drew the start of season 1, and play went from {seat_name(seat)} "
                       f"to {toward}")
        else:
            before = scores_after[season - 2]
            out.append(f"{seat_name(seat)} started season {season} with the fewest points ({before[seat]}), "
                       f"playing towards {toward}"
                       + (f", the poorer neighbour ({before[(seat + direction) % n]} points)" if n > 2 else ""))
    return "; ".join(out) + "."


def season_bonuses(state):
    """Per season, each seat's bonuses from forming less its refunds, read from the log (LC-5)."""
    out = []
    for e in state.events:
        if e.kind == "season":
            out.append([0] * state.players)
        elif e.kind == "form":
            out[-1][e.data[0]] += e.data[3]
        elif e.kind == "dissolve":
            out[-1][e.data[0]] -= e.data[2]
    return out


def season_table(state, scores_after):
    """One row per season: how it began, the forming bonuses, who declared and how, the totals afterwards."""
    starts = [e for e in state.events if e.kind == "season"]
    declared = [e for e in state.events if e.kind in DECLARATIONS]
    return Table(["season", "how the season began", "bonuses from forming, less refunds", "declaration",
                  "totals after the season"],
                 [[start.data[0], season_event_words(start, state.players), season_scores(bonus), str(decl), season_scores(after)]
                  for start, bonus, decl, after in zip(starts, season_bonuses(state), declared, scores_after)])


def check_totals(state, scores_after):
    """Each season's totals are the totals before, plus its forming bonuses and its declaration."""
    declared = [e for e in state.events if e.kind in DECLARATIONS]
    before = [0] * state.players
    for bonus, decl, after in zip(season_bonuses(state), declared, scores_after):
        expected = [b + x for b, x in zip(before, bonus)]
        expected[decl.data[0]] += decl.data[-2] + decl.data[-1]
        assert expected == list(after), (expected, after)
        before = after


def season_two_case():
    """The worked case: season 2 of a four-player game, started by Aiko (the fewest points); her Stalemate ends it."""
    BEFORE = SEASON_TWO_SCORES
    after = season_end(BEFORE, season=2)
    display(Markdown(f"A case set up for the lesson: season 2 of a four-player game. Aiko had the fewest points when it "
             f"began, so she started it. Now she is stuck and ends the season with a Stalemate (lesson 7), worth "
             f"{after.scores()[0] - BEFORE[0]} points. The totals before it are {season_scores(BEFORE)}. The totals after it, "
             "and how season 3 begins:"))
    return after


def who_starts_why(after):
    """Why that player starts, and in which direction, from the totals after season 2."""
    totals, start = after.scores(), after.start_seat
    n = len(totals)
    next_poorest = min((s for s in range(n) if s != start), key=lambda s: totals[s])
    place = ["first", "second", "third", "fourth"][
        play_order(n, start, after.events[-1].data[2]).index(seat_name(next_poorest))]
    elsewhere = ("" if next_poorest in ((start - 1) % n, (start + 1) % n) else
                 f" {seat_name(next_poorest)} has the next-fewest points ({totals[next_poorest]}), but does not sit next "
                 f"to {seat_name(start)}: only the two neighbours are compared, so {seat_name(next_poorest)} plays "
                 f"{place} this time.")
    return Markdown(f"{seat_name(start)} has the fewest points ({totals[start]}), so {seat_name(start)} starts. "
             + neighbours_words(totals, start) + elsewhere)


def tie_for_fewest():
    """A tie for the fewest points: the totals before Aiko's Stalemate, and who is tied after it."""
    TIED = TIED_SCORES
    after_tie = season_end(TIED, season=2).scores()
    tied = [seat_name(s) for s, p in enumerate(after_tie) if p == min(after_tie)]
    display(Markdown(f"Another case set up for the lesson: again Aiko's Stalemate ends season 2, with other totals before it: "
             f"{season_scores(TIED)}. After Aiko's {after_tie[0] - TIED[0]} points, "
             f"{' and '.join(tied)} are tied for the fewest points, {min(after_tie)}. A fair draw between them settles who starts. Its two possible outcomes:"))
    return TIED, tied


def tie_draws(TIED, tied):
    """The same end of season with different random numbers: each of the tied players can win the draw."""
    outcomes = {}
    for seed in range(20):
        event = season_end(TIED, 2, seed).events[-1]
        outcomes.setdefault(event.data[1], season_event_words(event, 4))
    assert sorted(seat_name(s) for s in outcomes) == sorted(tied)    # both outcomes, and no other
    return Markdown("\n".join(f"* {seat_name(s)} wins the draw: \"{outcomes[s]}\"" for s in sorted(outcomes)))


def last_season():
    """The last season: the totals before Aiko's Stalemate (she started the season with the fewest points)."""
    LAST = LAST_SCORES
    final = season_end(LAST, season=len(LAST))
    display(Markdown(f"A last case set up for the lesson: season {len(LAST)}, the last of a {number_word(len(LAST))}-player game. "
             f"Aiko started it with the fewest points, and ends it with a Stalemate, worth "
             f"{final.scores()[0] - LAST[0]} points. The totals before it are {season_scores(LAST)}. The last line of the log, "
             "and the result:"))
    return final


def last_season_ends(final):
    """The last season ends: the highest total wins, and a tie shares the win."""
    print(f"Game log: {final.events[-1]}")
    winners = final.winners()
    print(f"The result: {'game over' if final.is_over() else 'the game goes on'}, "
          f"{'a shared win for' if len(winners) > 1 else 'a win for'} {' and '.join(seat_name(s) for s in winners)}.")


def vote_order():
    """The worked case: lesson 2's position at the start of Aiko's day in season 3, and the order of the vote."""
    day = vote_day()
    voters = play_order(day.players, day.turn, day.direction)[1:]
    bruno_dept = day.observation(0)["revealed"][1][0]
    # The points when season 3 began: the totals without this season's bonuses; they set the start and the direction.
    at_start = [VOTE_SCORES[s] - sum(d["bonus"] for d in day.observation(0)["revealed"][s]) for s in range(4)]
    assert at_start[0] == min(at_start) and poorer_direction(at_start, 0) == day.direction
    left, right = (day.turn - 1) % 4, (day.turn + 1) % 4
    towards = left if day.direction == -1 else right
    assert "W5" in day.observation(0)["hand"]   # lesson 2's hand before its hire, not the one after
    hire, propose = choices(day)         # the engine's choices: the hire, or a proposal
    assert hire.startswith("start her hire") and propose == "propose to end the game"
    display(Markdown("A case set up for the lesson:\n\n"
             "* **The position:** the third season of a four-player game, at the start of Aiko's day, on "
             f"lesson 2's board. Aiko holds **{' '.join(day.observation(0)['hand'])}**.\n"
             f"* **The order of the vote:** when the season began the points were {season_scores(at_start)}. Aiko had the "
             f"fewest, so she started it. Of her neighbours, {seat_name(towards)} had fewer points than "
             f"{seat_name(left + right - towards)}, so play goes towards {seat_name(towards)}: the order of play, and of "
             f"the vote, is {', '.join(voters)}.\n"
             f"* **The totals so far:** {season_scores(VOTE_SCORES)}. Bruno's include the "
             f"{bruno_dept['bonus']} point{'s' if bruno_dept['bonus'] != 1 else ''} his department "
             f"**{bruno_dept['pieces']}** earned when he formed it earlier this season.\n"
             f"* **Her choices:** she may {hire}, or {propose}. {not_discardable_words(day)}"))
    return bruno_dept, voters


def proposal_declined():
    """Aiko proposes to end at the start of her day; the first voter accepts, the second declines."""
    declined = vote(["accept", "decline"])
    print("Game log, as every player reads it:")
    for line in declined.visible_log(1)[-3:]:
        print("  " + line)
    again = any(isinstance(a, ProposeEnd) for a in declined.legal_actions(0))
    assert declined.to_act()[0] == 0, "Aiko's day goes on"
    assert not again, "Aiko's proposal is used up for this season"
    print("Her proposal is used up for this season.")


def all_accept(bruno_dept):
    """The same start of day, and this time all three accept."""
    agreed = vote(["accept", "accept", "accept"])
    print(f"Nobody declares in season {agreed.season}, and the game is over with every point earned so far.")
    print(f"Final totals: {season_scores(agreed.scores())}. The winner: {' and '.join(seat_name(s) for s in agreed.winners())}.")
    kept = agreed.scores()[1] == VOTE_SCORES[1]
    print(f"Bruno {'keeps' if kept else 'loses'} the {bruno_dept['bonus']} point his {bruno_dept['pieces']} earned this season: "
          "only the declaration that would have ended the season never comes.")


def try_whole_game():
    """Try it: a whole game from a deal number (the engine's seed), season by season."""
    players = w.Dropdown(options=[2, 3, 4], value=4, description="Players")
    seed = w.IntText(value=1, description="Game", layout=w.Layout(width="200px"))
    luminous = w.Checkbox(value=False, description="luminous piece")
    banner = MessageBanner()
    shown = w.Output()

    @guarded(banner)
    def show_game(change=None):
        """Play the chosen game and show one row per season and the winners (LC-9)."""
        state, scores = bot_game(players.value, seed.value, Rules(luminous=luminous.value))
        winners = ", ".join(seat_name(s) for s in state.winners())
        set_output(shown, html=season_table(state, season_scores)._repr_html_()
                   + f"<p>{escape(str(state.events[-1]))} Winner(s): <b>{escape(winners)}</b>.</p>")

    for control in (players, seed, luminous):
        control.observe(show_game, "value")
    show_game()
    return w.VBox([w.HBox([players, seed, luminous]), banner.widget, shown])
