"""The example agent loop runs and remembers across sessions."""

import subprocess
import sys
from pathlib import Path

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "agent_loop.py"


def test_the_example_agent_remembers_across_sessions(tmp_path):
    out = subprocess.run(
        [sys.executable, str(EXAMPLE), str(tmp_path / "memory")],
        check=True,
        capture_output=True,
        text=True,
        timeout=120,
    ).stdout
    assert "The user lives in Bristol." in out
