import type { ErrorCode, EventPhase } from '@fanzone/contract';
import type { Viewer } from '../../platform/http/viewer.ts';
import { isAsOpenAs } from '../boards/index.ts';
import type { BoardAccess, BoardAudience, BoardCatalogue } from '../boards/index.ts';
import { writingBanIn } from '../moderation/index.ts';
import type { WritingBan } from '../moderation/index.ts';
import { isOperator } from '../../platform/http/callerAccess.ts';

/** What a member may do with an event. */
export type EventAction = 'read' | 'join' | 'enter' | 'seeAwards' | 'giveAddress';

/** The facts every answer needs, read once by the service. */
export type EventFacts = {
  countries: readonly string[];
  phase: EventPhase;
  /** The board entries are posted in, as this audience may see it; undefined if it is gone. */
  board: BoardAccess | undefined;
  joined: boolean;
  wonTshirt: boolean;
};

/**
 * Every rule of who may do what with an event, in one place (docs/CONVENTIONS.md: one policy per
 * domain). Operators read every event, also a taken-down one. Others: an event whose board they may
 * not see is missing; a taken-down one says 'This topic isn't available.'; one limited to other
 * countries says so. A ban refuses every write first; then each action's own rule: joining while it is
 * coming soon or in progress, entering while it is in progress and joined (the posts policy
 * already decided who may post in its board), a delivery address only from a T-shirt winner. A ban
 * from the event's board refuses joining and entering as it refuses writing there: an older post
 * entered now would be a new entry in that board. Answers the refusal's code (a ban from the board
 * with its end), or null when allowed.
 */
export function eventRefusal(
  viewer: Viewer | null,
  audience: BoardAudience,
  action: EventAction,
  facts: EventFacts,
): ErrorCode | WritingBan | null {
  if (action !== 'read' && viewer?.isBlocked) return 'USER_BANNED';
  const read = readRefusal(viewer, audience, facts);
  if (read) return read;
  const writingBan =
    (action === 'join' || action === 'enter') &&
    facts.board &&
    writingBanIn(viewer, placementOf(facts.board));
  if (writingBan) return writingBan;
  switch (action) {
    case 'read':
    case 'seeAwards':
      return null;
    case 'join':
      return openPhaseRefusal(facts.phase, ['coming_soon', 'in_progress']);
    case 'enter':
      return openPhaseRefusal(facts.phase, ['in_progress']) ?? (facts.joined ? null : 'EVENT_NOT_JOINED');
    case 'giveAddress':
      return facts.wonTshirt ? null : 'EVENT_NO_TSHIRT';
  }
}

const placementOf = ({ board, parent }: BoardAccess) => ({
  boardId: board.id,
  mainBoardId: parent?.id ?? board.id,
});

function readRefusal(viewer: Viewer | null, audience: BoardAudience, facts: EventFacts): ErrorCode | null {
  if (viewer && isOperator(viewer)) return null;
  if (!facts.board?.visible) return 'EVENT_NOT_FOUND';
  if (facts.phase === 'unavailable') return 'EVENT_NOT_AVAILABLE';
  const country = audience.countryCode?.toUpperCase() ?? null;
  // Its board's country list binds it too: a member could join but never post an entry.
  if (
    !facts.board.openToCountry ||
    (facts.countries.length && (!country || !facts.countries.includes(country)))
  )
    return 'EVENT_NOT_OPEN_TO_COUNTRY';
  return null;
}

/** The spec's texts for an event that is not open for this: paused, not started, ended. */
function openPhaseRefusal(phase: EventPhase, open: readonly EventPhase[]): ErrorCode | null {
  if (open.includes(phase)) return null;
  if (phase === 'unavailable') return 'EVENT_NOT_AVAILABLE';
  if (phase === 'paused') return 'EVENT_PAUSED';
  if (phase === 'coming_soon') return 'EVENT_NOT_STARTED';
  return 'EVENT_ENDED';
}

/**
 * The boards an entry may be published in: the event's board and those of its sub boards that
 * everyone who may read the event can read too (`isAsOpenAs`), so the public ranking never shows a
 * post some of its readers may not open.
 */
export function entryBoardIds(catalogue: BoardCatalogue, eventBoardId: bigint): bigint[] {
  const eventBoard = catalogue.boards.find((board) => board.id === eventBoardId);
  if (!eventBoard) return [];
  const subBoards = catalogue.boards.filter(
    (board) => board.parentId === eventBoardId && isAsOpenAs(board, eventBoard),
  );
  return [eventBoardId, ...subBoards.map((board) => board.id)];
}
