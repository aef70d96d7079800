// Vite builds ui/dist for the app (embedded by `cargo build --features custom-protocol`);
// `npm run dev` serves it on build.devUrl for the webview. Vitest runs the UI tests.
import { defineConfig } from "vitest/config";
import { svelte } from "@sveltejs/vite-plugin-svelte";

export default defineConfig({
  plugins: [svelte()],
  clearScreen: false,
  server: { port: 5173, strictPort: true },
  build: { target: "safari15", outDir: "dist", emptyOutDir: true },
  resolve: process.env.VITEST ? { conditions: ["browser"] } : undefined,
  test: {
    environment: "happy-dom",
    include: ["src/**/*.test.ts"],
  },
});
