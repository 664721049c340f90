"""The hand and formation calculator: nine pieces split into departments, and three departments scored.

Every number comes from the engine (:mod:`engines.lauzait_cep`): ``parse_cards``
reads and checks the pieces (unknown tokens, more copies than the box holds),
``splits`` lists every way nine pieces make three departments (jokers stated),
``department_kind`` / ``department_bonus`` / ``refund`` judge one department (LC-5),
``formation_score`` and ``best_declaration`` / ``best_restatement`` score a
Lauzait-Cep! declaration (LC-7). This module reads the fields, draws the engine's
answers and turns its errors into messages; it never raises into the page.

The message lines are :class:`widgets.banner.MessageBanner` with the class ``lc-banner``, one
per part (``banner`` for the hand, ``dept_banner`` for the departments); the style sheet and the
piece buttons the Lauzait Cep! apps share are in :mod:`widgets.lauzait_cep.style`.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from typing import Sequence

import ipywidgets as w

from engines import InvalidInput
from engines.lauzait_cep import (PIECES, best_declaration, best_restatement,
                                 department_bonus, department_kind, formation_score,
                                 joker_statements, parse_cards, refund, scored_words, splits)

from ..banner import on_click
from ..layout import replace_children, stacked
from ..tool import Tool
from ..words import count
from .pictures import department_svg, pieces_svg
from .style import piece_button, style_widget

__all__ = ["HandCalculator", "HAND_EXAMPLES", "DEPARTMENT_EXAMPLES"]

HAND_SIZE = 9
MAX_ROWS = 40
"""Most splits listed; a hand with several jokers can split hundreds of ways."""


def _dept_text(dept) -> str:
    """A department as notation."""
    return " ".join(map(str, dept))


def _holds(option, fixed: list[int]) -> bool:
    """Whether a joker statement keeps the jokers that were already stated as they were."""
    values = [p.value for p in option if p.is_joker]
    for v in fixed:
        if v not in values:
            return False
        values.remove(v)
    return True


# ----- worked cases ----------------------------------------------------------------------------
@dataclass(frozen=True)
class HandExample:
    """A nine-piece hand the calculator can load, with what it shows."""

    name: str
    hand: str
    note: str


HAND_EXAMPLES: tuple[HandExample, ...] = (
    HandExample("Well-Balanced", "G1 G2 G3 W1 W2 W3 G0 G0 G0",
                "White numbers 1+2+3 match green 1+2+3+0+0+0, and two departments share the numbers 1-2-3."),
    HandExample("Great Sequence", "G1 G2 G3 W4 W5 W6 G7 G8 J",
                "Nine numbers in a row, across both colours; the joker can close it as G9 or open it as G6."),
    HandExample("Specialized Experts", "W2 W2 W2 W5 W6 W7 W7 W8 W9",
                "All nine pieces are white Administrative Officers."),
    HandExample("Two jokers", "G4 G5 J W4 W5 J W1 W1 W1",
                "Each joker can close its sequence at either end: every statement is listed, and "
                "matching statements make Layered Bridges."),
    HandExample("No split", "G1 G2 G4 W3 W3 W5 W6 G9 J",
                "Not every hand splits into three departments."),
)
"""Hands to try; the calculator works out every answer from the engine."""


@dataclass(frozen=True)
class DepartmentExample:
    """Three departments the calculator can load, with what they show."""

    name: str
    departments: tuple[str, str, str]
    note: str


_TOP, _BOTTOM = "G2 G3 J=G4", "J=G1 G2 G3"
DEPARTMENT_EXAMPLES: tuple[DepartmentExample, ...] = (
    DepartmentExample("Rulebook examples", ("G3 G4 G5", "G3 G3 J=G3", "W7 W7 W7"),
                      "A sequence topped by 5; a three-of-a-kind whose joker stands for 3 (tripled, "
                      "then one off for the joker); a white three-of-a-kind of 7s."),
    DepartmentExample("2-3-Joker as 4 (LC-5)", (_TOP, "W5 W5 W5", "W7 W8 W9"),
                      f"The joker stated as G4 makes 4 the largest number: the department earns "
                      f"{department_bonus(_TOP)}, and dissolving it pays back exactly {refund(_TOP)}."),
    DepartmentExample("Joker-2-3 as 1 (LC-5)", (_BOTTOM, "W5 W5 W5", "W7 W8 W9"),
                      f"The same three pieces stated the other way: 3 is the largest, so the department "
                      f"earns {department_bonus(_BOTTOM)} and dissolving it pays back {refund(_BOTTOM)}."),
    DepartmentExample("A joker not yet stated", ("G2 G3 J", "W5 W5 W5", "W7 W8 W9"),
                      "Until a joker says what it stands for, the department has no single bonus: "
                      "each possible statement is listed with its own."),
)
"""Departments to try, including the rulebook's joker cases (LC-5)."""


