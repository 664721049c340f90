"""The kernel manager ``./tutor launch`` gives Voila: Jupyter Server's, with culling that spares
a preheated kernel that has just left its pool, and, in the class setting, the class's pages
preheated first.

A preheated kernel runs its page when the server starts and then waits, idle, in its
pool; Voila never culls a kernel while it waits there. But when a learner asks for the
page, Voila takes the kernel out of the pool, and until the learner's browser connects
(a second or two, longer on a busy machine) the kernel looks idle since the server
started, with no browser connected: a cull pass that falls in that moment stopped it,
and the learner's page never got its widgets (seen twice in one run of
``benchmarks/bench_pages.py``). Here the idle time of a kernel starts again the first
time the culler meets it outside a pool, so a kernel is culled only after a full
``cull_idle_timeout`` without a browser since it was handed out.

**The class's pages first** (``ClassFirst``). Voila starts every pool at once when the server
starts: with ``TUTOR_POOLS=kirin/play.ipynb=24`` that is 77 kernels, each running its page, and
the server rendering each page, on two cores for a minute and more; and 30 s after a class came,
it started the replacements of all the kernels the class took, together again. A class that came
in the first minute waited for all of them (measured: 20 learners 75-78 s, the server's answers up
to 8 s late), and nothing told the teacher when to let them in. Here the pages the class opens
together (those ``TUTOR_POOLS`` names, and the landing page) are preheated at once; when every
kernel of them has run its page the server prints ``tutor: ready for the class ...``
(READY_LINE); everything else (the other pages, the replacements) is preheated one kernel at a
time, while no page is being asked for.
"""

from __future__ import annotations

import asyncio
import json
import os
import time

from jupyter_core.utils import ensure_async
from jupyter_server._tz import utcnow
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager

#: The environment variable through which ``tutor_serving`` hands the follow plan to this manager.
FOLLOW_ENV = "TUTOR_FOLLOW_PLAN"
#: The environment variable through which ``tutor_serving`` names the class's pages (a JSON list).
CLASS_ENV = "TUTOR_CLASS_PAGES"
#: Printed (with what was preheated and when) once every kernel of the class's pages ran its page.
READY_LINE = "ready for the class"


class PoolAwareKernelManager(AsyncMappingKernelManager):
    """Cull idle kernels, counting a kernel's idle time from when it was first met outside a pool."""

    def __init_subclass__(cls, **kwargs) -> None:
        """Voila's pool manager subclasses this one: let it report the pages it serves and hold
        back the pools of pages the class does not open first."""
        super().__init_subclass__(**kwargs)
        if "get_pool_size" in cls.__dict__ and "fill_if_needed" in cls.__dict__:
            _listen_for_pages(cls)
            _class_first(cls)

    def __init__(self, **kwargs) -> None:
        """As Jupyter Server's manager, remembering which kernels the culler has met."""
        super().__init__(**kwargs)
        self._met: set[str] = set()
        self._follower: FollowTheLearner | None = None
        pages = json.loads(os.environ.get(CLASS_ENV) or "[]")
        #: Preheats the class's pages first (the class setting), or None.
        self.tutor_class: ClassFirst | None = ClassFirst(self, pages) if pages else None

    @property
    def tutor_follower(self) -> "FollowTheLearner | None":
        """The follower of the plan ``tutor_serving`` handed over (``None`` in the class setting)."""
        plan = os.environ.get(FOLLOW_ENV)
        if self._follower is None and plan and hasattr(self, "_pools"):
            data = json.loads(plan)
            self._follower = FollowTheLearner(self, data["follow"], set(data["keep"]))
        return self._follower

    async def cull_kernel_if_idle(self, kernel_id: str) -> None:
        """Start the idle clock of a kernel the culler meets for the first time, else cull as usual.

        Voila's pool manager wraps this class and calls this only for kernels that no
        longer wait in a pool.
        """
        kernel = self._kernels.get(kernel_id)
        if kernel is not None and kernel_id not in self._met:
            self._met.add(kernel_id)
            if getattr(kernel, "execution_state", None) != "dead":
                kernel.last_activity = utcnow()
                return
        await ensure_async(super().cull_kernel_if_idle(kernel_id))

    async def shutdown_kernel(self, kernel_id: str, *args, **kwargs) -> None:
        """Shut the kernel down and forget it."""
        self._met.discard(kernel_id)
        await ensure_async(super().shutdown_kernel(kernel_id, *args, **kwargs))


