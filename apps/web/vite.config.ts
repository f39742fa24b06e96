import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: {
    conditions: ['source'],
    // `zod` (import exact) est résolu vers un module qui le règle en français au chargement (ADR 0260) : le morceau
    // d'entrée n'importe plus zod, et tout code qui s'en sert trouve la langue réglée.
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/app/zod-francais.ts', import.meta.url)) },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.PORT ?? 3000}`, changeOrigin: false } },
  },
  // Pas de source map dans la construction servie (issue 7 §1.7, ADR 0081) ; le serveur de développement de Vite
  // garde les siennes. Le manifeste sert à la vérification du budget de la page d'accueil (scripts/verifier-web.mjs,
  // ADR 0110).
  build: { outDir: 'dist', sourcemap: false, manifest: true, chunkSizeWarningLimit: 1500 },
});
