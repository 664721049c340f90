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

from jupyter_core.utils import ensure_async
from jupyter_server._tz import utcnow
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager


class PoolAwareKernelManager(AsyncMappingKernelManager):
    """Cull idle kernels, counting a kernel's idle time from when it was first met outside a pool."""

    def __init__(self, **kwargs) -> None:
        """As Jupyter Server's manager, remembering which kernels the culler has met."""
        super().__init__(**kwargs)
        self._met: set[str] = set()

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
