"""The gallery on the landing page: one tile per game, with links to its pages.

This module holds each game's tile and notebooks (the games themselves, their keys and
titles, come from :mod:`widgets.games`) and turns them into plain HTML. It needs nothing outside the standard library, so it can be tested
without a notebook; ``notebooks/index.ipynb`` shows its output with
``IPython.display.HTML``.

Links are relative to the folder that holds ``index.ipynb`` (``notebooks/``), so
the same tile works in Voila (``/voila/render/...``) and in JupyterLab. A page
whose notebook does not exist yet is listed without a link, and a game with no
page yet says "coming soon".

To add a page, add a row for its game to ``_OWN_PAGES`` below (or to ``_SHARED_PAGES``
for a page every game has); it is linked as soon as the notebook file exists.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import Iterable, Literal, NamedTuple

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

_OWN_PAGES: tuple[tuple[str, Kind, str, str], ...] = (
    ("dragon_egg", "tutorial", "01_components_and_setup", "Components and setup"),
    ("dragon_egg", "tutorial", "02_building_sets", "Building two sets"),
    ("dragon_egg", "tutorial", "03_scoring", "Scoring a round"),
    ("dragon_egg", "tutorial", "04_hand_resolution_and_bracelets", "Hand resolution and bracelets"),
    ("dragon_egg", "tutorial", "05_the_egg", "The Luminous Dragon Egg"),
    ("dragon_egg", "tutorial", "06_the_end", "How the game ends"),
    ("dragon_egg", "app", "calculator", "Round calculator"),
    ("dragon_egg", "analysis", "analysis", "Odds and the computer players' tournament"),
    ("meow_oracle", "tutorial", "01_components_and_setup", "Components and setup"),
    ("meow_oracle", "tutorial", "02_a_turn", "A turn, step by step"),
    ("meow_oracle", "tutorial", "03_point_one_ascending", "The run score"),
    ("meow_oracle", "tutorial", "04_point_two_colour_lines", "The lines score"),
    ("meow_oracle", "tutorial", "05_round_total_and_winner_points", "Round total and winner points"),
    ("meow_oracle", "tutorial", "06_two_rounds", "Two rounds and the winner"),
    ("meow_oracle", "tutorial", "07_reading_path", "The run's path and its snake variant"),
    ("meow_oracle", "app", "calculator", "Grid calculator"),
    ("meow_oracle", "analysis", "analysis", "Marks, lines and the computer players' tournament"),
    ("lauzait_cep", "tutorial", "01_components_and_setup", "Components and setup"),
    ("lauzait_cep", "tutorial", "02_hiring", "Hiring"),
    ("lauzait_cep", "tutorial", "03_mountain_and_water", "The Mountain and the Water"),
    ("lauzait_cep", "tutorial", "04_departments_and_bonus", "Departments and their bonus"),
    ("lauzait_cep", "tutorial", "05_dissolving_and_refunds", "Forming, dissolving and the refund"),
    ("lauzait_cep", "tutorial", "06_lauzait_cep_and_formations", "Declaring and the scoring patterns"),
    ("lauzait_cep", "tutorial", "07_stalemate", "Stalemate"),
    ("lauzait_cep", "tutorial", "08_seasons_and_the_end", "Seasons and the end"),
    ("lauzait_cep", "app", "calculator", "Hand and government calculator"),
    ("lauzait_cep", "app", "board_explorer", "Board explorer"),
    ("lauzait_cep", "analysis", "analysis", "Exact odds and the computer players' tournament"),
    ("kirin", "tutorial", "01_components", "Components"),
    ("kirin", "tutorial", "02_orders_and_comparing", "The two orders and comparing cards"),
    ("kirin", "tutorial", "03_the_follow_rule", "The follow rule"),
    ("kirin", "tutorial", "04_winning_a_trick", "Winning a trick"),
    ("kirin", "tutorial", "05_kirin_cards_and_the_order", "Kirin cards and the order"),
    ("kirin", "tutorial", "06_declaring_and_scoring", "Declaring and scoring"),
    ("kirin", "app", "trick_explorer", "Trick explorer"),
    ("kirin", "analysis", "analysis", "Choices, declarations and the computer players' tournament"),
)
"""Each game's own pages, as (game key, kind, file stem, title), a game's rows together: its lessons in
reading order, its own apps (a calculator or an explorer) and its analysis page."""


def _pages(key: str) -> tuple[Page, ...]:
    """A game's notebooks in reading order: its lessons, Playing well, its rulings, its own apps,
    play, replay and its analysis (the kinds in :data:`KIND_LABELS` order, its own pages first)."""
    order = list(KIND_LABELS)
    own = [(kind, stem, title) for game, kind, stem, title in _OWN_PAGES if game == key]
    listing = sorted([*own, *_SHARED_PAGES], key=lambda row: order.index(row[0]))
    return tuple(Page(title, kind, f"{key}/{stem}.ipynb") for kind, stem, title in listing)


class _Tile(NamedTuple):
    """A tile's table facts and colours (the fields of :class:`Game` that are short)."""

    min_players: int
    max_players: int
    play_time: str
    colour: str
    ink: str
    symbol: str


#: Every game of the project, in the order of the gallery. Player counts and play
#: times come from the rulebooks in shared/rulebooks/ (Meow Oracle's rulebook gives
#: no play time: the figure below is our estimate and says so).
_TILES: dict[str, _Tile] = {
    "dragon_egg": _Tile(2, 5, "about 20\u201330 min", colour="#D55E00", ink="#000000", symbol="D"),
    "meow_oracle": _Tile(2, 4, "about 15 min (our estimate)", colour="#0072B2", ink="#FFFFFF", symbol="M"),
    "lauzait_cep": _Tile(2, 4, "15\u201330 min", colour="#009E73", ink="#000000", symbol="L"),
    "kirin": _Tile(4, 4, "about 30 min", colour="#CC79A7", ink="#000000", symbol="K"),
}
"""Each game's tile facts, by key: fewest and most players, play time, accent colour, ink and symbol."""

_PITCHES: dict[str, str] = {
    "dragon_egg": ("Split your hand into a strong Far pair and a weaker Near pair; each scores "
                   "the rival pairs it matches or beats, and the two scores multiply."),
    "meow_oracle": ("Pass cards around the table to fill a hidden 3\u00d73 grid whose numbers "
                    "should climb and whose colours should line up."),
    "lauzait_cep": ("Hire officials by sliding pieces across a board with a mountain and water, "
                    "then call the season with three good departments in hand."),
    "kirin": ("Secretly back one of four divine beasts and win tricks of its colour while "
              "Kirin cards keep flipping which cards are strong."),
}
"""Each game's one-line pitch on its tile, by key."""

GAMES: tuple[Game, ...] = tuple(Game(key=info.key, name=info.title, pitch=_PITCHES[info.key], pages=_pages(info.key),
                                     **_TILES[info.key]._asdict())
                                for info in registry.GAMES)
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
