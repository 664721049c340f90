"""The play table's rules menu: Lauzait Cep!'s optional rules and variants, read when a game is dealt.

A checkbox per optional rule (the luminous piece, a joker standing for a removed 0) and a chooser
of the reading of Stalemate (LC-8) the engine knows; :func:`rules_words` says in a sentence which
rules of a game differ from ours.
"""

from __future__ import annotations

from html import escape

import ipywidgets as w

from engines.lauzait_cep import STALEMATE_READINGS, Rules

__all__ = ["RULE_SWITCHES", "STALEMATE_LABELS", "RulesMenu", "rules_words"]

RULE_SWITCHES = (
    ("luminous", "Luminous piece (the rulebook's optional rule)", False,
     "After each deal one face-down piece is turned up; each identical piece in a declarer's hand adds 1"),
    ("jokers_for_removed", "A joker may stand for 0 when the 0s are out of the box (our reading)", True,
     "Untick for the variant: with 2 or 3 players a joker stands only for numbers still in play"),
)
"""The rules menu: (``Rules`` field, label, default, tooltip); each is a checkbox read at New game."""
STALEMATE_LABELS = {
    "last_resort": "Stalemate only as the last resort (our reading, LC-8)",
    "no_discard": "Variant: Stalemate as soon as nothing can be discarded",
}
"""The rules menu's words for each reading of Stalemate the engine knows."""


def rules_words(rules: Rules) -> str:
    """The rules of a game in words: which variants and optional rules differ from ours."""
    default = Rules()
    changed = [f"{label.split(' (')[0]}: {'on' if getattr(rules, name) else 'off'}"
               for name, label, _default, _tip in RULE_SWITCHES if getattr(rules, name) != getattr(default, name)]
    if rules.stalemate != default.stalemate:
        changed.append(STALEMATE_LABELS.get(rules.stalemate, rules.stalemate))
    return ("Rules changed: " + "; ".join(changed) + ".") if changed else "Rules: the rulebook's, as we read it."


class RulesMenu:
    """The folded "Rules" menu (``widget``): a change takes effect at the next New game."""

    def __init__(self) -> None:
        self.boxes: dict[str, w.Checkbox] = {}
        for field_name, label, default, tip in RULE_SWITCHES:
            box = w.Checkbox(value=default, description=label, indent=False, tooltip=tip,
                             layout=w.Layout(width="auto"))
            box.add_class(f"lc-rule-{field_name.replace('_', '-')}")
            self.boxes[field_name] = box
        self.stalemate = w.Dropdown(options=[(STALEMATE_LABELS.get(r, r), r) for r in STALEMATE_READINGS],
                                    value=Rules().stalemate, description="Stalemate",
                                    style={"description_width": "initial"}, layout=w.Layout(width="auto"))
        self.stalemate.add_class("lc-rule-stalemate")
        self.note = w.HTML()
        self.note.add_class("lc-rules-note")
        self.widget = w.Accordion(children=[w.VBox([
            w.HTML('<div class="lc-note">Variants and optional rules. A change takes effect when you press '
                   "<b>New game</b>.</div>"), *self.boxes.values(), self.stalemate, self.note])])
        self.widget.set_title(0, "Rules")
        self.widget.selected_index = None
        self.widget.add_class("lc-rules-menu")

    def rules(self) -> Rules:
        """The engine's rules as the menu sets them."""
        return Rules(stalemate=self.stalemate.value, **{name: box.value for name, box in self.boxes.items()})

    def set(self, rules: Rules) -> None:
        """Set the menu to ``rules`` (a game opened from a link keeps its own)."""
        for name, box in self.boxes.items():
            box.value = getattr(rules, name)
        self.stalemate.value = rules.stalemate

    def show(self, rules: Rules) -> None:
        """Say under the menu which rules the game in play has."""
        self.note.value = f'<div class="lc-note">{escape(rules_words(rules))}</div>'
