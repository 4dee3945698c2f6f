"""The layer contract in ``pyproject.toml`` ([tool.importlinter]) holds: the engine imports nothing
above it and nothing of Jupyter; players and scenarios import only the engine."""

from __future__ import annotations

import pathlib
import shutil
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent


def _lint_imports() -> list[str]:
    exe = shutil.which("lint-imports")
    if exe is None:
        pytest.fail("import-linter is missing: it is in the test extras (pip install -e '.[test]')")
    return [exe]


def test_layer_contracts_hold():
    """lint-imports keeps every contract (it exits non-zero on a broken one and names the import)."""
    out = subprocess.run(_lint_imports(), cwd=ROOT, capture_output=True, text=True, timeout=300,
                         env={"PYTHONPATH": str(ROOT), "PATH": str(pathlib.Path(sys.executable).parent)
                              + ":/usr/bin:/bin"})
    assert out.returncode == 0, out.stdout + out.stderr
    assert "broken" not in out.stdout.lower().replace("0 broken", ""), out.stdout


def test_a_broken_contract_is_caught(tmp_path):
    """The check can fail: an engine module importing the notebook layer breaks the first contract."""
    pkg = tmp_path / "ludo_widget"
    shutil.copytree(ROOT / "ludo_widget", pkg, ignore=shutil.ignore_patterns("static", "__pycache__"))
    (pkg / "engine" / "leak.py").write_text("from ludo_widget.notebook import widget  # noqa\n")
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    out = subprocess.run(_lint_imports(), cwd=tmp_path, capture_output=True, text=True, timeout=300,
                         env={"PYTHONPATH": str(tmp_path), "PATH": str(pathlib.Path(sys.executable).parent)
                              + ":/usr/bin:/bin"})
    assert out.returncode != 0
    assert "ludo_widget.engine.leak" in out.stdout
