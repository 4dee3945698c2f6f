"""Contrast of every text on the board, measured in the page, in the light and dark themes.

axe-core may skip SVG text (token numbers, count badges, Power tiles, square numbers), so this
test measures it itself, and the HTML text too:

- the text's colour is its computed ``fill`` (SVG) or ``color`` (HTML), faded by its own and its
  ancestors' opacity;
- what it sits on is what the page draws there: the board is screenshot with every text hidden
  (the same layout), and the pixels of the middle half of each text's box are read; a text with a
  halo (a stroke painted under its fill, at least 15% of its size) sits on its halo's colour;
- a text a token stands on, or under the game-over card, is not measured (it cannot be read);
- the ratio kept for a text is the 10th percentile over those pixels (so one stray edge pixel does
  not decide), and must be at least 4.5:1, or 3:1 for large text (24 px, or 18.66 px bold), as
  WCAG 2 says. Disabled controls are exempt (WCAG's "inactive components").

The ring that marks a token that can move is checked as a graphic (WCAG 1.4.11, 3:1): its dark edge
against what lies just outside it (landing marks hidden too), for every movable token, yellow's on
yellow squares included; it must not pulse (so it is never fainter than measured).
"""

from __future__ import annotations

import io
import math

import pytest
from PIL import Image

from .lab import open_notebook, run_cell
from .test_board_look import set_theme, shot
from .test_lab import ARTIFACTS, root

pytestmark = [pytest.mark.browser, pytest.mark.timeout(400)]

#: A four-seat Power game with a pile (count badge), tiles, the ring's numbers written on the
#: squares, and yellow to move a 6: its tokens glow in its yard and on its start square.
SETUP = ("from ludo_widget import LudoWidget, Rules\n"
         "board = LudoWidget(rules=Rules.preset('online', power=True, turn_timer=0),"
         " players=('red', 'green', 'yellow', 'blue'), turn='yellow', seed=1, animate=False,"
         " positions={'red': [5, 5, 0, 0], 'green': [1, 20, 0, 0], 'yellow': [1, 0, 0, 0], 'blue': [1, 30, 0, 0]})\n"
         "board.numbers = 'ring'\n"
         "board.game.roll(6)\n"
         "board")

MEASURE = """(el) => {
    el.scrollIntoView({ block: 'start' });
    const origin = el.getBoundingClientRect();
    const rgba = (s) => { const m = (s || '').match(/rgba?\\(([^)]+)\\)/); if (!m) return null;
        const p = m[1].split(/[ ,/]+/).filter(Boolean).map(Number); return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1]; };
    const fade = (node) => { let a = 1; for (let n = node; n && n !== el.parentElement; n = n.parentElement)
        a *= Number(getComputedStyle(n).opacity); return a; };
    const rel = (r) => ({ x: r.left - origin.left, y: r.top - origin.top, w: r.width, h: r.height });
    const shown = (n) => n.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && n.getClientRects().length > 0;
    const inactive = (n) => !!n.closest(':disabled, [aria-disabled="true"]');
    // A text a token stands on (a tile's, a square's number), or under a card drawn over the board
    // (game over), cannot be read at all: not a contrast.
    const covered = (t) => { const r = t.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        if (!hit || !hit.closest('svg')) return true;
        const token = hit.closest('.ludo-token'); return !!token && !token.contains(t); };
    const items = [];
    for (const t of el.querySelectorAll('svg text')) {
        if (!t.textContent.trim() || !shown(t) || t.closest('.ludo-effects') || covered(t)) continue;
        const cs = getComputedStyle(t);
        const size = parseFloat(cs.fontSize) * t.getScreenCTM().a;
        const fill = rgba(cs.fill);
        const halo = cs.paintOrder.startsWith('stroke') && cs.stroke !== 'none' && parseFloat(cs.strokeWidth) >= 0.15 * parseFloat(cs.fontSize)
            ? rgba(cs.stroke) : null;
        items.push({ kind: 'svg', what: (t.closest('[class]').getAttribute('class') || '') + ' "' + t.textContent.trim() + '"',
            fg: fill, alpha: fill[3] * Number(cs.fillOpacity) * fade(t), px: size, bold: Number(cs.fontWeight) >= 700,
            halo, box: rel(t.getBoundingClientRect()) });
    }
    for (const n of el.querySelectorAll('*')) {
        if (n.closest('svg') || !shown(n) || inactive(n)) continue;
        const own = [...n.childNodes].some((c) => c.nodeType === 3 && c.textContent.trim());
        if (!own && n.tagName !== 'SELECT') continue;
        const cs = getComputedStyle(n);
        const fg = rgba(cs.color);
        items.push({ kind: 'html', what: n.tagName.toLowerCase() + '.' + (n.className || '') + ' "' + (n.textContent || '').trim().slice(0, 30) + '"',
            fg, alpha: fg[3] * fade(n), px: parseFloat(cs.fontSize), bold: Number(cs.fontWeight) >= 700, halo: null,
            box: rel(n.getBoundingClientRect()) });
    }
    const rings = [];
    for (const g of el.querySelectorAll('.ludo-token.ludo-movable')) {
        const edge = g.querySelector('.ludo-token-glow-edge');
        const m = edge.getScreenCTM();
        const cs = getComputedStyle(edge);
        const r = parseFloat(edge.getAttribute('r'));
        rings.push({ what: g.getAttribute('aria-label'), fg: rgba(cs.stroke), alpha: Number(cs.strokeOpacity) * fade(edge),
            animated: cs.animationName !== 'none', cx: m.e - origin.left, cy: m.f - origin.top,
            outer: (r + parseFloat(cs.strokeWidth) / 2 - 0.02) * m.a, spot: g.getAttribute('data-spot') });
    }
    return { items, rings, width: origin.width, height: origin.height, top: origin.top, bottom: origin.bottom, vh: innerHeight };
}"""

