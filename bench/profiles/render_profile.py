"""cProfile of repeated renders of one session: what bench/profiles/render_cprofile.txt shows.

Run: .venv/bin/python bench/profiles/render_profile.py [TURNS] [RENDERS] (default 1000 300).
"""

from __future__ import annotations

import asyncio
import cProfile
import pstats
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from context_render import QUERY, _turns
from xihe.context.engine import ContextEngine
from xihe.core.settings import load_settings
from xihe.store.db import open_store


async def main(n: int, renders: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        url = f"sqlite+aiosqlite:///{tmp}/b.db"
        settings = load_settings(None, database_url=url, home=tmp + "/h")
        store = await open_store(settings.database_url)
        engine = ContextEngine(settings, store)
        session = (await engine.open_session("bench")).id
        await engine.sessions.append("bench", session, _turns(n))
        await engine.summarize("bench", session)
        await engine.warm()
        for _ in range(5):
            await engine.render("bench", session, QUERY, budget=4000)
        profile = cProfile.Profile()
        cpu, wall = time.process_time(), time.perf_counter()
        profile.enable()
        for _ in range(renders):
            await engine.render("bench", session, QUERY, budget=4000)
        profile.disable()
        print(
            f"per render wall {(time.perf_counter() - wall) / renders * 1000:.2f} ms "
            f"cpu {(time.process_time() - cpu) / renders * 1000:.2f} ms"
        )
        stats = pstats.Stats(profile)
        stats.sort_stats("cumulative").print_stats(45)
        stats.sort_stats("tottime").print_stats(25)
        await engine.close()
        await store.close()


if __name__ == "__main__":
    args = [int(a) for a in sys.argv[1:3]]
    asyncio.run(main(*(args + [1000, 300][len(args) :])))
