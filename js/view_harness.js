// Test helper (not bundled): mounts the whole view on a fake model in jsdom, and unmounts it.
import { afterEach, vi } from "vitest";
import { createView } from "./view.js";
import { createFakeModel } from "./fake_model.js";
import { LAYOUT, snapshot } from "./fixtures.js";

/** The traits a freshly built widget sends, overridden by `traits`. */
export function widgetTraits(traits = {}) {
  return {
    geometry: LAYOUT,
    snapshot: snapshot(),
    message: "",
    computer: {},
    animate: false,
    speed: 1,
    selected: [],
    pending_pass: "",
    view: "board",
    autopilot: [],
    editions: { presets: { classic: snapshot().rules }, choices: {}, players: ["random"] },
    ...traits,
  };
}

let mounted = [];

/** Mount a view; `q(selector)` and `byLabel(aria-label)` find things in it. */
export function mountView(traits = {}) {
  const model = createFakeModel(widgetTraits(traits));
  const el = document.createElement("div");
  document.body.appendChild(el);
  const unmount = createView({ model, el });
  let done = false;
  const cleanup = () => { if (!done) { done = true; unmount(); } };  // a test may unmount first
  mounted.push(cleanup);
  const q = (sel) => el.querySelector(sel);
  const byLabel = (label) => el.querySelector(`[aria-label="${label}"]`);
  return { model, el, cleanup, q, byLabel };
}

// Every test file that mounts views starts each test on an empty page with real timers.
afterEach(() => {
  for (const cleanup of mounted) cleanup();
  mounted = [];
  document.body.textContent = "";
  vi.useRealTimers();
});
