"""Words first: a page's stored outputs drawn at build time, so a learner reads before Python runs.

voici writes every cell into the page (the Markdown already drawn), hidden until the browser's
Python has run every cell. The site shows them at once instead (site/first_words.html), with
the outputs the notebook stored (tables, pictures, text) drawn here in the markup JupyterLab
gives the live ones, so each live output takes its static copy's place without a jump. A widget's
place holds a note saying it starts in a few seconds.
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

#: The wrapper of a cell's outputs, as voici draws the live ones (a SimplifiedOutputArea).
WRAPPER = (
    '<div class="jp-Cell-outputWrapper tt-static">'
    '<div class="jp-Collapser jp-OutputCollapser jp-Cell-outputCollapser"></div>'
    '<div class="lm-Widget jp-OutputArea jp-Cell-outputArea" style="display: flex; flex-direction: column;">'
    "{children}</div></div>"
)
CHILD = '<div class="lm-Widget lm-Panel jp-OutputArea-child{result}">{output}</div>'
#: Text (a stream, or an output with nothing richer), as JupyterLab draws it.
TEXT = '<div class="lm-Widget jp-RenderedText jp-OutputArea-output" data-mime-type="{mime}"><pre>{text}</pre></div>'
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
#: What a widget's place says until the widget is drawn.
COMING = ("This part of the page is interactive: it starts here in a few seconds, "
          "once Python runs in your browser.")
#: A code cell voici wrote with no output yet (hidden by the template's style while it has none).
EMPTY_CELL = re.compile(
    r'(<div cell-index="(\d+)">\s*<script>\s*voila_process\(\d+, \d+\)\s*</script>\s*'
    r'<div\s+class="jp-Cell jp-CodeCell jp-Notebook-cell) jp-mod-noOutputs jp-mod-noInput ([^"]*)">\s*</div>'
)


def markdown_html(source: str) -> str:
    """Markdown drawn as the page's Markdown cells are (nbconvert's mistune renderer)."""
    from nbconvert.filters.markdown_mistune import markdown2html_mistune

    return markdown2html_mistune(source)


def output_html(output: dict) -> str | None:
    """One stored output as JupyterLab draws it (its richest kind first), or None for one not shown."""
    kind = output.get("output_type")
    if kind == "stream":
        mime = f"application/vnd.jupyter.{output.get('name', 'stdout')}"
        text = html.escape("".join(output.get("text", "")))
        return TEXT.format(mime=mime, text=text)
    if kind not in ("display_data", "execute_result"):
        return None  # an error a run met: the live page shows its own
    data = output.get("data", {})
    if WIDGET_VIEW in data:
        return (f'<div class="jp-OutputArea-output tt-coming" role="note"><p>{COMING}</p></div>')
    if "text/html" in data:
        body = "".join(data["text/html"])
        return (f'<div class="lm-Widget jp-RenderedHTMLCommon jp-RenderedHTML jp-mod-trusted jp-OutputArea-output" '
                f'data-mime-type="text/html">{body}</div>')
    if "text/markdown" in data:
        body = markdown_html("".join(data["text/markdown"]))
        return (f'<div class="lm-Widget jp-RenderedHTMLCommon jp-RenderedMarkdown jp-mod-trusted jp-OutputArea-output" '
                f'data-mime-type="text/markdown">{body}</div>')
    if "image/svg+xml" in data:
        body = "".join(data["image/svg+xml"])
        return f'<div class="lm-Widget jp-RenderedSVG jp-OutputArea-output" data-mime-type="image/svg+xml">{body}</div>'
    for mime in ("image/png", "image/jpeg"):
        if mime in data:
            return (f'<div class="lm-Widget jp-RenderedImage jp-OutputArea-output" data-mime-type="{mime}">'
                    f'<img src="data:{mime};base64,{"".join(data[mime]).strip()}" alt=""></div>')
    if "text/plain" in data:
        text = html.escape("".join(data["text/plain"]))
        return TEXT.format(mime="text/plain", text=text)
    return None


def cell_outputs(cell: dict) -> str:
    """A code cell's stored outputs as one static output wrapper ('' when it shows none)."""
    children = []
    for output in cell.get("outputs", []):
        drawn = output_html(output)
        if drawn is None:
            continue
        result = " jp-OutputArea-executeResult" if output.get("output_type") == "execute_result" else ""
        children.append(CHILD.format(result=result, output=drawn))
    return WRAPPER.format(children="".join(children)) if children else ""


def stored_outputs(notebook: Path, first_index: int) -> dict[int, str]:
    """Each code cell's static outputs by voici's ``cell-index`` (``first_index``: the notebook's first cell's)."""
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    drawn = {}
    for number, cell in enumerate(cells):
        if cell["cell_type"] == "code":
            outputs = cell_outputs(cell)
            if outputs:
                drawn[first_index + number] = outputs
    return drawn


#: A picture's tag: static copies draw theirs when they come near the screen, off the page's first paint.
IMG_TAG = re.compile(r"<img(?![^>]*\bloading=)", re.IGNORECASE)


def lazy_pictures(drawn: str) -> str:
    """The pictures of a static copy drawn when near the screen and decoded off the first paint."""
    return IMG_TAG.sub('<img loading="lazy" decoding="async"', drawn)


def with_stored_outputs(page: str, outputs: dict[int, str], fix_links) -> str:
    """The page with each code cell's static outputs in its place, shown (the cell loses its 'no outputs' mark)."""
    def fill(match: re.Match) -> str:
        drawn = outputs.get(int(match[2]))
        if not drawn:
            return match[0]
        return f'{match[1]} tt-static-cell {match[3]}">{lazy_pictures(fix_links(drawn))}</div>'

    return EMPTY_CELL.sub(fill, page)


def style_and_script(words: str) -> tuple[str, str]:
    """site/first_words.html cut in two: its style sheet (for the head) and the rest (its script)."""
    end = words.index("</style>") + len("</style>")
    start = words.index("<style>")
    return words[start:end] + "\n", words[:start] + words[end:]


def show_cells_at_once(page: str, style: str = "") -> str:
    """The page's cells shown as it loads (voici hides them until Python ran them all), after ``style``.

    ``style``: the style sheets the page's widgets bring when drawn (their phone layout reflows the
    tables and headings), so that the static copy is laid out as the live page will be.
    """
    page = re.sub(r'(<body class="[^"]*)"', r'\1 tt-reading"', page, count=1)
    return page.replace('<div id="rendered_cells" style="display: none">',
                        style + '<div id="rendered_cells" class="tt-words-first">', 1)


def has_widgets(notebook: Path) -> bool:
    """True when the notebook stored a widget's output (the live page then has the widgets' style sheets)."""
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    return any(WIDGET_VIEW in output.get("data", {}) for cell in cells for output in cell.get("outputs", []))


def coming(notebook: Path) -> str:
    """What the loading note says is still coming on this page ("the exercises start")."""
    if not has_widgets(notebook):
        return "the live tables start"
    return "the exercises start" if notebook.name[:1].isdigit() else "the app starts"
