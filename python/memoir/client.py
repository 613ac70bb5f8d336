"""A client for ``memoir serve``, with the embedded API's surface.

``Client`` (blocking) and ``AsyncClient`` (asyncio) speak the REST API under
``/v1`` with an API key (``memoir keys create --tenant NAME``), over httpx.
Each operation is described once — its method, path and body, and how its
answer is read (:class:`_Call`) — and both clients run those descriptions,
so the two cannot drift apart or from the embedded ``Memory``: the answers
are parsed by the same ``memoir._types`` parsers.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Dict, Generic, List, Optional, TypeVar
from urllib.parse import quote

import httpx

from . import _mem0
from ._memoir import InvalidInput, MemoirError, NotFound
from ._types import (
    Context,
    Episode,
    Erased,
    Fact,
    FactHistory,
    FinishReport,
    Forgotten,
    Imported,
    MemoryMap,
    Observed,
    Remembered,
    recall_body,
)

T = TypeVar("T")


@dataclass(frozen=True)
class _Call(Generic[T]):
    method: str
    path: str
    body: Optional[Dict[str, Any]]
    read: Callable[[Any], T]
    params: Optional[Dict[str, str]] = None


def _user(user_id: str) -> str:
    return f"/v1/users/{quote(user_id, safe='')}"


def _raise_for(response: httpx.Response) -> None:
    if response.is_success:
        return
    try:
        message = response.json().get("message", response.text)
    except ValueError:
        message = response.text
    text = f"HTTP {response.status_code}: {message}"
    if response.status_code == 404:
        raise NotFound(text)
    if response.status_code in (400, 413, 422):
        raise InvalidInput(text)
    raise MemoirError(text)


def _answer(response: httpx.Response, call: "_Call[T]") -> T:
    _raise_for(response)
    return call.read(response.json() if response.content else {})


class _Operations:
    """Every operation the clients offer, as what to send and how to read it."""

    @staticmethod
    def users() -> _Call[List[str]]:
        return _Call("GET", "/v1/users", None, lambda d: list(d["users"]))

    @staticmethod
    def open_session(user: str, id: Optional[str]) -> _Call[str]:
        body = {"id": id} if id else {}
        return _Call("POST", f"{_user(user)}/sessions", body, lambda d: d["session"])

    @staticmethod
    def observe(user: str, session: str, text: str, speaker: str, at: Optional[str]) -> _Call[Observed]:
        body: Dict[str, Any] = {"speaker": speaker, "text": text}
        if at:
            body["occurred_at"] = at
        path = f"{_user(user)}/sessions/{quote(session, safe='')}/turns"
        return _Call("POST", path, body, Observed.from_json)

    @staticmethod
    def session_recall(user: str, session: str, body: Dict[str, Any]) -> _Call[Context]:
        path = f"{_user(user)}/sessions/{quote(session, safe='')}/recall"
        return _Call("POST", path, body, Context.from_json)

    @staticmethod
    def finish(user: str, session: str) -> _Call[FinishReport]:
        path = f"{_user(user)}/sessions/{quote(session, safe='')}/finish"
        return _Call("POST", path, {}, FinishReport.from_json)

    @staticmethod
    def session_remember(user: str, session: str, text: str) -> _Call[List[str]]:
        body = {"text": text, "session": session}
        return _Call("POST", f"{_user(user)}/facts", body, lambda d: list(d["statements"]))

    @staticmethod
    def recall(user: str, body: Dict[str, Any]) -> _Call[Context]:
        return _Call("POST", f"{_user(user)}/recall", body, Context.from_json)

    @staticmethod
    def facts(user: str, status: str) -> _Call[List[Fact]]:
        return _Call(
            "GET",
            f"{_user(user)}/facts",
            None,
            lambda d: [Fact.from_json(f) for f in d["facts"]],
            params={"status": status},
        )

    @staticmethod
    def history(user: str, fact: str) -> _Call[FactHistory]:
        return _Call("GET", f"{_user(user)}/facts/{quote(fact, safe='')}", None, FactHistory.from_json)

    @staticmethod
    def remember(user: str, text: str) -> _Call[Remembered]:
        return _Call("POST", f"{_user(user)}/facts", {"text": text}, Remembered.from_json)

    @staticmethod
    def correct(user: str, fact: str, text: str) -> _Call[Remembered]:
        path = f"{_user(user)}/facts/{quote(fact, safe='')}/correct"
        return _Call("POST", path, {"text": text}, Remembered.from_json)

    @staticmethod
    def forget(user: str, what: Dict[str, Any]) -> _Call[Forgotten]:
        if len(what) != 1:
            raise InvalidInput("name exactly one of fact=, matching=, episode=, session=, everything=True")
        if "fact" in what:
            path = f"{_user(user)}/facts/{quote(what['fact'], safe='')}"
            return _Call("DELETE", path, None, Forgotten.from_json)
        return _Call("POST", f"{_user(user)}/forget", what, Forgotten.from_json)

    @staticmethod
    def episodes(user: str, session: Optional[str]) -> _Call[List[Episode]]:
        return _Call(
            "GET",
            f"{_user(user)}/episodes",
            None,
            lambda d: [Episode.from_json(e) for e in d["episodes"]],
            params={"session": session} if session else None,
        )

    @staticmethod
    def memory_map(user: str) -> _Call[MemoryMap]:
        return _Call("GET", f"{_user(user)}/map", None, MemoryMap.from_json)

    @staticmethod
    def export(user: str) -> _Call[Dict[str, str]]:
        return _Call("GET", f"{_user(user)}/export", None, lambda d: dict(d["files"]))

    @staticmethod
    def import_files(user: str, files: Dict[str, str]) -> _Call[Imported]:
        return _Call("POST", f"{_user(user)}/import", {"files": files}, Imported.from_json)

    @staticmethod
    def erase(user: str) -> _Call[Erased]:
        return _Call("DELETE", _user(user), None, Erased.from_json)


def _what(fact, matching, episode, session, everything) -> Dict[str, Any]:
    named = {
        "fact": fact,
        "matching": matching,
        "episode": episode,
        "session": session,
        "everything": True if everything else None,
    }
    return {k: v for k, v in named.items() if v is not None}


def _at(at) -> Optional[str]:
    if at is None:
        return None
    if at.tzinfo is None:
        raise ValueError("`at` needs a time zone (e.g. datetime.now(timezone.utc))")
    return at.isoformat()


# ---- blocking -------------------------------------------------------------


class Client(_mem0.Verbs):
    """A blocking client for ``memoir serve``; the mem0-style verbs come from
    ``memoir._mem0.Verbs``."""

    def __init__(self, base_url: str, api_key: str, *, timeout: float = 10.0, http: Optional[httpx.Client] = None):
        self._http = http or httpx.Client(
            base_url=base_url, headers={"Authorization": f"Bearer {api_key}"}, timeout=timeout
        )

    def _run(self, call: _Call[T]) -> T:
        response = self._http.request(call.method, call.path, json=call.body, params=call.params)
        return _answer(response, call)

    def close(self) -> None:
        self._http.close()

    def __enter__(self) -> "Client":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def user(self, user_id: str) -> "RemoteUser":
        return RemoteUser(self, user_id)

    def users(self) -> List[str]:
        return self._run(_Operations.users())


class RemoteSession:
    """A session on the server; turns are durable when ``observe`` returns."""

    def __init__(self, client: Client, user: str, id: str):
        self._client, self._user, self.id = client, user, id

    def observe(self, text: str, speaker: str = "user", at=None) -> Observed:
        return self._client._run(_Operations.observe(self._user, self.id, text, speaker, _at(at)))

    def recall(self, query: str, **budgets: Any) -> Context:
        return self._client._run(_Operations.session_recall(self._user, self.id, recall_body(query, **budgets)))

    def recall_text(self, query: str, **budgets: Any) -> str:
        return self.recall(query, **budgets).text

    def remember(self, text: str) -> List[str]:
        return self._client._run(_Operations.session_remember(self._user, self.id, text))

    def finish(self) -> FinishReport:
        return self._client._run(_Operations.finish(self._user, self.id))

    def __enter__(self) -> "RemoteSession":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.finish()


class RemoteUser:
    """One user's memory on the server: the embedded ``User``'s methods."""

    def __init__(self, client: Client, user_id: str):
        self._client, self.id = client, user_id

    def session(self, id: Optional[str] = None) -> RemoteSession:
        return RemoteSession(self._client, self.id, self._client._run(_Operations.open_session(self.id, id)))

    def recall(self, query: str, **budgets: Any) -> Context:
        return self._client._run(_Operations.recall(self.id, recall_body(query, **budgets)))

    def recall_text(self, query: str, **budgets: Any) -> str:
        return self.recall(query, **budgets).text

    def facts(self, status: str = "current") -> List[Fact]:
        return self._client._run(_Operations.facts(self.id, status))

    def history(self, fact_id: str) -> FactHistory:
        return self._client._run(_Operations.history(self.id, fact_id))

    def remember(self, text: str) -> Remembered:
        return self._client._run(_Operations.remember(self.id, text))

    def correct(self, fact_id: str, text: str) -> Remembered:
        return self._client._run(_Operations.correct(self.id, fact_id, text))

    def forget(self, *, fact=None, matching=None, episode=None, session=None, everything=False) -> Forgotten:
        return self._client._run(_Operations.forget(self.id, _what(fact, matching, episode, session, everything)))

    def episodes(self, session: Optional[str] = None) -> List[Episode]:
        return self._client._run(_Operations.episodes(self.id, session))

    def memory_map(self) -> MemoryMap:
        return self._client._run(_Operations.memory_map(self.id))

    def export(self) -> Dict[str, str]:
        return self._client._run(_Operations.export(self.id))

    def import_files(self, files: Dict[str, str]) -> Imported:
        return self._client._run(_Operations.import_files(self.id, files))

    def erase(self) -> Erased:
        return self._client._run(_Operations.erase(self.id))


# ---- asyncio --------------------------------------------------------------


class AsyncClient:
    """An asyncio client for ``memoir serve``: ``Client``'s surface, awaited."""

    def __init__(
        self, base_url: str, api_key: str, *, timeout: float = 10.0, http: Optional[httpx.AsyncClient] = None
    ):
        self._http = http or httpx.AsyncClient(
            base_url=base_url, headers={"Authorization": f"Bearer {api_key}"}, timeout=timeout
        )

    async def _run(self, call: _Call[T]) -> T:
        response = await self._http.request(call.method, call.path, json=call.body, params=call.params)
        return _answer(response, call)

    async def aclose(self) -> None:
        await self._http.aclose()

    async def __aenter__(self) -> "AsyncClient":
        return self

    async def __aexit__(self, *exc: Any) -> None:
        await self.aclose()

    def user(self, user_id: str) -> "AsyncRemoteUser":
        return AsyncRemoteUser(self, user_id)

    async def users(self) -> List[str]:
        return await self._run(_Operations.users())

    async def add(self, messages: _mem0.Messages, *, user_id: str) -> Dict[str, Any]:
        user = self.user(user_id)
        session = await user.session()
        try:
            for speaker, text in _mem0.turns(messages):
                await session.observe(text, speaker=speaker)
        finally:
            report = await session.finish()
        return _mem0.added(report, await user.facts("all"))

    async def search(self, query: str, *, user_id: str, limit: int = 5) -> Dict[str, Any]:
        return _mem0.searched(await self.user(user_id).recall(query, max_facts=limit), user_id)

    async def get_all(self, *, user_id: str) -> Dict[str, Any]:
        return {"results": [_mem0.memory(f, user_id) for f in await self.user(user_id).facts()]}

    async def get(self, memory_id: str, *, user_id: str) -> Dict[str, Any]:
        return _mem0.memory((await self.user(user_id).history(memory_id)).fact, user_id)

    async def update(self, memory_id: str, data: str, *, user_id: str) -> Dict[str, Any]:
        done = await self.user(user_id).correct(memory_id, data)
        return {"message": "Memory updated", "statements": done.statements}

    async def delete(self, memory_id: str, *, user_id: str) -> Dict[str, Any]:
        await self.user(user_id).forget(fact=memory_id)
        return {"message": "Memory deleted"}

    async def delete_all(self, *, user_id: str) -> Dict[str, Any]:
        await self.user(user_id).forget(everything=True)
        return {"message": "Memories deleted"}

    async def history(self, memory_id: str, *, user_id: str) -> List[Dict[str, Any]]:
        return _mem0.history(await self.user(user_id).history(memory_id), user_id)


