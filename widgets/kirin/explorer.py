"""The trick explorer: who may play what to a led card (KI-4), who wins a trick (KI-5),
and which order holds for the next trick (KI-6).

The widget holds no rules. It reads the learner's text (or clicks on the card
palette) and asks the engine: :func:`engines.kirin.explain_follows` for the hand,
:func:`engines.kirin.trick_winner` / :func:`engines.kirin.explain_winner` for the
trick and :func:`engines.kirin.order_after` / :func:`engines.kirin.explain_order_after`
for the Kirin effect. Anything the engine refuses (an unknown token, a card twice)
is shown in the message line with the engine's words; nothing raises.

The small parts every Kirin app shares (the style sheet widget and clickable card buttons)
live in :mod:`widgets.kirin.cardbuttons`. Every app's message line is the shared
:class:`widgets.banner.MessageBanner`.

**Links.** A :class:`widgets.share.LinkReader` reads ``#game=...`` from the page's address
(:meth:`TrickExplorer.link_script` is the script the notebook displays). A link opens through
:func:`widgets.share.read_link`; the explorer shows its order, the led card, the current trick
and the hand of the seat to play (a shared view's own seat), and no other hand.
**Share** gives a link to that seat's view (:func:`widgets.share.link_for`: no other hand is in
it) while the fields still show it; a typed case is no game position, and Share says so.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from typing import Callable

import ipywidgets as w

from engines import InvalidInput
from engines.core import seat_name
from engines.kirin import (CARDS, HAND_SIZE, State, TRICKS_PER_ROUND, Beast, explain_follows,
                           explain_order_after, explain_winner, join_and, order_after, parse_card,
                           parse_cards, trick_winner)

from .. import share
from ..cardbuttons import set_classes
from ..layout import html_block
from ..tool import Tool
from .cardbuttons import card_button, style_widget
from .pictures import SEAT_SPOTS, card_svg, cards_svg, order_html, trick_svg

__all__ = ["TrickExplorer", "Preset", "PRESETS"]


# ----- presets ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class Preset:
    """A ready case: the order, a led card with a hand, and a trick (play order)."""

    name: str
    order: str
    led: str
    hand: str
    trick: str
    note: str


PRESETS: tuple[Preset, ...] = (
    # The follow cases are lesson 3's own (cases 6, 7, 8 and 3); the tricks are lesson 4's and 5's
    # ideas, each starting with the led card.
    Preset("A led trump", "ascending", "ST", "QT Q6 BK- QK+", "ST QK+ S6 X1",
           "Nothing outranks a trump, not even another trump, so only a Kirin card of a stronger "
           "beast can be forced: here QK+. The trump ST then wins the trick."),
    Preset("A led Kirin card", "ascending", "BK+", "S1 X6 QK- B6", "BK+ S1 Q2 X5",
           "A Kirin card ranks below every number and every trump, so any number or trump of a stronger beast "
           "has both a stronger beast and a higher rank: S1 is forced as much as QK-."),
    Preset("Nothing forced", "ascending", "Q1", "S6 ST SK+ X6", "Q1 ST B4 X2",
           "In ascending order no beast is stronger than the Azure Dragon, so after a Dragon lead "
           "this hand plays freely."),
    Preset("Two Kirin cards cancel", "ascending", "B4", "QK- XK+ X6 B5", "B4 QK- QK+ XK-",
           "The order in force is ascending, so the Azure Dragon is the strongest beast among the "
           "trick's Kirin cards. Both of its Kirin cards were played: they cancel, XK- has no say, "
           "and the order stays ascending."),
    Preset("Every card a Kirin", "ascending", "BK+", "S1 X6 QK- B6", "BK+ QK- SK+ XK-",
           "Kirin cards have no rank, so a trick of four Kirin cards has no winner (KI-5); their "
           "effect still counts: the Dragon's QK- turns the order descending (KI-6)."),
)
"""One click away in the explorer: the cases the follow rule and the Kirin effect are hardest on."""


# ----- the explorer ----------------------------------------------------------------------------
_SEATS = ("1st player", "2nd player", "3rd player", "4th player")
SEATING_NOTE = (f"The 1st player leads and sits at the {SEAT_SPOTS[0]} of the picture; play goes clockwise, "
                f"so the 2nd player sits on the {SEAT_SPOTS[1]}, the 3rd at the {SEAT_SPOTS[2]} and the 4th "
                f"on the {SEAT_SPOTS[3]}.")
"""How the trick picture seats the players (the order the pictures module draws them in)."""
_TARGETS = (("Led card", "led"), ("Hand", "hand"), ("Trick", "trick"))


def _tokens(text: str) -> list[str]:
    """The space-separated words of a field."""
    return text.split()


class _CaseShare(share.ShareBox):
    """The Share box of the explorer: a case that is no position gets a sentence, not a traceback."""

    def __init__(self, cannot: Callable[[InvalidInput], None], *args) -> None:
        super().__init__(*args)
        self.cannot = cannot

    def share(self) -> str:
        try:
            return super().share()
        except InvalidInput as err:
            self.hide()
            self.cannot(err)
            return ""


class TrickExplorer(Tool, share.LinkedPage):
    """The trick explorer app. ``widget`` is the whole app; fields and buttons call ``update``."""

    css, kind = "ki", "explorer"

    def style_widget(self) -> w.HTML:
        """Kirin's style sheet."""
        return style_widget()

    def __init__(self, preset: int | None = 0) -> None:
        self.banner = self.new_banner()
        self._quiet = False
        self._preset: Preset | None = None
        self.order = w.ToggleButtons(options=[("\u2191 ascending", "ascending"),
                                              ("\u2193 descending", "descending")],
                                     value="ascending", description="Order",
                                     tooltips=["Q > S > B > X, 6 high", "X > B > S > Q, 1 high"],
                                     style={"button_width": "120px"}, layout=w.Layout(width="auto"))
        self.order.add_class("ki-order-choice")
        self.order_badge = html_block("", css_class="ki-order-now")

        def field(description: str, placeholder: str, cls: str, width: str) -> w.Text:
            box = w.Text(description=description, placeholder=placeholder, continuous_update=False,
                         style={"description_width": "80px"}, layout=w.Layout(width=width))
            box.add_class(cls)
            box.observe(lambda _change: self.update(), names="value")
            return box

        self.led = field("Led card", "e.g. B4", "ki-led", "200px")
        self.hand = field("Hand", "e.g. S5 X3 SK+ Q1", "ki-hand-field", "420px")
        self.trick = field("Trick", "four cards in play order, e.g. B4 S5 Q2 XK+", "ki-trick-field", "420px")
        self.order.observe(lambda _change: self.update(), names="value")

        self.clear_button = self.button("Clear all", "ki-clear", self.clear, icon="times")
        self.preset_buttons, presets = self.example_row("Try a case:", PRESETS, "ki-preset", self.load_preset, None,
                                                        self.clear_button)

        self.target = w.ToggleButtons(options=list(_TARGETS), value="hand", description="Clicks go to",
                                      style={"button_width": "90px", "description_width": "90px"},
                                      layout=w.Layout(width="auto"))
        self.target.add_class("ki-target")
        self.palette_buttons: dict[str, w.Button] = {}
        rows = []
        for beast in Beast:
            row = []
            for card in CARDS:
                if card.beast is beast:
                    b = card_button(card.token, lambda _b, t=card.token: self.click_card(t), "ki-palette",
                                    small=True)
                    self.palette_buttons[card.token] = b
                    row.append(b)
            rows.append(w.HBox(row, layout=w.Layout(flex_flow="row wrap")))
        self.target.observe(lambda _change: self._mark_palette(), names="value")
        palette = w.VBox([self.target, *rows])
        palette.add_class("ki-palette-box")

        self.preset_note = html_block("", css_class="ki-preset-note")
        self.follow_out = html_block("", css_class="ki-follow")
        self.trick_out = html_block("", css_class="ki-trick-result")

        self.follow_ok = False
        self.trick_ok = False
        self.playable: list[str] = []
        self.reasons: dict[str, str] = {}
        self.winner: int | None = None
        self.winner_text = ""
        self.next_order = ""
        self.order_text = ""
        self.message = ""

        self.loaded = None  # the position from a link, while the fields still show it
        self.loaded_seat: int | None = None  # the seat whose hand the position from a link shows
        self._loaded_case: tuple = ()
        self.reader = share.LinkReader("ki-explorer", self.open_link)
        self.share = _CaseShare(self._cannot_share, "ki", self.shared, lambda: self.reader.address)
        self.assemble(
            presets, self.preset_note,
            self.row(self.order, self.order_badge),
            self.banner.widget,
            self.title("1. Which cards may this hand play? (KI-4)"),
            self.row(self.led, self.hand, align_items=None),
            self.follow_out,
            self.title("2. Who wins this trick, and what order comes next? (KI-5, KI-6)"),
            self.note(escape(SEATING_NOTE), "ki-seating"),
            self.trick,
            self.trick_out,
            self.title("Pick cards by clicking (instead of typing)"),
            self.note("Choose the field, then click cards: a click adds the card, a second click takes it out. "
                      "Framed cards are in the chosen field."),
            palette,
            self.title("Share this case as a link"), self.share.widget, self.reader.box,
        )
        if preset is None:
            self.update()
        else:
            self.load_preset(preset)

    # ----- links -------------------------------------------------------------------------------
    def _case(self) -> tuple:
        return (self.order.value, self.led.value, self.hand.value, self.trick.value)

    def open_link(self, address: str, fragment: str | None) -> bool:
        """Show the position a link carries (the seat to play's hand only), or say what is wrong with it."""
        if fragment is None:
            return False
        self.reader.box.value = ""  # the position is read; the page keeps no copy of the link
        try:
            opened = share.read_link(fragment, State)
            state = opened.state
            to_play = state.to_act()[0] if state.observation(0)["phase"] == "play" and state.to_act() else None
            if opened.is_view and to_play is not None and to_play != opened.seat:
                raise InvalidInput(f"it shares {seat_name(opened.seat)}'s view, and it is {seat_name(to_play)}'s "
                                   "turn to play, whose hand the link does not hold. Open it on the play page "
                                   "to play on as " + seat_name(opened.seat) + ".")
        except InvalidInput as err:
            self._preset = None
            self.preset_note.value = ""
            self.set_case(led="", hand="", trick="")
            self.banner.show(f"This link's position could not be opened: {err} The fields are empty: "
                             "type a case or pick one above.", "error")
            self.message = self.banner.text
            return False
        obs = state.observation(0)
        trick = [card for _, card in obs["trick"]]
        seat = state.to_act()[0] if obs["phase"] == "play" and state.to_act() else None
        hand = [str(c) for c in state.hand(seat)] if seat is not None else []
        self._preset = None
        self.set_case(state.current_order(), trick[0] if trick else "", " ".join(hand), " ".join(trick))
        self.loaded, self._loaded_case = state, self._case()
        self.preset_note.value = f'<div class="ki-note">{escape(opened.note)}</div>' if opened.note else ""
        self.loaded_seat = opened.seat if opened.is_view else seat
        if seat is None:
            what = "the game is over" if state.is_over() else "the players are choosing their declarations"
            self.banner.show(f"Opened the position from the link: {what}, so there is no trick to explore. "
                             f"The order in force is {state.current_order()}.", "info")
        else:
            name = seat_name(seat)
            led = f"to the led {trick[0]}" if trick else "to lead the trick"
            self.banner.show(f"Opened the position from the link (round {obs['round']}, trick "
                             f"{len(obs['tricks']) + 1}): {name}'s hand, {led}, in {state.current_order()} "
                             "order. Which cards may it play? The trick box holds the trick so far; add "
                             "cards to see who would win.", "info")
        self.message = self.banner.text
        return True

    def shared(self) -> tuple:
        """The position on show and the seat whose hand is shown (what Share puts in the link: that seat's view).

        Only a position from a link can be shared, while the fields still show it: a link
        carries a seat's view of a game (its hand, the tricks so far, the scores), which a
        typed case does not give. Otherwise ``InvalidInput`` says so (Share shows it).
        """
        if self.loaded is not None and self._case() == self._loaded_case:
            to_act = self.loaded.to_act()
            return self.loaded, self.loaded_seat if self.loaded_seat is not None else (to_act[0] if to_act else 0)
        raise InvalidInput("a link carries a seat's view of a game (its hand, the tricks so far, the scores), "
                           "and a typed case gives only one hand and a trick. Open a game's position here from a "
                           "link (the play page's Share gives one), then Share it; or share the play page's "
                           "link itself.")

    def _cannot_share(self, err: InvalidInput) -> None:
        self.banner.show(f"This case cannot be shared: {err}", "error")
        self.message = self.banner.text

    # ----- what the buttons and fields call -------------------------------------------------
    def set_case(self, order: str | None = None, led: str | None = None, hand: str | None = None,
                 trick: str | None = None) -> None:
        """Set any of the inputs at once (as if typed) and work out the answers once."""
        self._quiet = True
        try:
            if order is not None:
                if order not in ("ascending", "descending"):
                    self._quiet = False
                    self.banner.show(f"'{order}' is not an order: choose ascending or descending.",
                                     "error")
                    self.message = self.banner.text
                    return
                self.order.value = order
            if led is not None:
                self.led.value = led
            if hand is not None:
                self.hand.value = hand
            if trick is not None:
                self.trick.value = trick
        finally:
            self._quiet = False
        self.update()

    def load_preset(self, index: int) -> None:
        """Load one of the ready cases."""
        preset = PRESETS[index]
        self._preset = preset
        self.set_case(preset.order, preset.led, preset.hand, preset.trick)
        self.preset_note.value = (f'<div class="ki-note"><b>{escape(preset.name)}:</b> '
                                  f"{escape(preset.note)}</div>")

    def clear(self) -> None:
        """Empty every field."""
        self._preset = None
        self.preset_note.value = ""
        self.set_case(led="", hand="", trick="")

    def click_card(self, token: str) -> None:
        """A click on the palette: add the card to the chosen field, or take it out if it is there."""
        box = {"led": self.led, "hand": self.hand, "trick": self.trick}[self.target.value]
        words = _tokens(box.value)
        upper = [x.upper() for x in words]
        if token in upper:
            del words[upper.index(token)]
        elif self.target.value == "led":
            words = [token]
        else:
            words.append(token)
        box.value = " ".join(words)

    # ----- working it out ----------------------------------------------------------------------
    def update(self) -> None:
        """Recompute both answers from the fields; problems go to the message line."""
        if self._quiet:
            return
        preset = self._preset
        if preset and (self.order.value, self.led.value, self.hand.value, self.trick.value) != (
                preset.order, preset.led, preset.hand, preset.trick):
            self._preset = None  # the learner changed the case: the preset's note no longer fits
            self.preset_note.value = ""
        elif not preset and self.loaded is not None and self._case() != self._loaded_case:
            self.preset_note.value = ""  # nor a link's what-if note
        problems = [p for p in (self._update_follow(), self._update_trick()) if p]
        self.order_badge.value = order_html(self.order.value)
        self._mark_palette()
        if problems:
            self.banner.show(" ".join(problems), "error")
        else:
            self.banner.clear()
        self.message = self.banner.text

    def _update_follow(self) -> str:
        """Section 1 (KI-4): mark the cards the hand may play to the led card, with reasons."""
        self.follow_ok, self.playable, self.reasons = False, [], {}
        led_words, hand_words = _tokens(self.led.value), _tokens(self.hand.value)
        if not led_words or not hand_words:
            missing = join_and([n for n, words in (("the led card", led_words), ("a hand", hand_words))
                                if not words])
            self.follow_out.value = (f'<div class="ki-note ki-follow-summary">Type {missing} (or pick '
                                     "a case above) to see which cards may be played.</div>")
            return ""
        problem = ""
        try:
            if len(led_words) > 1:
                problem = (f"Led card: one card leads a trick, but you typed {len(led_words)} "
                           f"({' '.join(led_words)}). Put the other cards in the hand.")
            else:
                led_card = parse_card(led_words[0])
                cards = parse_cards(hand_words)
                if led_card in cards:
                    problem = (f"Led card and hand: {led_card} is the led card, so it cannot also be in "
                               f"the hand (the deck has one {led_card}, the {led_card.describe()}).")
                elif len(cards) > TRICKS_PER_ROUND:
                    problem = (f"Hand: a player holds at most {TRICKS_PER_ROUND} cards during the "
                               f"tricks ({HAND_SIZE} are dealt and one is laid face down as the declaration, "
                               f"KI-7), but you typed {len(cards)}.")
                else:
                    rows = explain_follows(cards, led_words[0], self.order.value)
        except InvalidInput as err:
            problem = f"Led card and hand: {err}"
        if problem:
            self.follow_out.value = ('<div class="ki-note ki-follow-summary">Fix the led card or the '
                                     "hand (see the message above) to see which cards may be played.</div>")
            return problem
        led = parse_card(led_words[0])
        self.playable = [str(card) for card, ok, _ in rows if ok]
        self.reasons = {str(card): why for card, _, why in rows}
        self.follow_ok = True
        every = len(self.playable) == len(rows)
        summary = (f"Every card may be played: nothing in this hand obliges the player against {led}."
                   if every else
                   f"Only {join_and(self.playable)} may be played: the follow rule obliges the player.")
        table = "".join(
            f'<tr class="ki-reason-{card}"><td>{card_svg(card, True if ok else None, width=42, height=59)}</td>'
            f'<td class="{"ki-yes" if ok else "ki-no"}">{"&#10003; may play" if ok else "&#10007; may not"}'
            f'</td><td class="ki-why">{escape(why)}</td></tr>' for card, ok, why in rows)
        self.follow_out.value = (
            '<div style="display:flex;gap:18px;align-items:center;flex-wrap:wrap">'
            f'<div><div class="ki-note">Led card</div>{card_svg(led)}</div>'
            f'<div><div class="ki-note">Hand ({len(rows)} cards; &#10003; may be played, faded may not)</div>'
            f"{cards_svg([c for c, _, _ in rows], [ok for _, ok, _ in rows])}</div></div>"
            f'<div class="ki-result ki-follow-summary"><b>{escape(summary)}</b></div>'
            f'<table class="ki-table ki-reasons"><tr><th>Card</th><th>May it be played?</th>'
            f"<th>Why (from the rule engine)</th></tr>{table}</table>")
        return ""

    def _update_trick(self) -> str:
        """Section 2 (KI-5, KI-6): the winner of the trick and the order for the next one."""
        self.trick_ok, self.winner, self.winner_text = False, None, ""
        self.next_order, self.order_text = "", ""
        words = _tokens(self.trick.value)
        if not words:
            self.trick_out.value = ('<div class="ki-note">Type the four cards of a trick in the order '
                                    "they were played, the led card first.</div>")
            return ""
        try:
            cards = parse_cards(words)
        except InvalidInput as err:
            self.trick_out.value = '<div class="ki-note">Fix the trick (see the message above).</div>'
            return f"Trick: {err}"
        if len(cards) > 4:
            self.trick_out.value = '<div class="ki-note">Fix the trick (see the message above).</div>'
            return (f"Trick: a trick has exactly four cards, one per player, but you typed {len(cards)} "
                    f"({' '.join(map(str, cards))}).")
        if len(cards) < 4:
            more = 4 - len(cards)
            self.trick_out.value = (
                trick_svg(cards, 0, names=_SEATS, to_play=len(cards), you=None)
                + f'<div class="ki-note ki-trick-wait">A trick has four cards, one per player: add {more} '
                  f"more card{'s' if more > 1 else ''}.</div>")
            return ""
        order = self.order.value
        self.winner = trick_winner(cards, order)
        self.winner_text = explain_winner(cards, order)
        self.next_order = order_after(cards, order)
        self.order_text = explain_order_after(cards, order)
        self.trick_ok = True
        if self.winner is None:
            head = "No winner: every card is a Kirin card."
        else:
            head = f"The {_SEATS[self.winner]} wins with {cards[self.winner]}."
        changed = "changes to" if self.next_order != order else "stays"
        picture = trick_svg(cards, 0, self.winner, names=_SEATS, you=None,
                            note="no winner" if self.winner is None else None)
        self.trick_out.value = (
            '<div style="display:flex;gap:20px;align-items:center;flex-wrap:wrap">'
            f"<div>{picture}</div>"
            '<div class="ki-result" style="max-width:480px">'
            f'<div class="ki-winner"><b>{escape(head)}</b><br><span class="ki-why">'
            f"{escape(self.winner_text)}</span></div>"
            f'<div class="ki-order-after" style="margin-top:12px"><b>Next trick: the order {changed} '
            f"{escape(self.next_order)}.</b><br>{order_html(self.next_order)}<br>"
            f'<span class="ki-why">{escape(self.order_text)}</span></div></div></div>')
        return ""

    def _mark_palette(self) -> None:
        """Frame the palette cards that are in the field the clicks go to."""
        box = {"led": self.led, "hand": self.hand, "trick": self.trick}[self.target.value]
        chosen = {x.upper() for x in _tokens(box.value)}
        for token, button in self.palette_buttons.items():
            set_classes(button, ki_selected=token in chosen)
