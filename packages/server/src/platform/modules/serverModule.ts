import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

/**
 * A server module as a Fastify plugin (ARCHITECTURE §4, "A module is a plugin"): its name, the
 * modules whose run-time services it uses (Fastify refuses to start when one of them was not
 * registered before it, naming both), and what it does once registered: build its stateful
 * services and close them with the app, register its routes, schedule its jobs. What it offers other
 * modules at run time it decorates the instance with, under its own name (`app.boards`, `app.posts`).
 * Not encapsulated: its routes and decorations belong to the whole app, as they did when app.ts
 * built them.
 */
export function serverModule(
  name: string,
  dependencies: readonly string[],
  register: (app: FastifyInstance) => Promise<void> | void,
) {
  return fastifyPlugin(
    async (app: FastifyInstance) => {
      await register(app);
    },
    { name, dependencies: [...dependencies], fastify: '5.x' },
  );
}
