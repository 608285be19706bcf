import { describe, expect, it } from 'vitest';
import { identityApi, messagesApi, siteApi } from '@fanzone/contract';
import { identityEndpoints, messagesEndpoints, siteEndpoints } from './endpoints.ts';

describe('local endpoint mirror', () => {
  const pairs = [
    ['identity', identityEndpoints, identityApi],
    ['site', siteEndpoints, siteApi],
    ['messages', messagesEndpoints, messagesApi],
  ] as const;

  for (const [domain, local, contract] of pairs) {
    it(`${domain}: every method and path equals the contract's`, () => {
      for (const [name, endpoint] of Object.entries(local)) {
        const declared = (contract as Record<string, { method: string; path: string }>)[name];
        expect({ name, method: endpoint.method, path: endpoint.path }).toEqual({
          name,
          method: declared?.method,
          path: declared?.path,
        });
      }
    });
  }
});
