"""The surface the embedded engine and the client share, run against both."""

import pytest

import memoir


def converse(user, *lines):
    with user.session() as session:
        for line in lines:
            session.observe(line)
            session.observe("Noted.", speaker="assistant")


def test_a_fact_said_in_one_session_is_recalled_in_the_next(backend, user_id):
    user = backend.user(user_id)
    converse(user, "I'm allergic to peanuts, by the way")
    context = user.recall("does the user have any allergies?")
    assert isinstance(context, memoir.Context)
    assert any("peanuts" in f.statement for f in context.facts)
    assert context.facts[0].standing == "settled"
    assert "peanuts" in context.text and context.text == str(context)
    assert user.recall_text("does the user have any allergies?") == context.text
    assert context.evidence and "peanuts" in context.evidence[0].excerpt


def test_within_a_session_what_was_just_said_is_recalled_hedged(backend, user_id):
    session = backend.user(user_id).session()
    observed = session.observe("my sister Ana plays the cello")
    assert observed.episode.startswith("ep-")
    context = session.recall("what does Ana play?")
    assert context.facts[0].standing == "provisional"
    assert "not yet confirmed" in context.facts[0].statement
    report = session.finish()
    assert report.created >= 1
    assert any(d.action == "fact_created" for d in report.decisions)


def test_a_move_supersedes_the_old_home_and_the_history_shows_both(backend, user_id):
    user = backend.user(user_id)
    converse(user, "I live in Leeds, it always rains")
    converse(user, "we finally moved, I live in Bristol now")
    current = [f.statement for f in user.facts()]
    assert "The user lives in Bristol." in current
    assert not any("Leeds" in s for s in current)
    bristol = next(f for f in user.facts() if "Bristol" in f.statement)
    history = user.history(bristol.id)
    assert [f.statement for f in history.replaced] == ["The user lives in Leeds."]
    assert history.replaced[0].status == "superseded"
    assert history.replaced[0].superseded_by == bristol.id
    statuses = {f.statement: f.status for f in user.facts("all")}
    assert statuses["The user lives in Leeds."] == "superseded"


def test_a_correction_replaces_the_fact_and_a_forget_removes_it_with_its_turns(backend, user_id):
    user = backend.user(user_id)
    converse(user, "I work as a nurse at the Royal Infirmary")
    job = next(f for f in user.facts() if f.attribute == "job")
    done = user.correct(job.id, "I'm a paramedic now")
    assert any("paramedic" in s for s in done.statements)
    jobs = [f.statement for f in user.facts() if f.attribute == "job"]
    assert jobs and all("nurse" not in s for s in jobs), jobs
    new_job = next(f for f in user.facts() if "paramedic" in f.statement)
    gone = user.forget(fact=new_job.id)
    assert new_job.id in gone.facts
    assert not any("paramedic" in f.statement for f in user.facts("all"))


def test_remember_is_durable_at_once_and_the_map_names_what_is_held(backend, user_id):
    user = backend.user(user_id)
    user.remember("my daughter's name is Priya")
    assert any("Priya" in f.statement for f in user.facts())
    mapped = user.memory_map()
    assert mapped.subjects and mapped.text


def test_an_export_read_into_another_user_brings_the_facts_along(backend, user_id):
    user = backend.user(user_id)
    converse(user, "I play the trumpet in a brass band")
    files = user.export()
    assert "facts.md" in files
    copy = backend.user(user_id + "-copy")
    imported = copy.import_files(files)
    assert imported.facts_added >= 1 and imported.errors == []
    assert any("trumpet" in f.statement for f in copy.facts())
    assert copy.episodes() and "trumpet" in copy.episodes()[0].text


def test_the_mem0_verbs_map_onto_facts(backend, user_id):
    added = backend.add(
        [
            {"role": "system", "content": "You are helpful."},
            {"role": "user", "content": "I'm vegetarian and I live in Porto"},
            {"role": "assistant", "content": "Good to know."},
        ],
        user_id=user_id,
    )
    events = {r["event"] for r in added["results"]}
    assert events == {"ADD"}, added
    found = backend.search("what does the user eat?", user_id=user_id)
    assert found["results"] and "vegetarian" in found["results"][0]["memory"]
    everything = backend.get_all(user_id=user_id)["results"]
    assert {"id", "memory", "user_id", "created_at"} <= set(everything[0])
    home = next(m for m in everything if "Porto" in m["memory"])
    assert backend.get(home["id"], user_id=user_id)["memory"] == home["memory"]

    moved = backend.add("I moved to Lisbon last month", user_id=user_id)
    assert "UPDATE" in {r["event"] for r in moved["results"]}, moved
    lisbon = next(m for m in backend.get_all(user_id=user_id)["results"] if "Lisbon" in m["memory"])
    versions = backend.history(lisbon["id"], user_id=user_id)
    assert [v["event"] for v in versions] == ["ADD", "UPDATE"]
    assert "Porto" in versions[1]["old_memory"] and "Lisbon" in versions[1]["new_memory"]

    backend.update(lisbon["id"], "I live in Braga now", user_id=user_id)
    assert any("Braga" in m["memory"] for m in backend.get_all(user_id=user_id)["results"])
    braga = next(m for m in backend.get_all(user_id=user_id)["results"] if "Braga" in m["memory"])
    backend.delete(braga["id"], user_id=user_id)
    assert not any("Braga" in m["memory"] for m in backend.get_all(user_id=user_id)["results"])
    backend.delete_all(user_id=user_id)
    assert backend.get_all(user_id=user_id)["results"] == []


def test_errors_are_exceptions_carrying_the_engines_message(backend, user_id):
    user = backend.user(user_id)
    converse(user, "I live in Leeds")
    with pytest.raises(memoir.NotFound):
        user.history("f-0000000000000000000000000000000a")
    with pytest.raises(memoir.NotFound):
        user.forget(fact="f-0000000000000000000000000000000a")
    with pytest.raises(memoir.InvalidInput, match="status"):
        user.facts("sideways")
    with pytest.raises(memoir.InvalidInput):
        user.forget(fact="f-1", session="s-1")
    with pytest.raises(memoir.MemoirError):
        backend.user("").recall("anything")
    # Nothing was lost on the way.
    assert any("Leeds" in f.statement for f in user.facts())
