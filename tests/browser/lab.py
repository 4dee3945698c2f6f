"""Drive a real JupyterLab in headless Chromium: start a server, open a notebook, run cells.

Reusable by any browser test (the widget's, the tutorials'):

>>> with running_lab(root) as lab, chromium() as browser:        # doctest: +SKIP
...     page = open_notebook(browser, lab, "scratch.ipynb")
...     print(run_cell(page, "print(1 + 1)"))
2

Needs ``jupyterlab`` and ``playwright`` (Python) and a Chromium at ``/usr/bin/chromium``
(or ``$CHROMIUM``); nothing is downloaded.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import os
import pathlib
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

REPO = pathlib.Path(__file__).resolve().parents[2]
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-default-apps",
    "--disable-extensions", "--mute-audio",
]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@dataclass
class Lab:
    """A running JupyterLab server."""

    url: str
    root: pathlib.Path
    process: subprocess.Popen
    log_path: pathlib.Path
    notes: list[str] = field(default_factory=list)

    def log(self) -> str:
        return self.log_path.read_text(errors="replace")


@contextlib.contextmanager
def running_lab(root: pathlib.Path | None = None, timeout: float = 90) -> Iterator[Lab]:
    """Start ``jupyter lab`` on 127.0.0.1 at a free port, token off, serving ``root``; stop it after."""
    tmp = None
    if root is None:
        tmp = tempfile.TemporaryDirectory(prefix="ludo-lab-")
        root = pathlib.Path(tmp.name)
    root = pathlib.Path(root)
    port = free_port()
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO), env.get("PYTHONPATH", "")]))
    env.setdefault("JUPYTER_CONFIG_DIR", str(root / ".jupyter-config"))
    env["JUPYTER_RUNTIME_DIR"] = str(root / ".jupyter-runtime")
    env["PYDEVD_DISABLE_FILE_VALIDATION"] = "1"
    settings = root / ".lab-settings"
    (settings / "@jupyterlab" / "apputils-extension").mkdir(parents=True, exist_ok=True)
    (settings / "@jupyterlab" / "apputils-extension" / "notification.jupyterlab-settings").write_text(
        json.dumps({"fetchNews": "false", "checkForUpdates": False}))
    env["JUPYTERLAB_SETTINGS_DIR"] = str(settings)
    env["JUPYTERLAB_WORKSPACES_DIR"] = str(root / ".lab-workspaces")
    log_path = root / ".lab.log"
    cmd = [
        sys.executable, "-m", "jupyter", "lab", "--allow-root", "--no-browser",
        "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={port}", "--ServerApp.port_retries=0",
        f"--ServerApp.root_dir={root}", "--IdentityProvider.token=", "--ServerApp.password=",
        "--ServerApp.disable_check_xsrf=True", "--LabApp.expose_app_in_browser=True",
        "--LabApp.news_url=", "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
        "--LanguageServerManager.autodetect=False",
    ]
    with open(log_path, "wb") as log:
        proc = subprocess.Popen(cmd, cwd=root, env=env, stdout=log, stderr=subprocess.STDOUT,
                                start_new_session=True)
    url = f"http://127.0.0.1:{port}"
    lab = Lab(url, root, proc, log_path)
    try:
        deadline = time.monotonic() + timeout
        while True:
            if proc.poll() is not None:
                raise RuntimeError(f"jupyter lab exited early:\n{lab.log()[-3000:]}")
            try:
                with urllib.request.urlopen(f"{url}/api/status", timeout=2) as r:
                    if r.status == 200:
                        break
            except OSError:
                pass
            if time.monotonic() > deadline:
                raise TimeoutError(f"jupyter lab did not start in {timeout}s:\n{lab.log()[-3000:]}")
            time.sleep(0.3)
        yield lab
    finally:
        _stop(proc)
        if tmp is not None:
            tmp.cleanup()


def _stop(proc: subprocess.Popen) -> None:
    if proc.poll() is not None:
        return
    proc.terminate()
    try:
        proc.wait(timeout=15)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(timeout=5)


@contextlib.contextmanager
def chromium(headless: bool = True) -> Iterator[Any]:
    """A Playwright Chromium browser using the system Chromium."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=headless, args=CHROMIUM_ARGS, timeout=60_000)
        try:
            yield browser
        finally:
            browser.close()


def write_notebook(root: pathlib.Path, name: str, cells: list[str] | None = None) -> pathlib.Path:
    """Write a notebook (code cells, no outputs) into the lab's root."""
    nb = {
        "cells": [{"cell_type": "code", "execution_count": None, "id": f"c{i}", "metadata": {},
                   "outputs": [], "source": src} for i, src in enumerate(cells or [])],
        "metadata": {"kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"},
                     "language_info": {"name": "python"}},
        "nbformat": 4, "nbformat_minor": 5,
    }
    path = pathlib.Path(root) / name
    path.write_text(json.dumps(nb))
    return path


