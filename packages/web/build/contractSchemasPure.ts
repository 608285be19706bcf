import type { Plugin } from 'vite';

/** The contract's own sources (not zod's, not the web's). */
export const contractSource = /[\\/]packages[\\/]contract[\\/]src[\\/](?!.*\.test\.ts$)/;

/**
 * The name the contract's zod binding gets in the web build, unique to it, so the tree-shaker may
 * treat every call made through it as pure (`manualPureFunctions`). It cannot be `z` itself: that
 * option matches a name in every module, and minified libraries have functions called `z` (marking
 * Preact's own `z` pure dropped its diff, and nothing rendered).
 */
export const contractZodName = 'contractZod';

/**
 * Renames `z` in the contract's modules (after TypeScript is stripped, so only value uses remain):
 * `import { z } from 'zod'` binds `contractZod`, and `z.object(…)` becomes `contractZod.object(…)`.
 * With that, a schema the first view never reads is dropped with zod itself.
 */
export function contractSchemasPure(): Plugin {
  return {
    name: 'fanzone-contract-schemas-pure',
    apply: 'build',
    transform(code, id) {
      if (!contractSource.test(id) || !/from\s*['"]zod['"]/.test(code)) return null;
      const renamed = code
        .replace(/import\s*\{\s*z\s*\}\s*from\s*(['"])zod\1/, `import { z as ${contractZodName} } from 'zod'`)
        .replace(/(?<![\w$.'"`])z\./g, `${contractZodName}.`);
      return { code: renamed, map: null };
    },
  };
}
