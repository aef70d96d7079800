// JSON as text whatever the order of its objects' keys: what Rust answers (serde_json, keys in
// alphabetical order) and what the screens build (keys in the order written) compare equal.

/** `value` as JSON text, every object's keys sorted. */
export function jsonText(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}
