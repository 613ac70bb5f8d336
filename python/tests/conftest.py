"""Fixtures: the embedded engine, and a real `memoir serve` for the client.

The server is the `memoir` binary named by MEMOIR_BIN (CI sets it to the
release build), else target/release/memoir or target/debug/memoir beside
this package. Without one, the client tests are skipped — unless MEMOIR_BIN
is set, when its absence is an error.
"""

import os
import subprocess
import threading
from pathlib import Path

import pytest

import memoir

ROOT = Path(__file__).resolve().parents[2]


def _binary():
    named = os.environ.get("MEMOIR_BIN")
    if named:
        path = Path(named)
        assert path.is_file(), f"MEMOIR_BIN={named} is not a file"
        return path
    for profile in ("release", "debug"):
        path = ROOT / "target" / profile / "memoir"
        if path.is_file():
            return path
    return None


@pytest.fixture(scope="session")
def server(tmp_path_factory):
    binary = _binary()
    if binary is None:
        pytest.skip("no memoir binary (cargo build -p memoir-cli, or set MEMOIR_BIN)")
    data = tmp_path_factory.mktemp("serve")
    key = subprocess.run(
        [str(binary), "keys", "create", "--data", str(data), "--tenant", "pytest"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()
    process = subprocess.Popen(
        [str(binary), "serve", "--listen", "127.0.0.1:0", "--data", str(data)],
        stderr=subprocess.PIPE,
        text=True,
    )
    address = None
    for line in process.stderr:
        if line.startswith("memoir listening on http://"):
            address = line.split("http://", 1)[1].strip()
            break
    assert address, "the server said where it listens"
    # Keep reading its log so it never blocks on a full pipe.
    threading.Thread(target=lambda: [None for _ in process.stderr], daemon=True).start()
    yield f"http://{address}", key
    process.terminate()
    process.wait(timeout=10)


@pytest.fixture(params=["embedded", "client"])
def backend(request, tmp_path):
    """The same surface two ways: the engine in-process, and memoir serve."""
    if request.param == "embedded":
        yield memoir.Memory.open(tmp_path / "memory")
    else:
        url, key = request.getfixturevalue("server")
        with memoir.Client(url, key) as client:
            yield client


@pytest.fixture
def user_id(request):
    # One user per test, so tests sharing the server cannot see each other.
    return "u-" + request.node.name.replace("[", "-").replace("]", "")[-60:]
