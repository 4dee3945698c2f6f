"""Fixtures for tests that drive JupyterLab in headless Chromium (marked ``browser``).

``lab`` is a JupyterLab server for the session; ``notebook_page`` opens a fresh notebook,
waits for its kernel and yields ``(page, console_errors)``. Cells run with
:func:`tests.browser.lab.run_cell`.
"""

from __future__ import annotations

import os
import shutil
import subprocess

import pytest

from .lab import CHROMIUM, REPO, chromium, open_notebook, running_lab

STATIC = REPO / "ludo_widget" / "static" / "widget.js"


def _missing(reason: str) -> None:
    """Skip on a developer's machine; fail in CI, where ./test installs everything."""
    if os.environ.get("CI"):
        pytest.fail(reason)
    pytest.skip(reason)


def _built() -> None:
    """Build the front end when a source under js/ is newer than the bundle."""
    sources = [p for p in (REPO / "js").glob("*") if p.suffix in (".js", ".css") and ".test." not in p.name]
    if STATIC.exists() and all(p.stat().st_mtime <= STATIC.stat().st_mtime for p in sources):
        return
    if not (REPO / "node_modules").exists() or not shutil.which("npm"):
        _missing("ludo_widget/static/widget.js is missing or stale: run `npm ci && npm run build`")
    subprocess.run(["npm", "run", "build"], cwd=REPO, check=True, timeout=120)


@pytest.fixture(scope="session")
def lab(tmp_path_factory):
    if not os.path.exists(CHROMIUM):
        _missing(f"no Chromium at {CHROMIUM}")
    _built()
    with running_lab(tmp_path_factory.mktemp("lab")) as server:
        yield server


@pytest.fixture(scope="session")
def browser(lab):
    with chromium() as b:
        yield b


@pytest.fixture
def notebook_page(lab, browser, request):
    errors: list[str] = []
    name = f"{request.node.name.replace('[', '_').replace(']', '')}.ipynb"
    page = open_notebook(browser, lab, name, console_errors=errors)
    try:
        yield page, errors
    finally:
        page.close()
