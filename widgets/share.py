"""Share a game as a link: what one seat knows of it, compressed, in the address's fragment (``#game=...``).

A teacher presses **Share** and sends the link ("this position: what would you play?");
the learner's page opens on that game. The fragment never reaches a server (browsers keep
it to themselves), so the page's own script reads it and hands it to Python through a
hidden text box (:class:`LinkReader`).

**What a link carries** (:func:`link_for`). A game in progress is shared as one seat's
*view*: ``{"game", "record": "view", "seat", "observation"}``, where the observation is
exactly ``state.observation(seat)``: what that seat sees, the public history of play and its
own private moves. No other seat's hidden cards, no order of the deck, no random generator
and no log lines, so two states the seat cannot tell apart give the same link. A finished
game has shown everything, so its link carries the whole game record.

**Opening a link** (:func:`read_link`). What arrives is untrusted input: it is decoded with
limits (length, decompressed size, nesting depth, size of numbers) and a view is checked
for its shape. The cards the seat could not see are then dealt afresh by the game's own
sampler (``engines.<game>.coach.sample``, uniform among the deals the rules allow) with a
fresh random generator for the draws to come; the dealt state is loaded through the
engine's ``position_from_json`` (every check of a saved position runs) and must show the
seat exactly the observation in the link. A game or position record goes through
``from_json`` / ``position_from_json``; a position is read once, its log kept only if it agrees with it
(``keep_log=None``), and every page that opens it says it is a what-if position (:data:`WHAT_IF`). Either way a damaged or hostile link gets a short
sentence (``InvalidInput``) saying what is wrong, never a traceback and never a
half-loaded game.
"""

from __future__ import annotations

import base64
import binascii
import json
import random
import zlib
from dataclasses import dataclass
from typing import Any, Callable, Optional

import ipywidgets as w

from engines import InvalidInput
from engines.boundary import quote
from engines.core import seat_name

from . import games as registry
from .banner import MAX_CHARS

__all__ = ["encode", "decode", "link_for", "view_of", "read_link", "Opened", "load_game", "game_from_link",
           "opened_from_link", "replay_from_link", "fragment_of", "view_banner", "share_note", "wrong_game", "with_note",
           "WHAT_IF", "LOG_LEFT_OUT", "LinkReader",
           "LinkedPage", "ShareBox", "SHARE_CSS", "MAX_LINK", "MAX_JSON",
           "MAX_VIEW_JSON", "MAX_DEPTH", "MAX_NUMBER", "DEALS"]

#: The longest ``#game=`` text accepted (browsers keep addresses far longer; a game needs far less).
MAX_LINK = 200_000
#: The most JSON a link may unpack to (a guard against a small link that unpacks to gigabytes).
MAX_JSON = 5_000_000
#: The most JSON a view may unpack to (an observation is a few thousand characters).
MAX_VIEW_JSON = 50_000
#: The deepest nesting of lists and objects a view may hold (an observation nests four deep).
MAX_DEPTH = 8
#: The largest number, either way, a view may hold (scores, counts and turns are far smaller).
MAX_NUMBER = 100_000
#: How many times the unseen cards are dealt before a view is refused (a deal may leave no legal move).
DEALS = 3
#: The longest message a refused link gets.
MAX_MESSAGE = 400
PREFIX = "game="
VIEW_KEYS = frozenset({"game", "record", "seat", "observation"})
GAMES = registry.KEYS  # the games a link may name: the registry's keys


def encode(record: dict) -> str:
    """A saved game or a view as the text after ``#game=``: compact JSON, deflated, URL-safe base64 without padding."""
    raw = json.dumps(record, separators=(",", ":"), sort_keys=True).encode()
    return base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")


