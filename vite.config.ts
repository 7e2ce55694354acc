import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The buyer pages (pay links, receipts, invoices) are the server's too, so links copied under `vite dev` open.
const apiProxy = { "/api": "http://localhost:3000", "/shop/": "http://localhost:3000" };
/** The server-state cache, the typed API client and what reading an answer needs. */
const serverDataModules =
  /node_modules[\\/](@tanstack|hono)[\\/]|src[\\/]web[\\/]lib[\\/](api-client|api-error|error-catalog|query-client|plan-period|auth[\\/]use-me)\./;

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
        // Pages and what they alone use stay in their own chunks, but two sets every signed-in page needs
        // go in one file each: left to the automatic split, the icons and the query, client and API-error
        // code came as some twenty files of 1-4 KB, and on a phone's connection each file is a round trip
        // before the page can show (the dashboard's Lighthouse LCP 3.2 s with them, 2.8 s without).
        codeSplitting: {
          groups: [
            { name: "landing", tags: ["$initial"], priority: 2 },
            { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, priority: 1 },
            { name: "server-data", test: serverDataModules, priority: 1 },
          ],
        },
      },
    },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
