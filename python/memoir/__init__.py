"""memoir: long-term memory for conversational agents.

Two ways in, one surface:

- ``Memory`` runs the engine in this process (Rust, through PyO3)::

      from memoir import Memory
      memory = Memory.open(".memoir")          # or Memory.in_memory()
      user = memory.user("jordan")
      with user.session() as session:          # finished (reconciled) on exit
          session.observe("I moved to Bristol last month")
          print(session.recall("where does the user live?"))

- ``Client`` / ``AsyncClient`` talk to ``memoir serve`` with an API key, with
  the same methods and the same typed answers.

Both also take the mem0-style verbs (``add``, ``search``, ``get_all``, ``get``,
``update``, ``delete``, ``delete_all``, ``history``); ``memoir._mem0`` says
how they map onto memoir's facts and where the meaning differs.
"""

from ._embedded import Memory, Session, User
from ._memoir import InvalidInput, MemoirError, NotFound, __version__
from ._types import (
    Context,
    ContextFact,
    Decision,
    Episode,
    Erased,
    Evidence,
    Fact,
    FactHistory,
    FinishReport,
    Forgotten,
    Imported,
    MemoryMap,
    Observed,
    Remembered,
)
from .client import AsyncClient, Client

__all__ = [
    "AsyncClient",
    "Client",
    "Context",
    "ContextFact",
    "Decision",
    "Episode",
    "Erased",
    "Evidence",
    "Fact",
    "FactHistory",
    "FinishReport",
    "Forgotten",
    "Imported",
    "InvalidInput",
    "Memory",
    "MemoirError",
    "MemoryMap",
    "NotFound",
    "Observed",
    "Remembered",
    "Session",
    "User",
    "__version__",
]
