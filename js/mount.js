// How an add-on beside the board (coach, inspector, editor, scenario player, replay bar) reads the
// model, sends intents and takes its place in the view rendered into `el`: written once here.
import { html } from "./dom.js";

/** The model's trait `name`, or `fallback` while it is unset or null. */
export function trait(model, name, fallback) {
  const value = model.get(name);
  return value === undefined || value === null ? fallback : value;
}

/** Send an intent stamped with the revision of the snapshot it was made on (Python drops a stale one). */
export function sendIntent(model, content) {
  model.send({ rev: trait(model, "snapshot", {}).rev ?? null, ...content });
}

/**
 * A `tag` element with `attrs` at the top of the side column of the view rendered in `el` (or in
 * `el` itself when there is no view), or right after the side's element matching `after` when
 * there is one, and a style sheet `css` for it. Returns the view's root, the panel, and `remove`,
 * which takes both away again.
 */
export function sidePanel(el, tag, attrs, css, after = null) {
  const root = el.querySelector(".ludo-widget") || el;
  const side = root.querySelector(".ludo-side") || root;
  const style = html("style", {}, root, css);
  const panel = html(tag, attrs);
  const before = after && side.querySelector(after);
  side.insertBefore(panel, before ? before.nextSibling : side.firstChild);
  return {
    root,
    panel,
    remove: () => {
      panel.remove();
      style.remove();
    },
  };
}

/** Call `render` now and after every change of the named traits; returns the function that stops it. */
export function follow(model, traits, render) {
  for (const name of traits) model.on(`change:${name}`, render);
  render();
  return () => {
    for (const name of traits) model.off(`change:${name}`, render);
  };
}