def view_of(state: Any, seat: int) -> dict:
    """What a link carries of ``state`` for ``seat``: its view while the game is on, the whole record once it is over."""
    if type(seat) is not int or not 0 <= seat < state.players:
        raise ValueError(f"A link is shared from a seat at the table, 0 to {state.players - 1}, not {quote(seat)}.")
    if state.is_over():
        return state.to_json()
    observation = json.loads(json.dumps(state.observation(seat)))
    return {"game": state.GAME, "record": "view", "seat": seat, "observation": observation}


def link_for(state: Any, seat: int) -> str:
    """The text after ``#game=`` that shares ``state`` as ``seat`` knows it (see the module docstring)."""
    return encode(view_of(state, seat))


def _short(message: str) -> str:
    """A refusal's message, cut to a few hundred characters."""
    return message if len(message) <= MAX_MESSAGE else message[:MAX_MESSAGE - 3] + "..."


def check_json(data: Any, depth: int = MAX_DEPTH, number: Optional[int] = None) -> None:
    """Refuse JSON data nested deeper than ``depth`` or (with ``number``) holding a number beyond it either way."""
    stack = [(data, 1)]
    while stack:
        value, level = stack.pop()
        if isinstance(value, (dict, list)):
            if level > depth:
                raise InvalidInput(f"This link nests its data more than {depth} levels deep; a shared game "
                                   "never does.")
            items = value.values() if isinstance(value, dict) else value
            stack.extend((item, level + 1) for item in items)
        elif number is not None and type(value) in (int, float) and not -number <= value <= number:
            raise InvalidInput(f"This link holds a number beyond {number:,} either way; a shared view holds "
                               "only small numbers (scores, counts, turns).")


