import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** Text the server sends as files; images, video and fonts are compressed by their own formats. */
const compressibleFile = /\.(js|mjs|css|svg|json|webmanifest|txt|xml|map)$/;
/** Below this a compressed copy saves less than its own headers cost (and the server's threshold). */
const minimumBytes = 1024;

/**
 * Writes a brotli (`.br`, best quality) and a gzip (`.gz`, level 9) copy beside every text file of
 * the build, once, at build time: the server sends the copy the browser accepts (`@fastify/static`'s
 * `preCompressed`) and never compresses a file per request. Maximum quality costs seconds here and
 * nothing on the wire; a copy that is not smaller is not written.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  let serverBuild = false;
  return {
    name: 'fanzone-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      serverBuild = Boolean(config.build.ssr);
    },
    async writeBundle() {
      if (serverBuild) return; // the server's renderer is read from disk, never sent
      for (const file of filesUnder(outDir)) {
        if (!compressibleFile.test(file)) continue;
        const original = fs.readFileSync(file);
        if (original.length < minimumBytes) continue;
        const brotli = zlib.brotliCompressSync(original, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: original.length,
          },
        });
        const gzip = zlib.gzipSync(original, { level: zlib.constants.Z_BEST_COMPRESSION });
        if (brotli.length < original.length) fs.writeFileSync(`${file}.br`, brotli);
        if (gzip.length < original.length) fs.writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}

function filesUnder(directory: string): string[] {
  return fs
    .readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}
