"""How ``./tutor launch`` serves the gallery with Voila: preheated kernels, timeouts, culling.

``jupyter_config/voila.py`` (the Voila config file ``./tutor launch`` points Voila at)
applies :func:`settings` to Voila's configuration; ``./tutor launch`` runs this file to
print what it chose. Standard library plus the project's gallery registry.

What a classroom needs, and why each setting is here (measured with
``benchmarks/load_voila.py``; see the README's "Serving a class"):

- **Preheated kernels.** Voila normally starts a kernel and runs the notebook only when a
  page is asked for. With ``preheat_kernel`` it keeps, for each gallery page, a pool of
  kernels that already ran the notebook, and serves the rendered page at once; a used
  kernel is replaced ``fill_delay`` seconds later. ``TUTOR_POOL_SIZE`` (default 1) is the
  pool of every gallery page (the landing page gets one more); 0 turns preheating off.
  ``TUTOR_POOLS="<game>/play.ipynb=24"`` gives named pages a bigger pool, for a class that
  will open the same page at the same moment (a few more kernels than learners, for those
  who reload). Used kernels are then replaced 30 s later instead of 1 s: replacing twenty
  kernels at once costs as much as starting them cold, and in the measured rush it doubled
  the time to the last learner's widgets. (Voila hands a request the next kernel of the pool
  even while that kernel waits out the delay, so the delay is kept short otherwise.) Our
  pages are safe to preheat: they read
  nothing from the request (no query string, no ``wait_for_request``), and widgets made
  before the browser attaches are sent to it when it connects (drawings on a canvas
  would not be; our pages use SVG).
- **The class's pages first.** Started together, the 75 or so preheated kernels of the class
  setting (every page, and the class's big pool) kept two cores busy for a minute and more,
  and a class that came in that minute waited for all of them (measured with
  ``load_voila.py --come filled``: 10 learners 27-43 s). With ``TUTOR_POOLS`` the pages it names
  (and the landing page) are preheated first, ``./tutor launch`` prints ``tutor: ready for the
  class`` once their kernels ran them, and the other pages are preheated after, one at a time
  (``tutor_kernels.ClassFirst``). ``TUTOR_POOL_SIZE`` alone preheats every page at once, as before,
  and prints the same line when all are ready.
- **Each page's template is compiled once.** Voila renders every preheated page with a fresh
  template exporter, which compiled its Jinja templates again: 13 templates a page, 845 in a
  class start, most of the server's own CPU then (profiled). A compiled template is kept in
  memory and shared (``share_compiled_templates``).
- **No command history in the kernels.** Each kernel's IPython opened and wrote the same
  ``history.sqlite`` as it started; dozens starting together queued on its lock (up to 5 s each,
  logged as "database is locked"). The kernels keep no history (``IPYTHONDIR`` points at a
  profile under ``.venv`` that turns it off); a page has no command line to recall.
- **IOPub timeout.** While running a cell, Voila waits only ``iopub_timeout`` seconds
  (nbclient's default: 4) for the cell's output after the kernel said it finished; when
  it waits longer it drops the rest of the cell's output. On a busy server that is how a
  learner ends up with a page without its widgets, for good. We wait up to 60 s.
- **Kernels talk over local sockets** (``transport = "ipc"``), not TCP ports on 127.0.0.1:
  with dozens of kernels starting at once, a TCP port picked for a new kernel was sometimes
  taken before the kernel could bind it ("Address already in use"), and that kernel never
  started. Unix sockets are files in Voila's connection folder and cannot collide.
- **Culling.** A kernel lives until its page asks Voila to shut it down or the server
  culls it. Voila 0.5's own shutdown request on closing a tab is refused by the server's
  cross-site check when no ``_xsrf`` cookie was ever set (voila-dashboards/voila#1458),
  which is always the case here; we turn that check off (the server has no login, so
  the check protected nothing but kernel shutdowns by id) so memory comes back when a
  tab closes. A kernel whose learner vanished without closing the tab (a laptop shut, a
  lost network) is culled after ``TUTOR_CULL_IDLE`` seconds (default 300) with no
  browser connected and nothing running, checked every minute. Preheated kernels
  waiting in a pool are never culled, and one just handed to a learner gets a full
  ``TUTOR_CULL_IDLE`` before it can be (``tutor_kernels.py`` says why).
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"


@dataclass(frozen=True)
class Serving:
    """The choices ``./tutor launch`` makes for Voila."""

    pools: dict[str, int] = field(default_factory=dict)
    follow: dict[str, list[str]] = field(default_factory=dict)
    first: tuple[str, ...] = ()
    """The pages preheated first, before the others (the class setting; empty: every pool at once)."""
    fill_delay: float = 1.0
    iopub_timeout: int = 60
    startup_timeout: int = 120
    cull_idle: int = 300
    cull_interval: int = 60

    @property
    def preheated(self) -> int:
        """How many kernels wait, preheated, when every pool is full."""
        return sum(self.pools.values())


def gallery_pages() -> list[str]:
    """The landing page and every gallery page whose notebook exists, relative to notebooks/."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from widgets import gallery

    pages = [page.path for entry in gallery.GAMES for page in gallery.available(entry.pages, NOTEBOOKS)]
    return ["index.ipynb", *pages]


