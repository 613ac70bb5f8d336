"""The mem0-style verbs, mapped onto memoir's model.

mem0's ``add/search/get_all/get/update/delete/delete_all/history`` take a
``user_id`` and speak of "memories" with ids. memoir's memories are *facts*:
each is derived from turns that are kept verbatim, reconciled across
sessions (a new home supersedes the old one instead of sitting beside it),
and has a history. The mapping, and where it differs:

- ``add(messages)`` is one session: every message is stored verbatim as a
  turn (system messages are skipped), read for facts, and the session
  finished; the events are what reconciliation decided (``ADD`` created,
  ``UPDATE`` superseded an older fact, ``DELETE`` retracted one, ``NONE``
  said again). ``infer=False`` has no equivalent: turns are always kept
  verbatim *and* read.
- ``search(query)`` is recall outside a session; ``limit`` caps the facts.
  Results carry memoir's score, not a similarity in [0, 1].
- ``update(id, data)`` is a correction: the old fact is retired (kept in its
  history) and ``data`` is read as what is true now, so the new fact has a
  new id.
- ``delete(id)`` forgets the fact *with its history and the turns it came
  from*; mem0 deletes only the memory record.
- ``history(id)`` lists the versions, oldest first.

These functions turn memoir's answers into mem0's shapes; the embedded
``Memory``, ``Client`` and ``AsyncClient`` call them after doing the work.
"""

from __future__ import annotations

from typing import Any, Dict, Iterable, List, Tuple, Union

from ._types import Context, Fact, FactHistory, FinishReport

Messages = Union[str, Dict[str, Any], List[Dict[str, Any]]]

_EVENTS = {
    "fact_created": "ADD",
    "fact_superseded": "UPDATE",
    "fact_corrected": "UPDATE",
    "fact_retracted": "DELETE",
    "fact_expired": "DELETE",
    "fact_reinforced": "NONE",
}


def turns(messages: Messages) -> List[Tuple[str, str]]:
    """(speaker, text) for each message worth storing."""
    if isinstance(messages, str):
        return [("user", messages)]
    if isinstance(messages, dict):
        messages = [messages]
    out: List[Tuple[str, str]] = []
    for m in messages:
        role = str(m.get("role", "user"))
        content = m.get("content", "")
        if role == "system" or not isinstance(content, str) or not content.strip():
            continue
        name = m.get("name")
        out.append((str(name) if role == "user" and name else role, content))
    return out


def memory(fact: Fact, user_id: str) -> Dict[str, Any]:
    return {
        "id": fact.id,
        "memory": fact.statement,
        "user_id": user_id,
        "created_at": fact.first_seen.isoformat() if fact.first_seen else None,
        "updated_at": fact.last_seen.isoformat() if fact.last_seen else None,
        "metadata": {
            "subject": fact.subject,
            "attribute": fact.attribute,
            "kind": fact.kind,
            "status": fact.status,
            "evidence": fact.evidence,
        },
    }


def added(report: FinishReport, facts_now: Iterable[Fact]) -> Dict[str, Any]:
    by_id = {f.id: f for f in facts_now}
    results = []
    for d in report.decisions:
        event = _EVENTS.get(d.action)
        if event is None:
            continue
        fact = by_id.get(d.target)
        results.append(
            {
                "id": d.target,
                "memory": fact.statement if fact else None,
                "event": event,
                "reason": d.reason,
            }
        )
    return {"results": results}


def searched(context: Context, user_id: str) -> Dict[str, Any]:
    return {
        "results": [
            {
                "id": f.id,
                "memory": f.statement,
                "score": f.score,
                "user_id": user_id,
                "metadata": {"subject": f.subject, "attribute": f.attribute, "standing": f.standing},
            }
            for f in context.facts
        ]
    }


def history(found: FactHistory, user_id: str) -> List[Dict[str, Any]]:
    versions = list(reversed(found.replaced)) + [found.fact] + found.replaced_by
    out = []
    previous = None
    for v in versions:
        out.append(
            {
                "id": v.id,
                "memory_id": found.fact.id,
                "user_id": user_id,
                "old_memory": previous,
                "new_memory": v.statement,
                "event": "ADD" if previous is None else "UPDATE",
                "status": v.status,
                "created_at": v.first_seen.isoformat() if v.first_seen else None,
            }
        )
        previous = v.statement
    return out


class Verbs:
    """The blocking verbs, over any memory whose ``user(id)`` answers the
    shared surface: the embedded ``Memory`` and the blocking ``Client`` both
    take them from here. (``AsyncClient`` has its own, awaited.)"""

    def user(self, user_id: str) -> Any:  # supplied by the memory
        raise NotImplementedError

    def add(self, messages: Messages, *, user_id: str) -> Dict[str, Any]:
        user = self.user(user_id)
        session = user.session()
        try:
            for speaker, text in turns(messages):
                session.observe(text, speaker=speaker)
        finally:
            # Whatever was stored is reconciled, even if a later message failed.
            report = session.finish()
        return added(report, user.facts("all"))

    def search(self, query: str, *, user_id: str, limit: int = 5) -> Dict[str, Any]:
        return searched(self.user(user_id).recall(query, max_facts=limit), user_id)

    def get_all(self, *, user_id: str) -> Dict[str, Any]:
        return {"results": [memory(f, user_id) for f in self.user(user_id).facts()]}

    def get(self, memory_id: str, *, user_id: str) -> Dict[str, Any]:
        return memory(self.user(user_id).history(memory_id).fact, user_id)

    def update(self, memory_id: str, data: str, *, user_id: str) -> Dict[str, Any]:
        done = self.user(user_id).correct(memory_id, data)
        return {"message": "Memory updated", "statements": done.statements}

    def delete(self, memory_id: str, *, user_id: str) -> Dict[str, Any]:
        self.user(user_id).forget(fact=memory_id)
        return {"message": "Memory deleted"}

    def delete_all(self, *, user_id: str) -> Dict[str, Any]:
        self.user(user_id).forget(everything=True)
        return {"message": "Memories deleted"}

    def history(self, memory_id: str, *, user_id: str) -> List[Dict[str, Any]]:
        return history(self.user(user_id).history(memory_id), user_id)