class FollowTheLearner:
    """Preheat what the learner is about to open: the pages that follow the page just asked for.

    ``follow`` maps a page (path below notebooks/) to the pages a learner on it opens
    next (its next lesson, its game's play app). When a page is asked for, each of those
    pages gets a pool of one preheated kernel, and the kernels waiting for pages that no
    longer follow (nor are in ``keep``, the landing page) are stopped, so memory stays
    at a few kernels for one learner. It works through Voila's own pool manager: Voila
    reads each page's pool size from ``kernel_pools_config`` when it fills a pool, and
    asks for the pool size of every page it serves (``get_pool_size``), which is where
    this hook listens.
    """

    def __init__(self, manager, follow: dict[str, list[str]], keep: set[str]) -> None:
        self.manager, self.follow, self.keep = manager, follow, keep

    def opened(self, page: str) -> None:
        """``page`` was asked for: preheat what follows it, stop kernels waiting for anything else."""
        manager = self.manager
        wanted = set(self.follow.get(page, [])) | self.keep
        config = dict(manager.kernel_pools_config)
        for name in set(config) | set(manager._pools):
            if name in ("default", page) or name in wanted:
                continue
            config[name] = {"pool_size": 0}
            for task in manager._pools.pop(name, []):
                task.add_done_callback(self._stop_waiting_kernel)
        config[page] = {"pool_size": 1 if page in wanted else 0}  # a reload soon after is served warm
        for name in wanted:
            config[name] = {"pool_size": 1}
        manager.kernel_pools_config = config
        for name in wanted:
            if name != page and not manager._pools.get(name):
                manager.fill_if_needed(delay=0, notebook_name=name)

    def _stop_waiting_kernel(self, task) -> None:
        """Shut down a preheated kernel nobody will ask for (once it has finished starting)."""
        if task.cancelled() or task.exception() is not None:
            return
        kernel_id = task.result().get("kernel_id")
        if kernel_id:
            import asyncio
            asyncio.ensure_future(self.manager.shutdown_kernel(kernel_id))


