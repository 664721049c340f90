"""The gallery on the landing page: one tile per game, with links to its pages.

This module turns each registered game (:mod:`widgets.games`: its key and title, and from the
game's own ``widgets/entries/<key>.py`` its table sizes, play time, colours, pitch and own pages)
into a tile of plain HTML. It needs nothing outside the standard library, so it can be tested
without a notebook; ``notebooks/index.ipynb`` shows its output with
``IPython.display.HTML``.

Links are relative to the folder that holds ``index.ipynb`` (``notebooks/``), so
the same tile works in Voila (``/voila/render/...``) and in JupyterLab. A page
whose notebook does not exist yet is listed without a link, and a game with no
page yet says "coming soon".

To add a page, add a row to its game's ``PAGES`` in ``widgets/entries/<key>.py`` (or to
``_SHARED_PAGES`` below for a page every game has); it is linked as soon as the notebook file exists.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import Iterable, Literal

from . import games as registry

Kind = Literal["tutorial", "coaching", "reference", "app", "analysis"]

#: What each kind of page is called on a tile, in display order.
KIND_LABELS: dict[str, str] = {
    "tutorial": "Learn the rules",
    "coaching": "Play well",
    "reference": "Rulings",
    "app": "Apps",
    "analysis": "Analysis",
}


@dataclass(frozen=True)
class Page:
    """One notebook of a game: its title, its kind and its path below ``notebooks/``."""

    title: str
    kind: Kind
    path: str

    def __post_init__(self) -> None:
        if self.kind not in KIND_LABELS:
            raise ValueError(
                f"Page {self.path!r} has kind {self.kind!r}; "
                f"allowed kinds are {', '.join(KIND_LABELS)}."
            )
        if Path(self.path).is_absolute() or ".." in Path(self.path).parts:
            raise ValueError(
                f"Page path {self.path!r} must be relative to notebooks/ and stay inside it."
            )


@dataclass(frozen=True)
class Game:
    """A game on the gallery: names, table facts, a one-line pitch and its pages."""

    key: str
    name: str
    min_players: int
    max_players: int
    play_time: str
    pitch: str
    colour: str  # accent colour of the tile (Okabe-Ito, as in widgets.palette)
    ink: str  # text colour on the accent, contrast at least 4.5:1
    symbol: str  # a letter or sign that identifies the tile without colour
    pages: tuple[Page, ...] = ()

    @property
    def players(self) -> str:
        """Player count as printed on a box: '4 players' or '2-5 players'."""
        if self.min_players == self.max_players:
            return f"{self.min_players} players"
        return f"{self.min_players}\u2013{self.max_players} players"


_SHARED_PAGES: tuple[tuple[Kind, str, str], ...] = (
    ("coaching", "playing_well", "Playing well: the coach's choices"),
    ("reference", "rulings", "Rulings and readings"),
    ("app", "play", "Play against the computer"),
    ("app", "replay", "Replay a computer game"),
)
"""The pages every game has, as (kind, file stem, title)."""

def _pages(key: str) -> tuple[Page, ...]:
    """A game's notebooks in reading order: its lessons, Playing well, its rulings, its own apps,
    play, replay and its analysis (the kinds in :data:`KIND_LABELS` order, its own pages first)."""
    order = list(KIND_LABELS)
    own = list(registry.game(key).pages)
    listing = sorted([*own, *_SHARED_PAGES], key=lambda row: order.index(row[0]))
    return tuple(Page(title, kind, f"{key}/{stem}.ipynb") for kind, stem, title in listing)


def _game(info: registry.GameInfo) -> Game:
    """A registered game's tile: its title from the registry, the rest from its entry (``widgets/entries/<key>.py``)."""
    entry = info.entry
    return Game(key=info.key, name=info.title, min_players=min(info.players), max_players=max(info.players),
                play_time=entry.PLAY_TIME, pitch=entry.PITCH, colour=entry.COLOUR, ink=entry.INK, symbol=entry.SYMBOL,
                pages=_pages(info.key))


GAMES: tuple[Game, ...] = tuple(_game(info) for info in registry.GAMES)
"""The games on the landing page, in the order of :data:`widgets.games.GAMES`."""


def game(key: str) -> Game:
    """The registered game with this key; a clear error names the keys that exist."""
    for entry in GAMES:
        if entry.key == key:
            return entry
    raise KeyError(f"No game {key!r} in the gallery; known games: {', '.join(g.key for g in GAMES)}.")


def page_label(entry: Game, page: Page) -> str:
    """How navigation names a page: lessons numbered in reading order ("2 Building two sets"),
    apps and analysis by their gallery title alone."""
    if page.kind != "tutorial":
        return page.title
    lessons = [p for p in entry.pages if p.kind == "tutorial"]
    return f"{lessons.index(page) + 1} {page.title}"


