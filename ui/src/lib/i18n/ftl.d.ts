// A catalogue's parts as text (vite.config.ts cuts them; see parts.ts).
declare module "*.ftl?first" {
  const source: string;
  export default source;
}
declare module "*.ftl?later" {
  const source: string;
  export default source;
}
