"""What memoir answers, as typed objects.

The embedded engine and a remote ``memoir serve`` answer the same JSON (the
REST API's shapes), so one set of parsers here reads both: a field means the
same thing whichever side filled it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Dict, List, Optional


def _time(value: Optional[str]) -> Optional[datetime]:
    if not value:
        return None
    # Python < 3.11 reads neither "Z" nor more than six fractional digits.
    text = value.replace("Z", "+00:00")
    if "." in text:
        head, rest = text.split(".", 1)
        count = len(rest) - len(rest.lstrip("0123456789"))
        digits, zone = rest[:count], rest[count:]
        text = f"{head}.{digits[:6]}{zone}"
    return datetime.fromisoformat(text)


@dataclass(frozen=True)
class Fact:
    """A durable statement about the user or someone they spoke of."""

    id: str
    statement: str
    subject: str
    """The subject's key: ``"user"``, or a person's or thing's name."""
    attribute: str
    """What the statement is about: ``lives_in``, ``likes``, ``about:<word>``."""
    kind: str
    status: str
    """``active``, ``superseded``, ``retracted`` or ``expired``."""
    confidence: float
    evidence: List[str]
    """The ids of the turns that said it, oldest first."""
    session: str
    first_seen: Optional[datetime]
    last_seen: Optional[datetime]
    reinforcements: int
    supersedes: List[str]
    superseded_by: Optional[str]

    @classmethod
    def from_json(cls, data: Dict[str, Any]) -> "Fact":
        subject = data.get("subject") or {}
        return cls(
            id=data["id"],
            statement=data["statement"],
            subject=subject.get("key", "") if isinstance(subject, dict) else str(subject),
            attribute=data.get("predicate", ""),
            kind=data.get("kind", ""),
            status=data.get("status", ""),
            confidence=float(data.get("confidence", 0.0)),
            evidence=list(data.get("evidence", [])),
            session=data.get("session", ""),
            first_seen=_time(data.get("first_seen")),
            last_seen=_time(data.get("last_seen")),
            reinforcements=int(data.get("reinforcements", 0)),
            supersedes=list(data.get("supersedes", [])),
            superseded_by=data.get("superseded_by"),
        )


@dataclass(frozen=True)
class FactHistory:
    """A fact with the versions it replaced (nearest first) and those that replaced it."""

    fact: Fact
    replaced: List[Fact]
    replaced_by: List[Fact]

    @classmethod
    def from_json(cls, data: Dict[str, Any]) -> "FactHistory":
        return cls(
            fact=Fact.from_json(data["fact"]),
            replaced=[Fact.from_json(f) for f in data.get("history", [])],
            replaced_by=[Fact.from_json(f) for f in data.get("replaced_by", [])],
        )


@dataclass(frozen=True)
class ContextFact:
    """A fact as a model is given it."""

    id: str
    statement: str
    """As presented: a fact said this session and not yet reconciled is hedged."""
    subject: str
    attribute: str
    kind: str
    standing: str
    """``settled`` (reconciled) or ``provisional`` (said this session)."""
    score: float
    evidence: List[str]
    tokens: int

    @classmethod
    def from_json(cls, data: Dict[str, Any]) -> "ContextFact":
        return cls(
            id=data["id"],
            statement=data["statement"],
            subject=data.get("subject", ""),
            attribute=data.get("attribute", ""),
            kind=data.get("kind", ""),
            standing=data.get("standing", ""),
            score=float(data.get("score", 0.0)),
            evidence=list(data.get("evidence", [])),
            tokens=int(data.get("tokens", 0)),
        )


@dataclass(frozen=True)
class Evidence:
    """A verbatim excerpt of a turn, with the id that fetches all of it."""

    key: str
    speaker: str
    occurred_at: Optional[datetime]
    excerpt: str
    tokens: int
    score: float

    @classmethod
    def from_json(cls, data: Dict[str, Any]) -> "Evidence":
        return cls(
            key=data["key"],
            speaker=data.get("speaker", ""),
            occurred_at=_time(data.get("occurred_at")),
            excerpt=data.get("excerpt", ""),
            tokens=int(data.get("tokens", 0)),
            score=float(data.get("score", 0.0)),
        )


@dataclass(frozen=True)
class Context:
    """What the next turn receives from memory: facts first, then evidence."""

    facts: List[ContextFact]
    evidence: List[Evidence]
    text: str
    """The rendering a model reads: ``- fact`` lines, then ``> [id] evidence`` lines."""
    tokens: int
    degraded: Optional[str] = None
    """Why nothing could be searched, when that happened (recall never raises)."""

    @classmethod
    def from_json(cls, data: Dict[str, Any]) -> "Context":
        return cls(
            facts=[ContextFact.from_json(f) for f in data.get("facts", [])],
            evidence=[Evidence.from_json(e) for e in data.get("evidence", [])],
            text=data.get("text", ""),
            tokens=int(data.get("token_count", 0)),
            degraded=data.get("degraded"),
        )

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class Decision:
    """One thing reconciliation did, and why."""

    action: str
    """``fact_created``, ``fact_reinforced``, ``fact_superseded``, ``fact_retracted``, …"""
    target: str
    reason: str
    evidence: List[str]

    @classmethod
    def from_json(cls, data: Dict[str, Any]) -> "Decision":
        return cls(
            action=data.get("action", ""),
            target=data.get("target", ""),
            reason=data.get("reason", ""),
            evidence=list(data.get("evidence", [])),
        )


