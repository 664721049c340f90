"""Lauzait Cep!'s public record: seasons, votes, throws and the players, as the table and the replay show them.

Everything here is public (LC-11): who declared a season and what it scored (:func:`season_result`,
:func:`seasons_html`), the proposals to end the game and their answers (:func:`vote_summary`, LC-10),
the last throw of the dice-sticks (:func:`throw_of`, LC-4), and every seat's panel drawn from one
observation (:func:`players_html`: face up only for the seat it belongs to).
"""

from __future__ import annotations

from html import escape

from engines.core import seat_name
from engines.lauzait_cep import scored_words

from .pictures import department_svg, pieces_svg

__all__ = ["LEARNER", "DECLARATIONS", "WATER_EVENTS", "VOTE_EVENTS", "season_result", "vote_summary", "throw_of",
           "last_move_of", "public_observation", "players_html", "seasons_html"]

LEARNER = 0
"""The seat called "you" when nobody says otherwise (Aiko)."""
DECLARATIONS = ("lauzait_cep", "lauzait_cep_concealed", "stalemate")
"""The public events that end a season."""
WATER_EVENTS = ("water_taken", "water_failed")
"""The public events of a hire onto Water, with the throw of the dice-sticks (LC-4)."""
VOTE_EVENTS = ("propose", "accept", "decline", "agreed")
"""The public events of a proposal to end the game and its vote (LC-10)."""


def season_result(event, scores: list[int]) -> dict:
    """A season-ending event (public) as a record: who declared, with what, for how many points."""
    kind, data = event.kind, event.data
    if kind == "stalemate":
        seat, points, extra = data
        return {"seat": seat, "departments": [], "formations": ["Lauzait-Cep", "Stalemate"],
                "points": points, "luminous": extra, "scores": list(scores), "text": str(event)}
    seat, depts, formations, points, extra = data
    return {"seat": seat, "departments": depts.split(" / "), "formations": formations.split(", "),
            "points": points, "luminous": extra, "scores": list(scores), "text": str(event)}


def _who(seat: int, you: int | None) -> str:
    """The seat ``you`` is 'you', any other its name."""
    return "you" if seat == you else seat_name(seat)


def vote_summary(events, since: int = 0, you: int | None = LEARNER) -> str | None:
    """Every proposal to end the game whose vote was still going on at ``events[since]`` or began
    after it, with its answers, one sentence each (LC-10); ``None`` if there is none. All of it is
    public: who proposed, each answer, the outcome. ``you`` is the seat called "you" (``None``: nobody)."""
    events = list(events)
    texts = []
    for start, e in enumerate(events):
        if e.kind != "propose":
            continue
        end = next((i for i in range(start + 1, len(events)) if events[i].kind in ("decline", "agreed")),
                   len(events))
        if end >= since:
            texts.append(_one_vote(events, start, you))
    return " ".join(texts) if texts else None


def _one_vote(events, start: int, you: int | None) -> str:
    """The proposal at ``events[start]`` and the answers that follow it, in one sentence (LC-10)."""
    proposer = events[start].data[0]
    answers, outcome = [], "the vote goes on"
    for e in events[start + 1:]:
        if e.kind == "accept":
            answers.append(f"{_who(e.data[0], you)} accepted")
        elif e.kind == "decline":
            answers.append(f"{_who(e.data[0], you)} declined")
            owner = "your" if proposer == you else f"{seat_name(proposer)}'s"
            outcome = f"so the game goes on and {owner} day continues"
            break
        elif e.kind == "agreed":
            outcome = "so the game ends now: this season is not scored and the totals stand"
            break
    who = "You" if proposer == you else seat_name(proposer)
    return (f"{who} proposed to end the game (LC-10): " + (", ".join(answers) or "no answer yet")
            + f"; {outcome}.")


def throw_of(event) -> int | None:
    """The dice-stick throw recorded by a Water event, else ``None`` (LC-4)."""
    return event.data[-1] if event.kind in WATER_EVENTS else None


def last_move_of(event) -> tuple[str, str] | None:
    """The squares of a hire event's move."""
    if event.kind in ("hire",) + WATER_EVENTS:
        return event.data[4], event.data[5]
    return None


