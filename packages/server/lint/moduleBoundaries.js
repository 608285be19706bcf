import path from 'node:path';
import { moduleLayers } from './moduleLayers.js';

/**
 * ESLint rule `fanzone/module-boundaries`: the server's modules import each other downwards only
 * (`moduleLayers.js`), through each module's front door (`modules/<name>/index.ts`), and `platform/`
 * imports no module. Imports are relative with their `.ts` extension, so the target is known from
 * the path alone: no resolver, and the rule stays cheap on every file.
 */
const layerOf = new Map(moduleLayers.flatMap((names, layer) => names.map((name) => [name, layer])));

/** Where a file sits: in a module (its name), in platform/, or elsewhere in the server (the root). */
function placeOf(srcRoot, file) {
  const relative = path.relative(srcRoot, file).split(path.sep);
  if (relative[0] === '..') return undefined;
  if (relative[0] === 'modules' && relative.length > 2)
    return { kind: 'module', name: relative[1], inside: relative.slice(2).join('/') };
  if (relative[0] === 'platform') return { kind: 'platform' };
  return { kind: 'root' };
}

export const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Server modules import lower modules only, through their index.ts.' },
    schema: [],
    messages: {
      unknownModule:
        "Module '{{name}}' has no place in packages/server/lint/moduleLayers.js: give it its layer first.",
      internals:
        "'{{from}}' reaches into '{{to}}/{{inside}}': import what '{{to}}' offers from '../{{to}}/index.ts' (add it there if it should be public).",
      upwards:
        "'{{from}}' may not import '{{to}}': '{{to}}' sits {{where}} in the module order (packages/server/lint/moduleLayers.js, docs/ARCHITECTURE.md). Move the shared rule down, or let '{{to}}' listen for an event.",
      platform: "platform/ sits below every module and imports none ('{{to}}').",
    },
  },
  create(context) {
    const file = context.filename;
    const srcRoot = srcRootOf(file);
    if (!srcRoot) return {};
    const from = placeOf(srcRoot, file);
    if (!from) return {};
    if (from.kind === 'module' && !layerOf.has(from.name)) {
      return {
        Program(node) {
          context.report({ node, messageId: 'unknownModule', data: { name: from.name } });
        },
      };
    }
    function check(node, source) {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const to = placeOf(srcRoot, path.resolve(path.dirname(file), source.value));
      if (!to || to.kind !== 'module') return;
      if (from.kind === 'module' && from.name === to.name) return;
      if (from.kind === 'platform')
        return context.report({ node: source, messageId: 'platform', data: { to: to.name } });
      if (!layerOf.has(to.name))
        return context.report({ node: source, messageId: 'unknownModule', data: { name: to.name } });
      if (from.kind === 'module') {
        const fromLayer = layerOf.get(from.name);
        const toLayer = layerOf.get(to.name);
        if (toLayer >= fromLayer)
          return context.report({
            node: source,
            messageId: 'upwards',
            data: { from: from.name, to: to.name, where: toLayer === fromLayer ? 'beside it' : 'above it' },
          });
      }
      if (to.inside !== 'index.ts')
        context.report({
          node: source,
          messageId: 'internals',
          data: {
            from: from.kind === 'module' ? from.name : 'the server root',
            to: to.name,
            inside: to.inside,
          },
        });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : undefined),
    };
  },
};

/** The server's `src` folder above a file, if the file is in one. */
function srcRootOf(file) {
  const parts = file.split(path.sep);
  const at = parts.lastIndexOf('src');
  if (at < 1 || parts[at - 1] !== 'server') return undefined;
  return parts.slice(0, at + 1).join(path.sep);
}
