"""The play table: the learner (seat 0, Aiko) plays Lauzait Cep! against one to three bots, or friends
play each other at one screen (hot seat).

The widget holds no rules. Every click goes through ``State.apply``; a refusal is the
engine's :class:`engines.IllegalAction` sentence, shown in the banner with its rule,
and changes nothing. The step buttons are enabled from the shown person's
``legal_actions`` only: dissolve and form list the engine's legal departments, the hand
marks the engine's legal discards, the move buttons are the engine's legal moves with
``State.move_outcomes`` for what they would take (LC-4). The bots act as soon as it is
their turn, each from its own observation.

**Levels.** Before a game the learner picks the bots' level (Beginner: the random bot;
Standard: the Chancellor bot; Coach: :class:`engines.lauzait_cep.coach.CoachBot`, see
:mod:`.review`); the status line and the players panel say it.

**People.** A toggle per seat says which seats are people (at least one); bots fill the
others. What reaches the browser is built from the observation of the person whose
pieces are shown (``viewer``), ``state.visible_log`` (every line of the log is public)
and ``state.declaration(viewer)``: nobody else's concealed pieces and no face-down piece
are ever drawn. Between two different people's days (or answers to a proposal) the table
shows a "pass the screen" step that hides every hand, until the next person presses
"I am Bruno: show my pieces".

**Review.** Once the game ends, the Review button (:class:`.review.LcReviewPanel`) has the
coach rate a person's choices (a chooser picks whose, in a hot-seat game).

**Links.** A :class:`widgets.share.LinkReader` reads ``#game=...`` from the page's address
(:meth:`PlayTable.link_script` is the script the notebook displays). A link opens through
:func:`widgets.share.read_link`: a seat's view (the cards that seat could not see dealt
again) opens with the learner in that seat, a whole game record in the seat whose turn it is,
bots in the others, and the banner says what the link did not carry. A bad link gets a
sentence in the banner and a new game. The **Share** button (:class:`widgets.share.ShareBox`,
:meth:`PlayTable.shared`) gives the link of the shown person's view of the game as it stands
(:func:`widgets.share.link_for`: no other seat's hidden pieces).
"""

from __future__ import annotations

from html import escape
from typing import Iterable

import ipywidgets as w

from engines import IllegalAction, InvalidInput
from engines.core import seat_name
from engines.lauzait_cep import (ACCEPT, State, DECLARE, DECLINE, END_DAY, FORMATION_POINTS, PROPOSE,
                                 STALEMATE_ACTION, STALEMATE_READINGS, Discard, Dissolve, Form, Move,
                                 Rules, department_bonus, department_kind, new_game, parse_cards,
                                 scored_words, square_kind, square_name)
from engines.lauzait_cep.bots import ChancellorBot

from .. import share
from ..banner import MessageBanner, on_click
from ..coaching import LEVELS, level_picker, review_css
from .calculator import piece_button, set_classes, style_widget, title
from .explorer import outcome_text
from .pictures import board_svg, department_svg, odds_text, piece_name, pieces_svg, sticks_svg
from .review import LcReviewPanel, bot_maker

__all__ = ["PlayTable", "LEVELS", "LEARNER", "SEATS", "season_result", "throw_of", "vote_summary", "VOTE_EVENTS",
           "players_html", "public_observation"]

LEARNER = 0
"""The learner's seat when one person plays (the default)."""
SEATS = 4
"""The most seats at a table."""
MAX_BOT_STEPS = 20_000
DECLARATIONS = ("lauzait_cep", "lauzait_cep_concealed", "stalemate")
RULE_SWITCHES = (
    ("luminous", "Luminous piece (the rulebook's optional rule)", False,
     "After each deal one face-down piece is turned up; each identical piece in a declarer's hand adds 1"),
    ("jokers_for_removed", "A joker may stand for 0 when the 0s are out of the box (our reading)", True,
     "Untick for the variant: with 2 or 3 players a joker stands only for numbers still in play"),
)
"""The rules menu: (``Rules`` field, label, default, tooltip); each is a checkbox read at New game."""
WATER_EVENTS = ("water_taken", "water_failed")
VOTE_EVENTS = ("propose", "accept", "decline", "agreed")
"""The public events of a proposal to end the game and its vote (LC-10)."""
STALEMATE_LABELS = {
    "last_resort": "Stalemate only as the last resort (our reading, LC-8)",
    "no_discard": "Variant: Stalemate as soon as nothing can be discarded",
}
"""The rules menu's words for each reading of Stalemate the engine knows."""


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


def _src_dst(event) -> tuple[str, str] | None:
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
    return (f'<table class="lc-table">{head}{"".join(rows)}</table>'
            f'<div class="lc-note">Play goes {direction} this season. '
            f"{obs['face_down']} pieces lie face down, out of play.{luminous}</div>")


def _join(names: Iterable[str]) -> str:
    """'Aiko', 'Aiko and Bruno', 'Aiko, Bruno and Chidi'."""
    names = list(names)
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


