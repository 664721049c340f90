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


def test_gallery_lists_the_four_games_with_rulebook_facts():
    facts = {g.name: (g.min_players, g.max_players) for g in gallery.GAMES}
    assert facts == {
        "The Luminous Dragon Egg": (2, 5),
        "Meow Oracle": (2, 4),
        "Lauzait Cep!": (2, 4),
        "Kirin": (4, 4),
    }
    assert len({g.symbol for g in gallery.GAMES}) == 4, "each tile has its own letter"


def test_gallery_links_only_pages_that_exist(tmp_path):
    egg = gallery.game("dragon_egg")
    (tmp_path / "dragon_egg").mkdir()
    (tmp_path / "dragon_egg" / "03_scoring.ipynb").write_text("{}")
    html = gallery.render_gallery(root=tmp_path)
    assert 'href="dragon_egg/03_scoring.ipynb"' in html
    assert html.count("<a ") == 1
    for page in egg.pages:
        assert escape(page.title) in html  # listed even when not linked yet
    assert html.count("Coming soon") == 3  # the three games with no page


def test_gallery_says_coming_soon_for_a_game_with_no_page(tmp_path):
    html = gallery.render_gallery(root=tmp_path)
    assert "<a " not in html
    assert html.count("Coming soon") == 4


def test_every_registered_page_is_a_notebook_inside_notebooks():
    for entry in gallery.GAMES:
        for page in entry.pages:
            assert page.path.endswith(".ipynb")
            assert page.path.startswith(entry.key + "/")


def test_a_page_of_unknown_kind_is_refused_with_the_allowed_kinds():
    with pytest.raises(ValueError, match="tutorial, coaching, reference, app, analysis"):
        gallery.Page("Quiz", "quiz", "kirin/quiz.ipynb")


def test_gallery_tile_text_is_readable_on_its_accent_colour():
    from widgets.palette import contrast_ratio

    for entry in gallery.GAMES:
        assert contrast_ratio(entry.ink, entry.colour) >= 4.5, entry.name


def test_every_notebook_is_on_the_gallery_and_every_listed_page_exists():
    """Nothing a learner could open is hidden, and no tile promises a page that is missing."""
    notebooks = REPO / "notebooks"
    on_disk = {p.relative_to(notebooks).as_posix() for p in notebooks.glob("*/*.ipynb")}
    listed = {page.path for entry in gallery.GAMES for page in entry.pages}
    assert on_disk - listed == set(), "notebooks missing from widgets/gallery.py"
    assert listed - on_disk == set(), "gallery pages whose notebook does not exist"
