import type { Draft, draftInputSchema } from '@fanzone/contract';
import { limits } from '@fanzone/contract';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import type { DraftRow } from './posts.queries.ts';
import {
  deleteAllDrafts,
  deleteDraft,
  draftsOf,
  findDraft,
  insertDraft,
  updateDraft,
} from './posts.queries.ts';

type DraftInput = z.output<typeof draftInputSchema>;

/** The saved form may be large (rich content), but not unbounded. */
const maxDraftDataChars = 250_000;

function presentDraft(row: DraftRow): Draft {
  return {
    id: row.id.toString(),
    kind: row.kind,
    title: row.title,
    data: row.data,
    createdAt: Math.floor(row.createdAt.getTime() / 1000),
    updatedAt: Math.floor(row.updatedAt.getTime() / 1000),
  };
}

function checkSize(input: DraftInput) {
  if (JSON.stringify(input.data).length > maxDraftDataChars) throw new AppError('PAYLOAD_TOO_LARGE');
}

/** Drafts are private to their author: another member's draft id answers as missing. */
export const draftsService = {
  async list(deps: Deps, viewer: Viewer) {
    return (await draftsOf(deps.db, viewer.id)).map(presentDraft);
  },
  async get(deps: Deps, viewer: Viewer, id: bigint) {
    const row = await findDraft(deps.db, viewer.id, id);
    if (!row) throw new AppError('DRAFT_NOT_FOUND');
    return presentDraft(row);
  },
  async save(deps: Deps, viewer: Viewer, input: DraftInput) {
    checkSize(input);
    const now = deps.clock.now();
    const row = await insertDraft(
      deps.db,
      {
        authorId: viewer.id,
        kind: input.kind,
        title: input.title.trim(),
        data: input.data,
        createdAt: now,
        updatedAt: now,
      },
      limits.drafts.maxPerMember,
    );
    if (!row) throw new AppError('DRAFT_LIMIT', { values: { max: limits.drafts.maxPerMember } });
    return presentDraft(row);
  },
  async update(deps: Deps, viewer: Viewer, id: bigint, input: DraftInput) {
    checkSize(input);
    const row = await updateDraft(deps.db, viewer.id, id, {
      kind: input.kind,
      title: input.title.trim(),
      data: input.data,
      updatedAt: deps.clock.now(),
    });
    if (!row) throw new AppError('DRAFT_NOT_FOUND');
    return presentDraft(row);
  },
  async remove(deps: Deps, viewer: Viewer, id: bigint) {
    if (!(await deleteDraft(deps.db, viewer.id, id))) throw new AppError('DRAFT_NOT_FOUND');
    return { deleted: true as const };
  },
  async clear(deps: Deps, viewer: Viewer) {
    return { deleted: await deleteAllDrafts(deps.db, viewer.id) };
  },
};
