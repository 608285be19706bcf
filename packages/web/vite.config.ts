import type { Plugin } from 'vite';
import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';
// The contract package itself is TypeScript that Node cannot load here; its limits file is plain data.
import { limits } from '../contract/src/limits.ts';
import { contractSchemasPure, contractSource, contractZodName } from './build/contractSchemasPure.ts';
import { inlineEntryStyles } from './build/inlineEntryStyles.ts';
import { precompress } from './build/precompress.ts';
import { scriptBudget } from './build/scriptBudget.ts';

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

/**
 * The server build's `react-i18next` is the library with a lighter `useTranslation`
 * (`src/i18n/serverTranslation.ts`, which re-exports the rest); the browser's build is untouched.
 */
function serverTranslationHook(): Plugin {
  const hook = here('./src/i18n/serverTranslation.ts');
  return {
    name: 'fanzone-server-translation',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'react-i18next' || importer === hook) return null;
      return hook;
    },
  };
}

/**
 * Two builds from one config: the browser's (`dist/`), and with `--ssr` the server's renderer of the
 * same components (`dist/ssr/renderPage.js`, contract `ServerRenderer`), with every dependency bundled
 * in so the server loads one file and `react` means Preact there too.
 */
export default defineConfig(({ isSsrBuild }) => ({
  // Preact runs the React components (react, react-dom and their jsx runtimes are aliased to
  // preact/compat): the same code and the same React types, at a tenth of react-dom's weight on the
  // wire, which is what keeps a visitor's first view under the contract's script budget (docs/DECISIONS.md).
  plugins: [
    preact(),
    contractSchemasPure(),
    accountPagesInDev(),
    inlineEntryStyles(),
    scriptBudget(limits.firstViewScriptBytes, here('./src/i18n/locales')),
    precompress(),
    ...(isSsrBuild ? [serverTranslationHook()] : []),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: false, ws: true },
      '/oidc': { target: apiOrigin, changeOrigin: false },
      '/uploads': { target: apiOrigin, changeOrigin: false },
    },
  },
  ssr: { noExternal: true },
  build: {
    outDir: isSsrBuild ? 'dist/ssr' : 'dist',
    // Which style sheets and chunks each page needs, read by the server renderer (`src/server/pageStyles.ts`).
    manifest: !isSsrBuild,
    emptyOutDir: true,
    target: isSsrBuild ? 'node20' : 'es2022',
    rolldownOptions: {
      onLog(level, log, handler) {
        // react-router calls React's useOptimistic only where it exists and falls back otherwise;
        // Preact has none, which the bundler would report on every build.
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
        handler(level, log);
      },
      input: (isSsrBuild
        ? { renderPage: here('./src/server/renderPage.tsx') }
        : { index: here('./index.html'), account: here('./account.html') }) as Record<string, string>,
      treeshake: {
        // The contract is declarative (ARCHITECTURE §2: no I/O). Its index re-exports the api modules, so
        // without this, importing `limits` or `paths` would put every zod schema (and zod, ~24 KB gzip)
        // into the forum's first view. The account pages still get zod: they validate with it.
        moduleSideEffects: (id: string) => !contractSource.test(id),
        manualPureFunctions: [contractZodName, 'endpoint', 'successEnvelope'],
      },
    },
  },
}));
