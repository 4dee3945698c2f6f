"""How fast the board answers in a real browser, next to the bare page <-> kernel round trip.

Starts JupyterLab (127.0.0.1, free port, no token) and headless Chromium, shows a
LudoWidget with animation off and measures, inside the page with ``performance.now()``:

- ``ping``: a ``ping`` intent answered by a ``pong`` custom message (the bare round trip);
- ``roll``: a click on the die -> the new snapshot drawn (die face updated in the DOM),
  and -> the next animation frame after it (on screen);
- ``move``: a click on a token that can move (one click plays it) -> the token at rest on its
  new square, and -> the next animation frame.

Run: ``python benchmarks/browser_latency.py [--rounds 40]`` (after ``npm ci && npm run build``).
"""

from __future__ import annotations

import argparse
import json
import pathlib
import statistics
import sys
import time

REPO = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from tests.browser.lab import chromium, open_notebook, run_cell, running_lab  # noqa: E402

BENCH_JS = r"""
() => {
  const root = () => { const els = document.querySelectorAll('.ludo-widget'); return els[els.length - 1]; };
  const frame = () => new Promise((res, rej) => {
    const t = setTimeout(() => rej(new Error('no animation frame in 2 s')), 2000);
    requestAnimationFrame(() => { clearTimeout(t); res(performance.now()); });
  });
  function until(pred, timeoutMs = 10000) {
    return new Promise((resolve, reject) => {
      if (pred()) return resolve(performance.now());
      const obs = new MutationObserver(() => {
        if (pred()) { obs.disconnect(); clearTimeout(timer); resolve(performance.now()); }
      });
      const timer = setTimeout(() => { obs.disconnect(); reject(new Error('timed out')); }, timeoutMs);
      obs.observe(root(), { subtree: true, attributes: true, childList: true });
    });
  }
  const click = (el) => el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  const rev = () => +root().dataset.rev;
  window.__bench = {
    root, until, rev,
    async ping() { return await root().__ludo.ping(5000); },
    async roll() {
      const before = rev();
      const t0 = performance.now();
      click(root().querySelector('.ludo-die'));
      const t1 = await until(() => rev() > before);
      const t2 = await frame();
      return { dom: t1 - t0, frame: t2 - t0 };
    },
    async pass() {
      const btn = [...root().querySelectorAll('button')].find((b) => b.textContent.includes('Pass'));
      if (btn && !btn.hidden) { click(btn); await until(() => btn.hidden); }
    },
    async move() {
      const el = root().querySelector('.ludo-token.ludo-movable');
      if (!el) return null;
      const place = el.dataset.place;
      const before = rev();
      const t0 = performance.now();
      click(el);  // one click plays a token with one destination
      const t1 = await until(() => rev() > before && el.dataset.place !== place && !el.hasAttribute('data-moving'));
      const t2 = await frame();
      return { dom: t1 - t0, frame: t2 - t0 };
    },
  };
  return true;
}
"""


def summary(values: list[float]) -> dict[str, float]:
    values = sorted(values)
    return {
        "n": len(values),
        "median": round(statistics.median(values), 2),
        "p90": round(values[int(0.9 * (len(values) - 1))], 2),
        "mean": round(statistics.fmean(values), 2),
    }


def measure(rounds: int) -> dict:
    errors: list[str] = []
    with running_lab() as lab, chromium() as browser:
        page = open_notebook(browser, lab, "latency.ipynb", console_errors=errors)
        run_cell(page, "from ludo_widget import LudoWidget, Rules\n"
                       "board = LudoWidget(rules=Rules.preset('classic', single_outcome='tap'),"
                       " players=('red', 'yellow'), seed=12, animate=False)\nboard")
        page.wait_for_selector(".ludo-widget .ludo-die")
        page.evaluate(BENCH_JS)
        for _ in range(5):  # warm up the comm channel
            page.evaluate("() => window.__bench.ping()")
        pings, rolls, rolls_f, moves, moves_f = [], [], [], [], []
        for _ in range(rounds):
            pings.append(page.evaluate("() => window.__bench.ping()"))
        while len(rolls) < rounds or len(moves) < rounds // 2:
            page.evaluate("() => window.__bench.pass()")
            awaiting = page.evaluate("() => window.__bench.root().dataset.awaiting")
            if awaiting == "over":
                run_cell(page, "board.game = board.game.rematch()")
                time.sleep(0.2)
                continue
            if awaiting == "roll":
                r = page.evaluate("() => window.__bench.roll()")
                rolls.append(r["dom"])
                rolls_f.append(r["frame"])
            elif awaiting == "move":
                m = page.evaluate("() => window.__bench.move()")
                if m:
                    moves.append(m["dom"])
                    moves_f.append(m["frame"])
            if len(rolls) > rounds * 20:
                break
        if errors:
            raise SystemExit(f"console errors: {errors}")
    ping = summary(pings)
    out = {
        "ping": ping,
        "roll_dom": summary(rolls), "roll_frame": summary(rolls_f),
        "move_dom": summary(moves), "move_frame": summary(moves_f),
    }
    out["ratio_median"] = {k: round(out[k]["median"] / ping["median"], 2) for k in ("roll_dom", "roll_frame", "move_dom", "move_frame")}
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=40)
    args = parser.parse_args()
    result = measure(args.rounds)
    print(json.dumps(result, indent=2))
    print("\n| measure | median ms | p90 ms | mean ms | n | x ping (median) |")
    print("| --- | --- | --- | --- | --- | --- |")
    for key in ("ping", "roll_dom", "roll_frame", "move_dom", "move_frame"):
        s = result[key]
        ratio = "1.00" if key == "ping" else f"{result['ratio_median'][key]:.2f}"
        print(f"| {key} | {s['median']} | {s['p90']} | {s['mean']} | {s['n']} | {ratio} |")


if __name__ == "__main__":
    main()
