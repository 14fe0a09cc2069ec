import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";

const api = "http://localhost:3000";

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src",
      filename: "sw.ts",
      injectRegister: false,
      registerType: "autoUpdate",
      includeAssets: ["favicon.svg", "logo.svg", "icons/apple-touch-icon-180.png"],
      manifest: {
        name: "High Plains Mutual Insurance",
        short_name: "High Plains",
        description: "Auto, home, farm and ranch, business and life insurance from local agents of the High Plains.",
        start_url: "/360",
        scope: "/",
        display: "standalone",
        theme_color: "#1f4d2b",
        background_color: "#fbf8f1",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
          { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      injectManifest: {
        globPatterns: ["**/*.{js,css,html,svg,png,woff,woff2}", "images/*.jpg"],
      },
      devOptions: { enabled: false },
    }),
  ],
  server: {
    proxy: {
      "/api": api,
      "/auth": api,
      "/dev-idp": api,
      "/uploads": api,
    },
  },
  build: { target: "es2022", sourcemap: false },
});
