// Entry point: mounts the app into index.html.
import { mount } from "svelte";
import App from "./App.svelte";
import "./app.css";
import { followSystem } from "./lib/theme";

followSystem();

const target = document.getElementById("app");
if (!target) throw new Error("index.html has no #app element");

export default mount(App, { target });
