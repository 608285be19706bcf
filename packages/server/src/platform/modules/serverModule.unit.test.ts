import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { listeners, port } from './ports.ts';
import { serverModule } from './serverModule.ts';

describe('a server module', () => {
  const lower = serverModule('lower', [], (app) => {
    app.decorate('lowerThing', 'made by lower');
  });
  const upper = serverModule('upper', ['lower'], () => undefined);

  it('registers after the modules it depends on, and its decorations reach the whole app', async () => {
    const app = Fastify();
    await app.register(lower);
    await app.register(upper);
    await app.ready();
    expect((app as unknown as { lowerThing: string }).lowerThing).toBe('made by lower');
    await app.close();
  });

  it('refuses to start without a module it depends on, naming both', async () => {
    const app = Fastify();
    await expect(app.register(upper)).rejects.toThrow(/upper.*lower|lower.*upper/);
    await app.close().catch(() => undefined);
  });
});

describe('ports and listeners between modules', () => {
  it('answers what the higher module filled, and says which port was never filled', () => {
    const standing = port<number>('the answer (a higher module)');
    expect(() => standing.get()).toThrow('the answer (a higher module) was never provided');
    standing.fill(42);
    expect(standing.get()).toBe(42);
    expect(() => standing.fill(43)).toThrow('provided twice');
  });

  it('tells every listener in turn, each awaited, and lets a refusal through', async () => {
    const told: string[] = [];
    const changed = listeners<[name: string]>();
    changed.listen(async (name) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      told.push(`first ${name}`);
    });
    changed.listen((name) => {
      told.push(`second ${name}`);
    });
    await changed.tell('x');
    expect(told).toEqual(['first x', 'second x']);
    changed.listen(() => {
      throw new Error('refused');
    });
    await expect(changed.tell('y')).rejects.toThrow('refused');
  });
});
