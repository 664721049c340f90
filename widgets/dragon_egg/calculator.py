"""The round calculator: type or click every player's two sets and see the round scored.

Every decision comes from the engine: :func:`engines.dragon_egg.set_strength` says
how strong each set is and why, :func:`engines.dragon_egg.score_round` orders Far
and Near (DE-2), counts the sets each one beats or ties (DE-3), multiplies the
earnings, hands out bracelets (DE-5) and moves the egg (DE-7). This module only
reads the fields, shows the engine's answer and turns its errors into messages.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import ipywidgets as w

from engines import IllegalAction, InvalidInput
from engines.core import seat_name
from engines.dragon_egg import CARDS, RoundResult, Rules, parse_cards, score_round, set_strength

from ..layout import html_block
from ..tool import Tool
from .cardbuttons import card_button, labelled, style_widget
from .round_result import result_html

__all__ = ["EXAMPLES", "Example", "RoundCalculator", "result_html"]

MAX_PLAYERS = 5
NOBODY = -1
KEEP = "keep"
"""The egg holder choice meaning "the egg is in the centre" (a dropdown cannot hold None)."""


@dataclass(frozen=True)
class Example:
    """A worked case the calculator can load: sets by seat, the variant, the egg holder."""

    title: str
    sets: tuple[tuple[str, str], ...]
    revelation: str = "default"
    egg_holder: int | None = None


EXAMPLES: tuple[Example, ...] = (
    Example("3 players: two Friends Fars tie at 14",
            (("R7 R*", "B2 B3"), ("R5 R5", "B10 B15"), ("B7 B7", "R2 R3"))),
    Example("2 players: a Revelation across colours counts as 20",
            (("B* R15", "R2 B2"), ("R10 R10", "B3 B5"))),
    Example("4 players: two players qualify for the egg, the stronger Near takes it",
            (("R20 R20", "B5 B5"), ("B* B*", "R3 R3"), ("R7 B10", "B15 R2"),
             ("B20 R5", "R15 B3")), egg_holder=2),
    Example("4 players: qualifiers tie on the Near, so the egg stays",
            (("R15 R15", "B5 B5"), ("B15 B15", "R5 R5"), ("R7 B7", "B2 R2"),
             ("B20 R3", "R10 B10")), egg_holder=3),
    Example("5 players: everyone scores against four others",
            (("R* R10", "B2 B3"), ("B20 B20", "R5 B5"), ("R7 B7", "R3 B10"),
             ("B* R2", "R15 R15"), ("B15 R20", "R3 B3"))),
    Example("Strict variant: a red Revelation with a blue card is not a set",
            (("R* B7", "B2 B3"), ("R5 R5", "B10 B15")), revelation="strict"),
)
"""Worked cases; the calculator computes every result, nothing here is an answer."""


def _names(n: int) -> list[str]:
    """Table-talk names of the first ``n`` seats."""
    return [seat_name(s) for s in range(n)]


class RoundCalculator(Tool):
    """The calculator app: controls, a card palette, one row per player and the scored round.

    ``widget`` is the whole app. Tests drive the same methods the buttons call.
    """

    css, kind = "de", "calculator"

    def style_widget(self) -> w.HTML:
        """The Dragon Egg's style sheet."""
        return style_widget()

    def __init__(self, players: int = 3) -> None:
        self.banner = self.new_banner()
        self.players = w.ToggleButtons(options=[2, 3, 4, 5], value=players,
                                       tooltips=["2 players", "3 players", "4 players", "5 players"],
                                       style={"button_width": "44px"}, layout=w.Layout(width="auto"))
        self.players.add_class("de-players")
        self.revelation = w.ToggleButtons(
            options=[("default (DE-1)", "default"), ("strict variant", "strict")],
            tooltips=["A Revelation may pair with any card (ruling DE-1)",
                      "A Revelation may only pair with a card of its own colour"],
            value="default", style={"button_width": "130px"}, layout=w.Layout(width="auto"))
        self.revelation.add_class("de-revelation")
        self.egg_holder = w.Dropdown(layout=w.Layout(width="190px"))
        self.egg_holder.add_class("de-egg-holder")
        self.example = w.Dropdown(options=[(e.title, i) for i, e in enumerate(EXAMPLES)], value=0,
                                  layout=w.Layout(width="440px"))
        self.example.add_class("de-example")
        self.load_button = self.button("Load example", "de-load-example", lambda: self.load_example(self.example.value),
                                       icon="book", style="info", width=None)
        self.clear_button = self.button("Clear all", "de-clear-all", self.clear, icon="eraser", width=None)

        self.fields: list[tuple[w.Text, w.Text]] = []
        self.pick_buttons: list[tuple[w.Button, w.Button]] = []
        self.rows: list[w.HBox] = []
        for s in range(MAX_PLAYERS):
            pair, picks = [], []
            for k in range(2):
                text = w.Text(placeholder="e.g. R7 R*", continuous_update=False,
                              layout=w.Layout(width="140px"))
                text.add_class(f"de-set-{s}-{'ab'[k]}")
                text.observe(self._changed, names="value")
                pick = w.Button(description=f"set {k + 1}", tooltip=f"Clicked cards go to {seat_name(s)}'s set {k + 1}",
                                layout=w.Layout(width="70px"))
                pick.add_class(f"de-pick-{s}-{'ab'[k]}")
                pick.on_click(lambda _, s=s, k=k: self.target_set(s, k))
                pair.append(text)
                picks.append(pick)
            clear = w.Button(description="", icon="times", tooltip=f"Clear {seat_name(s)}'s sets",
                             layout=w.Layout(width="36px"))
            clear.add_class(f"de-clear-{s}")
            clear.on_click(lambda _, s=s: self.clear_seat(s))
            self.fields.append((pair[0], pair[1]))
            self.pick_buttons.append((picks[0], picks[1]))
            name = w.HTML(f"<b>{seat_name(s)}</b>", layout=w.Layout(width="64px"))
            self.rows.append(w.HBox([name, picks[0], pair[0], picks[1], pair[1], clear],
                                    layout=w.Layout(align_items="center")))
        self.target: tuple[int, int] = (0, 0)
        self.card_buttons = {c.token: card_button(c.token, self._card_clicked) for c in CARDS}
        palette = w.VBox([w.HBox([self.card_buttons[c.token] for c in CARDS if c.colour.value == colour])
                          for colour in ("R", "B")])
        palette.add_class("de-palette")
        self.results = html_block("", css_class="de-results")
        self.result: RoundResult | None = None
        self.message = ""
        self._loading = False

        self.players.observe(self._players_changed, names="value")
        self.revelation.observe(self._changed, names="value")
        self.egg_holder.observe(self._changed, names="value")
        self._set_egg_options()

        self.table_box = w.VBox(self.rows[:players])
        self.assemble(
            self.row(labelled("Players", self.players), labelled("Revelation rule", self.revelation), align_items=None),
            labelled("Egg holder before this round", self.egg_holder),
            self.row(labelled("Worked example", self.example), self.load_button, self.clear_button, align_items=None),
            self.title("Each player's two sets"),
            self.note("Type two cards per set (press Enter), or choose a set with its <i>set</i> button and click "
                      "cards below. Order does not matter: the stronger set becomes the Far (DE-2)."),
            self.table_box,
            self.note("Cards: a click adds the card to the highlighted set. A card fades once both of its copies "
                      "are on the table."),
            palette,
            self.banner.widget,
            self.title("The round, scored"),
            self.results,
        )
        self._highlight_target()
        self._update()

    # ----- reading the inputs -------------------------------------------------------
    @property
    def rules(self) -> Rules:
        """The chosen Revelation variant (DE-1)."""
        return Rules(revelation=self.revelation.value)

    @property
    def holder(self) -> int | None:
        """The chosen egg holder before the round (``None``: the centre)."""
        value = self.egg_holder.value
        return None if value in (None, NOBODY) else value

    @property
    def n(self) -> int:
        """The number of players."""
        return self.players.value

    def texts(self) -> list[tuple[str, str]]:
        """The typed sets of the seats in play."""
        return [(a.value.strip(), b.value.strip()) for a, b in self.fields[:self.n]]

    # ----- actions the buttons call ---------------------------------------------------
    def set_sets(self, sets: Sequence[Sequence[str]], revelation: str | None = None,
                 egg_holder: int | None | str = "keep") -> None:
        """Fill in every seat's sets at once (what loading an example does), then score."""
        self._loading = True
        try:
            if revelation is not None:
                self.revelation.value = revelation
            self.players.value = len(sets)
            for s, (a, b) in enumerate(self.fields):
                a.value, b.value = (sets[s][0], sets[s][1]) if s < len(sets) else ("", "")
            if egg_holder != KEEP:
                self.egg_holder.value = NOBODY if egg_holder is None else egg_holder
        finally:
            self._loading = False
        self._update()

    def load_example(self, index: int) -> None:
        """Load one of :data:`EXAMPLES`."""
        ex = EXAMPLES[index]
        self.set_sets(ex.sets, ex.revelation, ex.egg_holder)

    def clear(self) -> None:
        """Empty every set."""
        self.set_sets([("", "")] * self.n)
        self.target_set(0, 0)

    def clear_seat(self, seat: int) -> None:
        """Empty one player's two sets and send clicked cards there."""
        self._loading = True
        for t in self.fields[seat]:
            t.value = ""
        self._loading = False
        self.target_set(seat, 0)
        self._update()

    def target_set(self, seat: int, k: int) -> None:
        """Send the next clicked cards to this set."""
        self.target = (seat, k)
        self._highlight_target()

    def click_card(self, token: str) -> None:
        """Add a card to the chosen set; a full set moves the choice on to the next one."""
        seat, k = self.target
        field = self.fields[seat][k]
        cards = field.value.split()
        if len(cards) >= 2:
            self.banner.show(f"{seat_name(seat)}'s set {k + 1} already has two cards. Clear it "
                             "(the × button) or choose another set.", "warning")
            return
        field.value = " ".join(cards + [token])
        if len(cards) + 1 == 2:
            self._advance()

    # ----- internals --------------------------------------------------------------------
    def _card_clicked(self, button: w.Button) -> None:
        self.click_card(button.description)

    def _advance(self) -> None:
        """Move the click target to the next set that is not full."""
        order = [(s, k) for s in range(self.n) for k in (0, 1)]
        start = order.index(self.target) if self.target in order else 0
        for step in range(1, len(order) + 1):
            s, k = order[(start + step) % len(order)]
            if len(self.fields[s][k].value.split()) < 2:
                self.target_set(s, k)
                return

    def _highlight_target(self) -> None:
        for s, picks in enumerate(self.pick_buttons):
            for k, b in enumerate(picks):
                b.button_style = "warning" if (s, k) == self.target else ""

    def _players_changed(self, change) -> None:
        self.table_box.children = self.rows[:self.n]
        if self.target[0] >= self.n:
            self.target_set(0, 0)
        self._set_egg_options()
        self._update()

    def _set_egg_options(self) -> None:
        old = self.egg_holder.value
        options = [("nobody (the centre)", NOBODY)] + [(seat_name(s), s) for s in range(self.n)]
        self._loading, was = True, self._loading
        self.egg_holder.options = options
        self.egg_holder.value = old if old is not None and old < self.n else NOBODY
        self._loading = was

    def _changed(self, change) -> None:
        if not self._loading:
            self._update()

    def _update(self) -> None:
        """Check the input with the engine; score the round or say what is wrong."""
        self.result, self.message = None, ""
        self._dim_used_cards()
        texts = self.texts()
        names = _names(self.n)
        rules = self.rules
        for s, pair in enumerate(texts):
            for k, text in enumerate(pair):
                if not text:
                    continue
                try:
                    set_strength(text, rules)
                except (InvalidInput, IllegalAction) as err:
                    return self._problem(f"{names[s]}'s set {k + 1} ('{text}'): {err}", err)
        missing = [f"{names[s]}'s set {k + 1}" for s, pair in enumerate(texts)
                   for k, text in enumerate(pair) if not text]
        if missing:
            self.results.value = '<span class="de-note">The round is scored once every set has two cards.</span>'
            shown = ", ".join(missing[:4]) + (f" and {len(missing) - 4} more" if len(missing) > 4 else "")
            self.message = f"Fill in {shown} to score the round."
            self.banner.show(self.message, "info")
            return
        try:
            result = score_round(texts, egg_holder=self.holder, rules=rules)
        except (InvalidInput, IllegalAction) as err:
            return self._problem(f"These sets cannot all be on one table: {err}", err)
        self.result = result
        self.banner.clear()
        self.results.value = result_html(result, names, self.holder, rules)

    def _problem(self, text: str, err: Exception) -> None:
        """Show what is wrong with the input (and the ruling it breaks); score nothing."""
        self.message = text
        self.results.value = ('<span class="de-note">Nothing is scored until the problem named above '
                              'is fixed.</span>')
        self.banner.show(text, "warning", getattr(err, "rule", None))

    def _dim_used_cards(self) -> None:
        """Disable a card button when the table already uses every copy the deck has."""
        used = [t for pair in self.texts() for text in pair for t in text.split()]
        for token, button in self.card_buttons.items():
            button.disabled = _only_copy_error(used, token)


def _only_copy_error(used: list[str], token: str) -> bool:
    """True when adding ``token`` fails only because all its copies are in use."""
    try:
        parse_cards([t for t in used if t.upper() == token.upper()] + [token])
    except InvalidInput:
        return True
    return False
