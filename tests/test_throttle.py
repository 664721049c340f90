"""benchmarks/throttle.py sends text gzipped and archives as they are, and counts the bytes on the wire."""

from __future__ import annotations

import gzip
import importlib.util
import json
import sys
import urllib.request
from pathlib import Path

import pytest

_PATH = Path(__file__).resolve().parents[1] / "benchmarks" / "throttle.py"


@pytest.fixture
def throttle():
    """The throttle module, loaded from its file (benchmarks/ is not a package)."""
    spec = importlib.util.spec_from_file_location("throttle", _PATH)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up there
    spec.loader.exec_module(module)
    yield module
    sys.modules.pop(spec.name, None)


@pytest.fixture
def served(throttle, tmp_path):
    """A folder with a script and an archive, served through an unthrottled link; yields the base address."""
    (tmp_path / "app.js").write_text("const x = 1;\n" * 2000)
    (tmp_path / "data.zip").write_bytes(bytes(range(256)) * 40)
    server, base = throttle.start(tmp_path, throttle.NETWORKS["none"])
    yield base, tmp_path
    server.shutdown()
    server.server_close()


def get(url: str, gzip_ok: bool = True) -> tuple[bytes, dict]:
    """The body and headers of a GET, as a browser asks (gzip accepted or not)."""
    request = urllib.request.Request(url, headers={"Accept-Encoding": "gzip"} if gzip_ok else {})
    with urllib.request.urlopen(request, timeout=10) as answer:
        return answer.read(), dict(answer.headers)


def stats(base: str) -> dict:
    """The server's counts."""
    return json.loads(get(base + "__throttle__")[0])


def test_text_goes_gzipped_and_is_counted_as_sent(served):
    """A script is sent gzipped to a browser that accepts it; the count is the gzipped size."""
    base, folder = served
    body, headers = get(base + "app.js")
    assert headers["Content-Encoding"] == "gzip"
    assert gzip.decompress(body) == (folder / "app.js").read_bytes()
    counts = stats(base)
    assert counts["bytes"] == len(body) < (folder / "app.js").stat().st_size
    assert counts["answers"] == 1 and counts["files"]["/app.js"] == [len(body), 1]


def test_archives_and_clients_without_gzip_get_the_file_as_it_is(served):
    """A zip is never gzipped again; a client that does not accept gzip gets the plain script."""
    base, folder = served
    body, headers = get(base + "data.zip")
    assert "Content-Encoding" not in headers and body == (folder / "data.zip").read_bytes()
    plain, headers = get(base + "app.js", gzip_ok=False)
    assert "Content-Encoding" not in headers and plain == (folder / "app.js").read_bytes()
    assert stats(base)["bytes"] == len(body) + len(plain)


def test_the_counts_go_back_to_zero(served):
    """POST /__throttle__ sets the counts back to zero; the stats themselves are never counted."""
    base, _folder = served
    get(base + "data.zip")
    urllib.request.urlopen(urllib.request.Request(base + "__throttle__", method="POST"), timeout=10).read()
    assert stats(base) == {"bytes": 0, "answers": 0, "files": {}}


def test_the_profiles_are_the_links_the_site_is_measured_on(throttle):
    """4g is 9 Mbit/s with an 85 ms round trip; fast is 50 Mbit/s with 20 ms."""
    assert (throttle.NETWORKS["4g"].bits_per_second, throttle.NETWORKS["4g"].round_trip) == (9e6, 0.085)
    assert (throttle.NETWORKS["fast"].bits_per_second, throttle.NETWORKS["fast"].round_trip) == (50e6, 0.020)


@pytest.mark.parametrize("sharing", ["fair", "fifo"])
def test_a_small_answer_waits_for_a_big_one_only_when_the_link_is_shared_fifo(throttle, tmp_path, sharing):
    """fair: a script asked for while an archive downloads takes turns with it; fifo (reach_check.py's
    model): it waits until the archive's last byte was sent."""
    import dataclasses
    import threading
    import time

    (tmp_path / "big.zip").write_bytes(bytes(400_000))  # 0.4 s at 1 MB/s
    (tmp_path / "small.zip").write_bytes(bytes(2_000))
    network = dataclasses.replace(throttle.Network("test", 8e6, 0.0), sharing=sharing)
    server, base = throttle.start(tmp_path, network)
    try:
        big = threading.Thread(target=get, args=(base + "big.zip",))
        big.start()
        time.sleep(0.05)
        started = time.monotonic()
        body, _headers = get(base + "small.zip")
        waited = time.monotonic() - started
        big.join()
    finally:
        server.shutdown()
        server.server_close()
    assert len(body) == 2_000
    if sharing == "fair":
        assert waited < 0.2
    else:
        assert waited > 0.25