class PlayTable:
    """The play app. ``widget`` is the whole app; the buttons call the public methods.

    ``opponents`` is the number of other seats (1-3: a table of 2 to 4 players); ``level``
    one of ``LEVELS``; ``people`` the seats played by people at this screen (the others are
    bots of that level).
    """

    def __init__(self, opponents: int = 3, level: str = "Standard", seed: int = 1,
                 people: Iterable[int] = (LEARNER,)) -> None:
        """Build the app and start a game of ``opponents + 1`` players dealt by ``seed``: the seats in
        ``people`` played at this screen, the others by bots of ``level``."""
        bot_maker(level)  # a clear ValueError for a level that does not exist
        people = sorted(set(people))
        if opponents not in (1, 2, 3):
            raise ValueError(f"opponents is the number of other seats, 1 to 3, not {opponents!r}.")
        if not people or not all(type(s) is int and 0 <= s <= opponents for s in people):
            raise ValueError(f"people are the seats (0 to {opponents}) played by people, at least one, "
                             f"not {people!r}.")
        self.banner = MessageBanner(css_class="lc-banner")
        self.opponents = w.ToggleButtons(options=[("2 players", 1), ("3 players", 2), ("4 players", 3)],
                                         value=opponents, description="Table",
                                         tooltips=["you and one other seat", "you and two other seats",
                                                   "you and three other seats"],
                                         style={"button_width": "80px", "description_width": "44px"},
                                         layout=w.Layout(width="auto"))
        self.opponents.add_class("lc-opponents")
        self.level_picker = level_picker("lc", level)
        self.people_buttons: list[w.ToggleButton] = []
        for s in range(SEATS):
            toggle = w.ToggleButton(value=s in people, description=seat_name(s), icon="user",
                                    tooltip=f"Pressed: {seat_name(s)} is played by a person at this screen; "
                                            "otherwise by a bot", layout=w.Layout(width="90px"))
            toggle.add_class("lc-person")
            toggle.add_class(f"lc-person-{s}")
            self.people_buttons.append(toggle)
        self.people_label = w.HTML('<span class="lc-note"><b>People</b> (the others are bots):</span>')
        self.opponents.observe(lambda _: self._show_people_buttons(), names="value")
        self._show_people_buttons()
        self.seed = w.BoundedIntText(value=seed, min=0, max=10**9, description="Seed",
                                     style={"description_width": "40px"}, layout=w.Layout(width="150px"))
        self.seed.add_class("lc-seed")
        self.new_button = w.Button(description="New game", icon="refresh", button_style="primary")
        self.new_button.add_class("lc-new-game")
        on_click(self.new_button, self.banner, self.new_game)
        self.rule_boxes: dict[str, w.Checkbox] = {}
        for field_name, label, default, tip in RULE_SWITCHES:
            box = w.Checkbox(value=default, description=label, indent=False, tooltip=tip,
                             layout=w.Layout(width="auto"))
            box.add_class(f"lc-rule-{field_name.replace('_', '-')}")
            self.rule_boxes[field_name] = box
        self.stalemate_rule = w.Dropdown(options=[(STALEMATE_LABELS.get(r, r), r) for r in STALEMATE_READINGS],
                                         value=Rules().stalemate, description="Stalemate",
                                         style={"description_width": "initial"}, layout=w.Layout(width="auto"))
        self.stalemate_rule.add_class("lc-rule-stalemate")
        self.rules_note = w.HTML()
        self.rules_note.add_class("lc-rules-note")
        self.rules_menu = w.Accordion(children=[w.VBox([
            w.HTML('<div class="lc-note">Variants and optional rules. A change takes effect when you press '
                   "<b>New game</b>.</div>"), *self.rule_boxes.values(), self.stalemate_rule, self.rules_note])])
        self.rules_menu.set_title(0, "Rules")
        self.rules_menu.selected_index = None
        self.rules_menu.add_class("lc-rules-menu")
        self.hint_button = w.Button(description="Hint", icon="lightbulb-o", button_style="info",
                                    tooltip="What the Chancellor bot would do in your seat, and why")
        self.hint_button.add_class("lc-hint")
        on_click(self.hint_button, self.banner, self.hint)

        # the day's steps (LC-6)
        self.dissolve_choice = w.Dropdown(options=[], description="To dissolve",
                                          style={"description_width": "initial"},
                                          layout=w.Layout(width="340px"))
        self.dissolve_choice.add_class("lc-dissolve-choice")
        self.dissolve_button = w.Button(description="Dissolve", icon="undo", tooltip="Take a formed "
                                        "department back into your hand and pay back exactly its bonus (LC-5)")
        self.dissolve_button.add_class("lc-dissolve")
        on_click(self.dissolve_button, self.banner, lambda: self.act(self.dissolve_choice.value))
        self.form_choice = w.Dropdown(options=[], description="To form",
                                      style={"description_width": "initial"},
                                      layout=w.Layout(width="320px"))
        self.form_choice.add_class("lc-form-choice")
        self.form_button = w.Button(description="Form", icon="star", tooltip="Form a department, face up, and "
                                    "earn its bonus (LC-5)")
        self.form_button.add_class("lc-form")
        on_click(self.form_button, self.banner, lambda: self.act(self.form_choice.value))
        self.hand_box = w.HBox(layout=w.Layout(flex_flow="row wrap", min_height="50px"))
        self.hand_box.add_class("lc-hand")
        self.mover_box = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.mover_box.add_class("lc-movers")
        self.dest_box = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.dest_box.add_class("lc-dest-buttons")
        self.declare_button = w.Button(description="Lauzait-Cep!", icon="trophy",
                                       tooltip="Declare, calling Lauzait-Cep!: the season ends and your "
                                               "declaration scores (LC-7)")
        self.declare_button.add_class("lc-declare")
        on_click(self.declare_button, self.banner, lambda: self.act(str(DECLARE)))
        self.pass_button = w.Button(description="End day", icon="forward",
                                    tooltip="End your day (after the hire) without declaring")
        self.pass_button.add_class("lc-pass")
        self.pass_button.add_class("lc-end-day")
        on_click(self.pass_button, self.banner, lambda: self.act(str(END_DAY)))
        self.propose_button = w.Button(description="Propose to end", icon="flag-checkered",
                                       tooltip="Propose to end the game now with the scores as they stand; "
                                       "it ends only if every other player accepts (LC-10)")
        self.propose_button.add_class("lc-propose")
        on_click(self.propose_button, self.banner, self.propose)
        self.vote_text = w.HTML()
        self.vote_text.add_class("lc-vote-text")
        self.accept_button = w.Button(description="Accept", icon="check", button_style="success",
                                      tooltip="Agree to end the game now (LC-10)")
        self.accept_button.add_class("lc-accept")
        on_click(self.accept_button, self.banner, lambda: self.answer(True))
        self.decline_button = w.Button(description="Decline", icon="times", button_style="danger",
                                       tooltip="Refuse: the game goes on (LC-10)")
        self.decline_button.add_class("lc-decline")
        on_click(self.decline_button, self.banner, lambda: self.answer(False))
        self.vote_panel = w.VBox([self.vote_text, w.HBox([self.accept_button, self.decline_button])],
                                 layout=w.Layout(display="none"))
        self.vote_panel.add_class("lc-vote")
        self.stalemate_button = w.Button(description="Stalemate", icon="ban",
                                         tooltip="Nothing can be discarded, even after a dissolve (LC-8)")
        self.stalemate_button.add_class("lc-stalemate")
        on_click(self.stalemate_button, self.banner, lambda: self.act(str(STALEMATE_ACTION)))
        self.typed = w.Text(placeholder="or type an action, e.g. form G2 G3 J=G4", continuous_update=False,
                            layout=w.Layout(width="300px"))
        self.typed.add_class("lc-typed")
        self.typed_button = w.Button(description="Do it", layout=w.Layout(width="auto"))
        self.typed_button.add_class("lc-typed-go")
        on_click(self.typed_button, self.banner, self._typed)

        self.status = w.HTML()
        self.status.add_class("lc-status")
        self.board_out = w.HTML()
        self.board_out.add_class("lc-board")
        self.move_note = w.HTML()
        self.move_note.add_class("lc-move-note")
        self.declare_note = w.HTML()
        self.declare_note.add_class("lc-declare-note")
        self.mine = w.HTML()
        self.mine.add_class("lc-mine")
        self.throw_out = w.HTML()
        self.throw_out.add_class("lc-throw")
        self.recent = w.HTML()
        self.recent.add_class("lc-recent")
        self.players_panel = w.HTML()
        self.players_panel.add_class("lc-players-panel")
        self.seasons_panel = w.HTML()
        self.seasons_panel.add_class("lc-seasons")
        self.log = w.HTML()
        self.log.add_class("lc-log-box")

        self.handover_note = w.HTML()
        self.handover_note.add_class("lc-handover-note")
        self.handover_button = w.Button(description="Show my pieces", icon="eye", button_style="warning",
                                        layout=w.Layout(width="auto"))
        self.handover_button.add_class("lc-handover-show")
        on_click(self.handover_button, self.banner, self.show_hand)
        self.handover_box = w.VBox([self.handover_note, self.handover_button], layout=w.Layout(display="none"))
        self.handover_box.add_class("lc-handover")
        self.review = LcReviewPanel()
        self.review_seat = w.Dropdown(options=[], description="Whose choices",
                                      style={"description_width": "initial"},
                                      layout=w.Layout(width="auto", display="none"))
        self.review_seat.add_class("lc-review-seat")
        self.review_seat.observe(lambda _: self._offer_review(), names="value")

        self.state = None
        self.level = level
        self.people: tuple[int, ...] = tuple(people)
        self.viewer: int | None = None  # the person whose pieces are shown (None: the screen is being passed)
        self.waiting: int | None = None  # the person the screen is being passed to
        self.bots: dict[int, object] = {}
        self.adviser = None
        self.selected: str | None = None  # the square of the piece chosen to move
        self.hinted = ""
        self.hint_text = ""
        self.seasons: list[dict] = []
        self.recent_events: list = []
        self.last_throw: tuple[int, str] | None = None
        self.last_move: tuple[str, str] | None = None
        self._day_from: dict[int, int] = {}  # per person: where their current (or last) day starts in the events
        self._day_key: dict[int, tuple] = {}  # per person: (season, day) of that day
        self._hand_key: tuple | None = None

        self.reader = share.LinkReader("lc-play", self.open_link)
        self.share = share.ShareBox("lc", self.shared, lambda: self.reader.address)

        steps = w.VBox([
            w.HTML('<div class="lc-label">At the start of your day: propose to end the game (optional, once a '
                   "season), or declare Stalemate if nothing else is possible</div>"),
            w.HBox([self.propose_button, self.stalemate_button], layout=w.Layout(flex_flow="row wrap")),
            w.HTML('<div class="lc-label">1. Dissolve a department (optional, first)</div>'),
            w.HBox([self.dissolve_choice, self.dissolve_button], layout=w.Layout(align_items="center")),
            w.HTML('<div class="lc-label">2. Form a department (optional)</div>'),
            w.HBox([self.form_choice, self.form_button], layout=w.Layout(align_items="center")),
            w.HTML('<div class="lc-label">3. Hire (compulsory): click a piece of your hand to discard it</div>'),
            self.hand_box,
            self.move_note, self.mover_box, self.dest_box,
            w.HTML('<div class="lc-label">4. After the hire</div>'),
            w.HBox([self.declare_button, self.pass_button, self.hint_button],
                   layout=w.Layout(flex_flow="row wrap")),
            self.declare_note,
            w.HBox([self.typed, self.typed_button], layout=w.Layout(align_items="center")),
        ], layout=w.Layout(min_width="440px", flex="1 1 440px"))
        steps.add_class("lc-steps")
        row = w.Layout(flex_flow="row wrap", align_items="center")
        controls = w.VBox([w.HBox([self.opponents, self.level_picker], layout=row),
                           w.HBox([self.people_label, *self.people_buttons], layout=row),
                           w.HBox([self.seed, self.new_button], layout=row)])
        self.widget = w.VBox([
            style_widget(), w.HTML(review_css()), controls, self.rules_menu, self.status, self.vote_panel,
            self.banner, self.handover_box,
            w.HBox([w.VBox([self.board_out, self.throw_out]), steps],
                   layout=w.Layout(flex_flow="row wrap", grid_gap="16px", align_items="flex-start")),
            title("Your formed departments"), self.mine,
            title("Since your last day"), self.recent,
            title("Players"), self.players_panel,
            title("Seasons"), self.seasons_panel,
            title("Review the game (once it is over): the coach rates each choice"),
            self.review_seat, self.review.widget,
            title("Game log (newest first; only what you may see)"), self.log,
            title("Share this game as a link"), self.share.widget, self.reader.box,
        ])
        self.widget.add_class("lc-app")
        self.widget.add_class("lc-play")
        self.new_game()

    # ----- public handlers (what the buttons call) -------------------------------------
    def rules(self) -> Rules:
        """The engine's rules as the rules menu sets them."""
        return Rules(stalemate=self.stalemate_rule.value,
                     **{name: box.value for name, box in self.rule_boxes.items()})

    def rules_text(self) -> str:
        """The rules of the game in play, in words: which variants and optional rules differ from ours."""
        rules, default = self.state.rules, Rules()
        changed = [f"{label.split(' (')[0]}: {'on' if getattr(rules, name) else 'off'}"
                   for name, label, _default, _tip in RULE_SWITCHES if getattr(rules, name) != getattr(default, name)]
        if rules.stalemate != default.stalemate:
            changed.append(STALEMATE_LABELS.get(rules.stalemate, rules.stalemate))
        return ("Rules changed: " + "; ".join(changed) + ".") if changed else "Rules: the rulebook's, as we read it."

    def link_script(self):
        """The page's script that hands the address (and any ``#game=`` link) to :meth:`open_link`."""
        return self.reader.script()

    def open_link(self, address: str, fragment: str | None) -> bool:
        """Open the game a link carries, or say what is wrong with it and keep a new game."""
        return share.open_on_table(self, fragment, State, lambda: self.level)

    def shared(self) -> tuple:
        """The game and the seat whose knowledge Share puts in the link (the person shown)."""
        return self.state, self.viewer if self.viewer is not None else self.people[0]

    def open_game(self, game, seat: int | None = None) -> bool:
        """Continue a loaded game: a person plays ``seat`` (default: the seat whose turn it is), bots of the
        chosen level the rest. Only that seat's pieces are drawn (LC-11)."""
        to_act = game.to_act()
        if seat is None:
            seat = to_act[0] if to_act else LEARNER
        players = game.players
        level, seed = self.level_picker.value, self.seed.value
        make = bot_maker(level)
        self.opponents.value = players - 1
        for s, toggle in enumerate(self.people_buttons):
            toggle.value = s == seat
        for name, box in self.rule_boxes.items():
            box.value = getattr(game.rules, name)
        self.stalemate_rule.value = game.rules.stalemate
        # replay the (already checked) moves from the start, so the table keeps the public facts it shows
        record = game.to_json()
        self.state = State.opening(record)
        self.level, self.people = level, (seat,)
        self.seasons, self.recent_events, self.last_throw, self.last_move = [], [], None, None
        for mover, move in record["moves"]:
            self._apply(mover, move)
        self.rules_note.value = f'<div class="lc-note">{escape(self.rules_text())}</div>'
        self.bots = {s: make(seed * 10 + s) for s in range(players) if s != seat}
        self.adviser = ChancellorBot(seed * 10 + 7)
        self.selected, self.hinted, self.hint_text = None, "", ""
        self._day_from, self._day_key, self._hand_key = {}, {}, None
        self.viewer = self.waiting = None
        self.handover_box.layout.display = "none"
        self.review.clear()
        self.review_seat.layout.display = "none"
        moves = len(record["moves"])
        self._run_bots()
        self.recent_events = list(self.state.events[-12:])
        self.viewer = self._next_person() if not self.state.is_over() else seat
        if self.state.is_over():
            self._offer_review(first=True)
            self.banner.info(f"Opened the game from the link after {moves} moves: the game is over. Press "
                             "Review to see the coach's view, or New game to play again.")
        else:
            n = len(self.bots)
            self.banner.info(f"Opened the game from the link after {moves} moves, season {self.state.season}. "
                             f"You are {seat_name(seat)}, against {n} {level} bot{'s' * (n != 1)}: it is your "
                             f"turn. {self.rules_text()}")
        self._render()
        return True

    def new_game(self) -> bool:
        """Start a game with the chosen table, level, people, seed and rules; the bots play until a person
        must act."""
        players = self.opponents.value + 1
        people = tuple(s for s, b in enumerate(self.people_buttons[:players]) if b.value)
        if not people:
            self.banner.warning("Choose at least one person: press the name of each seat played at this "
                                "screen, then New game.")
            return False
        seed, level = self.seed.value, self.level_picker.value
        make = bot_maker(level)
        self.state = new_game(players, seed=seed, rules=self.rules())
        self.level, self.people = level, people
        self.rules_note.value = f'<div class="lc-note">{escape(self.rules_text())}</div>'
        self.bots = {s: make(seed * 10 + s) for s in range(players) if s not in people}
        self.adviser = ChancellorBot(seed * 10 + 7)
        self.selected, self.hinted, self.hint_text = None, "", ""
        self.seasons, self.recent_events, self.last_throw, self.last_move = [], [], None, None
        self._day_from, self._day_key, self._hand_key = {}, {}, None
        self.viewer = self.waiting = None
        self.handover_box.layout.display = "none"
        self.review.clear()
        self.review_seat.layout.display = "none"
        self._run_bots()
        self.recent_events = list(self.state.events)
        first = self._next_person()
        answering = first is not None and self.state.observation(first)["phase"] == "vote"
        if self.hot_seat:
            bots = [seat_name(s) for s in range(players) if s not in people]
            against = (f"{_join(bots)} {'is a' if len(bots) == 1 else 'are'} {level} bot{'s' * (len(bots) > 1)}"
                       if bots else "no bots")
            self._pass_to(first)
            self.banner.info(f"New game (seed {seed}) for {_join(seat_name(s) for s in people)}; {against}; "
                             f"{players} seasons. {self.rules_text()} Pass the screen to {seat_name(first)}.")
        else:
            self.viewer = first
            n = len(self.bots)
            self.banner.info(f"New game against {n} {level} bot{'s' * (n > 1)} (seed {seed}); {players} seasons. "
                             f"You are {seat_name(first)}. {self.rules_text()} Wait for your day, then follow "
                             "the steps on the right."
                             + (f" {vote_summary(self.state.events, len(self.state.events) - 1, first)} It is "
                                "your turn to answer." if answering else ""))
        self._render()
        return True

    @property
    def hot_seat(self) -> bool:
        """Whether more than one seat is played by a person (the screen is passed between them)."""
        return len(self.people) > 1

    @property
    def you(self) -> int | None:
        """The seat the messages call "you": the one person, or ``None`` in a hot-seat game (names)."""
        return None if self.hot_seat else self.people[0]

    def act(self, notation) -> bool:
        """Apply the shown person's action; explain a refusal (nothing changes); then let the bots play."""
        state, me = self.state, self.viewer
        if me is None:
            self.banner.warning(self._pass_first())
            return False
        if not notation:
            self.banner.warning("Nothing is chosen: pick an option in the list first.")
            return False
        start = len(state.events)
        obs = state.observation(me)
        day_key = (obs["season"], obs["day"])
        try:
            self._apply(me, notation)
        except (IllegalAction, InvalidInput) as err:
            self.banner.show_error(err)
            self._render()
            return False
        self.banner.clear()
        self.selected, self.hinted, self.hint_text = None, "", ""
        if obs["phase"] != "vote" and day_key != self._day_key.get(me):  # the first action of this person's day
            self._day_from[me], self._day_key[me] = start, day_key
        if me in state.to_act() and state.legal_actions(me) == [END_DAY]:
            self._apply(me, END_DAY)  # nothing to decide after this hire: the day ends (LC-6)
        mine = len(state.events)
        self._run_bots()
        following = self._next_person()
        if following is not None and following != me:
            self._pass_to(following)
        elif len(state.events) > mine:  # the bots played: show this person's whole day and theirs
            self.recent_events = list(state.events[self._day_from.get(me, 0):])
        self._report(state.events[start:])
        if state.is_over():
            self._offer_review(first=True)
        self._render()
        return True

    def show_hand(self) -> bool:
        """The next person has the screen: show their pieces (the "I am Bruno: show my pieces" button)."""
        if self.waiting is None:
            return False
        self.viewer, self.waiting = self.waiting, None
        self.handover_box.layout.display = "none"
        self.recent_events = list(self.state.events[self._day_from.get(self.viewer, 0):])
        obs = self.state.observation(self.viewer)
        todo = ("answer the proposal to end the game" if obs["phase"] == "vote"
                else "follow the steps on the right")
        self.banner.info(f"{seat_name(self.viewer)}, these are your pieces: {todo}.")
        self._render()
        return True

    def propose(self) -> bool:
        """Propose to end the game now (LC-10); the others answer in turn."""
        return self.act(str(PROPOSE))

    def answer(self, accept: bool) -> bool:
        """Answer a proposal to end the game: accept or decline (LC-10)."""
        return self.act(str(ACCEPT if accept else DECLINE))

    def discard(self, token: str) -> bool:
        """A click on a hand piece: discard it (the hire's first half, LC-1)."""
        return self.act(f"discard {token}")

    def select_piece(self, square: str) -> bool:
        """Choose which board piece to move; its destinations appear as buttons."""
        if self.viewer is None:
            self.banner.warning(self._pass_first())
            return False
        legal = [m for m in self.state.legal_actions(self.viewer) if isinstance(m, Move)]
        if not legal:
            self.banner.warning("Discard a piece first: the hire starts with the discard (LC-1).", "LC-1")
            return False
        if square not in {square_name(m.src) for m in legal}:
            self.banner.warning(f"The piece on {square} may not move now.", "LC-1")
            return False
        self.selected = square
        self.banner.clear()
        self._render()
        return True

    def move_to(self, square: str) -> bool:
        """Move the chosen piece to ``square`` (the hire's second half, LC-1..LC-4)."""
        if self.selected is None:
            self.banner.warning("Choose the piece to move first.", "LC-1")
            return False
        return self.act(f"move {self.selected}-{square}")

    def hint(self) -> str:
        """Ask the Chancellor bot what it would do in the shown person's seat (it sees only that seat's view)."""
        state, me = self.state, self.viewer
        legal = state.legal_actions(me) if me is not None else []
        if not legal:
            text = ("The game is over: press New game to play again." if state.is_over()
                    else self._pass_first() if me is None else "It is not your day.")
            self.banner.info(text)
            return text
        action, reason = self.adviser.choose_with_reason(state.observation(me), legal)
        self.hint_text = f"Hint: {action}. {reason}"
        self.hinted = str(action)
        if isinstance(action, Form):
            self.form_choice.value = str(action)
        elif isinstance(action, Dissolve):
            self.dissolve_choice.value = str(action)
        elif isinstance(action, Move):
            self.selected = square_name(action.src)
        self.banner.info(self.hint_text)
        self._render()
        return self.hint_text

    def _typed(self) -> None:
        """Apply the action typed in the text field."""
        text = self.typed.value.strip()
        if not text:
            self.banner.warning("Type an action first, e.g. 'discard W5', 'move b2-c3' or 'form G2 G3 J=G4'.")
            return
        if self.act(text):
            self.typed.value = ""

    # ----- the bots and the people ---------------------------------------------------------
    def _run_bots(self) -> None:
        """Let every bot whose turn it is act, until a person must act or the game ends."""
        state = self.state
        for _ in range(MAX_BOT_STEPS):
            if state.is_over() or state.to_act()[0] in self.people:
                return
            seat = state.to_act()[0]
            self._apply(seat, self.bots[seat].choose(state.observation(seat), state.legal_actions(seat)))
        raise RuntimeError("The bots did not finish their days.")  # pragma: no cover

    def _next_person(self) -> int | None:
        """The person to act next: the one shown if they still must act, else the first to act."""
        movers = [s for s in self.state.to_act() if s in self.people]
        if not movers:
            return None
        return self.viewer if self.viewer in movers else movers[0]

    def _pass_to(self, seat: int) -> None:
        """Hide every hand until ``seat`` takes the screen."""
        self.viewer, self.waiting = None, seat
        self.selected, self.hint_text, self.hinted = None, "", ""
        name = seat_name(seat)
        self.handover_button.description = f"I am {name}: show my pieces"
        self.handover_button.tooltip = f"Press when only {name} can see the screen"
        self.handover_note.value = (f'<div class="lc-box lc-handover-text" style="font-size:16px">'
                                    f"<b>Pass the screen to {name}.</b> Every hand is hidden. {name}, press the "
                                    "button when nobody else can see the screen.</div>")
        self.handover_box.layout.display = ""

    def _pass_first(self) -> str:
        """What to say to a click while the screen is being passed (or after the game)."""
        if self.state.is_over():
            return "The game is over: press New game to play again."
        name = seat_name(self.waiting)
        return f"Pass the screen to {name} first: {name} presses \u201c{self.handover_button.description}\u201d."

    def _apply(self, seat: int, action) -> None:
        """Apply one action and keep the public facts the table shows: season results (with the
        scores right after), the last throw of the sticks, the last move."""
        state = self.state
        start = len(state.events)
        state.apply(seat, action)
        for e in state.events[start:]:
            if e.kind in DECLARATIONS:
                self.seasons.append(season_result(e, state.scores()))
            if throw_of(e) is not None:
                self.last_throw = (throw_of(e), str(e))
            if _src_dst(e):
                self.last_move = _src_dst(e)
            if e.kind == "season":
                self.last_move = None

    def _name(self, seat: int, capital: bool = False) -> str:
        """'you' for the one person, else the seat's name."""
        if seat == self.you:
            return "You" if capital else "you"
        return seat_name(seat)

    def _winners_sentence(self) -> str:
        """Who won a finished game and with how many points, from the learner's side."""
        scores = self.state.scores()
        best = max(scores)
        winners = [s for s in range(self.state.players) if scores[s] == best]
        names = " and ".join(self._name(s) for s in winners)
        verb = "share the win" if len(winners) > 1 else ("win" if winners == [self.you] else "wins")
        return f"{names} {verb} with {best} points"

    def _report(self, events) -> None:
        """Say when a season ended (who declared, what it scored) or the game ended, and who has the screen next."""
        state = self.state
        ends = [e for e in events if e.kind in DECLARATIONS]
        vote = vote_summary(state.events, len(state.events) - len(events), you=self.you)
        passing = f" Pass the screen to {seat_name(self.waiting)}." if self.waiting is not None else ""
        review = " Press Review (below) to see how the coach rates the choices, or"
        if state.is_over() and any(e.kind == "agreed" for e in events):
            self.banner.success(f"{vote} The game is over: {self._winners_sentence()} (LC-10).{review} New "
                                "game to play again.")
        elif vote and not state.is_over() and not ends:
            me = self.you
            if me is not None and me in state.to_act() and state.observation(me)["phase"] == "vote":
                self.banner.info(f"{vote} It is your turn to answer.")
            else:
                self.banner.info(vote + passing)
        elif state.is_over():
            self.banner.success(f"The game is over: {self._winners_sentence()} (LC-9).{review} New game "
                                "(change the seed for other deals) to play again.")
        elif ends:
            rec = self.seasons[-1]
            self.banner.success(f"Season {state.season - 1} is over: {self._name(rec['seat'], True)} declared "
                                f"for {rec['points']} points ({scored_words(rec['formations'])}). "
                                f"Season {state.season} is dealt: see Seasons below.{passing}")
        elif passing:
            self.banner.info(f"It is {seat_name(self.waiting)}'s turn.{passing}")

    # ----- the review ---------------------------------------------------------------------
    def _offer_review(self, first: bool = False) -> None:
        """Once the game is over: offer the review of a person's choices (a chooser in a hot-seat game)."""
        if self.state is None or not self.state.is_over():
            return
        if first:
            options = [(seat_name(s), s) for s in self.people]
            if list(self.review_seat.options) != options:
                self.review_seat.options = options
            if self.review_seat.value not in self.people:
                self.review_seat.value = self.people[0]
            self.review_seat.layout.display = "" if self.hot_seat else "none"
        seat = self.review_seat.value if self.review_seat.value is not None else self.people[0]
        if not self.review.running:
            self.review.ready(self.state, seat, seat_name(seat) if self.hot_seat else None)

    # ----- drawing ------------------------------------------------------------------------
    def _show_people_buttons(self) -> None:
        """Show one person toggle per seat of the chosen table size."""
        players = self.opponents.value + 1
        for s, toggle in enumerate(self.people_buttons):
            toggle.layout.display = "" if s < players else "none"

    def _observation(self) -> dict:
        """What the page may show now: the shown person's observation, or the public one."""
        return public_observation(self.state) if self.viewer is None else self.state.observation(self.viewer)

    def _render(self) -> None:
        """Redraw everything from the shown person's observation (the public one while the screen is passed)."""
        state = self.state
        obs = self._observation()
        legal = state.legal_actions(self.viewer) if self.viewer is not None else []
        self._render_status(obs, legal)
        self._render_steps(obs, legal)
        self._render_board(obs, legal)
        self._render_mine(obs)
        self._render_throw()
        self._render_recent()
        self._render_players(obs)
        self._render_seasons()
        lines = state.visible_log(self.people[0] if self.viewer is None else self.viewer)[::-1][:200]
        self.log.value = ('<div class="lc-log">' + "".join(f"<div>{escape(x)}</div>" for x in lines)
                          + "</div>")

    def _render_status(self, obs: dict, legal: list) -> None:
        """Season, day, whose day, and what the shown person should do now."""
        state, me = self.state, self.viewer
        if state.is_over():
            where, text = "The game is over", ("Press <b>Review</b> (below the seasons) to see the coach's view, "
                                               "or <b>New game</b> to play again.")
        else:
            where = (f"Season {obs['season']} of {obs['seasons']} &middot; day {obs['day']} &middot; "
                     f"{'your day' if obs['turn'] == me else escape(seat_name(obs['turn'])) + '’s day'}")
            phase = obs["phase"]
            stalemate = " + ".join(str(FORMATION_POINTS[n]) for n in ("Lauzait-Cep", "Stalemate"))
            if me is None:
                text = (f"Pass the screen to <b>{escape(seat_name(self.waiting))}</b>: every hand is hidden "
                        "until then.")
            elif phase == "vote" and me in obs["to_act"]:
                text = (f"{escape(seat_name(obs['vote']['proposer']))} proposes to end the game: answer "
                        "<b>Accept</b> or <b>Decline</b> below (LC-10).")
            elif me not in obs["to_act"]:
                text = "Waiting for the bots."
            elif STALEMATE_ACTION in legal:
                text = ("No piece of yours can be discarded, no dissolve would free one, and you have no third "
                        f"department to form: declare <b>Stalemate</b> ({stalemate} points, LC-8).")
            elif phase == "day":
                text = ("Optional first: dissolve a department, then form one. Then hire: click a piece "
                        "of your hand to discard it onto the empty square "
                        f"<b>{escape(obs['empty'] or '')}</b>.")
                if PROPOSE in legal:
                    text += " Before all that you may propose to end the game (LC-10)."
            elif phase == "move":
                text = (f"You discarded <b>{escape(obs['discarded'])}</b> onto {escape(obs['landing'])}. Now "
                        "choose a piece that may move (ringed on the board), then where it goes.")
            elif phase == "after hire" and DECLARE in legal:
                text = ("Your nine concealed pieces split into three departments: declare now "
                        "(<b>Lauzait-Cep!</b>), or <b>End day</b> and play on (LC-7). Nobody else learns "
                        "that you could have declared (LC-11).")
            elif phase == "after hire":
                text = "Your hire is done: <b>End day</b>."
            else:
                text = "All nine of your pieces are formed: declare now (<b>Lauzait-Cep!</b>) (LC-7)."
        if self.hot_seat and me is not None and not state.is_over():
            text = f"<b>{escape(seat_name(me))}</b>: {text}"
        scores = " &middot; ".join(f"{escape('You' if s == me else seat_name(s))} {p}"
                                   for s, p in enumerate(obs["scores"]))
        level = (f'<span class="lc-level-shown">Bots: <b>{escape(self.level)}</b> level</span>'
                 if self.bots else '<span class="lc-level-shown">No bots: every seat is a person</span>')
        self.status.value = (f'<div class="lc-box lc-me"><b class="lc-where">{where}</b> '
                             f'<span class="lc-note">(scores: {scores})</span> &middot; {level}<br>'
                             f'<span class="lc-todo">{text}</span></div>')

    def _render_steps(self, obs: dict, legal: list) -> None:
        """Enable each step's buttons only when the engine allows it."""
        dissolves = [a for a in legal if isinstance(a, Dissolve)]
        forms = [a for a in legal if isinstance(a, Form)]
        self._set_options(self.dissolve_choice, [
            (f"{' '.join(map(str, a.pieces))} (pay back {department_bonus(list(a.pieces))})", str(a))
            for a in dissolves], "nothing to dissolve now")
        self._set_options(self.form_choice, [
            (f"{' '.join(map(str, a.pieces))} ({department_kind(list(a.pieces))}, "
             f"+{department_bonus(list(a.pieces))})", str(a)) for a in forms], "nothing to form now")
        self.dissolve_button.disabled = not dissolves
        self.form_button.disabled = not forms
        self.declare_button.disabled = DECLARE not in legal
        self.pass_button.disabled = END_DAY not in legal
        self.stalemate_button.disabled = STALEMATE_ACTION not in legal
        self.propose_button.disabled = PROPOSE not in legal
        self._render_vote(obs, legal)
        # a coloured button reads as "press me": colour only the steps open now
        self.declare_button.button_style = "" if self.declare_button.disabled else "success"
        self.stalemate_button.button_style = "" if self.stalemate_button.disabled else "warning"
        self.form_button.button_style = "" if self.form_button.disabled else "primary"
        self.dissolve_button.button_style = "" if self.dissolve_button.disabled else "primary"
        self.hint_button.disabled = not legal
        self.typed_button.disabled = self.state.is_over() or self.viewer is None
        # the hand: legal discards ticked, others faded but clickable (a wrong click is explained);
        # the buttons are made again only when the hand changes, so clicks never hit a dying button
        discards = {a.code for a in legal if isinstance(a, Discard)}
        hand = tuple(obs["hand"])
        if (self.viewer, hand) != self._hand_key:
            buttons = []
            for i, token in enumerate(hand):
                b = piece_button(token, None, f"lc-hand-{i}")
                b.tooltip = f"{piece_name(token)}: click to discard it"
                on_click(b, self.banner, lambda t=token: self.discard(t))
                buttons.append(b)
            self._replace(self.hand_box, buttons)
            self._hand_key = (self.viewer, hand)
        hiring = obs["phase"] == "day" and self.viewer in obs["to_act"]
        for b in self.hand_box.children:
            code = parse_cards([b.description])[0].code
            set_classes(b, lc_legal=hiring and code in discards, lc_unplayable=hiring and code not in discards,
                        lc_hinted=self.hinted == f"discard {b.description}")
        # the move: pieces that may move, then the chosen piece's destinations
        moves = [a for a in legal if isinstance(a, Move)]
        movers, dests = [], []
        board = obs["board"]
        if moves:
            for sq in sorted({square_name(m.src) for m in moves}, key=lambda s: (-int(s[1]), s[0])):
                src = next(m.src for m in moves if square_name(m.src) == sq)
                b = w.Button(description=f"{board[src]} on {sq}", tooltip=f"move {piece_name(board[src])}",
                             layout=w.Layout(width="auto"))
                b.add_class("lc-mover")
                b.add_class(f"lc-mover-{sq}")
                if sq == self.selected:
                    b.button_style = "warning"
                on_click(b, self.banner, lambda s=sq: self.select_piece(s))
                movers.append(b)
            if self.selected:
                for m in moves:
                    if square_name(m.src) != self.selected:
                        continue
                    dst = square_name(m.dst)
                    outcomes = self.state.move_outcomes(m)
                    kind = {"water": " (Water)", "mountain": " (Mountain)"}.get(square_kind(m.dst), "")
                    label = (f"→ {dst}{kind}: {outcomes[0][1]}" if len(outcomes) == 1 else
                             f"→ {dst}{kind}: {odds_text(outcomes[0][0])} {outcomes[0][1]}")
                    b = w.Button(description=label, tooltip=outcome_text(outcomes, board[m.src]),
                                 layout=w.Layout(width="auto"))
                    b.add_class("lc-dest")
                    b.add_class(f"lc-dest-{dst}")
                    if self.hinted == str(m):
                        b.button_style = "info"
                    on_click(b, self.banner, lambda d=dst: self.move_to(d))
                    dests.append(b)
            self.move_note.value = ('<div class="lc-note">Pieces that may move'
                                    + (f"; where {escape(self.selected)} may go (Water: the chance to take "
                                       "the piece there, LC-4)" if self.selected else "") + ":</div>")
        else:
            self.move_note.value = ""
        self._replace(self.mover_box, movers)
        self._replace(self.dest_box, dests)
        if DECLARE in legal:
            result = self.state.declaration(self.viewer)
            self.declare_note.value = (f'<div class="lc-note lc-declare-preview">Declaring now scores '
                                       f"<b>{result.total}</b> ({escape(scored_words(result.formations))}) "
                                       f"with {escape(' / '.join(' '.join(map(str, d)) for d in result.departments))}."
                                       "</div>")
        else:
            self.declare_note.value = ""

    def _render_vote(self, obs: dict, legal: list) -> None:
        """The prompt when the learner must answer a proposal to end the game: who proposed, who has
        accepted so far, what ending now would mean for the winner; Accept and Decline (LC-10)."""
        vote, me = obs["vote"], self.viewer
        if not (vote and ACCEPT in legal):
            self.vote_panel.layout.display = "none"
            self.vote_text.value = ""
            return
        scores = obs["scores"]
        best = max(scores)
        winners = [s for s in range(obs["players"]) if scores[s] == best]
        if winners == [me]:
            outcome = "you would win"
        elif me in winners:
            outcome = "you would share the win with " + " and ".join(seat_name(s) for s in winners if s != me)
        else:
            outcome = " and ".join(seat_name(s) for s in winners) + (" would share the win" if len(winners) > 1
                                                                    else " would win")
        standing = ", ".join(f"{'you' if s == me else seat_name(s)} {p}" for s, p in enumerate(scores))
        accepted = ", ".join(seat_name(s) for s in vote["accepted"])
        self.vote_text.value = (
            f'<div class="lc-box lc-vote-prompt" role="alert"><b>{escape(seat_name(vote["proposer"]))} proposes to '
            f"end the game now.</b> If every other player accepts, the game ends at once: season "
            f"{obs['season']} is not scored and the totals stand ({escape(standing)}), so {escape(outcome)}. "
            + (f"Already accepted: {escape(accepted)}. " if accepted else "")
            + "One decline is enough to go on playing. Do you accept? (LC-10)</div>")
        self.vote_panel.layout.display = "flex"

    @staticmethod
    def _set_options(dropdown: w.Dropdown, options: list, empty: str) -> None:
        """Fill a dropdown; an empty one shows a note and holds no value."""
        if options:
            values = [v for _, v in options]
            keep = dropdown.value if dropdown.value in values else values[0]
            dropdown.options = options
            dropdown.value = keep
            dropdown.disabled = False
        else:
            dropdown.options = [(f"({empty})", "")]
            dropdown.value = ""
            dropdown.disabled = True

    @staticmethod
    def _replace(box: w.Box, children: list) -> None:
        """Swap a box's children, closing the old widgets."""
        old = box.children
        box.children = children
        for c in old:
            c.close()

    def _render_board(self, obs: dict, legal: list) -> None:
        """The board as seat 0 sees it, with the movable pieces and the chosen piece's destinations."""
        moves = [a for a in legal if isinstance(a, Move)]
        highlight = sorted({square_name(m.src) for m in moves})
        dest = {}
        if self.selected:
            dest = {square_name(m.dst): self.state.move_outcomes(m) for m in moves
                    if square_name(m.src) == self.selected}
        last = self.last_move if obs["phase"] != "move" else None
        caption = ""
        if last:
            caption = (f'<div class="lc-note">Dashed arrow: the last move ({escape(last[0])} to '
                       f"{escape(last[1])}).</div>")
        self.board_out.value = str(board_svg(obs, highlight=highlight, destinations=dest,
                                             selected=self.selected, last_move=last, cell=64)) + caption

    def _render_mine(self, obs: dict) -> None:
        """The shown person's revealed departments with their bonuses."""
        if self.viewer is None:
            self.mine.value = '<div class="lc-note">Shown when the next person takes the screen.</div>'
            return
        revealed = obs["revealed"][self.viewer]
        if not revealed:
            self.mine.value = ('<div class="lc-note">None yet. Forming lays three pieces of your hand face up as a '
                               "department and earns its bonus at once; formed pieces cannot be discarded "
                               "until you dissolve them (LC-5).</div>")
            return
        pics = "".join(f'<span style="margin-right:8px">{department_svg(d["pieces"], "bonus " + str(d["bonus"]))}'
                       "</span>" for d in revealed)
        self.mine.value = f'<div class="lc-mine-departments">{pics}</div>'

    def _render_throw(self) -> None:
        """The last throw of the dice-sticks (LC-4)."""
        if self.last_throw is None:
            self.throw_out.value = ('<div class="lc-note" style="max-width:360px">No dice-sticks thrown yet: '
                                    "they are thrown when a piece moves onto Water (LC-4).</div>")
            return
        n, text = self.last_throw
        self.throw_out.value = (f'<div class="lc-box" style="max-width:360px"><div class="lc-label">The last '
                                f"throw of the dice-sticks</div>{sticks_svg(n, height=36)}"
                                f'<div class="lc-why lc-throw-text">{escape(text)}</div></div>')

    def _render_recent(self) -> None:
        """What happened since the learner's last day (public events only)."""
        lines = [str(e) for e in self.recent_events]
        if not lines:
            self.recent.value = '<div class="lc-note">Nothing yet.</div>'
            return
        self.recent.value = ('<div class="lc-box lc-why">' + "".join(f"<div>{escape(x)}</div>" for x in lines[-12:])
                             + "</div>")

    def _render_players(self, obs: dict) -> None:
        """Every seat: concealed pieces (face down but for the shown person's), revealed departments, score."""
        names = []
        for s in range(obs["players"]):
            if s == self.viewer:
                names.append(f"You ({seat_name(s)})")
            elif s in self.people:
                names.append(f"{seat_name(s)} (person)")
            else:
                names.append(f"{seat_name(s)} ({self.level} bot)")
        self.players_panel.value = players_html(obs, names, self.viewer)

    def _render_seasons(self) -> None:
        """One row per finished season: who declared, with what, and the scores after it."""
        agreed = [e for e in self.state.events if e.kind == "agreed"]
        ended = (f'<div class="lc-note lc-agreed">The game ended by agreement during season {agreed[-1].data[0]}: '
                 "that season was not scored and the totals stood (LC-10).</div>") if agreed else ""
        if not self.seasons:
            if ended:
                self.seasons_panel.value = ended
                return
            self.seasons_panel.value = ('<div class="lc-note">No season has ended yet. A season ends when '
                                        "someone declares: with three formed departments, or "
                                        "with a hand that has nothing formed and splits into three (LC-7), or with "
                                        "Stalemate (LC-8).</div>")
            return
        players = self.state.players
        names = [self._name(s, True) for s in range(players)]
        head = ("<tr><th>Season</th><th>Declared by</th><th>Departments</th><th>Scoring patterns</th><th>Points</th>"
                + "".join(f"<th>{escape(n)}</th>" for n in names) + "</tr>")
        rows = []
        for i, rec in enumerate(self.seasons, start=1):
            depts = "".join(f'<span style="margin-right:4px">{department_svg(d, size=22)}</span>'
                            for d in rec["departments"]) or "&ndash;"
            who = names[rec["seat"]]
            cells = "".join(f"<td>{p}</td>" for p in rec["scores"])
            rows.append(f'<tr class="lc-season-{i}"><td>{i}</td><td><b>{escape(who)}</b></td><td>{depts}</td>'
                        f'<td class="lc-why">{escape(scored_words(rec["formations"]))}</td>'
                        f'<td><b>{rec["points"]}</b></td>{cells}</tr>')
        self.seasons_panel.value = (f'<table class="lc-table">{head}{"".join(rows)}</table>'
                                    '<div class="lc-note">The last columns are the game scores after the season '
                                    "(bonuses included).</div>" + ended)
