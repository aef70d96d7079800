// The visible text of the page a person reads, for the language checks (issue 25): run by
// WebDriver's `execute` (this file is the function's body) in Chromium (the server's l10n test)
// and in the real window (tests/e2e/l10n.rs). Answers the text nodes and the placeholders,
// labels and titles of what a person sees, without what a message was given (a player's name,
// between U+2068 and U+2069: the pseudo-locale isolates it) and, unless the first argument is
// true, without what Rust wrote (`data-l10n="rust"`). What a person does not see is left out:
// text for screen readers only, the inside of a closed <details> (bar its summary), hidden
// elements.
const [withRust] = arguments;
const out = [];
const seen = (e) => {
  if (!e || e.closest(".visually-hidden")) return false;
  if (!withRust && e.closest("[data-l10n=rust]")) return false;
  for (let d = e.closest("details"); d; d = d.parentElement && d.parentElement.closest("details")) {
    const summary = d.querySelector(":scope > summary");
    if (!d.open && !(summary && summary.contains(e))) return false;
  }
  if (e.checkVisibility && !e.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
  const b = e.getBoundingClientRect();
  return b.width > 1 && b.height > 1;
};
const own = (s) => s.replace(/\u2068[^\u2069]*\u2069/g, " ").replace(/\s+/g, " ").trim();
const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
for (let n = walk.nextNode(); n; n = walk.nextNode()) {
  if (n.parentElement && ["SCRIPT", "STYLE"].includes(n.parentElement.tagName)) continue;
  const text = own(n.textContent || "");
  if (text && seen(n.parentElement)) out.push(text);
}
for (const e of document.body.querySelectorAll("[placeholder], [aria-label], [title]")) {
  if (!seen(e)) continue;
  for (const a of ["placeholder", "aria-label", "title"]) {
    const text = own(e.getAttribute(a) || "");
    if (text) out.push(`${a}: ${text}`);
  }
}
return out;
