"""The project installs as promised: light engines, declared extras, Binder pins, gallery registry."""

from __future__ import annotations

from html import escape

import json
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from widgets import gallery
from widgets import games as registry

REPO = Path(__file__).resolve().parent.parent
PYPROJECT = tomllib.loads((REPO / "pyproject.toml").read_text())

HEAVY_MODULES = ("ipywidgets", "IPython", "numpy", "matplotlib", "voila", "traitlets", "widgets")


def test_importing_engines_loads_no_third_party_module():
    """engines is standard library only: importing any of its modules pulls in nothing from site-packages
    (but ``engines.openspiel``, the OpenSpiel adapter of the optional extra, which imports pyspiel)."""
    code = (
        "import json, sys\n"
        "before = set(sys.modules)\n"
        "import importlib, pkgutil, engines\n"
        "for info in pkgutil.walk_packages(engines.__path__, 'engines.'):\n"
        "    if info.name != 'engines.openspiel':\n"
        "        importlib.import_module(info.name)\n"
        "new = {name: getattr(sys.modules[name], '__file__', None) or '' for name in set(sys.modules) - before}\n"
        "print(json.dumps(sorted(name for name, path in new.items()\n"
        "    if not name.startswith('engines') and ('site-packages' in path or 'dist-packages' in path))))\n"
        f"print(json.dumps(sorted(m for m in {HEAVY_MODULES!r} if m in sys.modules)))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, check=True,
    )
    from_site_packages, heavy = (json.loads(line) for line in result.stdout.splitlines())
    assert from_site_packages == []
    assert heavy == []


def test_distribution_name_python_and_no_runtime_dependencies():
    project = PYPROJECT["project"]
    assert project["name"] == "tabletop-tutor"
    assert project["requires-python"] == ">=3.11"
    assert project.get("dependencies", []) == []


@pytest.mark.parametrize(
    "extra, packages",
    [
        ("app", {"voila", "jupyterlab", "ipywidgets", "matplotlib"}),
        ("test", {"pytest", "nbval", "hypothesis", "pytest-playwright", "pytest-timeout"}),
    ],
)
def test_extras_declare_their_packages_with_lower_bounds_only(extra, packages):
    requirements = PYPROJECT["project"]["optional-dependencies"][extra]
    names = {req.split(">=")[0].split("[")[0].strip().lower() for req in requirements}
    assert packages <= names
    for req in requirements:
        assert "==" not in req and "<" not in req, f"{req!r}: pyproject keeps lower bounds only"
    ipywidgets = [req for req in requirements if req.startswith("ipywidgets")]
    if ipywidgets:
        assert ipywidgets[0].replace(" ", "") == "ipywidgets>=8"


def test_packages_found_are_engines_and_widgets():
    find = PYPROJECT["tool"]["setuptools"]["packages"]["find"]
    assert find["include"] == ["engines*", "widgets*"]


def test_pytest_runs_notebooks_under_nbval():
    options = PYPROJECT["tool"]["pytest"]["ini_options"]
    assert options["testpaths"] == ["tests", "notebooks"]
    assert "--nbval-lax" in options["addopts"]
    assert any(marker.startswith("browser:") for marker in options["markers"])


def test_binder_pins_every_extra_exactly_and_installs_the_project_last():
    lines = [
        line.strip()
        for line in (REPO / "binder" / "requirements.txt").read_text().splitlines()
        if line.strip() and not line.lstrip().startswith("#")
    ]
    assert lines[-1] == "."
    pins, markers = {}, {}
    for line in lines[:-1]:
        requirement, _, marker = line.partition(";")
        name, version = requirement.split("==")
        pins[name.strip().lower()] = version.strip()
        markers[name.strip().lower()] = marker.strip()
    extras = PYPROJECT["project"]["optional-dependencies"]

    def names(extra):
        return {req.split(">=")[0].split("[")[0].strip().lower() for req in extras[extra]}

    assert names("app") | names("test") <= set(pins)
    # The static site's tools are pinned too, but kept out of Binder's image by a marker
    # that pip evaluates as false there (no extra is being installed).
    site_only = names("site") - names("app") - names("test")
    assert site_only <= set(pins)
    assert all(markers[name] == 'extra == "site"' for name in site_only)
    assert not any(markers[name] for name in set(pins) - site_only)
    assert (REPO / "binder" / "runtime.txt").read_text().strip() == "python-3.11"


def test_gallery_lists_every_registered_game_with_its_engines_title_and_table_sizes():
    assert [g.key for g in gallery.GAMES] == list(registry.KEYS)
    for tile, info in zip(gallery.GAMES, registry.GAMES):
        counts = info.State.PLAYER_COUNTS
        assert (tile.name, tile.min_players, tile.max_players) == (info.State.TITLE, min(counts), max(counts))
    assert len({g.symbol for g in gallery.GAMES}) == len(registry.GAMES), "each tile has its own letter"


def test_gallery_links_only_pages_that_exist(tmp_path):
    first = gallery.GAMES[0]
    lesson = next(page for page in first.pages if page.kind == "tutorial")
    (tmp_path / first.key).mkdir()
    (tmp_path / lesson.path).write_text("{}")
    html = gallery.render_gallery(root=tmp_path)
    assert f'href="{lesson.path}"' in html
    assert html.count("<a ") == 1
    for page in first.pages:
        assert escape(page.title) in html  # listed even when not linked yet
    assert html.count("Coming soon") == len(gallery.GAMES) - 1  # every other game has no page


def test_gallery_says_coming_soon_for_a_game_with_no_page(tmp_path):
    html = gallery.render_gallery(root=tmp_path)
    assert "<a " not in html
    assert html.count("Coming soon") == len(gallery.GAMES)


def test_every_registered_page_is_a_notebook_inside_notebooks():
    for entry in gallery.GAMES:
        for page in entry.pages:
            assert page.path.endswith(".ipynb")
            assert page.path.startswith(entry.key + "/")


def test_a_page_of_unknown_kind_is_refused_with_the_allowed_kinds():
    with pytest.raises(ValueError, match="tutorial, coaching, reference, app, analysis"):
        gallery.Page("Quiz", "quiz", "some_game/quiz.ipynb")


def test_gallery_tile_text_is_readable_on_its_accent_colour():
    from widgets.palette import contrast_ratio

    for entry in gallery.GAMES:
        assert contrast_ratio(entry.ink, entry.colour) >= 4.5, entry.name


def test_every_notebook_is_on_the_gallery_and_every_listed_page_exists():
    """Nothing a learner could open is hidden, and no tile promises a page that is missing."""
    notebooks = REPO / "notebooks"
    on_disk = {p.relative_to(notebooks).as_posix() for p in notebooks.glob("*/*.ipynb")}
    listed = {page.path for entry in gallery.GAMES for page in entry.pages}
    assert on_disk - listed == set(), "notebooks missing from their game's PAGES (widgets/entries/<key>.py)"
    assert listed - on_disk == set(), "gallery pages whose notebook does not exist"
