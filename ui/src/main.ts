// Entry point: mounts the app into index.html.
import { mount } from "svelte";
import App from "./App.svelte";
import "./app.css";
import { followSystem } from "./lib/theme";
import { startLanguage } from "./lib/i18n/index.svelte";
import { languageScope, parseRoute } from "./lib/router";

followSystem();
// The screens' language before the first paint (a TV link, a game's or a club night's, keeps its
// own choice): its catalogue is fetched first when it is not English.
await startLanguage(languageScope(parseRoute(window.location.hash)));

const target = document.getElementById("app");
if (!target) throw new Error("index.html has no #app element");

export default mount(App, { target });