# ----- the calculator --------------------------------------------------------------------------
class HandCalculator(Tool):
    """The calculator app. ``widget`` is the whole app; the fields and buttons call ``update``."""

    css, kind = "lc", "calculator"

    def style_widget(self) -> w.HTML:
        """Lauzait Cep!'s style sheet."""
        return style_widget()

    def __init__(self, hand: str | None = None, departments: Sequence[str] | None = None) -> None:
        """Build the app; with no arguments it opens on the first ready hand and the LC-5 case."""
        self.banner = self.new_banner("lc-hand-banner")
        self.dept_banner = self.new_banner("lc-dept-banner")
        self._quiet = False
        self._example_hand: str | None = None
        self._example_depts: tuple | None = None
        # ----- part 1: nine pieces
        self.hand_field = w.Text(description="Nine pieces", continuous_update=False,
                                 placeholder="e.g. G1 G2 G3 W4 W4 W4 G7 G8 J",
                                 style={"description_width": "90px"}, layout=w.Layout(width="460px"))
        self.hand_field.add_class("lc-hand-field")
        self.hand_field.observe(lambda _c: self.update_hand(), names="value")
        self.hand_box = w.HBox(layout=w.Layout(flex_flow="row wrap", min_height="50px"))
        self.hand_box.add_class("lc-hand")
        self.clear_button = self.button("Clear", "lc-clear", lambda: self.set_hand(""), icon="times")
        self.palette: dict[str, w.Button] = {}
        rows = []
        for start in (0, 10):
            row = []
            for code in range(start, start + 10):
                token = str(PIECES[code])
                b = piece_button(token, None, "lc-palette")
                on_click(b, self.banner, lambda t=token: self.add_piece(t))
                self.palette[token] = b
                row.append(b)
            rows.append(w.HBox(row, layout=w.Layout(flex_flow="row wrap")))
        joker = piece_button("J", None, "lc-palette")
        on_click(joker, self.banner, lambda: self.add_piece("J"))
        self.palette["J"] = joker
        rows[-1].children = rows[-1].children + (w.HTML("&nbsp;&nbsp;"), joker)
        self.hand_examples, hand_examples = self.example_row("Try a hand:", HAND_EXAMPLES, "lc-hand-example",
                                                             self.load_hand_example)
        self.hand_note = w.HTML()
        self.hand_note.add_class("lc-hand-note")
        self.splits_out = w.HTML()
        self.splits_out.add_class("lc-splits")
        # ----- part 2: three departments
        self.dept_fields = []
        for k in range(3):
            f = w.Text(description=f"Department {k + 1}", continuous_update=False,
                       placeholder="e.g. G2 G3 J=G4", style={"description_width": "100px"},
                       layout=w.Layout(width="320px"))
            f.add_class(f"lc-dept-field-{k}")
            f.observe(lambda _c: self.update_departments(), names="value")
            self.dept_fields.append(f)
        self.dept_examples, dept_examples = self.example_row("Try a case:", DEPARTMENT_EXAMPLES, "lc-dept-example",
                                                             self.load_department_example, self.dept_banner)
        self.dept_note = w.HTML()
        self.dept_note.add_class("lc-dept-note")
        self.depts_out = w.HTML()
        self.depts_out.add_class("lc-departments")

        # answers kept for tests and other code
        self.pieces: list[str] = []
        self.splits: list = []
        self.best = None
        self.rows: list[dict] = []
        self.dept_results: list[dict | None] = [None, None, None]
        self.formation = None
        self.restated = None
        self.hand_message = ""
        self.dept_message = ""

        self.assemble(
            self.title("1. Nine pieces: every way to split them into three departments (LC-5, LC-7)"),
            hand_examples,
            self.hand_note,
            self.banner,
            self.row(self.hand_field, self.clear_button),
            self.note("Or click pieces to add them (G green Site Workers, W white Administrative Officers, "
                      "J joker); click a piece of the hand to take it out."),
            *rows,
            w.HTML('<div class="lc-label" style="margin-top:6px">The hand</div>'),
            self.hand_box,
            self.splits_out,
            self.title("2. Three departments: bonus, refund and the declaration (LC-5, LC-7)"),
            dept_examples,
            self.dept_note,
            self.dept_banner,
            w.VBox(self.dept_fields),
            self.depts_out,
        )
        if hand is None and departments is None:
            self.load_hand_example(0)
            self.load_department_example(1)
        else:
            self.set_hand(hand or "")
            self.set_departments(*(list(departments or ()) + ["", "", ""])[:3])

    # ----- part 1 -----------------------------------------------------------------------------
    def set_hand(self, text: str) -> None:
        """Put notation in the hand field (as if typed) and work out the splits."""
        if self.hand_field.value == text:
            self.update_hand()
        else:
            self.hand_field.value = text

    def load_hand_example(self, index: int) -> None:
        """Load one of the ready hands."""
        ex = HAND_EXAMPLES[index]
        self.set_hand(ex.hand)
        self._example_hand = ex.hand
        self.hand_note.value = f'<div class="lc-note"><b>{escape(ex.name)}:</b> {escape(ex.note)}</div>'

    def add_piece(self, token: str) -> None:
        """A click on the palette: add a piece to the hand (at most nine)."""
        words = self.hand_field.value.split()
        if len(words) >= HAND_SIZE:
            self.banner.warning(f"A hand has nine pieces; take one out (click it) before adding {token}.")
            return
        self.hand_field.value = " ".join(words + [token])

    def remove_piece(self, index: int) -> None:
        """A click on a piece of the hand: take it out."""
        words = self.hand_field.value.split()
        if 0 <= index < len(words):
            del words[index]
            self.hand_field.value = " ".join(words)

    def update_hand(self) -> None:
        """Recompute part 1 from the hand field; problems go to the banner."""
        if self._quiet:
            return
        self.banner.clear()
        self.pieces, self.splits, self.best, self.rows, self.hand_message = [], [], None, [], ""
        text = self.hand_field.value
        if text != self._example_hand:  # the learner changed the hand: the example's note no longer fits
            self._example_hand = None
            self.hand_note.value = ""
        try:
            pieces = parse_cards(text)
        except InvalidInput as err:
            self._hand_buttons(text.split(), valid=False)
            self._hand_problem(f"The hand: {err}")
            return
        stated = [str(p) for p in pieces if p.is_joker and p.stands_for >= 0]
        pieces = [p.bare for p in pieces]
        self.pieces = [str(p) for p in pieces]
        self._hand_buttons(self.pieces, valid=True)
        if stated:
            self.banner.info(f"In a hand a joker is just J: {', '.join(stated)} counted as J. It says what "
                             "it stands for only when its department is formed (LC-5).")
        n = len(pieces)
        if n != HAND_SIZE:
            more = (f"add {HAND_SIZE - n} more" if n < HAND_SIZE else f"take {n - HAND_SIZE} out")
            self.splits_out.value = (f'<div class="lc-note lc-split-summary">{count(n, "piece")} in the hand: '
                                     f"a hand has nine, so {more} to see how it splits.</div>")
            if n > HAND_SIZE:
                self._hand_problem(f"The hand: {n} pieces given, but a hand has exactly nine.")
            return
        self.splits = splits(pieces)
        self.best = best_declaration(pieces)
        self.splits_out.value = self._splits_html()

    def _hand_problem(self, text: str) -> None:
        """Show a problem with the hand and clear the answer."""
        self.hand_message = text
        self.banner.warning(text)
        self.splits_out.value = ('<div class="lc-note lc-split-summary">Fix the hand (see the message '
                                 "above) to see how it splits.</div>")

    def _hand_buttons(self, tokens: list[str], valid: bool) -> None:
        """The hand as piece buttons (click to take out); unreadable tokens as plain buttons."""
        buttons = []
        for i, token in enumerate(tokens):
            try:
                b = piece_button(token, None, "lc-hand-piece", f"lc-hand-{i}")
            except InvalidInput:
                b = w.Button(description=token, tooltip="not a piece: click to take it out",
                             layout=w.Layout(width="auto", height="44px"))
                b.add_class("lc-hand-piece")
            b.tooltip = f"{b.tooltip}: click to take it out"
            on_click(b, self.banner, lambda i=i: self.remove_piece(i))
            buttons.append(b)
        replace_children(self.hand_box, buttons)

    def _splits_html(self) -> str:
        """Every split as a table row: departments with kind and bonus, formations, score."""
        if not self.splits:
            return ('<div class="lc-total lc-split-summary"><b>These nine pieces do not split into three '
                    "departments</b>, whatever the jokers stand for: no declaration with this hand yet "
                    "(LC-7).</div>")
        scored = []
        for split in self.splits:
            form = formation_score([list(d) for d in split])
            bonuses = [department_bonus(list(d)) for d in split]
            kinds = [department_kind(list(d)) for d in split]
            scored.append((form, bonuses, kinds, split))
        scored.sort(key=lambda r: (-r[0].total, -sum(r[1])))
        best = self.best
        best_key = tuple(sorted(_dept_text(d) for d in best.departments))
        rows = []
        for form, bonuses, kinds, split in scored:
            key = tuple(sorted(_dept_text(d) for d in split))
            self.rows.append({"departments": [_dept_text(d) for d in split], "bonuses": bonuses,
                              "kinds": kinds, "formations": list(form.formations), "total": form.total,
                              "best": form.total == best.total, "chosen": key == best_key})
        for i, row in enumerate(self.rows[:MAX_ROWS]):
            pictures = "".join(
                f'<span style="margin-right:6px">{department_svg(d, f"{k}, bonus {b}", size=30)}</span>'
                for d, k, b in zip(row["departments"], row["kinds"], row["bonuses"]))
            star = ('<b class="lc-best-mark">&#9733; best</b>' if row["best"] else "")
            cls = ' class="lc-best"' if row["best"] else ""
            rows.append(
                f'<tr{cls}><td>{i + 1}</td><td>{pictures}</td>'
                f'<td>{" + ".join(map(str, row["bonuses"]))} = <b>{sum(row["bonuses"])}</b></td>'
                f'<td class="lc-why">{escape(scored_words(row["formations"]))}</td>'
                f'<td><b>{row["total"]}</b> {star}</td></tr>')
        more = len(self.rows) - MAX_ROWS
        tail = (f'<div class="lc-note">{more} more split{"s" if more > 1 else ""} not shown (they score '
                "no more than the last row).</div>" if more > 0 else "")
        head = ("<tr><th>#</th><th>Departments (kind, bonus if formed)</th><th>Bonuses</th>"
                "<th>What the declaration scores (LC-7)</th><th>Points</th></tr>")
        depts = " / ".join(_dept_text(d) for d in best.departments)
        summary = (f'<div class="lc-total lc-split-summary">{count(len(self.splits), "way")} to split '
                   f'these nine pieces. Best declaration: <span class="lc-total-value lc-best-total">'
                   f'{best.total}</span> points with <b>{escape(depts)}</b> '
                   f'({escape(scored_words(best.formations))}).</div>'
                   '<div class="lc-note">Declared with nothing formed, the hand scores only the base points and '
                   "the scoring patterns (LC-7); the bonus of a department is earned when it is formed during play (LC-5).</div>")
        return summary + stacked(f'<table class="lc-table lc-split-table">{head}{"".join(rows)}</table>') + tail

    # ----- part 2 -----------------------------------------------------------------------------
    def set_departments(self, first: str = "", second: str = "", third: str = "") -> None:
        """Set the three department fields at once (as if typed) and work them out once."""
        self._quiet = True
        try:
            for field, text in zip(self.dept_fields, (first, second, third)):
                field.value = text
        finally:
            self._quiet = False
        self.update_departments()

    def load_department_example(self, index: int) -> None:
        """Load one of the ready department cases."""
        ex = DEPARTMENT_EXAMPLES[index]
        self.set_departments(*ex.departments)
        self._example_depts = ex.departments
        self.dept_note.value = f'<div class="lc-note"><b>{escape(ex.name)}:</b> {escape(ex.note)}</div>'

    def update_departments(self) -> None:
        """Recompute part 2: each department's kind, bonus and refund, then the declaration."""
        if self._quiet:
            return
        self.dept_banner.clear()
        self.dept_results, self.formation, self.restated, self.dept_message = [None] * 3, None, None, ""
        if tuple(f.value for f in self.dept_fields) != self._example_depts:
            self._example_depts = None
            self.dept_note.value = ""
        cells, problems = [], []
        for k, field in enumerate(self.dept_fields):
            cell, problem = self._one_department(k, field.value)
            cells.append(cell)
            if problem:
                problems.append(f"Department {k + 1}: {problem}")
        block = ('<div style="display:flex;gap:18px;flex-wrap:wrap;align-items:flex-start">'
                 + "".join(cells) + "</div>")
        texts = [f.value for f in self.dept_fields]
        if not problems and all(r is not None and r.get("bonus") is not None for r in self.dept_results):
            try:
                self.formation = formation_score(texts)
            except InvalidInput as err:  # e.g. more copies than the box holds across the three
                problems.append(str(err))
            else:
                self.restated = best_restatement(texts)
                block += self._declaration_html()
        if problems:
            self.dept_message = " ".join(problems)
            self.dept_banner.warning(self.dept_message)
        self.depts_out.value = block

    def _one_department(self, k: int, text: str) -> tuple[str, str]:
        """One department's card: picture, kind, bonus and refund (or the joker's options)."""
        head = f'<div class="lc-label">Department {k + 1}</div>'
        if not text.strip():
            return (f'<div class="lc-box lc-dept-{k}">{head}<div class="lc-note">Type three pieces, '
                    "e.g. G2 G3 J=G4.</div></div>", "")
        try:
            pieces = parse_cards(text)
            if len(pieces) == 3 and any(p.is_joker and p.stands_for < 0 for p in pieces):
                fixed = sorted(p.value for p in pieces if p.is_joker and p.stands_for >= 0)
                options = [o for o in joker_statements(pieces) if _holds(o, fixed)]
                if not options:
                    return self._bad(k, head, f"{_dept_text(pieces)} is no department, whatever the joker "
                                              "stands for.")
                self.dept_results[k] = {"department": _dept_text(pieces), "kind": None, "bonus": None,
                                        "refund": None,
                                        "options": {_dept_text(o): department_bonus(list(o)) for o in options}}
                items = "".join(
                    f'<tr><td>{department_svg(o, size=26)}</td><td>{escape(department_kind(list(o)) or "")}'
                    f"</td><td>bonus <b>{department_bonus(list(o))}</b></td></tr>" for o in options[:12])
                if len(options) > 12:
                    items += f'<tr><td colspan="3" class="lc-note">and {len(options) - 12} more</td></tr>'

                return (f'<div class="lc-box lc-dept-{k}">{head}{pieces_svg(pieces, size=34)}'
                        '<div class="lc-why" style="max-width:330px">Say what the joker stands for: the '
                        "statement fixes the bonus, and later the refund (LC-5). The choices:</div>"
                        f'<table class="lc-table">{items}</table></div>', "")
            kind = department_kind(pieces)
            if kind is None:
                return self._bad(k, head, f"{_dept_text(pieces)} is not a department: it needs three pieces "
                                          "of one colour, all the same number or three numbers in a row "
                                          "(no wrap-around).")
            bonus = department_bonus(pieces)
            back = refund(pieces)
        except InvalidInput as err:
            return self._bad(k, head, str(err))
        self.dept_results[k] = {"department": _dept_text(pieces), "kind": kind, "bonus": bonus,
                                "refund": back}
        jokers = sum(p.is_joker for p in pieces)
        top = max(p.number for p in pieces)
        why = (f"largest number {top}" + (", tripled for a three-of-a-kind" if kind == "three-of-a-kind" else "")
               + (f", minus {jokers} for the joker{'s' if jokers > 1 else ''}" if jokers else ""))
        return (f'<div class="lc-box lc-dept-{k}">{head}'
                f'{department_svg(pieces, f"{kind}, bonus {bonus}", size=40)}'
                f'<div class="lc-why">Bonus <b class="lc-bonus-{k}">{bonus}</b> ({escape(why)}).<br>'
                f'Dissolving it pays back <b class="lc-refund-{k}">{back}</b>: exactly what it earned.</div>'
                "</div>", "")

    def _bad(self, k: int, head: str, problem: str) -> tuple[str, str]:
        """A department card saying what is wrong."""
        return (f'<div class="lc-box lc-dept-{k}">{head}<div class="lc-why" style="max-width:300px">'
                f"&#10007; {escape(problem)}</div></div>", problem)

    def _declaration_html(self) -> str:
        """A declaration with these three departments formed: what it scores, and restated jokers."""
        form, best = self.formation, self.restated
        bonuses = [r["bonus"] for r in self.dept_results]
        text = (f'<div class="lc-total lc-declaration">A declaration with these three formed: '
                f'<span class="lc-total-value lc-formation-total">{form.total}</span> points '
                f"({escape(scored_words(form.formations))}), on top of the bonuses "
                f"{' + '.join(map(str, bonuses))} = {sum(bonuses)} earned when they were formed.</div>")
        if best.total > form.total:
            depts = " / ".join(_dept_text(d) for d in best.departments)
            text += (f'<div class="lc-note lc-restated">At the declaration a joker may stand for something '
                     f"else that keeps its department whole (LC-5): stated as <b>{escape(depts)}</b> the "
                     f"declaration scores <b>{best.total}</b> ({escape(scored_words(best.formations))}).</div>")
        return text
