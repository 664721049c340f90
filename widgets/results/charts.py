"""How the analysis pages show their figures: a chart, or the same numbers as tables.

Pages plot with matplotlib when it can be loaded. :func:`chart` draws a chart, or, when
matplotlib cannot be loaded (as on the offline static site, see :func:`pyplot`), shows the
same numbers as labelled :class:`~widgets.layout.Table` s under the one-line note :data:`NO_CHARTS`, never a
traceback. :func:`say` shows prose whose numbers come from the code; :func:`win_rate_bars` and
:func:`wins_against_random` draw and say a stored tournament's win rates, and :func:`say_tournament`
says what a tournament of one bot against random players shows, in a page's own words.
"""

from __future__ import annotations

from typing import Any, Callable

from ..layout import Table

__all__ = ["pyplot", "chart", "win_rate_bars", "wins_against_random", "Table", "say", "NO_CHARTS",
           "against_control_bars", "against_control_table", "say_tournament"]

NO_CHARTS = "Charts need matplotlib, which this page could not load; here are the numbers."
"""The one line a page shows above a table that stands in for a chart."""


def pyplot() -> Any | None:
    """``matplotlib.pyplot`` when matplotlib can be loaded, else ``None`` (never an exception).

    Pages call this once; with ``None`` they show tables instead of charts.
    """
    try:
        import matplotlib.pyplot as plt
    except Exception:  # ImportError, or a broken install: either way, no charts
        return None
    return plt


def chart(draw: Callable[[Any], None], *tables: "Table") -> None:
    """Draw a chart with ``draw(plt)``, or, without matplotlib, show ``tables`` under :data:`NO_CHARTS`.

    The tables hold the numbers the chart plots, labelled, so a page without charts loses
    no figure.
    """
    from IPython.display import HTML, Markdown, display

    from ..cardbuttons import PHONE_CSS
    from ..figures import figure_html

    display(HTML(PHONE_CSS))  # an analysis page has no app to carry the phone layout: its charts do
    plt = pyplot()
    if plt is None:
        display(Markdown(f"*{NO_CHARTS}*"))
        for table in tables:
            display(table)
        return
    draw(plt)
    figure = plt.gcf()
    display(HTML(figure_html(figure)))  # an <img> with alternative text (see widgets.figures)
    plt.close(figure)


def win_rate_bars(plt: Any, by_size: dict, key: str, label: str, title: str) -> None:
    """Draw a stored tournament's win rates, by table size, as bars with their 95% intervals.

    ``by_size[str(n)][key]`` holds the watched bot's ``win_rate`` and ``ci95`` at a table of n; a
    control seat of random play (``control_all_random``) stands beside it, and a dotted mark at
    1 in n shows a fair share.
    """
    fig, ax = plt.subplots(figsize=(7.5, 3.4))
    for i, n in enumerate((2, 3, 4)):
        for j, (which, colour, name) in enumerate(((key, "#D55E00", label),
                                                   ("control_all_random", "#0072B2", "control: random seat"))):
            s = by_size[str(n)][which]
            low, high = s["ci95"]
            x = i + (j - 0.5) * 0.36
            ax.bar(x, s["win_rate"], width=0.34, color=colour, hatch="//" if j == 0 else "",
                   label=name if i == 0 else None)
            ax.errorbar(x, s["win_rate"], yerr=[[s["win_rate"] - low], [high - s["win_rate"]]],
                        color="black", capsize=4)
        ax.hlines(1 / n, i - 0.45, i + 0.45, colors="grey", linestyles="dotted",
                  label="fair share, 1 in n" if i == 0 else None)
    ax.set_xticks(range(3), ["2 players", "3 players", "4 players"])
    ax.set_ylim(0, 1.3)
    ax.set_ylabel("win rate")
    ax.set_title(title)
    ax.legend(loc="upper center", ncol=3, fontsize=9)


def against_control_bars(ax: Any, stored: dict, keys: tuple[str, str], names: tuple[str, str]) -> None:
    """Draw the watched bot's win rate beside the control seat's, with 95% intervals and the one-in-four line."""
    rates = [stored[k]["win_rate"] for k in keys]
    errors = [[r - stored[k]["ci95"][0] for r, k in zip(rates, keys)],
              [stored[k]["ci95"][1] - r for r, k in zip(rates, keys)]]
    ax.bar(list(names), rates, yerr=errors, capsize=8, color=["#0072B2", "#999999"], edgecolor="#333333")
    ax.axhline(0.25, color="#D55E00", linestyle="--", label="chance (1 in 4)")
    ax.set_ylim(0, 1); ax.set_ylabel("win rate"); ax.legend(); ax.set_title("Win rate, 95% interval")


def against_control_table(stored: dict, keys: tuple[str, str], names: tuple[str, str]) -> Table:
    """The same win rates as :func:`against_control_bars`, as a table."""
    return Table(["watched seat", "win rate", "95% interval"],
                 [[who, f"{stored[k]['win_rate']:.1%}", f"{stored[k]['ci95'][0]:.1%} to {stored[k]['ci95'][1]:.1%}"]
                  for who, k in zip(names, keys)],
                 caption="Win rate, 95% interval (chance: 1 in 4)")


def wins_against_random(bot: str, stats: dict) -> str:
    """The opening of a tournament's summary: how often ``bot`` beat three random players, with its interval."""
    return (f"**What the tournament shows.** The {bot} wins **{stats['win_rate']:.0%}** of its games against three "
            f"random players (95% interval {stats['ci95'][0]:.0%} to {stats['ci95'][1]:.0%})")


def say_tournament(bot: str, watched: dict, control: dict, words: str, **values: Any) -> None:
    """Say how often ``bot`` beat three random players (:func:`wins_against_random`), then the page's ``words``
    with their blanks filled (:meth:`str.format`) from ``watched`` (the bot's stored record), ``control``
    (the control seat's) and ``values``."""
    say(wins_against_random(bot, watched) + words.format(watched=watched, control=control, **values))


def say(text: str) -> None:
    """Show prose that quotes computed numbers (Markdown), so the numbers come from the code."""
    from IPython.display import Markdown, display

    display(Markdown(text))
