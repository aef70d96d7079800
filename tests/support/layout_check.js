// What a person would find cut or overlapping on the page as it stands (issue 27): run by
// WebDriver's `execute` (this file is the function's body), in Chromium (the server's a11y
// test) and in the real window (tests/e2e/a11y.rs). Answers one line per problem:
// - "cut": an element that hides what overflows it (overflow hidden or clip, or an ellipsis)
//   and whose content is wider (or, hidden vertically, taller) than its box: text a person
//   cannot read whole. Form fields scroll their own text and are left out.
// - "outside the window": text past the window's left or right side.
// - "overlap": two visible controls (buttons, fields, links) whose boxes intersect. Controls in
//   different layers (the sticky top bar, the docked Save, which content scrolls under on
//   purpose) are not compared with each other.
// What a person does not see is not measured: text for screen readers only
// (`.visually-hidden`), the inside of a closed <details> (bar its summary), hidden elements.
const seen = (e) => {
  if (e.closest(".visually-hidden")) return false;
  for (let d = e.closest("details"); d; d = d.parentElement && d.parentElement.closest("details")) {
    const summary = d.querySelector(":scope > summary");
    if (!d.open && !(summary && summary.contains(e))) return false;
  }
  const shown = { opacityProperty: true, visibilityProperty: true, checkOpacity: true, checkVisibilityCSS: true };
  if (e.checkVisibility && !e.checkVisibility(shown)) return false;
  const b = e.getBoundingClientRect();
  return b.width > 1 && b.height > 1;
};
const describe = (e) => {
  const id = e.dataset && e.dataset.testid ? `[data-testid=${e.dataset.testid}]` : "";
  const cls = typeof e.className === "string" && e.className.trim() ? `.${e.className.trim().split(/\s+/).join(".")}` : "";
  const text = (e.textContent || e.value || "").replace(/\s+/g, " ").trim().slice(0, 50);
  return `<${e.tagName.toLowerCase()}${id}${cls}> "${text}"`;
};
const out = [];
const fields = new Set(["INPUT", "TEXTAREA", "SELECT"]);
for (const e of document.body.querySelectorAll("*")) {
  if (fields.has(e.tagName) || e instanceof SVGElement || !seen(e)) continue;
  const st = getComputedStyle(e);
  const hides = (o) => o === "hidden" || o === "clip";
  if ((hides(st.overflowX) || st.textOverflow === "ellipsis") && e.scrollWidth > e.clientWidth + 1) {
    out.push(`cut: ${describe(e)} is ${e.scrollWidth} px wide in ${e.clientWidth}`);
  } else if (hides(st.overflowY) && e.scrollHeight > e.clientHeight + 1) {
    out.push(`cut: ${describe(e)} is ${e.scrollHeight} px high in ${e.clientHeight}`);
  }
}
// Text or a control past the window's sides, which no one can scroll to (a scrolling box,
// such as the history's table, is a way to reach it: left out).
// The window's width in CSS px is the caller's first argument: a phone's browser widens its
// layout viewport to fit a page that is too wide, so the page's own measures would move along.
const width = Math.min(document.documentElement.clientWidth, arguments[0] || Infinity);
const scrolls = (e) => {
  for (let a = e.parentElement; a && a !== document.documentElement; a = a.parentElement) {
    const o = getComputedStyle(a).overflowX;
    if (o === "auto" || o === "scroll") return true;
  }
  return false;
};
for (const e of document.body.querySelectorAll("*")) {
  const text = [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim() !== "");
  if (!text || !seen(e) || scrolls(e)) continue;
  const b = e.getBoundingClientRect();
  if (b.right > width + 1 || b.left < -1) {
    out.push(`outside the window: ${describe(e)} spans ${Math.round(b.left)} to ${Math.round(b.right)} px of ${width}`);
  }
}
const layer = (e) => {
  for (let a = e; a; a = a.parentElement) {
    const p = getComputedStyle(a).position;
    if (p === "fixed" || p === "sticky") return a;
  }
  return null;
};
const controls = [...document.querySelectorAll('button, input:not([type="hidden"]), select, textarea, a[href]')]
  .filter(seen)
  .map((e) => ({ e, b: e.getBoundingClientRect(), layer: layer(e) }));
for (let i = 0; i < controls.length; i++) {
  for (let j = i + 1; j < controls.length; j++) {
    const p = controls[i];
    const q = controls[j];
    if (p.layer !== q.layer || p.e.contains(q.e) || q.e.contains(p.e)) continue;
    const w = Math.min(p.b.right, q.b.right) - Math.max(p.b.left, q.b.left);
    const h = Math.min(p.b.bottom, q.b.bottom) - Math.max(p.b.top, q.b.top);
    if (w > 1 && h > 1) out.push(`overlap: ${describe(p.e)} and ${describe(q.e)} (${Math.round(w)}×${Math.round(h)} px)`);
  }
}
return out;
