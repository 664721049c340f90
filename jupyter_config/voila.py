# Voila's configuration for `./tutor launch`, which starts Voila with
# --Voila.config_file_paths pointing at this folder. The choices and the reasons for
# them live in tutor_serving.py next to this file; arguments given to
# `./tutor launch` still win over anything set here.
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import tutor_serving  # noqa: E402

tutor_serving.apply(c)  # noqa: F821 (c is the config object Voila passes to this file)
