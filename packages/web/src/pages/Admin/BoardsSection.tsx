import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BoardAdmin } from '@fanzone/contract';
import { paths } from '@fanzone/contract';
import { useBoardsForOperators, useOrderBoards } from '../../features/structure/queries.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { BoardChangeForm, NewBoardForm } from './BoardForm.tsx';
import { BoardSectionsEditor } from './BoardSectionsEditor.tsx';
import { ConsoleLoaded } from './kit/ConsoleLoaded.tsx';
import { textIn } from './kit/ConsoleList.tsx';
import { MoveButtons, movedOrder } from './kit/MoveButtons.tsx';
import { SheetButton } from './kit/SheetButton.tsx';
import { useConsoleAction } from './kit/useConsoleAction.ts';

const inOrder = (boards: BoardAdmin[]) => [...boards].sort((a, b) => a.position - b.position);

/**
 * Boards and sections (operators): every main board with its sub boards and their sections, hidden
 * and closed ones too, in the order members see them. Operators add, change, restrict, close and
 * reorder them here; members see the change on their next look.
 */
export function BoardsSection() {
  const { t } = useTranslation('admin');
  return (
    <div className="admin-structure">
      <div className="admin-card__actions">
        <SheetButton
          look="section"
          label={t('structure.addMainBoard')}
          testId="board-add-main"
          sheetTestId="board-dialog"
        >
          {(close) => <NewBoardForm parentId={null} onSaved={close} />}
        </SheetButton>
      </div>
      <ConsoleLoaded query={useBoardsForOperators()}>
        {(boards) => {
          const mains = inOrder(boards.filter((board) => board.parentId === null));
          return mains.length ? (
            <BoardList boards={mains} all={boards} parentId={null} testId="boards" />
          ) : (
            <EmptyState text={t('structure.noBoards')} />
          );
        }}
      </ConsoleLoaded>
    </div>
  );
}

function BoardList({
  boards,
  all,
  parentId,
  testId,
}: {
  boards: BoardAdmin[];
  all: BoardAdmin[];
  parentId: string | null;
  testId: string;
}) {
  const order = useOrderBoards();
  const reorder = useConsoleAction(order);
  const ids = boards.map((board) => board.id);
  return (
    <ul className="admin-list" data-testid={testId}>
      {boards.map((board, index) => (
        <BoardCard
          key={board.id}
          board={board}
          subBoards={inOrder(all.filter((child) => child.parentId === board.id))}
          all={all}
          move={
            <MoveButtons
              index={index}
              count={boards.length}
              name={textIn(board.name, 'en')}
              busy={order.isPending}
              onMove={(step) => reorder({ parentId, ids: movedOrder(ids, index, step) })}
            />
          }
        />
      ))}
    </ul>
  );
}

function BoardCard({
  board,
  subBoards,
  all,
  move,
}: {
  board: BoardAdmin;
  subBoards: BoardAdmin[];
  all: BoardAdmin[];
  move: ReactNode;
}) {
  const { t, i18n } = useTranslation('admin');
  const [sectionsOpen, setSectionsOpen] = useState(false);
  const name = textIn(board.name, i18n.language);
  const isMain = board.parentId === null;
  return (
    <li className="admin-card" data-testid={`board-${board.id}`}>
      <div className="admin-card__head">
        <Link to={paths.boardDetail(board.id)} className="admin-card__title" dir="auto">
          {name}
        </Link>
        {board.visibleTo === 'everyone' ? null : (
          <span className="admin-chip admin-chip--warning" data-testid="board-audience-chip">
            {t(`structure.audiences.${board.visibleTo}`)}
          </span>
        )}
        {board.closed ? (
          <span className="admin-chip admin-chip--warning" data-testid="board-closed-chip">
            {t('structure.closed')}
          </span>
        ) : null}
        {board.euProduct ? <span className="admin-chip">{t('structure.eu')}</span> : null}
        {board.allowedCountries ? (
          <span className="admin-chip" dir="ltr" data-testid="board-countries-chip">
            {board.allowedCountries.join(' ')}
          </span>
        ) : null}
      </div>
      <p className="admin-card__meta">
        <span>{t('structure.posts', { count: board.postCount })}</span>
        <span>{t('structure.followers', { count: board.followerCount })}</span>
        <span>{t('structure.sectionCount', { count: board.sections.length })}</span>
      </p>
      <div className="admin-card__actions">
        {move}
        <SheetButton label={t('structure.edit')} title={name} testId="board-edit" sheetTestId="board-dialog">
          {(close) => <BoardChangeForm board={board} onSaved={close} />}
        </SheetButton>
        <button
          type="button"
          className="button button--secondary button--small"
          aria-expanded={sectionsOpen}
          onClick={() => setSectionsOpen((open) => !open)}
          data-testid="board-sections-toggle"
        >
          {t('structure.sections')}
        </button>
        {isMain ? (
          <SheetButton label={t('structure.addSubBoard')} testId="board-add-sub" sheetTestId="board-dialog">
            {(close) => <NewBoardForm parentId={board.id} onSaved={close} />}
          </SheetButton>
        ) : null}
      </div>
      {sectionsOpen ? <BoardSectionsEditor board={board} /> : null}
      {isMain && subBoards.length ? (
        <BoardList boards={subBoards} all={all} parentId={board.id} testId={`board-${board.id}-children`} />
      ) : null}
    </li>
  );
}
