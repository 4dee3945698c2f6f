// Keyboard focus on the board: redraws and disabled controls must not drop it on the page.
// The view draws; this keeps focus where a keyboard user can go on from.

/**
 * Watch `root` (the board) so focus survives redraws and controls going away.
 * `die` is the die's element (focus goes there when it can roll, else to `root`); `timers`
 * schedules the check after a change (the view's timers, cleared with the view).
 * Returns `keepFocus(draw)` (run a redraw, then put focus back on what had it), `fallback()`
 * (where focus goes now) and `stop()`.
 */
export function createFocusKeeper(root, die, timers) {
  /** Whether keyboard focus can stay on `el`: in the board, shown, enabled, reachable. */
  function usable(el) {
    return el.isConnected && root.contains(el) && el.getAttribute("tabindex") !== "-1" && !el.disabled
      && !el.closest("[hidden], [inert]");
  }
  /** Where focus goes when the control holding it goes away: the die when it can roll, else the board. */
  function fallback() {
    return die.getAttribute("aria-disabled") === "false" ? die : root;
  }
  function refocus(had) {
    const active = document.activeElement;
    if (active && active !== had && active !== root && root.contains(active)) return; // moved on purpose
    const target = usable(had) ? had : fallback();
    if (active !== target) target.focus({ preventScroll: true });
  }
  /** Redraws remove or move the focused element (a landing mark, a walking token): keep focus on the board. */
  function keepFocus(draw) {
    const had = root.contains(document.activeElement) ? document.activeElement : null;
    const out = draw();
    if (had) refocus(had);
    return out;
  }
  // Focus lost because the focused control was disabled, hidden or removed (by any panel, after a
  // click or a key) goes to the die or the board, so the keyboard keeps working. Focus the person
  // moved elsewhere themselves (the last control still usable) is left alone.
  let lastFocus = null;
  const onFocus = (e) => { lastFocus = e.target; };
  root.addEventListener("focusin", onFocus);
  function guardFocus() {
    const active = document.activeElement;
    const lost = !active || active === document.body ? lastFocus : root.contains(active) ? active : null;
    if (lost && lost !== root && !usable(lost)) fallback().focus({ preventScroll: true });
  }
  const watch = new MutationObserver(() => timers.setTimeout(guardFocus, 0));
  watch.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ["hidden", "disabled", "inert"] });
  return {
    keepFocus,
    fallback,
    stop() {
      watch.disconnect();
      root.removeEventListener("focusin", onFocus);
    },
  };
}