def decode(text: Any) -> dict:
    """The saved game inside a link's text, or ``InvalidInput`` saying what is wrong with the link."""
    if type(text) is not str:
        raise InvalidInput("A shared game is the text after #game= in a link.")
    text = text.strip()
    if not text:
        raise InvalidInput("The link has no game after #game=.")
    if len(text) > MAX_LINK:
        raise InvalidInput(f"This link is {len(text):,} characters long; a shared game is at most {MAX_LINK:,}.")
    if any(c not in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_" for c in text):
        raise InvalidInput("This link is damaged: a shared game uses only letters, digits, '-' and '_' "
                           "(was the link cut or changed when it was copied?).")
    try:
        packed = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
        inflater = zlib.decompressobj()
        raw = inflater.decompress(packed, MAX_JSON + 1)
        if len(raw) > MAX_JSON or inflater.unconsumed_tail:
            raise InvalidInput(f"This link unpacks to more than {MAX_JSON:,} characters; a shared game is smaller.")
        if not inflater.eof:
            raise InvalidInput("This link is damaged: it ends before the game does (was it cut when copied?).")
        data = json.loads(raw.decode("utf-8"))
    except InvalidInput:
        raise
    except RecursionError:
        raise InvalidInput(f"This link nests its data more than {MAX_DEPTH} levels deep; a shared game "
                           "never does.") from None
    except (binascii.Error, zlib.error, UnicodeDecodeError, ValueError):
        raise InvalidInput("This link is damaged: it does not unpack to a saved game "
                           "(was it cut or changed when it was copied?).") from None
    if type(data) is not dict:
        raise InvalidInput("This link holds no saved game.")
    check_json(data)
    if data.get("record") == "view" and len(raw) > MAX_VIEW_JSON:
        raise InvalidInput(f"This link's view unpacks to {len(raw):,} characters; a view is at most "
                           f"{MAX_VIEW_JSON:,}.")
    return data


@dataclass(frozen=True)
class Opened:
    """What a link opens: the game, and the seat whose view it shares (``None`` for a whole record)."""

    state: Any
    seat: Optional[int]
    note: str = ""
    """What every page opening it tells the learner: that a position is a what-if one, and what it left out."""

    @property
    def is_view(self) -> bool:
        """Whether the link shared one seat's view (the unseen cards were dealt again on opening)."""
        return self.seat is not None


def _state_class(game: Any) -> Any:
    """The ``State`` class of the game a link names, or ``InvalidInput``."""
    if game not in GAMES:
        raise InvalidInput("This link names no game of this site.")
    return registry.game(game).State


def _check_view(data: dict, state_class: Any) -> tuple[int, dict]:
    """The seat and observation of a view link, checked for their shape (``InvalidInput`` otherwise)."""
    unknown = sorted(str(key) for key in set(data) - VIEW_KEYS)
    if unknown:
        raise InvalidInput(f"A shared view holds only {', '.join(sorted(VIEW_KEYS))}; this one also holds "
                           f"{quote(unknown[0])}.")
    seat, observation = data.get("seat"), data.get("observation")
    most = max(state_class.PLAYER_COUNTS)
    if type(seat) is not int or not 0 <= seat < most:
        raise InvalidInput(f"A shared view names its seat, a whole number from 0 to {most - 1}.")
    if type(observation) is not dict:
        raise InvalidInput("A shared view holds its seat's observation, a JSON object.")
    if observation.get("game") != state_class.GAME or observation.get("seat") != seat:
        raise InvalidInput(f"This view's observation is not {seat_name(seat)}'s view of a {state_class.TITLE} game.")
    players = observation.get("players", most)
    if type(players) is not int or players not in state_class.PLAYER_COUNTS or seat >= players:
        raise InvalidInput(f"This view's table is not one of {state_class.TITLE}'s, or has no {seat_name(seat)}.")
    check_json(observation, MAX_DEPTH - 1, MAX_NUMBER)
    return seat, observation


def _same(one: Any, other: Any) -> bool:
    """Whether two JSON values are the same text (so ``1.0`` is not ``1`` and ``True`` is not ``1``)."""
    return json.dumps(one, sort_keys=True) == json.dumps(other, sort_keys=True)


def _deal_view(state_class: Any, seat: int, observation: dict) -> Any:
    """A state showing ``seat`` exactly ``observation``, its unseen cards dealt afresh, or ``InvalidInput``."""
    info = registry.game(state_class.GAME)
    sample = info.part(f"{info.coach}:sample")
    why = ""
    for _ in range(DEALS):
        try:
            dealt = sample(json.loads(json.dumps(observation)), seat, random.Random())
            state = state_class.position_from_json(dealt.to_position_json())
            if _same(state.observation(seat), observation):
                return state
            why = "no deal of the unseen cards shows this view"
        except InvalidInput as err:
            why = str(err)
        except (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError, OverflowError,
                ZeroDivisionError, RuntimeError, StopIteration, MemoryError) as err:
            why = f"it is damaged ({type(err).__name__})"
    raise InvalidInput(_short(f"This link's view of {seat_name(seat)} is not one a {state_class.TITLE} game "
                              f"can show: {why}"))


WHAT_IF = "A what-if position: someone chose where its cards are, the game did not deal them."
"""What every page says of a position from a link (a record of a chosen deal or a lesson's case, not a seed's)."""
LOG_LEFT_OUT = "Its log disagreed with it, so it is shown without the log."
"""Why a position from a link is shown without the history it came with."""


def wrong_game(game: Any, state_class: Any) -> str:
    """Why a link of another game is refused, the games named by their titles (never their keys)."""
    here = getattr(state_class, "TITLE", "this page's game")
    if type(game) is str and game in GAMES:
        title = _title(game)
        return (f"This link holds a game of {title}, not of this page's game, {here}: open it on {title}'s "
                "pages.")
    return f"This link holds a game this site does not have, not of this page's game, {here}."


def _title(key: str) -> str:
    """A game's title from the registry (its ``key`` gives its ``title``)."""
    return registry.game(key).title


def read_link(text: Any, state_class: Any = None) -> Opened:
    """Open a link's text: a view dealt afresh and checked, or a whole record loaded (see the module docstring).

    With ``state_class`` the link must be of that game. Only ``InvalidInput`` leaves, with a short message.
    """
    data = decode(text)
    game = data.get("game")
    if state_class is None:
        state_class = _state_class(game)
    elif game != getattr(state_class, "GAME", None):
        raise InvalidInput(wrong_game(game, state_class))
    kind = data.get("record")
    try:
        if kind == "view":
            seat, observation = _check_view(data, state_class)
            return Opened(_deal_view(state_class, seat, observation), seat)
        if kind == "position":  # read once: a log that does not agree with its position is left out, never shown
            state = state_class.position_from_json(data, keep_log=None)
            return Opened(state, None, f"{WHAT_IF} {LOG_LEFT_OUT}" if state.log_left_out else WHAT_IF)
        return Opened(state_class.from_json(data), None)
    except InvalidInput as err:
        raise InvalidInput(_short(str(err))) from None
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError, OverflowError,
            ZeroDivisionError, RuntimeError, MemoryError) as err:
        raise InvalidInput(f"This link's game is damaged ({type(err).__name__}); it cannot be opened.") from None