def _number(env: dict[str, str], name: str, default: int) -> int:
    """A whole number from the environment, with a message naming the variable when it is not one."""
    text = env.get(name, "").strip()
    if not text:
        return default
    try:
        value = int(text)
    except ValueError:
        raise SystemExit(f"tutor: {name}={text!r} is not a whole number (for example {name}={default})") from None
    if value < 0:
        raise SystemExit(f"tutor: {name}={text!r} must be 0 or more")
    return value


def _example(known: list[str]) -> str:
    """A page to show in a message: the last game's play page, or the last page there is."""
    return next((page for page in reversed(known) if page.endswith("/play.ipynb")), known[-1] if known else "index.ipynb")


def _named_pools(env: dict[str, str], known: list[str]) -> dict[str, int]:
    """``TUTOR_POOLS="<game>/play.ipynb=20,index.ipynb=4"`` as {page: size}, pages checked."""
    pools: dict[str, int] = {}
    for item in filter(None, (part.strip() for part in env.get("TUTOR_POOLS", "").split(","))):
        page, _, size = item.partition("=")
        page = page.strip().removeprefix("notebooks/")
        if page not in known:
            raise SystemExit(f"tutor: TUTOR_POOLS names {page!r}, which is not a gallery page; "
                             f"write pages as in notebooks/, e.g. {_example(known)}=20")
        pools[page] = _number({"size": size}, "size", 0) if size.strip() else 0
    return pools


def follow_plan() -> dict[str, list[str]]:
    """What a learner opens after each page: the landing page leads to each game's first page,
    a page to the next page of its game and to the game's play app."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from widgets import gallery

    plan: dict[str, list[str]] = {"index.ipynb": []}
    for entry in gallery.GAMES:
        pages = [page.path for page in gallery.available(entry.pages, NOTEBOOKS)]
        if not pages:
            continue
        plan["index.ipynb"].append(pages[0])
        play = [page.path for page in gallery.available(entry.pages, NOTEBOOKS) if page.path.endswith("/play.ipynb")]
        for here, after in zip(pages, pages[1:] + [None]):
            plan[here] = list(dict.fromkeys([p for p in (after, *play) if p and p != here]))
    return plan


def settings(env: dict[str, str] | None = None) -> Serving:
    """What to serve with, from the environment (``TUTOR_POOL_SIZE``, ``TUTOR_POOLS``, ``TUTOR_CULL_IDLE``).

    With neither ``TUTOR_POOL_SIZE`` nor ``TUTOR_POOLS`` set (one learner, the default), the
    landing page and what follows the page last opened are preheated; either variable
    chooses the class setting: a pool for every gallery page.
    """
    env = dict(os.environ if env is None else env)
    cull = _number(env, "TUTOR_CULL_IDLE", 300)
    if not env.get("TUTOR_POOL_SIZE", "").strip() and not env.get("TUTOR_POOLS", "").strip():
        plan = follow_plan()
        return Serving(pools={"index.ipynb": 1, **{p: 1 for p in plan["index.ipynb"]}}, follow=plan,
                       cull_idle=cull)
    size = _number(env, "TUTOR_POOL_SIZE", 1)
    pages = gallery_pages()
    pools = {page: size for page in pages} if size else {}
    if size:
        pools["index.ipynb"] = size + 1  # every learner lands here first
    named = _named_pools(env, pages)
    pools.update(named)
    pools = {page: n for page, n in pools.items() if n > 0}
    fill_delay = 30.0 if env.get("TUTOR_POOLS", "").strip() else 1.0
    # The class's pages (and the landing page) first; with no page named, every page is the class's.
    first = [page for page in pages if page in pools and (page in named or page == "index.ipynb" or not named)]
    return Serving(pools=pools, fill_delay=fill_delay, cull_idle=cull, first=tuple(first))


#: The IPython profile of the served kernels: no command history (see the module's docstring).
KERNEL_IPYTHONDIR = ROOT / ".venv" / "tutor-ipython"
KERNEL_IPYTHON_CONFIG = """# Written by jupyter_config/tutor_serving.py for the kernels of ./tutor launch.
# Dozens of kernels starting together queued on one history.sqlite; a page keeps no history.
c.HistoryManager.enabled = False
"""


def kernel_profile(folder: Path = KERNEL_IPYTHONDIR) -> Path:
    """The IPython folder of the served kernels (written when missing or changed); returns it."""
    config = folder / "profile_default" / "ipython_kernel_config.py"
    if not config.is_file() or config.read_text() != KERNEL_IPYTHON_CONFIG:
        config.parent.mkdir(parents=True, exist_ok=True)
        config.write_text(KERNEL_IPYTHON_CONFIG)
    return folder


def share_compiled_templates() -> None:
    """Voila's exporters keep each compiled Jinja template in one shared in-memory cache.

    Voila makes a new exporter (and with it a new Jinja environment) for every page it renders,
    so each page compiled the same templates again. Checked against voila 0.5 (pinned): its
    ``VoilaExporter`` gets its environment from nbconvert's ``TemplateExporter._create_environment``.
    A template's compiled code is keyed by its name and checked against its source (Jinja's
    ``BytecodeCache``), so a changed template is compiled again.
    """
    import jinja2
    from voila.exporter import VoilaExporter

    create = VoilaExporter._create_environment
    if getattr(create, "tutor_shared", False):
        return

    class MemoryBytecodeCache(jinja2.BytecodeCache):
        """Compiled templates in this process's memory."""

        def __init__(self) -> None:
            self.codes: dict[str, bytes] = {}

        def load_bytecode(self, bucket) -> None:
            if bucket.key in self.codes:
                bucket.bytecode_from_string(self.codes[bucket.key])

        def dump_bytecode(self, bucket) -> None:
            self.codes[bucket.key] = bucket.bytecode_to_string()

    shared = MemoryBytecodeCache()

    def create_environment(self):
        environment = create(self)
        environment.bytecode_cache = shared
        return environment

    create_environment.tutor_shared = True
    VoilaExporter._create_environment = create_environment


