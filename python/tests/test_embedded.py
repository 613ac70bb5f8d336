"""What only the in-process engine does: its store on disk, the GIL."""

import gc
import threading
import time

import memoir


def test_a_memory_reopened_from_its_directory_has_what_was_said(tmp_path):
    memory = memoir.Memory.open(tmp_path / "m")
    assert memory.backend == "sqlite"
    with memory.user("jordan").session() as session:
        session.observe("I keep bees on the allotment")
    del memory, session
    gc.collect()  # the store's directory lock goes with the last handle
    again = memoir.Memory.open(tmp_path / "m")
    assert again.users() == ["jordan"]
    assert any("bees" in f.statement for f in again.user("jordan").facts())


def test_an_unfinished_session_is_replayed_when_its_id_is_reopened(tmp_path):
    memory = memoir.Memory.open(tmp_path / "m")
    session = memory.user("jordan").session("s-kitchen")
    session.observe("I'm learning Portuguese")
    resumed = memory.user("jordan").session("s-kitchen")
    assert resumed.id == "s-kitchen"
    resumed.finish()
    assert any("Portuguese" in f.statement for f in memory.user("jordan").facts())


def test_engine_calls_release_the_gil(tmp_path):
    memory = memoir.Memory.in_memory()
    session = memory.user("jordan").session()
    for i in range(400):
        session.observe(f"on day {i} I walked {i % 7 + 1} miles along the canal to the mill")
    ticks = 0
    running = True

    def count():
        nonlocal ticks
        while running:
            ticks += 1

    counter = threading.Thread(target=count)
    counter.start()
    time.sleep(0.05)
    before = ticks
    started = time.perf_counter()
    session.finish()  # reconciles 400 turns: long enough to see
    took = time.perf_counter() - started
    during = ticks - before
    running = False
    counter.join()
    # With the GIL held for the whole call, the counter could not run.
    assert took > 0.01, f"finish took {took:.4f}s, too short to tell"
    assert during > 1000, f"the counter ticked {during} times in {took:.3f}s"


def test_the_type_stubs_name_every_native_method():
    from pathlib import Path

    stubs = (Path(memoir.__file__).parent / "_memoir.pyi").read_text()
    for cls in (memoir._memoir.NativeMemory, memoir._memoir.NativeSession):
        for name in dir(cls):
            if not name.startswith("_"):
                assert f"def {name}(" in stubs, f"{cls.__name__}.{name} has no stub"