def with_note(message: str, opened: Opened) -> str:
    """A page's banner sentence after opening a link, with what the link's note says (a what-if position):
    after it, or before it where both would not fit the banner, so the note is never cut."""
    text = f"{message} {opened.note}".strip()
    return text if len(text) <= MAX_CHARS else f"{opened.note} {message}".strip()


def load_game(text: Any, state_class: Any) -> Any:
    """The game a link's text opens (:func:`read_link`'s state): a view dealt afresh, a game or a position."""
    return read_link(text, state_class).state


def view_banner(opened: Opened) -> str:
    """A sentence for a page that opened a view: whose view it is and what the link did not carry."""
    name = seat_name(opened.seat)
    return (f"This link shares {name}'s view: {name}'s own cards, the table and the public play so far. "
            "The cards nobody showed were dealt again, so the other hands and the draws to come are not the "
            "sharer's; the game's log is not in the link.")


def opened_from_link(reader: "LinkReader", fragment: Optional[str], state_class: Any, banner: Any,
                     instead: Optional[Callable[[], None]],
                     kept: str = "Here is a new game instead.") -> Optional[Opened]:
    """What a page's link opens, or ``None``: no link, or a bad one (``instead()`` is called, unless it is
    ``None``, and then ``banner`` says what was wrong and ``kept``: what the page shows now).

    The reader's box is emptied once read, so the page keeps no copy of the link.
    """
    if fragment is None:
        return None
    reader.box.value = ""
    try:
        return read_link(fragment, state_class)
    except InvalidInput as err:
        if instead is not None:
            instead()
        banner.error(f"This link's game could not be opened: {err} {kept}")
        return None


def open_on_table(table: Any, fragment: Optional[str], state_class: Any, level: Callable[[], str]) -> bool:
    """Open on a play table the game a link carries; ``True`` when it is open.

    ``table`` gives ``reader``, ``banner``, ``bots``, ``state``, ``new_game()`` (played instead of a bad
    link the page opened with; a bad link pasted into the open page keeps the game on the table) and
    ``open_game(state, seat)``; ``level()`` names the bots' level for the banner. A view says whose view
    it is and what the link did not carry; a position shown without its log says so.
    """
    if table.reader.pasted and table.state is not None:  # a link pasted into the open page: a bad one keeps the game
        opened = opened_from_link(table.reader, fragment, state_class, table.banner, None,
                                  "The game on the table goes on.")
    else:
        opened = opened_from_link(table.reader, fragment, state_class, table.banner, table.new_game)
    if opened is None or not table.open_game(opened.state, opened.seat):
        return False
    _follow(table)
    if opened.note:
        table.banner.show(with_note(table.banner.message, opened), "info")
    if opened.is_view:
        bots = len(table.bots)
        table.banner.show(f"{view_banner(opened)} You play on as {seat_name(opened.seat)}, against "
                          f"{bots} {level()} bot{'s' * (bots != 1)}.", "info")
    return True


