"""What a learner reads of a finished game's review and of a practice session, as plain text.

A seeded game is played (seat 0 at random, the other seats by the Standard bot), reviewed by the
game's own review panel at its default budget, and its costly moments practised: the text of every
part a learner sees (the banner, the summary, the flagged rows, every flagged row's details, "How the coach
decides" opened, then a practice moment before a pick, after a wrong pick, after "Show the coach's
choice", and after the coach's own choice) is written out. Fresh readers are given this text (with the
lessons and the Playing well page) to check that every verdict reads true.

    .venv/bin/python benchmarks/review_transcript.py --game kirin --seed 910000 --out build/review_text
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from html.parser import HTMLParser
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from widgets.games import GAMES  # noqa: E402
from widgets.practice import PracticePanel, review_moments  # noqa: E402
from widgets.verdicts import cost  # noqa: E402


class _Text(HTMLParser):
    """HTML as a reader sees it: text, table cells apart, pictures by their labels (what is hidden from readers
    behind a picture's label, ``aria-hidden``, is left out), a fold's content written out between its title
    ("[folded, opens on tap: ...]") and "[end of fold]"."""

    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []
        self.skip = 0
        self.hidden: list[str] = []  # the open tags of a subtree hidden from readers (aria-hidden)

    def handle_starttag(self, tag, attrs):
        if self.hidden:  # a picture's inside, which its label already says
            self.hidden.append(tag)
            return
        if dict(attrs).get("aria-hidden") == "true":
            self.hidden.append(tag)
            return
        if tag in ("style", "script", "title"):
            self.skip += 1
        if tag in ("br", "p", "div", "tr", "li", "table", "svg", "details", "summary"):
            self.parts.append("\n")
        if tag == "summary":  # a fold: its title shows, the rest only when tapped (written out here, marked)
            self.parts.append("[folded, opens on tap:")
        if tag in ("td", "th"):
            self.parts.append(" | ")
        label = dict(attrs).get("aria-label")
        if label:
            self.parts.append(f"[picture: {label}] ")

    def handle_startendtag(self, tag, attrs):
        if not self.hidden:
            super().handle_startendtag(tag, attrs)

    def handle_endtag(self, tag):
        if self.hidden:
            if tag in self.hidden:  # close up to the matching open tag (HTML may leave some unclosed)
                while self.hidden and self.hidden.pop() != tag:
                    pass
            return
        if tag in ("style", "script", "title"):
            self.skip -= 1
        if tag == "summary":
            self.parts.append("]\n")
        if tag == "details":
            self.parts.append("\n[end of fold]\n")

    def handle_data(self, data):
        if not self.skip and not self.hidden and tag_free(data):
            self.parts.append(data)


def tag_free(data: str) -> bool:
    return bool(data.strip())


def text(html: str) -> str:
    """What a reader reads of ``html``."""
    parser = _Text()
    parser.feed(html)
    return re.sub(r"\n\s*\n+", "\n", " ".join(parser.parts).replace(" \n", "\n")).strip()


def panel_for(key: str):
    """The game's review panel, as its play table makes it (from its registry entry and review hooks)."""
    from widgets.coaching import ReviewPanel

    return ReviewPanel.for_game(key)


def finished(key: str, players: int, seed: int):
    """A finished game: seat 0 random, the others Standard."""
    info = next(i for i in GAMES if i.key == key)
    state = info.part(info.engine).new_game(players, seed=seed)
    bots = [info.bot("Beginner" if s == 0 else "Standard", seed=seed + s) for s in range(players)]
    while state.to_act():
        seat = state.to_act()[0]
        state.apply(seat, bots[seat].choose(state.observation(seat), state.legal_actions(seat)))
    return state


def transcript(key: str, players: int, seed: int, details: int | None = None) -> str:
    """The review and a practice session of one game, as text; ``details`` rows opened (when None, every flagged
    row, or the 3 costliest if none is flagged)."""
    state = finished(key, players, seed)
    panel = panel_for(key)
    panel.ready(state, 0)
    started = time.perf_counter()
    panel.start()
    took = time.perf_counter() - started
    out = [f"=== REVIEW: {key}, {players} players, seed {seed}: the learner is seat 0, called 'you' ===",
           text(panel.banner.value), text(panel.summary.value)]
    if panel.hidden_note.value:
        out.append(text(panel.hidden_note.value))
    out.append(f"[buttons: {panel.practise_button.description if panel.practise_button.layout.display != 'none' else ''}"
               f" | {panel.show_all.description}]")
    out.append("--- rows shown (the flagged ones) ---")
    shown = [i for i, b in enumerate(panel.row_buttons) if b.layout.display != "none"]
    out += [f"[row] {panel.row_buttons[i].description}" for i in shown]
    out.append("--- every row (after 'Show every choice') ---")
    out += [f"[row] {b.description}" for b in panel.row_buttons]
    top = panel.costliest()  # the summary names it: a learner opens it first
    costly = ([top] if top is not None else []) + sorted(
        (i for i in (shown or range(len(panel.rows))) if i != top), key=lambda i: -cost(panel.rows[i]))
    costly = costly[:details if details is not None else (len(costly) if shown else 3)]
    for i in sorted(costly):  # the costliest, as a learner led by the summary opens them, in the order played
        panel.show(i)
        out.append(f"--- row opened: {panel.row_buttons[i].description} ---")
        out.append(text(panel.detail.value))
        panel.show(i)
    out.append("--- 'How the coach decides', opened ---")
    out.append(text(panel.rules_note.value))
    moments = review_moments(state, panel.rows)
    if moments:
        practice = PracticePanel(key, moments)
        out.append(f"=== PRACTICE: {len(moments)} costly moment{'' if len(moments) == 1 else 's'} ===")
        out.append(text(practice.header.value))
        out.append(text(practice.position.value))
        out.append("[moves to pick from] " + " | ".join(c.description for c in practice.choices.children
                                                         if hasattr(c, "description") and c.description))
        moment = practice.moment
        practice.pick(moment.played)
        out.append(f"--- the learner picks the same move again: {moment.played} ---")
        before = text(practice.verdict.value)
        out.append(before)
        practice.reveal()
        after = text(practice.verdict.value)  # what the reveal adds under the verdict, which stays on screen
        out.append("--- 'Show the coach's choice' (added under the verdict above) ---")
        out.append(after[len(before):].strip() if after.startswith(before) else after)
        practice.again()
        practice.pick(moment.best)
        out.append("--- 'Try again', then the coach's own move ---")
        out.append(text(practice.verdict.value))
    print(f"{key}: the review took {took:.0f} s", file=sys.stderr)  # not on the page: the log, not the text
    return "\n".join(x for x in out if x)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=[i.key for i in GAMES], action="append")
    parser.add_argument("--players", type=int, default=0, help="table size (default: 3, or the game's smallest)")
    parser.add_argument("--seed", type=int, default=910000)
    parser.add_argument("--out", type=Path, default=Path("build/review_text"))
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for key in args.game or [i.key for i in GAMES]:
        sizes = next(i for i in GAMES if i.key == key).players
        players = args.players or (3 if 3 in sizes else min(sizes))
        words = transcript(key, players, args.seed)
        path = args.out / f"{key}.txt"
        path.write_text(words + "\n", encoding="utf-8")
        print(f"{key}: {path} ({len(words.splitlines())} lines)", flush=True)


if __name__ == "__main__":
    main()