def navigation(key: str, current: str) -> str:
    """The navigation line of a game's page (Markdown), with the gallery's own titles.

    ``current`` is the notebook's file name (``"03_scoring.ipynb"``): that page is
    shown in bold, every other page of the game is a link relative to the game's
    folder, grouped as on the gallery tile, and the line ends with a link back to it.
    """
    entry = game(key)
    groups = []
    for kind, label in KIND_LABELS.items():
        items = []
        for page in entry.pages:
            if page.kind != kind:
                continue
            name, text = Path(page.path).name, page_label(entry, page)
            items.append(f"**{text}**" if name == current else f"[{text}]({name})")
        if items:
            groups.append(f"{label}: " + " \u00b7 ".join(items))
    if current not in {Path(p.path).name for p in entry.pages}:
        raise KeyError(f"{current!r} is not a page of {entry.name}.")
    return (f"{entry.name} \u00b7 " + " \u00b7 ".join(groups)
            + " \u00b7 [All games](../index.ipynb)")


def default_root() -> Path:
    """The folder that holds index.ipynb: the working directory of a running notebook."""
    here = Path.cwd()
    if (here / "index.ipynb").exists():
        return here
    source_tree = Path(__file__).resolve().parent.parent / "notebooks"
    return source_tree if source_tree.is_dir() else here


def available(pages: Iterable[Page], root: Path | str | None = None) -> list[Page]:
    """The pages whose notebook file exists below ``root`` (default: ``default_root()``)."""
    base = Path(root) if root is not None else default_root()
    return [page for page in pages if (base / page.path).is_file()]


_CSS = """
.tt-gallery{display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));
  gap:18px;margin:8px 0 4px;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;color:#1a1a1a}
.tt-tile{background:#fff;border:1px solid #d0d0d0;border-top:8px solid var(--tt-accent);
  border-radius:10px;padding:14px 16px 12px;box-shadow:0 1px 3px rgba(0,0,0,.12);
  display:flex;flex-direction:column;gap:6px}
.tt-head{display:flex;align-items:center;gap:10px}
.tt-badge{flex:none;width:34px;height:34px;border-radius:50%;background:var(--tt-accent);
  color:var(--tt-ink);font-weight:700;font-size:18px;display:flex;align-items:center;justify-content:center}
.tt-tile h3{margin:0;font-size:1.15em;line-height:1.2}
.tt-facts{margin:0;color:#444;font-size:.9em}
.tt-pitch{margin:2px 0 4px;line-height:1.4}
.tt-kind{margin:6px 0 2px;font-size:.78em;font-weight:700;letter-spacing:.06em;
  text-transform:uppercase;color:#555}
.tt-pages{margin:0;padding-left:1.2em;line-height:1.6}
.tt-pages a{color:#0060a0;text-decoration:underline}
.tt-pages a:hover{color:#003d66}
.tt-pending{color:#767676}
.tt-soon{margin-top:auto;align-self:flex-start;background:#f0e442;color:#1a1a1a;
  border-radius:999px;padding:3px 12px;font-weight:700;font-size:.9em}
"""


def _page_item(page: Page, linked: bool) -> str:
    """One list item: a link when the notebook exists, plain grey text when it does not."""
    title = escape(page.title)
    if linked:
        return f'<li><a class="tt-link" href="{escape(page.path, quote=True)}">{title}</a></li>'
    return f'<li class="tt-pending" title="being written">{title} <small>(soon)</small></li>'


def render_tile(entry: Game, root: Path | str | None = None) -> str:
    """The HTML of one game's tile."""
    present = {page.path for page in available(entry.pages, root)}
    parts = [
        f'<section class="tt-tile" data-game="{escape(entry.key, quote=True)}" '
        f'style="--tt-accent:{entry.colour};--tt-ink:{entry.ink}">',
        '<div class="tt-head">',
        f'<span class="tt-badge" aria-hidden="true">{escape(entry.symbol)}</span>',
        f"<h3>{escape(entry.name)}</h3>",
        "</div>",
        f'<p class="tt-facts">{escape(entry.players)} \u00b7 {escape(entry.play_time)}</p>',
        f'<p class="tt-pitch">{escape(entry.pitch)}</p>',
    ]
    if not present:
        parts.append('<span class="tt-soon">Coming soon</span>')
    else:
        for kind, label in KIND_LABELS.items():
            pages = [page for page in entry.pages if page.kind == kind]
            if not pages:
                continue
            parts.append(f'<p class="tt-kind">{escape(label)}</p>')
            parts.append('<ul class="tt-pages">')
            parts.extend(_page_item(page, page.path in present) for page in pages)
            parts.append("</ul>")
    parts.append("</section>")
    return "".join(parts)


def render_gallery(root: Path | str | None = None, games: Iterable[Game] = GAMES) -> str:
    """The HTML of the whole gallery: a style block and a responsive grid of tiles."""
    tiles = "".join(render_tile(entry, root) for entry in games)
    return f'<style>{_CSS}</style><div class="tt-gallery">{tiles}</div>'