def game_from_link(reader: "LinkReader", fragment: Optional[str], state_class: Any, banner: Any,
                   instead: Callable[[], None]) -> Any:
    """The game a page's link opens (:func:`opened_from_link`'s state), or ``None``."""
    opened = opened_from_link(reader, fragment, state_class, banner, instead)
    return None if opened is None else opened.state


#: Why a replay page refuses an unfinished game from a link.
UNFINISHED = ("the game in it is not over yet, and a replay shows every hand. Open the same link on the play page "
              "(replace replay.ipynb by play.ipynb in the address) to play it on from the seat whose turn it is.")


#: Why a replay page refuses a seat's view of a game in progress.
VIEW_ON_REPLAY = ("it shares one player's view of a game still being played, and a replay steps through a "
                  "whole game from its deal. Open the same link on the play page (replace replay.ipynb by "
                  "play.ipynb in the address) to play on from that view.")


def replay_from_link(viewer: Any, fragment: Optional[str], state_class: Any, steps_of: Callable[[Any], Any],
                     players_of: Optional[Callable[[Any], int]] = None, *, finished_only: bool = True) -> bool:
    """Show on a replay page the finished game a link carries; ``True`` when it is shown.

    ``viewer`` is the replay app: its ``reader``, ``banner``, ``from_link``, ``linked`` and
    ``load()`` (which shows ``viewer.linked`` when it is set) and, when ``players_of`` is
    given, its ``players`` setting. ``steps_of(game)`` turns the loaded game into what the
    page steps through. A replay that shows every hand shows only a finished game
    (``finished_only``; Meow Oracle's hides nothing, so it opens any game record); a link to one
    seat's view (a game still being played, shared by :func:`link_for`) opens on the play page, not
    here; a refused or bad
    link is said in the banner, and the page keeps (or goes back to) a game of bots. The
    reader's box is emptied once read.
    """
    if fragment is None:
        return False
    viewer.reader.box.value = ""
    try:
        opened = read_link(fragment, state_class)
        if opened.is_view:
            raise InvalidInput(VIEW_ON_REPLAY)
        game = opened.state
        if finished_only and not game.is_over():
            raise InvalidInput(UNFINISHED)
        steps = steps_of(game)
    except InvalidInput as err:
        if viewer.from_link:
            viewer.load()
        viewer.banner.show(f"This link's game could not be opened: {err} Here is a game of bots instead.", "error")
        return False
    viewer.linked = steps
    try:
        if players_of is not None:
            viewer.players.value = players_of(steps)
        viewer.load()
    finally:
        viewer.linked = None
    _follow(viewer)
    if opened.note:
        viewer.banner.show(with_note(viewer.banner.message, opened), "info")
    return True


def _follow(page: Any) -> None:
    """A page opened a link's game: a link its Share box shows is made again of the game on show, so that Copy
    never copies the game that was on show before."""
    box = getattr(page, "share", None)
    if isinstance(box, ShareBox) and box.link.value:
        box.share()


def fragment_of(address: str) -> Optional[str]:
    """The text after ``#game=`` in an address or a fragment, if there is one."""
    fragment = address.split("#", 1)[1] if "#" in address else address
    for part in fragment.split("&"):
        if part.startswith(PREFIX):
            return part[len(PREFIX):]
    return None


