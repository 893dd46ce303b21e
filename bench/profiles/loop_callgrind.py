"""Instructions per loop step, steady on a shared machine (callgrind counts, not seconds).

    valgrind --tool=callgrind --callgrind-out-file=/tmp/cg0 .venv/bin/python \
        bench/profiles/loop_callgrind.py 0
    valgrind --tool=callgrind --callgrind-out-file=/tmp/cg4 .venv/bin/python \
        bench/profiles/loop_callgrind.py 4

(I refs of the second − I refs of the first) / 1,344 is the cost of one step: the second run
adds 4 × 16 concurrent runs × 21 steps on SQLite WAL to the same start-up and warm-up.
Results are in loop_instructions.txt.
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from loop_overhead import _concurrent, _open


async def main(rounds: int) -> None:
    rt = await _open(f"sqlite+aiosqlite:///{Path(tempfile.mkdtemp()) / 'b.db'}", None, False)
    await _concurrent(rt, 2, 16)
    if rounds:
        await _concurrent(rt, rounds, 16)
    await rt.close()


if __name__ == "__main__":
    asyncio.run(main(int(sys.argv[1])))