class AsyncRemoteSession:
    def __init__(self, client: AsyncClient, user: str, id: str):
        self._client, self._user, self.id = client, user, id

    async def observe(self, text: str, speaker: str = "user", at=None) -> Observed:
        return await self._client._run(_Operations.observe(self._user, self.id, text, speaker, _at(at)))

    async def recall(self, query: str, **budgets: Any) -> Context:
        return await self._client._run(_Operations.session_recall(self._user, self.id, recall_body(query, **budgets)))

    async def recall_text(self, query: str, **budgets: Any) -> str:
        return (await self.recall(query, **budgets)).text

    async def remember(self, text: str) -> List[str]:
        return await self._client._run(_Operations.session_remember(self._user, self.id, text))

    async def finish(self) -> FinishReport:
        return await self._client._run(_Operations.finish(self._user, self.id))


class AsyncRemoteUser:
    def __init__(self, client: AsyncClient, user_id: str):
        self._client, self.id = client, user_id

    async def session(self, id: Optional[str] = None) -> AsyncRemoteSession:
        opened = await self._client._run(_Operations.open_session(self.id, id))
        return AsyncRemoteSession(self._client, self.id, opened)

    async def recall(self, query: str, **budgets: Any) -> Context:
        return await self._client._run(_Operations.recall(self.id, recall_body(query, **budgets)))

    async def recall_text(self, query: str, **budgets: Any) -> str:
        return (await self.recall(query, **budgets)).text

    async def facts(self, status: str = "current") -> List[Fact]:
        return await self._client._run(_Operations.facts(self.id, status))

    async def history(self, fact_id: str) -> FactHistory:
        return await self._client._run(_Operations.history(self.id, fact_id))

    async def remember(self, text: str) -> Remembered:
        return await self._client._run(_Operations.remember(self.id, text))

    async def correct(self, fact_id: str, text: str) -> Remembered:
        return await self._client._run(_Operations.correct(self.id, fact_id, text))

    async def forget(self, *, fact=None, matching=None, episode=None, session=None, everything=False) -> Forgotten:
        what = _what(fact, matching, episode, session, everything)
        return await self._client._run(_Operations.forget(self.id, what))

    async def episodes(self, session: Optional[str] = None) -> List[Episode]:
        return await self._client._run(_Operations.episodes(self.id, session))

    async def memory_map(self) -> MemoryMap:
        return await self._client._run(_Operations.memory_map(self.id))

    async def export(self) -> Dict[str, str]:
        return await self._client._run(_Operations.export(self.id))

    async def import_files(self, files: Dict[str, str]) -> Imported:
        return await self._client._run(_Operations.import_files(self.id, files))

    async def erase(self) -> Erased:
        return await self._client._run(_Operations.erase(self.id))