_SCRIPT = """
(function () {
  var reader = "%(css)s", top = "%(top)s", tries = 0;
  function isGame(hash) { return /(^#|&)game=/.test(hash); }
  function send(scroll) {
    var box = document.querySelector("." + reader + " input, ." + reader + " textarea");
    if (!box) { if (++tries < 200) { setTimeout(function () { send(scroll); }, 100); } return; }
    box.value = JSON.stringify({href: window.location.href.split("#")[0], hash: window.location.hash,
                                at: Date.now()});
    box.dispatchEvent(new Event("input", {bubbles: true}));
    box.dispatchEvent(new Event("change", {bubbles: true}));
    var app = top && document.querySelector("." + top);
    if (scroll && app) { app.scrollIntoView({block: "start"}); }
  }
  send(isGame(window.location.hash));
  /* A link pasted into the address bar of an open page changes only the hash: open its game too.
     Any other hash (a heading's anchor) is not a game and is left alone. */
  window.addEventListener("hashchange", function () {
    if (isGame(window.location.hash)) { tries = 0; send(true); }
  });
  if (navigator.share) { document.documentElement.classList.add("tt-can-share"); }
  if (window.ttShareWired) { return; }
  window.ttShareWired = true;
  /* Copy and the system share sheet run in the page: the clipboard and the sheet answer only a tap. */
  document.addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest(".tt-share-copy, .tt-share-native, .tt-share-make");
    var box = button && button.closest(".tt-share-box");
    if (!box) { return; }
    var said = box.querySelector(".tt-share-said .widget-html-content") || box.querySelector(".tt-share-said");
    function say(text) { if (said) { said.textContent = text; } }
    if (button.classList.contains("tt-share-make")) { say(""); return; }
    var area = box.querySelector(".tt-share-link textarea");
    if (!area || !area.value) { say("Press Share first: it makes the link."); return; }
    if (button.classList.contains("tt-share-native")) {
      navigator.share({title: document.title, text: "This position: what would you play?", url: area.value})
        .then(function () { say("Sent."); }, function () { say(""); });
      return;
    }
    function copied() { say("Copied. Paste it into a message or another tab."); }
    function byHand() {
      area.focus(); area.select();
      var done = false;
      try { done = document.execCommand("copy"); } catch (err) { done = false; }
      if (done) { copied(); } else { say("The link is selected: copy it with your browser's Copy."); }
    }
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(area.value).then(copied, byHand);
    } else { byHand(); }
  }, true);
})();
"""


class LinkReader:
    """Hands the page's address and fragment to Python: ``on_link(address, fragment)``.

    The page's script (shown with :meth:`script`) finds the hidden box by its class and writes
    the address into it when the page opens, and again whenever a game link is pasted into the
    address bar of the open page (only the hash changes then; hashes that are not ``#game=`` links
    are left alone). Nothing else is read from the browser. ``top`` is the class of the app the
    script scrolls into view when a link opens a game (empty: no scrolling). :attr:`heard` counts
    the addresses handed over: 1 during the first (the page's own), more for a pasted link.
    """

    def __init__(self, css: str, on_link: Callable[[str, Optional[str]], None], top: str = "") -> None:
        self.css = f"{css}-link-reader"
        self.top = top
        self.on_link = on_link
        self.address = ""
        self.box = w.Text(value="", layout=w.Layout(display="none"))
        self.box.add_class(self.css)
        self.box.observe(self._heard, names="value")
        self.heard = 0

    @property
    def pasted(self) -> bool:
        """Whether the link being opened was pasted into the open page (not the one it opened with)."""
        return self.heard > 1

    def script(self):
        """The script to display once on the page (an IPython ``Javascript`` object)."""
        from IPython.display import Javascript

        return Javascript(_SCRIPT % {"css": self.css, "top": self.top})

    def _heard(self, change: dict) -> None:
        if not change["new"]:
            return
        try:
            data = json.loads(change["new"])
            address = str(data.get("href", ""))
            fragment = fragment_of(str(data.get("hash", "")))
        except (ValueError, AttributeError):
            address, fragment = "", None
        if self.heard and fragment is None:
            return  # after the page's own address, only a game link is news
        self.heard += 1
        self.address = address or self.address
        self.on_link(self.address, fragment)


class LinkedPage:
    """A page that opens a game from a ``#game=...`` link: its :attr:`reader` (a :class:`LinkReader`)
    gives the notebook :meth:`link_script` to display."""

    reader: LinkReader

    def link_script(self):
        """The page's script that hands the address (and any ``#game=`` link, also one pasted later) to
        ``open_link``, and runs the Share box's Copy and system share buttons."""
        return self.reader.script()


