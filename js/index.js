// Entry point of the LudoWidget front end (bundled by esbuild into ludo_widget/static/widget.js).
import { createView } from "./view.js";
import { mountScenario } from "./scenario.js";
import { mountReplay } from "./replay.js";
import { mountInspector } from "./inspector.js";
import { mountEditor } from "./editor.js";
import { mountCoach } from "./coach.js";
import { mountReview } from "./review.js";

export function render({ model, el }) {
  const cleanupView = createView({ model, el });
  const cleanupScenario = mountScenario({ model, el });
  const cleanupReplay = mountReplay({ model, el });
  const cleanupInspector = mountInspector({ model, el });
  const cleanupEditor = mountEditor({ model, el });
  const cleanupCoach = mountCoach({ model, el });
  const cleanupReview = mountReview({ model, el });
  return () => {
    cleanupReview();
    cleanupCoach();
    cleanupEditor();
    cleanupInspector();
    cleanupReplay();
    cleanupScenario();
    if (typeof cleanupView === "function") cleanupView();
  };
}

export default { render };
