"""An agent loop with memory, in about twenty lines: before answering each
user turn, recall what memory holds for it; store both sides of the turn.
Replace `reply` with your model call, giving it `context.text`."""

import sys

from memoir import Memory


def reply(user_text: str, memory_text: str) -> str:
    return "Noted." if not memory_text else f"(answering with {memory_text.count(chr(10))} lines of memory)"


memory = Memory.open(sys.argv[1] if len(sys.argv) > 1 else ".memoir")
user = memory.user("demo")
sessions = [["I live in Leeds, it rains a lot"], ["we moved! I live in Bristol now", "where do I live?"]]
for turns in sessions:
    with user.session() as session:  # finished (reconciled into facts) on exit
        for text in turns:
            context = session.recall(text)  # what memory knows, before answering
            answer = reply(text, context.text)
            session.observe(text)
            session.observe(answer, speaker="assistant")
            print(f"user: {text}\nmemory:\n{context.text}assistant: {answer}\n")
print("Next time, memory says:\n" + user.recall("where does the user live?").text)