def public_observation(state) -> dict:
    """What everyone at the table may see: an observation with no concealed piece in it (LC-11)."""
    obs = dict(state.observation(0))
    obs.update(seat=None, hand=[], can_declare=False)
    return obs


def players_html(obs: dict, names: list[str], me: int | None) -> str:
    """Every seat: concealed pieces (face up for ``me`` only, from ``obs["hand"]``; face down for the
    others), revealed departments, score; then the direction of play, the face-down count and the
    luminous piece. Drawn from one observation, so it holds nothing its seat could not see."""
    rows = []
    for s in range(obs["players"]):
        n = obs["concealed_counts"][s]
        if s == me and obs["hand"]:
            concealed = pieces_svg(obs["hand"], size=24, gap=2)
        else:
            concealed = pieces_svg([None] * n, size=22, gap=2, title=f"{n} concealed pieces") if n else "&ndash;"
        depts = "".join(f'<span style="margin-right:5px">{department_svg(d["pieces"], "bonus " + str(d["bonus"]), size=24)}'
                        "</span>" for d in obs["revealed"][s]) or '<span class="lc-note">none</span>'
        turn = " &#9664; to act" if s in obs["to_act"] else ""
        cls = ' class="lc-me"' if s == me else ""
        start = " (started the season)" if s == obs["start_seat"] else ""
        rows.append(f'<tr{cls}><td><b>{escape(names[s])}</b>{turn}<br><span class="lc-note">{start}</span></td>'
                    f"<td>{concealed}</td><td>{depts}</td>"
                    f'<td class="lc-score-{s}"><b>{obs["scores"][s]}</b></td></tr>')
    direction = "in the seating order" if obs["direction"] == 1 else "against the seating order"
    head = "<tr><th>Player</th><th>Concealed pieces</th><th>Formed departments</th><th>Score</th></tr>"
    luminous = ""
    if obs["luminous"]:
        luminous = (f' The luminous piece this season is {pieces_svg([obs["luminous"]], size=22, gap=2)}: each '
                    "identical piece in a declarer's hand adds 1 point.")
    order = f"Play goes {direction} this season. " if len(obs["scores"]) > 2 else ""  # two players: no order to say
    return (f'<table class="lc-table">{head}{"".join(rows)}</table>'
            f'<div class="lc-note">{order}'
            f"{obs['face_down']} pieces lie face down, out of play.{luminous}</div>")


def seasons_html(seasons: list[dict], names: list[str], agreed: int | None = None) -> str:
    """One row per finished season: who declared (``names`` by seat), with what, and the scores after it;
    ``agreed`` is the season during which the players agreed to end the game (LC-10), if they did."""
    ended = (f'<div class="lc-note lc-agreed">The game ended by agreement during season {agreed}: '
             "that season was not scored and the totals stood (LC-10).</div>") if agreed is not None else ""
    if not seasons:
        return ended or ('<div class="lc-note">No season has ended yet. A season ends when someone declares: '
                         "with three formed departments, or with a hand that has nothing formed and splits into "
                         "three (LC-7), or with Stalemate (LC-8).</div>")
    head = ("<tr><th>Season</th><th>Declared by</th><th>Departments</th><th>Scoring patterns</th><th>Points</th>"
            + "".join(f"<th>{escape(n)}</th>" for n in names) + "</tr>")
    rows = []
    for i, rec in enumerate(seasons, start=1):
        depts = "".join(f'<span style="margin-right:4px">{department_svg(d, size=22)}</span>'
                        for d in rec["departments"]) or "&ndash;"
        cells = "".join(f"<td>{p}</td>" for p in rec["scores"])
        rows.append(f'<tr class="lc-season-{i}"><td>{i}</td><td><b>{escape(names[rec["seat"]])}</b></td>'
                    f'<td>{depts}</td>'
                    f'<td class="lc-why">{escape(scored_words(rec["formations"]))}</td>'
                    f'<td><b>{rec["points"]}</b></td>{cells}</tr>')
    return (f'<table class="lc-table">{head}{"".join(rows)}</table>'
            '<div class="lc-note">The last columns are the game scores after the season '
            "(bonuses included).</div>" + ended)
