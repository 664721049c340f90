"""The kernel manager ``./tutor launch`` gives Voila: Jupyter Server's, with culling that spares
a preheated kernel that has just left its pool.

A preheated kernel runs its page when the server starts and then waits, idle, in its
pool; Voila never culls a kernel while it waits there. But when a learner asks for the
page, Voila takes the kernel out of the pool, and until the learner's browser connects
(a second or two, longer on a busy machine) the kernel looks idle since the server
started, with no browser connected: a cull pass that falls in that moment stopped it,
and the learner's page never got its widgets (seen twice in one run of
``benchmarks/bench_pages.py``). Here the idle time of a kernel starts again the first
time the culler meets it outside a pool, so a kernel is culled only after a full
``cull_idle_timeout`` without a browser since it was handed out.
"""

from __future__ import annotations

import json
import os

from jupyter_core.utils import ensure_async
from jupyter_server._tz import utcnow
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager

#: The environment variable through which ``tutor_serving`` hands the follow plan to this manager.
FOLLOW_ENV = "TUTOR_FOLLOW_PLAN"


class PoolAwareKernelManager(AsyncMappingKernelManager):
    """Cull idle kernels, counting a kernel's idle time from when it was first met outside a pool."""

    def __init_subclass__(cls, **kwargs) -> None:
        """Voila's pool manager subclasses this one: let it report the pages it serves."""
        super().__init_subclass__(**kwargs)
        if "get_pool_size" in cls.__dict__ and "fill_if_needed" in cls.__dict__:
            _listen_for_pages(cls)

    def __init__(self, **kwargs) -> None:
        """As Jupyter Server's manager, remembering which kernels the culler has met."""
        super().__init__(**kwargs)
        self._met: set[str] = set()
        self._follower: FollowTheLearner | None = None

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


def _listen_for_pages(cls) -> None:
    """Make Voila's pool manager (a subclass of ours) tell ``FollowTheLearner`` which page is asked for."""
    asked = cls.get_pool_size

    def get_pool_size(self, notebook_name: str) -> int:
        follower = getattr(self, "tutor_follower", None)
        if follower is not None and notebook_name:
            try:
                follower.opened(notebook_name)
            except Exception:  # a preheating hint must never break serving a page
                self.log.exception("tutor: could not preheat the pages after %s", notebook_name)
        return asked(self, notebook_name)

    cls.get_pool_size = get_pool_size
