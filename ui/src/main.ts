// Entry point: mounts the app into index.html.
import { mount } from "svelte";
import App from "./App.svelte";
import "./app.css";
import { followSystem } from "./lib/theme";
import { startLanguage } from "./lib/i18n/index.svelte";
import { parseRoute } from "./lib/router";

followSystem();
// The screens' language before the first paint (a TV link keeps its own choice): its catalogue
// is fetched first when it is not English.
await startLanguage(parseRoute(window.location.hash).view === "tv" ? "tv" : "app");

const target = document.getElementById("app");
if (!target) throw new Error("index.html has no #app element");

export default mount(App, { target });
