"""How ``./tutor launch`` configures Voila: pools for the gallery's pages, timeouts, culling.

The settings live in ``jupyter_config/tutor_serving.py`` and reach Voila through
``jupyter_config/voila.py``; these tests read both as Voila does (a traitlets config file),
without starting a server. What the settings do under load is measured, not tested:
``benchmarks/bench_pages.py`` and ``benchmarks/load_voila.py``.
"""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest
import voila.voila_kernel_manager  # now: the config file below puts jupyter_config/ (with its voila.py) on the path
from traitlets.config.loader import Config, PyFileConfigLoader

from widgets import gallery
from widgets.games import GAMES

REPO = Path(__file__).resolve().parent.parent
GAME = GAMES[-1].key
"""The game whose pages the pool settings and the follower are tried on (any game serves: the registry's last)."""
LESSONS = sorted(page.name for page in (REPO / "notebooks" / GAME).glob("0*.ipynb"))
"""Its lesson pages, first to last: the follower preheats the next one."""
CONFIG = REPO / "jupyter_config"


def serving_module():
    """jupyter_config/tutor_serving.py, loaded from its file as the Voila config file does."""
    spec = importlib.util.spec_from_file_location("tutor_serving", CONFIG / "tutor_serving.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("tutor_serving", module)  # its dataclass looks its module up by name
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def serving():
    return serving_module()


@pytest.fixture(autouse=True)
def _voila_environment_restored():
    """apply() writes the settings it hands to Voila's process into os.environ: put it back after each test."""
    import os

    keys = ("IPYTHONDIR", "TUTOR_FOLLOW_PLAN", "TUTOR_CLASS_PAGES")
    saved = {key: os.environ.get(key) for key in keys}
    yield
    for key, value in saved.items():
        if value is None:
            os.environ.pop(key, None)
        else:
            os.environ[key] = value


def test_one_learner_gets_the_landing_page_and_each_games_first_page_preheated(serving):
    chosen = serving.settings({})
    firsts = [gallery.available(entry.pages, REPO / "notebooks")[0].path for entry in gallery.GAMES]
    assert chosen.pools == {"index.ipynb": 1, **{page: 1 for page in firsts}}
    assert chosen.follow["index.ipynb"] == firsts


def test_the_follow_plan_leads_from_each_page_to_the_next_and_the_play_app(serving):
    plan = serving.settings({}).follow
    for entry in gallery.GAMES:
        pages = [page.path for page in gallery.available(entry.pages, REPO / "notebooks")]
        play = next(p for p in pages if p.endswith("/play.ipynb"))
        for here, after in zip(pages, pages[1:]):
            assert plan[here][0] == after
            assert here == play or play in plan[here]
        assert all(here not in plan[here] for here in pages)


def test_the_class_setting_preheats_every_gallery_page(serving):
    chosen = serving.settings({"TUTOR_POOL_SIZE": "1"})
    assert chosen.follow == {}
    pages = {page.path for entry in gallery.GAMES for page in gallery.available(entry.pages, REPO / "notebooks")}
    assert set(chosen.pools) == pages | {"index.ipynb"}
    assert all(size == 1 for page, size in chosen.pools.items() if page != "index.ipynb")
    assert chosen.pools["index.ipynb"] == 2
    assert chosen.preheated == len(pages) + 2


def test_a_class_page_gets_a_bigger_pool_and_zero_turns_preheating_off(serving):
    chosen = serving.settings({"TUTOR_POOL_SIZE": "0", "TUTOR_POOLS": f"{GAME}/play.ipynb=20"})
    assert chosen.pools == {f"{GAME}/play.ipynb": 20}
    assert serving.settings({"TUTOR_POOL_SIZE": "0"}).pools == {}
    assert serving.settings({"TUTOR_POOLS": f"notebooks/{GAME}/play.ipynb=3"}).pools[f"{GAME}/play.ipynb"] == 3


def test_kernels_used_by_a_class_rush_are_replaced_after_it(serving):
    assert serving.settings({}).fill_delay <= 1
    assert serving.settings({"TUTOR_POOL_SIZE": "1"}).fill_delay <= 1  # a second visitor must not wait for a delayed refill
    assert serving.settings({"TUTOR_POOLS": f"{GAME}/play.ipynb=24"}).fill_delay >= 20


@pytest.mark.parametrize("env, message", [
    ({"TUTOR_POOL_SIZE": "many"}, "TUTOR_POOL_SIZE='many' is not a whole number"),
    ({"TUTOR_POOL_SIZE": "-1"}, "must be 0 or more"),
    ({"TUTOR_POOLS": f"{GAME}/plai.ipynb=20"}, "not a gallery page"),
    ({"TUTOR_CULL_IDLE": "soon"}, "TUTOR_CULL_IDLE"),
])
def test_bad_settings_are_refused_with_a_message_that_says_what_is_allowed(serving, env, message):
    with pytest.raises(SystemExit, match=message):
        serving.settings(env)


def test_the_voila_config_file_sets_pools_timeouts_and_culling(monkeypatch):
    monkeypatch.setenv("TUTOR_POOL_SIZE", "1")
    monkeypatch.setenv("TUTOR_POOLS", f"{GAME}/play.ipynb=5")
    monkeypatch.delenv("TUTOR_CULL_IDLE", raising=False)
    config: Config = PyFileConfigLoader("voila.py", path=str(CONFIG)).load_config()
    pools = config.VoilaKernelManager.kernel_pools_config
    assert config.VoilaConfiguration.preheat_kernel is True
    assert pools["default"] == {"pool_size": 0}
    assert pools[f"{GAME}/play.ipynb"] == {"pool_size": 5} and pools["index.ipynb"] == {"pool_size": 2}
    assert config.VoilaExecutor.iopub_timeout >= 30  # nbclient's 4 s drops a busy page's widgets
    assert config.MappingKernelManager.cull_idle_timeout == 300
    assert config.MappingKernelManager.cull_interval > 0
    assert config.Voila.tornado_settings == {"disable_check_xsrf": True}
    assert config.KernelManager.transport == "ipc"


def test_without_pools_voila_starts_kernels_on_request(monkeypatch):
    monkeypatch.setenv("TUTOR_POOL_SIZE", "0")
    monkeypatch.delenv("TUTOR_POOLS", raising=False)
    config = PyFileConfigLoader("voila.py", path=str(CONFIG)).load_config()
    assert "preheat_kernel" not in config.VoilaConfiguration
    assert config.VoilaExecutor.iopub_timeout >= 30


def test_launch_says_what_it_preheats_and_how_memory_comes_back():
    result = subprocess.run([sys.executable, str(CONFIG / "tutor_serving.py")], capture_output=True, text=True,
                            env={"TUTOR_POOL_SIZE": "1", "PATH": ""}, check=True)
    assert "preheated kernels:" in result.stdout and "culled after 300 s" in result.stdout
    off = subprocess.run([sys.executable, str(CONFIG / "tutor_serving.py")], capture_output=True, text=True,
                         env={"TUTOR_POOL_SIZE": "0", "PATH": ""}, check=True)
    assert "preheated kernels: off" in off.stdout


def run(coroutine):
    """Run a coroutine to its end in a thread of its own (a browser test may have left this
    thread's event loop running, where ``asyncio.run`` refuses)."""
    import asyncio
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()


def test_a_kernel_just_handed_out_of_its_pool_is_not_culled_at_once(monkeypatch):
    """Its idle clock starts when the culler first meets it; a later pass culls it if still idle."""
    from datetime import timedelta
    from types import SimpleNamespace

    monkeypatch.syspath_prepend(str(CONFIG))
    from jupyter_server._tz import utcnow
    from tutor_kernels import PoolAwareKernelManager

    manager = PoolAwareKernelManager(cull_idle_timeout=300)
    stopped = []

    async def shutdown(kernel_id, *args, **kwargs):
        stopped.append(kernel_id)

    monkeypatch.setattr(manager, "_async_shutdown_kernel", shutdown)
    monkeypatch.setattr(manager, "shutdown_kernel", shutdown)
    kernel = SimpleNamespace(execution_state="idle", kernel_name="python3",
                             kernel_spec=SimpleNamespace(metadata={}),
                             last_activity=utcnow() - timedelta(seconds=900))  # preheated at start-up
    manager._kernels["k"] = kernel
    run(manager.cull_kernel_if_idle("k"))
    assert stopped == [] and utcnow() - kernel.last_activity < timedelta(seconds=5)
    kernel.last_activity = utcnow() - timedelta(seconds=301)  # a learner's tab gone for five minutes
    run(manager.cull_kernel_if_idle("k"))
    assert stopped == ["k"]


def test_voila_is_given_the_pool_aware_kernel_manager(monkeypatch):
    monkeypatch.delenv("TUTOR_POOL_SIZE", raising=False)
    config = PyFileConfigLoader("voila.py", path=str(CONFIG)).load_config()
    assert config.VoilaConfiguration.multi_kernel_manager_class == "tutor_kernels.PoolAwareKernelManager"


class _FakePoolManager:
    """What FollowTheLearner uses of Voila's pool manager: its pools, their sizes, filling, shutting down."""

    def __init__(self, pools):
        import asyncio

        self.loop = asyncio.new_event_loop()
        self.kernel_pools_config = {"default": {"pool_size": 0}, **{p: {"pool_size": n} for p, n in pools.items()}}
        self._pools = {}
        self.stopped = []
        for page, size in pools.items():
            for _ in range(size):
                self.fill_if_needed(0, page)

    def fill_if_needed(self, delay=None, notebook_name=None, **kwargs):
        size = self.kernel_pools_config.get(notebook_name, {}).get("pool_size", 0)
        pool = self._pools.setdefault(notebook_name, [])
        while len(pool) < size:
            future = self.loop.create_future()
            future.set_result({"kernel_id": f"{notebook_name}#{len(pool)}"})
            pool.append(future)

    async def shutdown_kernel(self, kernel_id):
        self.stopped.append(kernel_id)


def test_following_a_learner_preheats_what_comes_next_and_stops_what_was_left(monkeypatch, serving):
    monkeypatch.syspath_prepend(str(CONFIG))
    from concurrent.futures import ThreadPoolExecutor

    from tutor_kernels import FollowTheLearner

    chosen = serving.settings({})

    def walk():  # in a thread of its own: a browser test may have left this thread's loop running
        import asyncio

        manager = _FakePoolManager(chosen.pools)
        follower = FollowTheLearner(manager, chosen.follow, {"index.ipynb"})
        asyncio.set_event_loop(manager.loop)
        try:
            follower.opened(f"{GAME}/{LESSONS[0]}")
            manager.loop.run_until_complete(asyncio.sleep(0.01))
            first = ({page for page, pool in manager._pools.items() if pool}, sorted(manager.stopped),
                     manager.kernel_pools_config[f"{GAME}/{LESSONS[0]}"])
            follower.opened(f"{GAME}/{LESSONS[1]}")
            manager.loop.run_until_complete(asyncio.sleep(0.01))
            second = (bool(manager._pools.get(f"{GAME}/{LESSONS[2]}")),
                      manager.kernel_pools_config[f"{GAME}/play.ipynb"])
            return first, second
        finally:
            asyncio.set_event_loop(None)
            manager.loop.close()

    with ThreadPoolExecutor(1) as pool:
        (waiting, stopped, config), (third_lesson, play) = pool.submit(walk).result()
    assert waiting == {"index.ipynb", f"{GAME}/{LESSONS[0]}", f"{GAME}/{LESSONS[1]}",
                       f"{GAME}/play.ipynb"}  # the page asked for is handed its kernel by Voila next
    assert stopped == sorted(f"{p}#0" for p in chosen.follow["index.ipynb"] if not p.startswith(f"{GAME}/"))
    assert config == {"pool_size": 0}
    assert third_lesson and play == {"pool_size": 1}


def test_voilas_pool_manager_reports_each_page_asked_for(monkeypatch):
    voila_kernel_manager_factory = voila.voila_kernel_manager.voila_kernel_manager_factory
    monkeypatch.syspath_prepend(str(CONFIG))
    from tutor_kernels import PoolAwareKernelManager

    pool_manager = voila_kernel_manager_factory(PoolAwareKernelManager, True, 0)
    assert pool_manager.get_pool_size.__qualname__.endswith("_listen_for_pages.<locals>.get_pool_size")
    heard = []
    fake = type("Fake", (), {"tutor_follower": type("F", (), {"opened": lambda self, page: heard.append(page)})(),
                             "_pools": {"a.ipynb": [1]}, "log": None})()
    assert pool_manager.get_pool_size(fake, "a.ipynb") == 1 and heard == ["a.ipynb"]


def test_the_class_setting_preheats_the_class_pages_first(serving):
    named = serving.settings({"TUTOR_POOLS": f"{GAME}/play.ipynb=24"})
    assert named.first == ("index.ipynb", f"{GAME}/play.ipynb")
    every = serving.settings({"TUTOR_POOL_SIZE": "1"})
    assert set(every.first) == set(every.pools)  # no page named: every page is the class's, all at once
    assert serving.settings({}).first == ()  # one learner: the follow plan instead
    assert "ready for the class" in serving.describe(named)


def test_the_config_file_names_the_class_pages_and_gives_kernels_no_history(monkeypatch, tmp_path):
    import json
    import os

    monkeypatch.setenv("TUTOR_POOLS", f"{GAME}/play.ipynb=5")
    monkeypatch.delenv("TUTOR_POOL_SIZE", raising=False)
    PyFileConfigLoader("voila.py", path=str(CONFIG)).load_config()
    assert json.loads(os.environ["TUTOR_CLASS_PAGES"]) == ["index.ipynb", f"{GAME}/play.ipynb"]
    profile = Path(os.environ["IPYTHONDIR"]) / "profile_default" / "ipython_kernel_config.py"
    assert "c.HistoryManager.enabled = False" in profile.read_text()
    monkeypatch.setenv("TUTOR_POOL_SIZE", "0")
    monkeypatch.delenv("TUTOR_POOLS")
    PyFileConfigLoader("voila.py", path=str(CONFIG)).load_config()
    assert "TUTOR_CLASS_PAGES" not in os.environ


def test_voila_compiles_each_template_once_for_every_page(serving):
    from voila.exporter import VoilaExporter

    serving.share_compiled_templates()
    serving.share_compiled_templates()  # twice is once
    first, second = VoilaExporter(template_name="lab"), VoilaExporter(template_name="lab")
    assert first.environment is not second.environment
    assert first.environment.bytecode_cache is second.environment.bytecode_cache is not None
    template = first.environment.get_template("index.html.j2")
    assert template is not None and first.environment.bytecode_cache.codes
    kept = dict(first.environment.bytecode_cache.codes)
    second.environment.get_template("index.html.j2")
    assert first.environment.bytecode_cache.codes == kept  # the second exporter compiled nothing new


def test_the_class_pages_are_preheated_first_and_the_server_says_when_they_are_ready(monkeypatch, capsys):
    """ClassFirst fills the class's pools at once and queues the rest until every kernel of the class's
    pages ran its page; then it prints READY_LINE and fills the queue one kernel at a time, the
    replacements of kernels the class took included, and only while no page is being asked for."""
    import asyncio

    monkeypatch.syspath_prepend(str(CONFIG))
    from tutor_kernels import READY_LINE, ClassFirst

    def scenario():
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        started = []  # (page, kernels running their page when it started)

        class Manager:
            log = None

            def __init__(self):
                self._pools = {}
                self.kernel_pools_config = {"default": {"pool_size": 0}, "index.ipynb": {"pool_size": 1},
                                            f"{GAME}/play.ipynb": {"pool_size": 2}, f"{GAME}/01.ipynb": {"pool_size": 1}}
                self.running = 0
                self.plan = ClassFirst(self, [f"{GAME}/play.ipynb"], quiet=0.2)

            def fill_if_needed(self, delay=None, notebook_name=None, **kwargs):
                if self.plan.defer(notebook_name, kwargs):
                    return
                pool = self._pools.setdefault(notebook_name, [])
                for _ in range(self.kernel_pools_config[notebook_name]["pool_size"] - len(pool)):
                    started.append((notebook_name, self.running))
                    self.running += 1

                    async def kernel():
                        await asyncio.sleep(0.02)

                        async def page():
                            await asyncio.sleep(0.02)
                            self.running -= 1
                        return {"task": loop.create_task(page()), "kernel_id": notebook_name}

                    pool.append(loop.create_task(kernel()))

        try:
            manager = Manager()
            for page in ("index.ipynb", f"{GAME}/play.ipynb", f"{GAME}/01.ipynb"):
                manager.fill_if_needed(delay=0, notebook_name=page)
            queued = [name for name, _ in manager.plan.queue]
            loop.run_until_complete(asyncio.sleep(0.5))
            # A learner takes a kernel of the class's page; its replacement waits for a quiet server.
            manager._pools[f"{GAME}/play.ipynb"].pop(0)
            manager.plan.asked(f"{GAME}/play.ipynb")  # Voila asks the pool's size of every page requested
            manager.fill_if_needed(delay=30, notebook_name=f"{GAME}/play.ipynb")
            before_quiet = len(started)
            loop.run_until_complete(asyncio.sleep(0.1))
            during = len(started)
            loop.run_until_complete(asyncio.sleep(0.5))
            return queued, started, before_quiet, during
        finally:
            for task in asyncio.all_tasks(loop):  # ClassFirst waits for more work for ever
                task.cancel()
            loop.run_until_complete(asyncio.sleep(0))
            asyncio.set_event_loop(None)
            loop.close()

    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(1) as pool:
        queued, started, before_quiet, during = pool.submit(scenario).result()
    assert queued == ["index.ipynb", f"{GAME}/01.ipynb"]
    assert started[:2] == [(f"{GAME}/play.ipynb", 0), (f"{GAME}/play.ipynb", 1)]  # the class's pool at once
    assert started[2:4] == [("index.ipynb", 0), (f"{GAME}/01.ipynb", 0)]  # then the rest, one at a time
    assert during == before_quiet == 4  # the replacement waits while pages are asked for ...
    assert started[4:] == [(f"{GAME}/play.ipynb", 0)]  # ... then comes alone
    printed = capsys.readouterr().out
    assert f"tutor: {READY_LINE}: 2 preheated kernels ran {GAME}/play.ipynb" in printed
    assert "every page preheated" in printed


def test_launch_takes_a_port_and_refuses_one_that_is_not_a_port():
    # `./tutor launch --port 8899` once went on to Voila beside the launcher's own --port and failed there
    tutor = str(CONFIG.parent / "tutor")
    for args, said in ((["--port", "abc"], "got 'abc'"), (["--port=80"], "got '80'"), (["--port"], "needs a port"),
                       (["--port", "9" * 20], "got '" + "9" * 20 + "'")):
        result = subprocess.run(["bash", tutor, "launch", *args], capture_output=True, text=True, timeout=60)
        assert result.returncode == 1 and said in result.stderr, result.stderr
        assert "Traceback" not in result.stderr and "8899" in result.stderr  # what is allowed, by example
