// Vitest renders screens on their own, without App's loaders: their words beyond the first
// load are brought in first, as a loader does in the app (issue 28).
import { screenWords } from "./index.svelte";

await screenWords();