HIDE_TEXT = """() => { const s = document.createElement('style'); s.id = 'ludo-no-text';
    s.textContent = '.ludo-widget svg text, .ludo-token-glow, .ludo-token-glow-edge, .ludo-rings { visibility: hidden !important; }'
      + ' .ludo-widget, .ludo-widget * { color: transparent !important; -webkit-text-fill-color: transparent !important;'
      + ' text-shadow: none !important; }';
    document.head.appendChild(s); }"""


def luminance(rgb) -> float:
    def channel(c: float) -> float:
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ratio(a, b) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def over(fg, alpha: float, bg) -> tuple[float, float, float]:
    """``fg`` at ``alpha`` painted over ``bg``."""
    return tuple(alpha * f + (1 - alpha) * b for f, b in zip(fg[:3], bg[:3], strict=True))


def pixels(image: Image.Image, box: dict, keep: float = 0.5) -> list[tuple[int, int, int]]:
    """The pixels of the middle ``keep`` of ``box`` (both ways)."""
    x0, x1 = box["x"] + box["w"] * (1 - keep) / 2, box["x"] + box["w"] * (1 + keep) / 2
    y0, y1 = box["y"] + box["h"] * (1 - keep) / 2, box["y"] + box["h"] * (1 + keep) / 2
    xs = range(max(0, int(x0)), min(image.width, max(int(x0) + 1, round(x1))))
    ys = range(max(0, int(y0)), min(image.height, max(int(y0) + 1, round(y1))))
    return [image.getpixel((x, y)) for y in ys for x in xs]


