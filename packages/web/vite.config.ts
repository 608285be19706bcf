import type { Plugin } from 'vite';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';

/** The Fastify server of `npm run dev` (packages/server), which owns /api, the OIDC issuer and uploads. */
const apiOrigin = process.env.FANZONE_API_ORIGIN ?? 'http://localhost:3000';
const here = (file: string) => decodeURIComponent(new URL(file, import.meta.url).pathname);

/**
 * In production the server answers `/idp/*` with `account.html`; the dev server does the same so the
 * account provider pages can be worked on with hot reload.
 */
function accountPagesInDev(): Plugin {
  return {
    name: 'fanzone-account-pages',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url && /^\/idp(\/|$)/.test(req.url)) req.url = '/account.html';
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), accountPagesInDev(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: false, ws: true },
      '/oidc': { target: apiOrigin, changeOrigin: false },
      '/uploads': { target: apiOrigin, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      input: { index: here('./index.html'), account: here('./account.html') },
      treeshake: {
        // The contract is declarative (DESIGN.md §2: no I/O). Its index re-exports the api modules, so
        // without this, importing `limits` or `paths` would put every zod schema (and zod, ~24 KB gzip)
        // into the forum's first view. The account pages still get zod: they validate with it.
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]contract[\\/]src[\\/]/.test(id),
        manualPureFunctions: ['z', 'endpoint', 'successEnvelope'],
      },
    },
  },
});