class ClassFirst:
    """Preheat the class's pages first, say when they are ready, then everything else one kernel at a time.

    Voila's pool manager fills every pool as it is made, and after each page a learner opens
    it starts a replacement (``fill_delay`` later); all of those start together. Here, until
    the class's pages are ready, only their pools are filled; every other fill is queued
    (``defer``). Once every pool task of the class's pages started its kernel and ran its
    page, READY_LINE is printed. From then on every fill (the other pages' pools, and the
    replacements of the kernels learners took, the class's included) goes through the queue:
    one kernel at a time, each once the one before ran its page, and only when no page was
    asked for during the last ``quiet`` seconds, so a class opening its pages keeps the cores.
    While a page's pool is short, a learner asking for it gets a kernel started on request,
    as Voila does for an empty pool.
    """

    def __init__(self, manager, pages: list[str], quiet: float = 10.0) -> None:
        self.manager = manager
        self.pages = set(pages)
        self.quiet = quiet
        self.is_ready = False
        self.queue: list[tuple[str, dict]] = []
        self.filling: str | None = None
        self.started = time.monotonic()
        self.last_request = 0.0
        try:
            loop = asyncio.get_event_loop()
        except RuntimeError:  # no loop in this thread yet: Voila's fill makes one the same way
            loop = asyncio.new_event_loop()
            asyncio.set_event_loop(loop)
        self.wake = asyncio.Event()
        # Runs once the pool manager is made, after it asked for every pool (the loop has not started yet).
        loop.call_soon(lambda: loop.create_task(self.run()))

    def defer(self, notebook_name: str | None, kwargs: dict) -> bool:
        """True when this fill goes to the queue instead (see the class's docstring)."""
        if notebook_name is None or notebook_name == self.filling:
            return False
        if not self.is_ready and notebook_name in self.pages:
            return False
        if all(name != notebook_name for name, _ in self.queue):
            self.queue.append((notebook_name, kwargs))
        self.wake.set()
        return True

    def asked(self, notebook_name: str) -> None:
        """A page was asked for: preheating waits until the server has been quiet for a while."""
        self.last_request = time.monotonic()

    async def ready(self, names) -> int:
        """Wait until every pool task of these pages started its kernel and ran its page; how many kernels."""
        count = 0
        for name in names:
            for task in list(self.manager._pools.get(name, [])):
                try:
                    content = await task
                    await content["task"]
                    count += 1
                except Exception:  # a page that failed is Voila's to report; it must not stop the others
                    continue
        return count

    async def fill_one(self, name: str, kwargs: dict) -> bool:
        """Start one more preheated kernel for ``name`` if its pool is short, and wait until it ran the page."""
        manager = self.manager
        config = manager.kernel_pools_config
        wanted = config.get(name, config.get("default", {})).get("pool_size", 0)
        pool = manager._pools.get(name, [])
        if len(pool) >= wanted:
            return False
        manager.kernel_pools_config = {**config, name: {**config.get(name, {}), "pool_size": len(pool) + 1}}
        self.filling = name
        try:
            manager.fill_if_needed(delay=0, notebook_name=name, **kwargs)
        finally:
            self.filling = None
            manager.kernel_pools_config = config
        new = manager._pools.get(name, [])[-1:]
        for task in new:
            try:
                content = await task
                await content["task"]
            except Exception:  # noqa: BLE001 - Voila reports a page that failed
                pass
        return True

    async def run(self) -> None:
        """The class's pages, READY_LINE, then the queue, one kernel at a time, when the server is quiet."""
        count = await self.ready(sorted(self.pages))
        self.is_ready = True
        print(f"\ntutor: {READY_LINE}: {count} preheated kernels ran "
              f"{', '.join(sorted(self.pages))} ({time.monotonic() - self.started:.0f} s after the server "
              f"started). Learners can open them now; the other pages are preheated one at a time.\n", flush=True)
        said = not self.queue
        while True:
            if not self.queue:
                if not said:
                    print(f"tutor: every page preheated ({time.monotonic() - self.started:.0f} s after the server "
                          "started)", flush=True)
                    said = True
                self.wake.clear()
                await self.wake.wait()
                continue
            while time.monotonic() - self.last_request < self.quiet:
                await asyncio.sleep(max(0.5, self.quiet - (time.monotonic() - self.last_request)))
            name, kwargs = self.queue[0]
            try:
                more = await self.fill_one(name, kwargs)
            except Exception:  # noqa: BLE001 - one page must not stop the others
                self.manager.log.exception("tutor: could not preheat %s", name)
                more = False
            if not more:
                self.queue.pop(0)


def _class_first(cls) -> None:
    """Make Voila's pool manager (a subclass of ours) queue the fills ``ClassFirst`` makes one at a time."""
    fill = cls.fill_if_needed

    def fill_if_needed(self, delay=None, notebook_name=None, **kwargs):
        plan = getattr(self, "tutor_class", None)
        if plan is not None and plan.defer(notebook_name, kwargs):
            return None
        return fill(self, delay, notebook_name, **kwargs)

    cls.fill_if_needed = fill_if_needed


def _listen_for_pages(cls) -> None:
    """Make Voila's pool manager (a subclass of ours) tell ``FollowTheLearner`` which page is asked for."""
    asked = cls.get_pool_size

    def get_pool_size(self, notebook_name: str) -> int:
        plan = getattr(self, "tutor_class", None)
        if plan is not None and notebook_name:
            plan.asked(notebook_name)
        follower = getattr(self, "tutor_follower", None)
        if follower is not None and notebook_name:
            try:
                follower.opened(notebook_name)
            except Exception:  # a preheating hint must never break serving a page
                self.log.exception("tutor: could not preheat the pages after %s", notebook_name)
        return asked(self, notebook_name)

    cls.get_pool_size = get_pool_size
