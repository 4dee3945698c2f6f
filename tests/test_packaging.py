"""What `pip install ludo-widget` would get: the sdist holds the sources (the front end's too), the
wheel built from it holds every file the package reads, and that wheel works on its own."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
#: The front end's bundle: built (not committed), and in both archives.
BUNDLE = {"ludo_widget/static/widget.js", "ludo_widget/static/widget.css"}


def tracked() -> set[str]:
    """The files git has, or would take (new ones it does not ignore)."""
    out = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard"], cwd=REPO,
                         capture_output=True, text=True, check=True).stdout
    return {name for name in out.splitlines() if (REPO / name).exists()}


@pytest.fixture(scope="module")
def archives(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """The sdist, and the wheel built from it (as `python -m build` does)."""
    if not (REPO / ".git").exists() or shutil.which("git") is None:
        pytest.skip("needs a git checkout")
    if not all((REPO / name).exists() for name in BUNDLE):
        pytest.skip("the front end is not built (npm run build)")
    pytest.importorskip("build")
    out = tmp_path_factory.mktemp("dist")
    subprocess.run([sys.executable, "-m", "build", "--outdir", str(out), str(REPO)], check=True,
                   capture_output=True, timeout=600)
    return {"sdist": next(out.glob("*.tar.gz")), "wheel": next(out.glob("*.whl"))}


def test_the_sdist_holds_the_sources_and_nothing_else(archives):
    with tarfile.open(archives["sdist"]) as sdist:
        names = {name.split("/", 1)[1] for name in sdist.getnames() if "/" in name}
    files = {name for name in names if not any(other.startswith(name + "/") for other in names)}
    ours = tracked()
    assert ours - files == set(), "tracked files missing from the sdist"
    assert files - ours - BUNDLE == {"PKG-INFO"}, "files in the sdist that git ignores (caches?)"


def test_the_wheel_holds_every_file_the_package_reads(archives):
    with zipfile.ZipFile(archives["wheel"]) as wheel:
        names = set(wheel.namelist())
        entry_points = next(wheel.read(n).decode() for n in names if n.endswith("entry_points.txt"))
    package = {name for name in tracked() if name.startswith("ludo_widget/")}
    assert package | BUNDLE <= names
    assert {name for name in names if not name.startswith("ludo_widget-")} == package | BUNDLE
    assert "ludo-widget = ludo_widget.__main__:main" in entry_points


def test_the_wheel_works_installed_on_its_own(archives, tmp_path):
    """Installed into a fresh environment (its dependencies taken from this one), away from the checkout."""
    env = tmp_path / "env"
    subprocess.run([sys.executable, "-m", "venv", "--system-site-packages", str(env)], check=True, timeout=300)
    python = env / "bin" / "python"
    subprocess.run([python, "-m", "pip", "install", "-q", "--no-deps", "--no-index", str(archives["wheel"])],
                   check=True, capture_output=True, timeout=300)
    check = (
        "import pathlib, ludo_widget\n"
        "from ludo_widget import Game, LudoWidget\n"
        "from ludo_widget.players import get_player\n"
        "from ludo_widget.scenarios import list_scenarios\n"
        "here = pathlib.Path(ludo_widget.__file__).resolve()\n"
        f"assert pathlib.Path({str(env)!r}).resolve() in here.parents, here\n"
        "board = LudoWidget(players=('red', 'yellow'), seed=1)\n"
        "assert 'is not built' not in board._esm and len(board._esm) > 10000  # the bundle, not the stand-in\n"
        "assert len(list_scenarios()) >= 50\n"
        "game = Game(players=4, seed=3); game.roll(6)\n"
        "assert get_player('best', seed=1, compiled=False).choose(game) in game.legal_moves()\n"
        "print('ok')\n"
    )
    run = subprocess.run([python, "-c", check], cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert run.stdout.strip() == "ok", run.stderr[-2000:]
    command = subprocess.run([env / "bin" / "ludo-widget", "rules", "classic"], cwd=tmp_path,
                             capture_output=True, text=True, timeout=300)
    assert command.returncode == 0 and command.stdout.startswith("# classic"), command.stderr[-2000:]
