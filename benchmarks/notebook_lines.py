"""How much code the notebooks hold: non-blank lines of code cells, per notebook and in all.

The lessons' code belongs in the package (``widgets/<game>/lessons/``), where it is tested;
a notebook keeps the imports and calls a reader follows. This prints the figure to watch::

    .venv/bin/python benchmarks/notebook_lines.py            # the total, code and markdown
    .venv/bin/python benchmarks/notebook_lines.py --each     # and one line per notebook, largest first
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"


def lines(path: Path) -> dict[str, int]:
    """Non-blank lines of a notebook's code cells and of its markdown cells."""
    counts = {"code": 0, "markdown": 0}
    for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
        if cell["cell_type"] in counts:
            counts[cell["cell_type"]] += sum(1 for line in "".join(cell["source"]).splitlines() if line.strip())
    return counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--each", action="store_true", help="one line per notebook, largest first")
    args = parser.parse_args()
    counted = {path.relative_to(NOTEBOOKS): lines(path) for path in sorted(NOTEBOOKS.rglob("*.ipynb"))}
    if args.each:
        for path, count in sorted(counted.items(), key=lambda item: -item[1]["code"]):
            print(f"{count['code']:6}  {path}")
    code = sum(count["code"] for count in counted.values())
    markdown = sum(count["markdown"] for count in counted.values())
    print(f"{len(counted)} notebooks: {code:,} lines of code, {markdown:,} of markdown (non-blank lines)")


if __name__ == "__main__":
    main()