def text_ratio(item: dict, image: Image.Image) -> float:
    """The 10th percentile of the text's contrast over what it sits on."""
    under = [tuple(item["halo"][:3])] if item["halo"] else pixels(image, item["box"])
    ratios = sorted(ratio(over(item["fg"], item["alpha"], bg), bg) for bg in under)
    return ratios[len(ratios) // 10]


def needed(item: dict) -> float:
    large = item["px"] >= 24 or (item["px"] >= 18.66 and item["bold"])
    return 3.0 if large else 4.5


def ring_ratio(ring: dict, image: Image.Image) -> float:
    """The contrast of a movable token's dark edge against what lies just outside it, all round:
    the 25th percentile of 48 points (a grid line or a neighbour's edge crossing it does not decide)."""
    ratios = []
    for i in range(48):
        a = 2 * math.pi * i / 48
        x, y = ring["cx"] + ring["outer"] * math.cos(a), ring["cy"] + ring["outer"] * math.sin(a)
        bg = image.getpixel((min(image.width - 1, max(0, round(x))), min(image.height - 1, max(0, round(y)))))
        ratios.append(ratio(over(ring["fg"], ring["alpha"], bg), bg))
    return sorted(ratios)[len(ratios) // 4]


def measure(page, menu: bool = False) -> tuple[list[tuple[float, float, str]], list[tuple[float, str, bool]]]:
    """(ratio, needed, what) of every text, and (ratio, what, animated) of every movable token's ring.
    ``menu``: open the "⋯ More" menu first (its items are text too)."""
    el = root(page).element_handle()
    if menu:
        root(page).locator("details.ludo-menu > summary").click()
        root(page).get_by_role("group", name="More controls").wait_for(state="visible")
    found = page.evaluate(MEASURE, el)
    assert found["top"] >= 0 and found["bottom"] <= found["vh"], "the whole board must be in the window"
    page.evaluate(HIDE_TEXT)
    try:
        png = page.screenshot(clip={"x": root(page).bounding_box()["x"], "y": found["top"],
                                    "width": found["width"], "height": found["height"]})
    finally:
        page.evaluate("() => document.getElementById('ludo-no-text').remove()")
    image = Image.open(io.BytesIO(png)).convert("RGB")
    texts = [(text_ratio(item, image), needed(item), f'{item["kind"]} {item["what"]}') for item in found["items"]]
    rings = [(ring_ratio(ring, image), ring["what"], ring["animated"]) for ring in found["rings"]]
    return texts, rings


def awaiting(page, what: str) -> None:
    page.wait_for_function("what => [...document.querySelectorAll('.ludo-widget')].pop().dataset.awaiting === what",
                           arg=what, timeout=30_000)


def check(texts, rings, name: str) -> None:
    low = [(round(r, 2), need, what) for r, need, what in texts if r < need]
    assert not low, f"{name}: text under the WCAG contrast: {low}"
    faint = [(round(r, 2), what) for r, what, _ in rings if r < 3.0]
    assert not faint, f"{name}: a movable token's ring is hard to see: {faint}"
    assert not any(animated for _, _, animated in rings)  # steady, so never fainter than measured
    for kind in ("svg", "html"):
        some = [t for t in texts if t[2].startswith(kind)]
        if some:
            print(f"{name}: {len(some)} {kind} texts, lowest {min(some)[0]:.2f}:1 ({min(some)[2]})")


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_every_text_on_the_board_has_enough_contrast(lab, browser, dark):
    """Four states: a roll to move (menu open), the next roll (Roll and the ready die), the New game
    dialog over the board, game over."""
    theme = "dark" if dark else "light"
    page = open_notebook(browser, lab, f"contrast-{theme}.ipynb", viewport={"width": 1700, "height": 1300})
    try:
        if dark:
            set_theme(page, dark=True)
        run_cell(page, SETUP)
        root(page).wait_for(state="visible")
        awaiting(page, "move")
        texts, rings = measure(page, menu=True)
        shot(page, f"board-contrast-{theme}")
        if not dark:   # yellow's movable tokens, close up: in the yard and on the start square
            root(page).locator('.ludo-yard-g[data-colour="yellow"]').screenshot(path=str(ARTIFACTS / "board-yellow-glow.png"))
        kinds = " ".join(what for _, _, what in texts)
        for part in ("ludo-token", "ludo-token-count", "ludo-tile", "ludo-numbers", "ludo-status", "ludo-seat-name",
                     "ludo-menu-item"):
            assert part in kinds, f"no {part} text was measured"
        yellow = [r for r, what, _ in rings if what.startswith("yellow")]
        assert len(yellow) >= 2, rings                # in the yard and on its start square
        check(texts, rings, f"{theme}, to move")
        print(f"{theme}: rings lowest {min(r for r, _, _ in rings):.2f}:1 over {len(rings)} tokens")

        run_cell(page, "board.game.move(0)")         # yellow's 6: yellow rolls again
        awaiting(page, "roll")
        texts, rings = measure(page)
        assert "ludo-primary" in " ".join(what for _, _, what in texts)   # the Roll button, enabled
        check(texts, rings, f"{theme}, to roll")

        root(page).get_by_role("button", name="New game", exact=True).click()
        root(page).get_by_role("dialog", name="New game").wait_for(state="visible")
        texts, rings = measure(page)
        assert "ludo-edition-about" in " ".join(what for _, _, what in texts)   # the editions' descriptions
        check(texts, rings, f"{theme}, new game")

        run_cell(page, "from ludo_widget import Game\n"
                       "board = LudoWidget(game=Game(players=('red', 'yellow'), positions={'red': [57, 57, 57, 55],"
                       " 'yellow': [10, 0, 0, 0]}, turn='red', seed=4), animate=False)\nboard.game.roll(2)\nboard")
        awaiting(page, "over")
        root(page).get_by_role("dialog", name="Game over").wait_for(state="visible")
        page.wait_for_timeout(500)                    # the card's pop-in is over
        texts, rings = measure(page)
        assert "ludo-ranking" in " ".join(what for _, _, what in texts) or "Rematch" in " ".join(w for _, _, w in texts)
        check(texts, rings, f"{theme}, game over")
        shot(page, f"board-contrast-{theme}-over")
    finally:
        if dark:
            set_theme(page, dark=False)
        page.close()