def open_notebook(browser: Any, lab: Lab, name: str, *, viewport: dict | None = None,
                  console_errors: list[str] | None = None, timeout: float = 90) -> Any:
    """Open ``name`` (relative to the lab root) in a new page and wait for its kernel to be Idle.

    Console errors and page errors are appended to ``console_errors`` when given.
    """
    if not (lab.root / name).exists():
        write_notebook(lab.root, name)
    page = browser.new_page(viewport=viewport or {"width": 1400, "height": 1000})
    page.set_default_timeout(30_000)
    if console_errors is not None:
        page.on("console", lambda m: console_errors.append(f"console.{m.type}: {m.text}") if m.type == "error" else None)
        page.on("pageerror", lambda e: console_errors.append(f"pageerror: {e}"))
    # A workspace of its own, so pages opened one after another never restore each other's notebooks.
    workspace = f"w{next(_WORKSPACES)}-{os.getpid()}"
    page.goto(f"{lab.url}/lab/workspaces/{workspace}/tree/{name}?reset", timeout=timeout * 1000)
    wait_for_idle(page, timeout)
    page.evaluate("name => { window.__ludoNotebook = name; }", name)
    return page


def wait_for_idle(page: Any, timeout: float = 90) -> None:
    """Wait until the status bar shows the notebook's kernel as Idle."""
    page.wait_for_function(
        """() => {
            const bar = document.querySelector('#jp-main-statusbar');
            return !!bar && bar.textContent.includes('| Idle') && !!window.jupyterapp;
        }""",
        timeout=timeout * 1000,
    )


_RUN_IDS = itertools.count(1)
_WORKSPACES = itertools.count(1)


def kernel_json(page: Any, expression: str, timeout: float = 60) -> Any:
    """Evaluate a Python expression in the notebook's kernel and return its value (through JSON)."""
    out = run_cell(page, f"import json as _json; print(_json.dumps({expression}))", timeout)
    return json.loads(out.strip().splitlines()[-1])


def run_cell(page: Any, code: str, timeout: float = 60) -> str:
    """Append a code cell to the open notebook, run it, wait for it to finish and return its output text."""
    run_id = next(_RUN_IDS)
    started = page.evaluate(
        """([code, id]) => {
            const app = window.jupyterapp;
            const wanted = window.__ludoNotebook;
            let panel = app.shell.currentWidget;
            if (wanted) {
                for (const w of app.shell.widgets('main')) {
                    if (w.context && w.context.path === wanted) { panel = w; app.shell.activateById(w.id); }
                }
            }
            if (!panel || !panel.content || !panel.sessionContext) return "no notebook is open";
            const nb = panel.content;
            nb.activeCellIndex = nb.widgets.length - 1;
            nb.deselectAll();
            window.__ludoRuns = window.__ludoRuns || {};
            const run = { done: false, error: null, index: -1, notebook: nb };
            window.__ludoRuns[id] = run;
            Promise.resolve(app.commands.execute('notebook:insert-cell-below')).then(() => {
                const cell = nb.activeCell;
                run.index = nb.widgets.indexOf(cell);
                cell.model.sharedModel.setSource(code);
                return app.commands.execute('notebook:run-cell');
            }).then(() => { run.done = true; }, (e) => { run.error = String(e); run.done = true; });
            return "ok";
        }""",
        [code, run_id],
    )
    if started != "ok":
        raise RuntimeError(started)
    page.wait_for_function("id => window.__ludoRuns[id] && window.__ludoRuns[id].done", arg=run_id,
                           timeout=timeout * 1000)
    result = page.evaluate(
        """id => {
            const run = window.__ludoRuns[id];
            const nb = run.notebook;
            const cell = nb.widgets[run.index];
            const model = cell.model.outputs;
            const texts = [];
            for (let i = 0; i < model.length; i += 1) {
                const out = model.get(i).toJSON();
                if (out.output_type === 'stream') texts.push([].concat(out.text).join(''));
                else if (out.output_type === 'error') texts.push(`${out.ename}: ${out.evalue}`);
                else if (out.data && out.data['text/plain'] && !out.data['application/vnd.jupyter.widget-view+json'])
                    texts.push([].concat(out.data['text/plain']).join(''));
            }
            return { error: run.error, text: texts.join(''), failed: texts.length > 0 &&
                     [...Array(model.length).keys()].some(i => model.get(i).type === 'error') };
        }""",
        run_id,
    )
    if result["error"]:
        raise RuntimeError(f"running the cell failed in the page: {result['error']}")
    if result["failed"]:
        raise AssertionError(f"the cell raised:\n{code}\n---\n{result['text']}")
    return result["text"]


def cell_node(page: Any, index: int = -1) -> Any:
    """A locator for the output area of cell ``index`` (default: the last cell)."""
    cells = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook .jp-Cell")
    return cells.nth(index) if index >= 0 else cells.last
