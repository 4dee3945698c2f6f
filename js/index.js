// Entry point of the LudoWidget front end (bundled by esbuild into ludo_widget/static/widget.js).
import { createView } from "./view.js";

export function render({ model, el }) {
  return createView({ model, el });
}

export default { render };
