"""The asyncio client against a real memoir serve."""

import asyncio

import memoir


def test_the_async_client_has_the_same_surface(server, user_id):
    url, key = server

    async def run():
        async with memoir.AsyncClient(url, key) as client:
            user = client.user(user_id)
            session = await user.session()
            await session.observe("I live in Leeds")
            context = await session.recall("where does the user live?")
            assert context.facts[0].standing == "provisional"
            await session.finish()
            await client.add("we moved, I live in York now", user_id=user_id)
            facts = await user.facts()
            assert any("York" in f.statement for f in facts)
            york = next(f for f in facts if "York" in f.statement)
            history = await user.history(york.id)
            assert "Leeds" in history.replaced[0].statement
            found = await client.search("where does the user live?", user_id=user_id)
            assert "York" in found["results"][0]["memory"]
            assert user_id in await client.users()

    asyncio.run(run())