@dataclass(frozen=True)
class FinishReport:
    """What finishing a session decided."""

    session: Optional[str]
    created: int
    reinforced: int
    superseded: int
    retracted: int
    expired: int
    rejected: int
    decisions: List[Decision]

    @classmethod
    def from_json(cls, data: Dict[str, Any]) -> "FinishReport":
        return cls(
            session=data.get("session"),
            created=int(data.get("created", 0)),
            reinforced=int(data.get("reinforced", 0)),
            superseded=int(data.get("superseded", 0)),
            retracted=int(data.get("retracted", 0)),
            expired=int(data.get("expired", 0)),
            rejected=int(data.get("rejected", 0)),
            decisions=[Decision.from_json(d) for d in data.get("decisions", [])],
        )


@dataclass(frozen=True)
class Observed:
    """What storing a turn did."""

    episode: str
    turn: int
    duplicate: bool
    decisions: List[Decision] = field(default_factory=list)

    @classmethod
    def from_json(cls, data: Dict[str, Any]) -> "Observed":
        return cls(
            episode=data["episode"],
            turn=int(data.get("turn", 0)),
            duplicate=bool(data.get("duplicate", False)),
            decisions=[Decision.from_json(d) for d in data.get("decisions", [])],
        )


@dataclass(frozen=True)
class Remembered:
    """What ``remember`` or ``correct`` understood and did."""

    statements: List[str]
    decisions: List[Decision]

    @classmethod
    def from_json(cls, data: Dict[str, Any]) -> "Remembered":
        return cls(
            statements=list(data.get("statements", [])),
            decisions=[Decision.from_json(d) for d in data.get("facts", [])],
        )


@dataclass(frozen=True)
class Forgotten:
    """The ids of what was removed."""

    facts: List[str]
    episodes: List[str]

    @classmethod
    def from_json(cls, data: Dict[str, Any]) -> "Forgotten":
        return cls(facts=list(data.get("facts", [])), episodes=list(data.get("episodes", [])))


@dataclass(frozen=True)
class Erased:
    """How many fact records and turns erasing a user removed."""

    facts: int
    episodes: int

    @classmethod
    def from_json(cls, data: Dict[str, Any]) -> "Erased":
        return cls(facts=int(data.get("facts", 0)), episodes=int(data.get("episodes", 0)))


@dataclass(frozen=True)
class Episode:
    """A stored turn, verbatim."""

    id: str
    session: str
    turn: int
    speaker: str
    text: str
    occurred_at: Optional[datetime]

    @classmethod
    def from_json(cls, data: Dict[str, Any]) -> "Episode":
        speaker = data.get("speaker") or {}
        name = speaker.get("name") if isinstance(speaker, dict) else None
        role = speaker.get("role", "") if isinstance(speaker, dict) else str(speaker)
        return cls(
            id=data["id"],
            session=data.get("session", ""),
            turn=int(data.get("turn", 0)),
            speaker=name or role,
            text=data.get("text", ""),
            occurred_at=_time(data.get("occurred_at")),
        )


@dataclass(frozen=True)
class MemoryMap:
    """The subjects and attributes memory holds, with counts."""

    subjects: List[tuple]
    attributes: List[tuple]
    text: str
    """The block a model's system instruction carries."""

    @classmethod
    def from_json(cls, data: Dict[str, Any]) -> "MemoryMap":
        return cls(
            subjects=[tuple(s) for s in data.get("subjects", [])],
            attributes=[tuple(a) for a in data.get("attributes", [])],
            text=data.get("text", ""),
        )


@dataclass(frozen=True)
class Imported:
    """What reading Markdown files back did; ``errors`` names each malformed file's line."""

    episodes_added: int
    episodes_unchanged: int
    facts_added: int
    facts_updated: int
    facts_unchanged: int
    errors: List[str]

    @classmethod
    def from_json(cls, data: Dict[str, Any]) -> "Imported":
        return cls(
            episodes_added=int(data.get("episodes_added", 0)),
            episodes_unchanged=int(data.get("episodes_unchanged", 0)),
            facts_added=int(data.get("facts_added", 0)),
            facts_updated=int(data.get("facts_updated", 0)),
            facts_unchanged=int(data.get("facts_unchanged", 0)),
            errors=list(data.get("errors", [])),
        )


def recall_body(
    query: str,
    *,
    about: Optional[str] = None,
    attribute: Optional[str] = None,
    when: Optional[str] = None,
    max_facts: Optional[int] = None,
    max_tokens: Optional[int] = None,
    evidence_tokens: Optional[int] = None,
) -> Dict[str, Any]:
    """The recall request both sides take, without the arguments left out."""
    body: Dict[str, Any] = {"query": query}
    for name, value in (
        ("about", about),
        ("attribute", attribute),
        ("when", when),
        ("max_facts", max_facts),
        ("max_tokens", max_tokens),
        ("evidence_tokens", evidence_tokens),
    ):
        if value is not None:
            body[name] = value
    return body
