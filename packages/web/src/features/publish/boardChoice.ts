import {
  choiceRefusal,
  type Board,
  type BoardSection,
  type ErrorCode,
  type Role,
  type SubBoard,
} from '@fanzone/contract';
import type { BoardLocation } from './form.ts';

/**
 * The board → sub board → section choice of the publish form (spec §5): closed boards and sections
 * cannot be chosen by general members (staff may), nor boards not open to the viewer's country.
 */

/** Why an entry cannot be chosen, or null when it can: the contract's rule, which the server judges with. */
export const blockedReason = choiceRefusal;

export function findBoard(boards: readonly Board[], id: string | null): Board | null {
  return (id && boards.find((board) => board.id === id)) || null;
}

export function findSubBoard(board: Board | null, id: string | null): SubBoard | null {
  return (id && board?.children.find((child) => child.id === id)) || null;
}

/** Main board and sub board of a board id (a post's board may be either), or null when unknown. */
export function locateBoard(boards: readonly Board[], id: string): BoardLocation | null {
  for (const board of boards) {
    if (board.id === id) return { boardId: board.id, subBoardId: null };
    const child = board.children.find((entry) => entry.id === id);
    if (child) return { boardId: board.id, subBoardId: child.id };
  }
  return null;
}

/** The sections offered: those of the chosen sub board, else those of the main board. */
export function sectionsOf(
  boards: readonly Board[],
  boardId: string | null,
  subBoardId: string | null,
): BoardSection[] {
  const board = findBoard(boards, boardId);
  const sub = findSubBoard(board, subBoardId);
  return (sub ?? board)?.sections ?? [];
}

export type BoardChoice = { boardId: string | null; subBoardId: string | null; sectionId: string | null };

/**
 * Problems with a choice, by field: a board that is required, closed or not open, a section that
 * is required (the board has sections) or closed. Unknown ids (the list did not load) are left to
 * the server.
 */
export function choiceErrors(
  boards: readonly Board[],
  choice: BoardChoice,
  role: Role,
): { board?: ErrorCode; section?: ErrorCode } {
  if (!choice.boardId) return { board: 'BOARD_REQUIRED' };
  const board = findBoard(boards, choice.boardId);
  if (!board) return {};
  const boardProblem = blockedReason(board, role);
  if (boardProblem) return { board: boardProblem };
  const sub = findSubBoard(board, choice.subBoardId);
  if (sub) {
    const subProblem = blockedReason(sub, role);
    if (subProblem) return { board: subProblem };
  }
  const sections = (sub ?? board).sections;
  const section = sections.find((entry) => entry.id === choice.sectionId);
  if (!section) {
    // A section is required only when the member could choose one.
    const choosable = sections.some((entry) => blockedReason(entry, role) === null);
    return choosable ? { section: 'SECTION_REQUIRED' } : {};
  }
  const sectionProblem = blockedReason(section, role);
  return sectionProblem ? { section: sectionProblem } : {};
}

/** "Nova 12 Series › Nova 12 Pro › Camera": the choice in one line (mobile form row). */
export function choiceSummary(boards: readonly Board[], choice: BoardChoice): string[] {
  const board = findBoard(boards, choice.boardId);
  if (!board) return [];
  const sub = findSubBoard(board, choice.subBoardId);
  const section = sectionsOf(boards, choice.boardId, choice.subBoardId).find(
    (entry) => entry.id === choice.sectionId,
  );
  return [board.name, sub?.name, section?.name].filter((name): name is string => Boolean(name));
}