SHARE_CSS = """<style>
.tt-share-box .tt-share-native { display: none !important; }
.tt-can-share .tt-share-box .tt-share-native { display: inline-block !important; }
.tt-share-box .tt-share-link textarea { font-family: 'DejaVu Sans Mono', Menlo, monospace; font-size: 12px;
  height: 4.5em; word-break: break-all; }
.tt-share-box .tt-share-said { font-weight: bold; color: #1B5E20; min-height: 0; }
</style>"""
"""The Share box's look: the system share button only where the browser has a share sheet."""


class ShareBox:
    """The Share button and the link it gives, with Copy (and the system share sheet where the browser
    has one), and a sentence saying what the link carries.

    ``shared()`` gives the game and the seat whose knowledge the link carries (:func:`link_for`);
    it may raise ``InvalidInput`` when there is nothing to share (a subclass says so). Copy and
    the share sheet run in the page's script (:class:`LinkReader`), which the page displays.
    """

    def __init__(self, css: str, shared: Callable[[], tuple[Any, int]], address: Callable[[], str]) -> None:
        self.shared, self.address = shared, address
        self.button = w.Button(description="Share", icon="share-alt",
                               tooltip="A link that opens this game on another page or computer")
        self.button.add_class(f"{css}-share")
        self.button.add_class("tt-share-make")
        self.button.on_click(lambda _: self.share())
        self.link = w.Textarea(value="", layout=w.Layout(width="100%", display="none"),
                               description="Link", disabled=False)
        self.link.add_class(f"{css}-share-link")
        self.link.add_class("tt-share-link")
        self.copy_button = w.Button(description="Copy link", icon="copy", button_style="primary",
                                    tooltip="Copy the link, to paste it into a message")
        self.copy_button.add_class(f"{css}-share-copy")
        self.copy_button.add_class("tt-share-copy")
        self.send_button = w.Button(description="Send\u2026", icon="paper-plane",
                                    tooltip="Send the link with an app of this phone or computer")
        self.send_button.add_class(f"{css}-share-send")
        self.send_button.add_class("tt-share-native")
        self.actions = w.HBox([self.copy_button, self.send_button],
                              layout=w.Layout(display="none", flex_flow="row wrap"))
        self.said = w.HTML("")
        self.said.add_class("tt-share-said")
        self.said.add_class(f"{css}-share-said")
        self.note = w.HTML("")
        self.widget = w.VBox([w.HTML(SHARE_CSS, layout=w.Layout(height="0px", margin="0", overflow="hidden")),
                              self.button, self.link, self.actions, self.said, self.note])
        self.widget.add_class("tt-share-box")

    def share(self) -> str:
        """Fill the link box with the link of the game as the seat knows it, and say what it carries."""
        state, seat = self.shared()
        link = f"{self.address() or ''}#{PREFIX}{link_for(state, seat)}"
        self.note.value = f"<p>{share_note(state, seat)}</p>"  # first: once the link shows, so does the note
        self.link.value = link
        self.actions.layout.display = ""
        self.link.layout.display = ""
        return link

    def hide(self) -> None:
        """Show no link (there is nothing to share)."""
        self.link.value, self.link.layout.display, self.note.value = "", "none", ""
        self.actions.layout.display = "none"


def share_note(state: Any, seat: int) -> str:
    """What a link from :func:`link_for` carries, in a learner's words."""
    if state.is_over():
        return ("Copy the link and send it. It opens this game on this page. The game is over and every "
                "card has been shown, so the link carries the whole game, every move from the deal.")
    name = seat_name(seat)
    return (f"Copy the link and send it. It carries only what {name} knows: {name}'s own cards, what is "
            "on the table and the public play so far; no other player's hidden cards, not the order of the "
            "deck and not the game's log. Whoever opens it plays on from the same view as "
            f"{name}, with the unseen cards dealt again, so the other hands and the draws to come will differ.")