def apply(c, serving: Serving | None = None) -> None:
    """Put the choices into Voila's config object ``c`` (from its config file)."""
    serving = serving or settings()
    c.KernelManager.transport = "ipc"
    share_compiled_templates()
    os.environ["IPYTHONDIR"] = str(kernel_profile())  # the kernels Voila starts inherit it
    c.VoilaConfiguration.multi_kernel_manager_class = "tutor_kernels.PoolAwareKernelManager"
    c.VoilaExecutor.iopub_timeout = serving.iopub_timeout
    c.VoilaExecutor.startup_timeout = serving.startup_timeout
    c.MappingKernelManager.cull_idle_timeout = serving.cull_idle
    c.MappingKernelManager.cull_interval = serving.cull_interval
    c.Voila.tornado_settings = {"disable_check_xsrf": True}
    if serving.pools:
        c.VoilaConfiguration.preheat_kernel = True
        pools = {"default": {"pool_size": 0}}  # notebooks outside the gallery start on request
        pools.update({page: {"pool_size": n} for page, n in serving.pools.items()})
        c.VoilaKernelManager.kernel_pools_config = pools
        c.VoilaKernelManager.fill_delay = serving.fill_delay
    import json

    from tutor_kernels import CLASS_ENV, FOLLOW_ENV

    if serving.follow:
        os.environ[FOLLOW_ENV] = json.dumps({"follow": serving.follow, "keep": ["index.ipynb"]})
    else:
        os.environ.pop(FOLLOW_ENV, None)
    if serving.first and serving.pools:
        os.environ[CLASS_ENV] = json.dumps(list(serving.first))
    else:
        os.environ.pop(CLASS_ENV, None)


def describe(serving: Serving) -> str:
    """What ``./tutor launch`` tells the person who started it."""
    lines = []
    if serving.follow:
        lines.append(f"preheated kernels: for one learner, the landing page and each game's first page now "
                     f"({serving.preheated} kernels), then, as pages are opened, the next page and that game's "
                     "play app; kernels waiting for pages left behind stop (TUTOR_POOL_SIZE=1 preheats every "
                     "page for a class, TUTOR_POOL_SIZE=0 turns preheating off)")
    elif serving.pools:
        bigger = {page: n for page, n in serving.pools.items() if n > 1 and page != "index.ipynb"}
        extra = "".join(f", {page} {n}" for page, n in bigger.items())
        lines.append(f"preheated kernels: {len(serving.pools)} gallery pages each keep a kernel that "
                     f"already ran the page ({serving.preheated} kernels{extra}), so a page opens at once; "
                     f"they start in the background now (TUTOR_POOL_SIZE=0 turns this off)")
        if serving.fill_delay > 1:
            lines.append(f"used preheated kernels are replaced {serving.fill_delay:.0f} s later, after the class's rush")
        if serving.first and len(serving.first) < len(serving.pools):
            lines.append(f"{', '.join(serving.first)} are preheated first: let the class in when the server says "
                         "'tutor: ready for the class'; the other pages follow one at a time")
        elif serving.first:
            lines.append("the server says 'tutor: ready for the class' once every page is preheated")
    else:
        lines.append("preheated kernels: off (TUTOR_POOL_SIZE=0); every page starts its kernel when asked for")
    lines.append(f"kernels of closed tabs stop at once; a kernel left without a browser and idle is "
                 f"culled after {serving.cull_idle} s (TUTOR_CULL_IDLE), so memory comes back")
    return "\n".join(lines)


if __name__ == "__main__":
    print(describe(settings()))
