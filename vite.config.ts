import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiProxy = { "/api": "http://localhost:3000" };

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src/web", import.meta.url)),
      "@shared": fileURLToPath(new URL("./src/shared", import.meta.url)),
    },
  },
  build: {
    outDir: "dist/web",
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Everything the landing page imports up front ships as one file: gzipped apart, its ~35 small
        // modules' files cost ~10 KB more (each file compresses alone and names the others it imports).
        // Pages and what they alone use stay in their own chunks.
        codeSplitting: { groups: [{ name: "landing", tags: ["$initial"] }] },
      },
    },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
