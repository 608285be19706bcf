/**
 * `npm run build --workspace @fanzone/server`: the server's own code (and the contract's) as one
 * ES module, `dist/main.js`, which `npm start` and the browser journeys run with plain Node.
 *
 * Why: started through tsx, Node resolves and transforms the ~500 TypeScript files one by one in a
 * loader thread, about 1 s of CPU on a quiet machine and 5–8 s on a loaded one, at every start (an
 * operator's restart, each worker of `WORKERS`, each journey's server). esbuild is the same
 * transform tsx applies file by file, done once. Packages from node_modules stay outside the bundle
 * (Node loads them as it always did); the bundle runs inside the checkout, where its migrations,
 * demo clips and the web build are, so each file's `import.meta.url` keeps naming its own source.
 */
import { build, type Plugin } from 'esbuild';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bundleFile = path.join(serverRoot, 'dist', 'main.js');

/** Bare imports load from node_modules at run time, except our own workspace packages (TypeScript source). */
const packagesOutside: Plugin = {
  name: 'packages-outside',
  setup(bundler) {
    bundler.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@fanzone/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Each of our files' `import.meta.url` stays the address of its source file, not of the bundle. */
const ownAddresses: Plugin = {
  name: 'own-addresses',
  setup(bundler) {
    bundler.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await fs.readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const address = JSON.stringify(pathToFileURL(args.path).href);
      return { contents: source.replaceAll('import.meta.url', address), loader: 'ts' };
    });
  },
};

await build({
  entryPoints: [path.join(serverRoot, 'src', 'main.ts')],
  outfile: bundleFile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  plugins: [packagesOutside, ownAddresses],
  logLevel: 'warning',
});
