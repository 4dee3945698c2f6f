"""``simulate`` on a real Dask cluster: a ``LocalCluster`` with two worker processes on
127.0.0.1 plays the same table as serial play, on the compiled path and on the Python engine.

The workers import ``ludo_widget`` from this checkout (``PYTHONPATH``), as the browser tests do.
"""

from __future__ import annotations

import os
import pathlib

import pytest

from ludo_widget.simulate import simulate

distributed = pytest.importorskip("distributed")

ROOT = pathlib.Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def client():
    old = os.environ.get("PYTHONPATH")
    os.environ["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), old) if p)
    try:
        with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                                      dashboard_address=None, worker_dashboard_address=None,
                                      timeout=120) as cluster:
            with distributed.Client(cluster, timeout=120) as c:
                c.wait_for_workers(2, timeout=120)
                yield c
    finally:
        if old is None:
            os.environ.pop("PYTHONPATH", None)
        else:
            os.environ["PYTHONPATH"] = old


@pytest.mark.timeout(600)
def test_the_compiled_path_on_two_workers_gives_the_serial_table(client):
    args = dict(games=400, seed=9, strategies=["heuristic", "random", "random", "random"], rotate=True,
                progress=False)
    serial = simulate("classic", 4, workers=1, **args)  # compiles here first: the workers load the cache
    assert serial.engine == "compiled"
    spread = simulate("classic", 4, executor=client.get_executor(), chunksize=50, **args)
    assert spread.engine == "compiled"
    assert spread.rows == serial.rows
    assert len(client.scheduler_info()["workers"]) == 2


@pytest.mark.timeout(600)
def test_the_python_engine_on_two_workers_gives_the_serial_table(client):
    args = dict(games=30, seed=10, strategies=["expectimax", "random"], rotate=True, progress=False)
    from functools import partial

    from ludo_widget.players import ExpectimaxPlayer

    args["strategies"] = [partial(ExpectimaxPlayer, depth=1, budget=None), "random"]
    serial = simulate("dashain", 2, workers=1, **args)
    spread = simulate("dashain", 2, executor=client.get_executor(), chunksize=5, **args)
    assert spread.engine == serial.engine == "python"
    assert spread.rows == serial.rows
