// Keyboard: r / space roll, m / Enter move the selected token, u undo, p pass, 1-4 select a token.

// Keys typed in these are theirs (a <summary> opens the "⋯ More" menu with Enter or Space).
const TYPING = new Set(["INPUT", "TEXTAREA", "SELECT", "BUTTON", "SUMMARY"]);

/** Handle a keydown on the widget. Returns true when the key was used. */
export function handleKey(event, actions) {
  const target = event.target || {};
  if (TYPING.has(target.tagName)) return false;
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  const onButton = target.getAttribute && target.getAttribute("role") === "button";
  const key = event.key;
  let used = true;
  if ((key === "r" || key === "R") || (key === " " && !onButton)) actions.roll();
  else if (key === "m" || key === "M" || (key === "Enter" && !onButton)) actions.move();
  else if (key === "u" || key === "U") actions.undo();
  else if (key === "p" || key === "P") actions.pass();
  else if (/^[1-4]$/.test(key)) actions.selectNth(Number(key) - 1);
  else used = false;
  if (used) {
    event.preventDefault();
    event.stopPropagation(); // keep JupyterLab's command-mode shortcuts (r = raw cell) out of it
  }
  return used;
}
