"""Share a game as a link: the saved game, compressed, in the address's fragment (``#game=...``).

A teacher presses **Share** and sends the link ("this position: what would you play?");
the learner's page opens on that game. The fragment never reaches a server (browsers keep
it to themselves), so the page's own script reads it and hands it to Python through a
hidden text box (:class:`LinkReader`). What arrives is untrusted input: it is decoded with
limits (length, decompressed size), parsed as JSON and loaded through the engine's
``from_json`` (a game record) or ``position_from_json`` (a what-if position), so a damaged
or hostile link gets a sentence saying what is wrong, never a traceback and never a
half-loaded game.

The link carries the whole game, hidden cards included: the page shows only the chosen
seat's view, but whoever has the link could decode it. The Share dialog says so.
"""

from __future__ import annotations

import base64
import binascii
import json
import zlib
from typing import Any, Callable, Optional

import ipywidgets as w

from engines import InvalidInput

__all__ = ["encode", "decode", "load_game", "game_from_link", "replay_from_link", "fragment_of", "LinkReader", "ShareBox", "MAX_LINK", "MAX_JSON"]

#: The longest ``#game=`` text accepted (browsers keep addresses far longer; a game needs far less).
MAX_LINK = 200_000
#: The most JSON a link may unpack to (a guard against a small link that unpacks to gigabytes).
MAX_JSON = 5_000_000
PREFIX = "game="


def encode(record: dict) -> str:
    """A saved game as the text after ``#game=``: compact JSON, deflated, URL-safe base64 without padding."""
    raw = json.dumps(record, separators=(",", ":"), sort_keys=True).encode()
    return base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")


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
    except (binascii.Error, zlib.error, UnicodeDecodeError, ValueError):
        raise InvalidInput("This link is damaged: it does not unpack to a saved game "
                           "(was it cut or changed when it was copied?).") from None
    if type(data) is not dict:
        raise InvalidInput("This link holds no saved game.")
    return data


def load_game(text: Any, state_class: Any) -> Any:
    """The game a link's text holds, loaded through the engine's checks (a game record or a position)."""
    data = decode(text)
    game = getattr(state_class, "GAME", None)
    if data.get("game") != game:
        raise InvalidInput(f"This link holds a game of {data.get('game')!r}, not of this page's game.")
    if data.get("record") == "position":
        return state_class.position_from_json(data)
    return state_class.from_json(data)


def game_from_link(reader: "LinkReader", fragment: Optional[str], state_class: Any, banner: Any,
                   instead: Callable[[], None]) -> Any:
    """The game a page's link carries, or ``None``: no link, or a bad one (said in ``banner``, then ``instead()``).

    The reader's box is emptied once read, so the page keeps no copy of the link's whole game.
    """
    if fragment is None:
        return None
    reader.box.value = ""
    try:
        return load_game(fragment, state_class)
    except InvalidInput as err:
        instead()
        banner.error(f"This link's game could not be opened: {err} Here is a new game instead.")
        return None


#: Why a replay page refuses an unfinished game from a link.
UNFINISHED = ("the game in it is not over yet, and a replay shows every hand. Open the same link on the play page "
              "(replace replay.ipynb by play.ipynb in the address) to play it on from the seat whose turn it is.")


def replay_from_link(viewer: Any, fragment: Optional[str], state_class: Any, steps_of: Callable[[Any], Any],
                     players_of: Optional[Callable[[Any], int]] = None, *, finished_only: bool = True) -> bool:
    """Show on a replay page the finished game a link carries; ``True`` when it is shown.

    ``viewer`` is the replay app: its ``reader``, ``banner``, ``from_link``, ``linked`` and
    ``load()`` (which shows ``viewer.linked`` when it is set) and, when ``players_of`` is
    given, its ``players`` setting. ``steps_of(game)`` turns the loaded game into what the
    page steps through. A replay that shows every hand shows only a finished game
    (``finished_only``; Meow Oracle's hides nothing, so it opens any game); a refused or bad
    link is said in the banner, and the page keeps (or goes back to) a game of bots. The
    reader's box is emptied once read.
    """
    if fragment is None:
        return False
    viewer.reader.box.value = ""
    try:
        game = load_game(fragment, state_class)
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
    return True


def fragment_of(address: str) -> Optional[str]:
    """The text after ``#game=`` in an address or a fragment, if there is one."""
    fragment = address.split("#", 1)[1] if "#" in address else address
    for part in fragment.split("&"):
        if part.startswith(PREFIX):
            return part[len(PREFIX):]
    return None


_SCRIPT = """
(function () {
  var tries = 0;
  function send() {
    var box = document.querySelector(".%(css)s input, .%(css)s textarea");
    if (!box) { if (++tries < 200) { setTimeout(send, 100); } return; }
    box.value = JSON.stringify({href: window.location.href.split("#")[0], hash: window.location.hash});
    box.dispatchEvent(new Event("input", {bubbles: true}));
    box.dispatchEvent(new Event("change", {bubbles: true}));
  }
  send();
})();
"""


class LinkReader:
    """Hands the page's address and fragment to Python: ``on_link(address, fragment)`` is called once.

    The page's script (shown with :meth:`script`) finds the hidden box by its class and writes
    the address into it; nothing else is read from the browser.
    """

    def __init__(self, css: str, on_link: Callable[[str, Optional[str]], None]) -> None:
        self.css = f"{css}-link-reader"
        self.on_link = on_link
        self.address = ""
        self.box = w.Text(value="", layout=w.Layout(display="none"))
        self.box.add_class(self.css)
        self.box.observe(self._heard, names="value")
        self.done = False

    def script(self):
        """The script to display once on the page (an IPython ``Javascript`` object)."""
        from IPython.display import Javascript

        return Javascript(_SCRIPT % {"css": self.css})

    def _heard(self, change: dict) -> None:
        if self.done or not change["new"]:
            return
        self.done = True
        try:
            data = json.loads(change["new"])
            self.address = str(data.get("href", ""))
            fragment = fragment_of(str(data.get("hash", "")))
        except (ValueError, AttributeError):
            self.address, fragment = "", None
        self.on_link(self.address, fragment)


class ShareBox:
    """The Share button and the link it gives, with a sentence saying what the link carries."""

    def __init__(self, css: str, record: Callable[[], dict], address: Callable[[], str]) -> None:
        self.record, self.address = record, address
        self.button = w.Button(description="Share", icon="share-alt",
                               tooltip="A link that opens this game on another page or computer")
        self.button.add_class(f"{css}-share")
        self.button.on_click(lambda _: self.share())
        self.link = w.Textarea(value="", layout=w.Layout(width="100%", display="none"),
                               description="Link", disabled=False)
        self.link.add_class(f"{css}-share-link")
        self.note = w.HTML("")
        self.widget = w.VBox([self.button, self.link, self.note])

    def share(self) -> str:
        """Fill the link box with this game's link and say what it carries."""
        link = f"{self.address() or ''}#{PREFIX}{encode(self.record())}"
        self.link.value = link
        self.link.layout.display = ""
        self.note.value = ("<p>Copy the link above and send it. It opens this game, as it stands now, on "
                           "this page. The page shows only one player's cards while the game is on, but "
                           "the link itself carries the whole game, every hidden card included: share it "
                           "only with people who may see them.</p>")
        return link
