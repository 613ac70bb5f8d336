"""The engine in-process: ``Memory``, ``User`` and ``Session``.

Every call goes straight to the Rust engine (``memoir._memoir``) with the
GIL released while it works; recall reads in-memory indexes and never waits
on a disk or a model.
"""

from __future__ import annotations

import json
from datetime import datetime
from os import PathLike
from typing import Any, Dict, List, Optional, Union

from . import _mem0
from ._memoir import NativeMemory, NativeSession
from ._types import (
    Context,
    Fact,
    FactHistory,
    FinishReport,
    Forgotten,
    Imported,
    MemoryMap,
    Observed,
    Remembered,
    Episode,
    Erased,
    recall_body,
)


def _at(at: Optional[datetime]) -> Optional[str]:
    if at is None:
        return None
    if at.tzinfo is None:
        raise ValueError("`at` needs a time zone (e.g. datetime.now(timezone.utc))")
    return at.isoformat()


class Session:
    """One conversation. Turns are durable as soon as ``observe`` returns and
    recallable at once (hedged as not yet confirmed); ``finish`` reconciles
    them into durable facts. As a context manager it finishes on exit."""

    def __init__(self, native: NativeSession, user: "User") -> None:
        self._native = native
        self.user = user

    @property
    def id(self) -> str:
        return self._native.id

    def observe(self, text: str, speaker: str = "user", at: Optional[datetime] = None) -> Observed:
        """Store a final turn: ``speaker`` is ``"user"``, ``"assistant"`` or a name."""
        return Observed.from_json(json.loads(self._native.observe(text, speaker, _at(at))))

    def recall(self, query: str, **budgets: Any) -> Context:
        """What the next turn should know, within the budgets (the keyword
        arguments ``recall_body`` takes: ``about``, ``attribute``, ``when``,
        ``max_facts``, ``max_tokens``, ``evidence_tokens``)."""
        body = recall_body(query, **budgets)
        return Context.from_json(json.loads(self._native.recall(json.dumps(body))))

    def recall_text(self, query: str, **budgets: Any) -> str:
        """Only the text a model reads (``recall(...).text``), without
        building the typed answer: the cheapest call for a turn's prompt."""
        return self._native.recall_text(json.dumps(recall_body(query, **budgets)))

    def remember(self, text: str) -> List[str]:
        """Remember ``text`` as the user would say it; durable on finish."""
        return self._native.remember(text)

    def finish(self) -> FinishReport:
        """Reconcile the session into durable facts."""
        return FinishReport.from_json(json.loads(self._native.finish()))

    def __enter__(self) -> "Session":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.finish()


class User:
    """One user's memory."""

    def __init__(self, memory: "Memory", user_id: str) -> None:
        self._memory = memory
        self._native = memory._native
        self.id = user_id

    def session(self, id: Optional[str] = None) -> Session:
        """A new session, or the session ``id`` (resumed if it was left unfinished)."""
        return Session(self._native.session(self.id, id), self)

    def recall(self, query: str, **budgets: Any) -> Context:
        """Recall outside any session: settled facts and verbatim evidence
        (budgets as ``Session.recall``)."""
        body = recall_body(query, **budgets)
        return Context.from_json(json.loads(self._native.recall(self.id, json.dumps(body))))

    def recall_text(self, query: str, **budgets: Any) -> str:
        """Only the text a model reads (``recall(...).text``), without
        building the typed answer."""
        return self._native.recall_text(self.id, json.dumps(recall_body(query, **budgets)))

    def facts(self, status: str = "current") -> List[Fact]:
        """``current`` (default), ``all``, or one status."""
        data = json.loads(self._native.facts(self.id, status))
        return [Fact.from_json(f) for f in data["facts"]]

    def history(self, fact_id: str) -> FactHistory:
        """A fact with what it replaced and what replaced it."""
        return FactHistory.from_json(json.loads(self._native.history(self.id, fact_id)))

    def remember(self, text: str) -> Remembered:
        """Remember ``text`` (as the user would say it), durable at once."""
        return Remembered.from_json(json.loads(self._native.remember(self.id, text)))

    def correct(self, fact_id: str, text: str) -> Remembered:
        """Replace a fact with what ``text`` says is true now."""
        return Remembered.from_json(json.loads(self._native.correct(self.id, fact_id, text)))

    def forget(
        self,
        *,
        fact: Optional[str] = None,
        matching: Optional[str] = None,
        episode: Optional[str] = None,
        session: Optional[str] = None,
        everything: bool = False,
    ) -> Forgotten:
        """Forget exactly one of: a fact (with its history and the turns it
        came from), what some words name, a turn, a session, everything."""
        raw = self._native.forget(
            self.id,
            fact=fact,
            matching=matching,
            episode=episode,
            session=session,
            everything=everything,
        )
        return Forgotten.from_json(json.loads(raw))

    def episodes(self, session: Optional[str] = None) -> List[Episode]:
        """The stored turns, verbatim, in order."""
        data = json.loads(self._native.episodes(self.id, session))
        return [Episode.from_json(e) for e in data["episodes"]]

    def memory_map(self) -> MemoryMap:
        return MemoryMap.from_json(json.loads(self._native.memory_map(self.id)))

    def export(self) -> Dict[str, str]:
        """The memory as Markdown files: path → text (``facts.md``, ``sessions/<id>.md``)."""
        return dict(self._native.export(self.id))

    def import_files(self, files: Dict[str, str]) -> Imported:
        """Read exported (perhaps hand-edited) Markdown back."""
        return Imported.from_json(json.loads(self._native.import_files(self.id, files)))

    def erase(self) -> Erased:
        """Everything this user has, gone."""
        return Erased.from_json(json.loads(self._native.erase(self.id)))


class Memory(_mem0.Verbs):
    """memoir in this process: ``Memory.open(path)`` keeps memory in a SQLite
    store in that directory (durable when a call returns); ``Memory.in_memory()``
    keeps it in RAM. The default embedder (MiniLM's distilled static vectors)
    is built in. The mem0-style verbs come from ``memoir._mem0.Verbs``."""

    def __init__(self, native: NativeMemory) -> None:
        self._native = native

    @classmethod
    def open(cls, path: Union[str, "PathLike[str]"]) -> "Memory":
        return cls(NativeMemory.open(str(path)))

    @classmethod
    def in_memory(cls) -> "Memory":
        return cls(NativeMemory.in_memory())

    @property
    def backend(self) -> str:
        return self._native.backend()

    def user(self, user_id: str) -> User:
        return User(self, user_id)

    def users(self) -> List[str]:
        """The users with anything stored."""
        return self._native.users()
