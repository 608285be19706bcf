import { isStorableText } from '@fanzone/contract';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import {
  consumePayload,
  destroyPayload,
  findPayload,
  revokeGrantPayloads,
  upsertPayload,
} from './provider.queries.ts';

/**
 * oidc-provider's storage in PostgreSQL, so logins survive restarts and work across app nodes
 * (its default adapter keeps everything in one process's memory).
 */
export function postgresAdapterFor(db: Db, clock: Clock) {
  return class PostgresAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      await upsertPayload(db, {
        model: this.model,
        id,
        payload: payload as Record<string, unknown>,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(clock.now().getTime() + expiresIn * 1000) : null,
      });
    }

    async find(id: string) {
      return this.lookUp('id', id);
    }

    async findByUserCode(userCode: string) {
      return this.lookUp('userCode', userCode);
    }

    async findByUid(uid: string) {
      return this.lookUp('uid', uid);
    }

    /**
     * Lookups take whatever a browser sent (`client_id=%00…`): a key PostgreSQL could never have
     * stored is simply not found, so the provider answers its own "invalid client" error, not a 500.
     */
    private async lookUp(key: 'id' | 'userCode' | 'uid', value: string) {
      if (!isStorableText(value)) return undefined;
      return this.load(await findPayload(db, this.model, key, value, clock.now()));
    }

    async consume(id: string) {
      await consumePayload(db, this.model, id, clock.now());
    }

    async destroy(id: string) {
      await destroyPayload(db, this.model, id);
    }

    async revokeByGrantId(grantId: string) {
      await revokeGrantPayloads(db, grantId);
    }

    private load(row: Awaited<ReturnType<typeof findPayload>>): AdapterPayload | undefined {
      if (!row) return undefined;
      return {
        ...(row.payload as AdapterPayload),
        ...(row.consumedAt ? { consumed: Math.floor(row.consumedAt.getTime() / 1000) } : {}),
      };
    }
  };
}
