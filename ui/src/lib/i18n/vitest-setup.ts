// Vitest renders screens on their own, without App's loaders: their words beyond the first
// load are brought in first, as a loader does in the app (issue 28).
import { screenWords } from "./index.svelte";

await screenWords();

// findBy…/waitFor give a screen 1 s by default: beside the Rust compile of `make test` (both
// cores busy) a screen's update can take longer. A hang guard, as Vitest's testTimeout is.
import { configure } from "@testing-library/svelte";
configure({ asyncUtilTimeout: 10_000 });
