"""What the Python layer adds to a call into the engine.

    python python/bench/overhead.py [turns]

Seeds an in-memory user with `turns` turns (default 2,000, in sessions of
20), then times, per call: an empty call across the boundary; recall run
inside Rust with no Python in the loop (the engine's own cost); the native
recall (the boundary, releasing and retaking the GIL, the JSON answer); and
the typed `User.recall` (plus `json.loads` and the dataclasses), and
`recall_text` (the rendering only). Each the best of 7 runs of 200 calls.
Reported in docs/python.md.
"""

import json
import sys
import time
import timeit

from memoir import Memory

PLACES = ["Leeds", "Porto", "Kyoto", "Quito", "Oslo", "Perth", "Lagos", "Lima"]
HOBBIES = ["the cello", "climbing", "chess", "pottery", "sourdough", "rowing", "birding"]
PEOPLE = ["Ana", "Rhea", "Tomas", "Priya", "Sam", "Noor", "Kenji"]


def line(i: int) -> str:
    kinds = [
        lambda: f"my friend {PEOPLE[i % 7]} just got back from {PLACES[i % 8]}",
        lambda: f"I've been getting into {HOBBIES[i % 7]} lately",
        lambda: f"on Saturday we walked {i % 9 + 2} miles along the river",
        lambda: f"{PEOPLE[(i + 3) % 7]} keeps asking me about {HOBBIES[(i + 2) % 7]}",
        lambda: f"the train to {PLACES[(i + 5) % 8]} was late again, {i % 40 + 5} minutes",
    ]
    return kinds[i % len(kinds)]()


def per_call(fn, number: int = 200, repeat: int = 7) -> float:
    """Seconds per call: the best of `repeat` runs of `number` calls (the
    least disturbed by everything else the machine does)."""
    fn()
    return min(timeit.repeat(fn, number=number, repeat=repeat)) / number


def main() -> None:
    turns = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    memory = Memory.in_memory()
    user = memory.user("bench")
    seeded = time.perf_counter()
    for start in range(0, turns, 20):
        with user.session() as session:
            for i in range(start, min(start + 20, turns)):
                session.observe(line(i))
    seeded = time.perf_counter() - seeded
    query = "what has the user been getting into lately?"
    request = json.dumps({"query": query})
    native = memory._native

    rows = [
        ("an empty call across the boundary", per_call(native.backend)),
        ("recall inside Rust (the engine's own cost)", min(native._time_recall("bench", request, 200) for _ in range(7))),
        ("native recall: boundary, GIL released, JSON out", per_call(lambda: native.recall("bench", request))),
        ("typed User.recall: + json.loads and dataclasses", per_call(lambda: user.recall(query))),
        ("User.recall_text: the rendered text only, no JSON", per_call(lambda: user.recall_text(query))),
    ]
    session = user.session()
    rows.append(("Session.recall within a session (typed)", per_call(lambda: session.recall(query))))
    print(f"seeded {turns} turns, {len(user.facts())} facts, in {seeded:.1f} s")
    engine = rows[1][1]
    for name, seconds in rows:
        over_engine = name.startswith(("native", "typed User", "User.recall_text"))
        extra = f"  (+{(seconds - engine) * 1e6:.1f} µs over the engine)" if over_engine else ""
        print(f"{seconds * 1e6:9.1f} µs  {name}{extra}")


if __name__ == "__main__":
    main()
