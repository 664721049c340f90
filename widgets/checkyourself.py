"""\"Check yourself\": a lesson's closing exercise, drawn and marked by the game's engine.

A :class:`Question` holds what the learner sees (a prompt, in HTML) and how an answer is
judged: either a click on one of a few ``choices`` or a typed whole number. The engine
decides the right answer and says why; this module only shows the question, takes the
answer, gives the feedback and keeps the session's score. It holds no rules.

Each game's ``widgets/<game>/exercises.py`` has the kinds of question (functions from a
``random.Random`` to a :class:`Question`) and a ``check_yourself(kinds, seed)`` that builds
the widget (``widgets.<game>.exercises``, a game's own kinds)::

    from widgets.<game>.exercises import check_yourself
    check_yourself(["winner", "order"], seed=3)
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from html import escape
from typing import Callable, Sequence

import ipywidgets as w

from .cardbuttons import PHONE_CSS



@dataclass(frozen=True)
class Question:
    """One exercise: a prompt, the right answer and why, as the engine decided them."""

    prompt: str  # HTML
    answer: str  # the right choice, or the right number as text
    why: str  # the engine's reason, shown after any answer
    choices: tuple[str, ...] = ()  # empty: the learner types a whole number
    picture: str = ""  # optional HTML (an SVG picture of the position)
    kind: str = field(default="", compare=False)

    def judge(self, given: str) -> tuple[bool, str]:
        """Whether ``given`` is right, and the sentence that says why."""
        given = str(given).strip()
        if not self.choices:
            try:
                given = str(int(given))
            except ValueError:
                return False, f"Type a whole number, such as 0, 3 or 12 (not {escape(given[:20])!r})."
        return given == self.answer, self.why


Kinds = dict[str, Callable[[random.Random], Question]]

_STYLE = """<style>
.tt-cy { border: 2px solid #0072B2; border-radius: 8px; padding: 10px 14px; max-width: 760px; }
.tt-cy-right { color: #1B5E20; font-weight: bold; }
.tt-cy-wrong { color: #8E1B00; font-weight: bold; }
.tt-cy-score { color: #333; }
/* Every lesson ends with this widget, so its sheets (this one and the phone layout) apply to the
   whole lesson page. This one also underlines the links in the lesson's
   text: colour is then not their only cue (axe: link-in-text-block), hovered or not. */
.jp-RenderedHTMLCommon a, .jp-RenderedHTMLCommon a:link, .jp-RenderedHTMLCommon a:visited,
.jp-RenderedHTMLCommon a:hover, .widget-html a { text-decoration: underline; }
</style>"""


class CheckYourself:
    """The exercise widget: a fresh question, choice buttons or a number box, feedback with
    the engine's reason, a Next button and the session's score."""

    def __init__(self, kinds: Kinds, order: Sequence[str] | None = None, seed: int | None = None,
                 title: str = "") -> None:
        self.kinds = dict(kinds)
        self.order = list(order or self.kinds)
        if not self.order:
            raise ValueError("a Check yourself widget needs at least one kind of question")
        unknown = [k for k in self.order if k not in self.kinds]
        if unknown:
            raise ValueError(f"unknown kinds of question {unknown}; known: {sorted(self.kinds)}")
        self.rng = random.Random(seed)
        self.asked = self.right = self.drawn = 0
        self.question: Question | None = None
        self.answered = False
        self.prompt = w.HTML(layout=w.Layout(margin="0 0 6px 0"))
        self.choice_box = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.number = w.Text(value="", placeholder="a whole number", description="Your answer",
                             style={"description_width": "initial"}, layout=w.Layout(width="220px"))
        self.check_button = w.Button(description="Check", button_style="primary",
                                     tooltip="Check the number you typed")
        self.check_button.on_click(lambda _b: self.answer(self.number.value))
        self.number_box = w.HBox([self.number, self.check_button])
        self.feedback = w.HTML(layout=w.Layout(min_height="1.5em"))
        self.feedback.add_class("tt-cy-feedback")
        self.next_button = w.Button(description="Next question", tooltip="A fresh position")
        self.next_button.on_click(lambda _b: self.next())
        self.score = w.HTML()
        heading = f"<h3 style='margin:0 0 4px 0'>{escape(title)}</h3>" if title else ""
        self.widget = w.VBox([w.HTML(_STYLE + PHONE_CSS + heading),
                              self.prompt, self.choice_box, self.number_box, self.feedback,
                              w.HBox([self.next_button, self.score])])
        self.widget.add_class("tt-cy")
        self.next()

    # ----- the learner's moves ---------------------------------------------------------------
    def next(self) -> None:
        """Draw a fresh question of the next kind, in turn."""
        kind = self.order[self.drawn % len(self.order)]
        self.drawn += 1
        question = self.kinds[kind](self.rng)
        self.question = question
        self.answered = False
        self.prompt.value = (f"<div role='group' aria-label='question'>{question.prompt}"
                             f"{question.picture}</div>")
        if question.choices:
            buttons = []
            for label in question.choices:
                b = w.Button(description=label, tooltip=f"Answer: {label}")
                b.on_click(lambda _b, label=label: self.answer(label))
                buttons.append(b)
            self.choice_box.children = tuple(buttons)
            self.choice_box.layout.display = None
            self.number_box.layout.display = "none"
        else:
            self.choice_box.children = ()
            self.choice_box.layout.display = "none"
            self.number_box.layout.display = None
            self.number.value = ""  # empty, not 0: typing 5 then reads 5, never 05
        self.feedback.value = "<span role='status' aria-live='polite'></span>"
        self._show_score()

    def answer(self, given: str) -> bool:
        """Mark an answer; the first answer to a question counts for the score."""
        question = self.question
        if not question.choices and not str(given).strip():
            self.feedback.value = ("<div role='status' aria-live='polite'>Type your answer first: a whole number."
                                   "</div>")
            return False  # an empty box is not an answer: nothing is scored
        right, why = question.judge(given)
        if not self.answered:
            self.asked += 1
            self.right += right
            self.answered = True
        verdict = ("<span class='tt-cy-right'>Right.</span>" if right else
                   f"<span class='tt-cy-wrong'>Not quite: the answer is {escape(question.answer)}.</span>")
        self.feedback.value = f"<div role='status' aria-live='polite'>{verdict} {why}</div>"
        self._show_score()
        return right

    def _show_score(self) -> None:
        self.score.value = (f"<span class='tt-cy-score'>{self.right} right of {self.asked} "
                            f"this session</span>")

    def _repr_mimebundle_(self, **kwargs):
        return self.widget._repr_mimebundle_(**kwargs)
