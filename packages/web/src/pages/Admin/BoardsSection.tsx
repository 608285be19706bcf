import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../ui/Link.tsx';
import type { BoardAdmin } from '@fanzone/contract';
import { paths } from '@fanzone/contract';
import { useBoardsForOperators, useOrderBoards } from '../../features/structure/queries.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { BoardChangeForm, NewBoardForm } from './BoardForm.tsx';
import { BoardSectionsEditor } from './BoardSectionsEditor.tsx';
import { Chip, ConsoleCard } from './kit/ConsoleCard.tsx';
import { ConsoleLoaded } from './kit/ConsoleLoaded.tsx';
import { textIn } from './kit/ConsoleList.tsx';
import { OrderedCards } from './kit/OrderedCards.tsx';
import { AddButton, EditButton, SheetButton } from './kit/SheetButton.tsx';

/**
 * Boards and sections (operators): every main board with its sub boards and their sections, hidden
 * and closed ones too, in the order members see them. Operators add, change, restrict, close and
 * reorder them here; members see the change on their next look.
 */
export function BoardsSection() {
  const { t } = useTranslation('admin');
  return (
    <div className="admin-structure">
      <AddButton label={t('structure.addMainBoard')} testId="board-add-main" sheetTestId="board-dialog">
        {(close) => <NewBoardForm parentId={null} onSaved={close} />}
      </AddButton>
      <ConsoleLoaded query={useBoardsForOperators()}>
        {(boards) => (
          <BoardList all={boards} parentId={null} empty={<EmptyState text={t('structure.noBoards')} />} />
        )}
      </ConsoleLoaded>
    </div>
  );
}

/** The main boards, or one main board's sub boards, each with its own. */
function BoardList({
  all,
  parentId,
  empty,
}: {
  all: BoardAdmin[];
  parentId: string | null;
  empty?: ReactNode;
}) {
  return (
    <OrderedCards
      items={all.filter((board) => board.parentId === parentId)}
      order={useOrderBoards()}
      body={(ids) => ({ parentId, ids })}
      nameOf={(board) => board.name}
      listTestId={parentId ? `board-${parentId}-children` : 'boards'}
      empty={empty}
    >
      {(board, move) => <BoardCard key={board.id} board={board} all={all} move={move} />}
    </OrderedCards>
  );
}

function BoardCard({ board, all, move }: { board: BoardAdmin; all: BoardAdmin[]; move: ReactNode }) {
  const { t, i18n } = useTranslation('admin');
  const [sectionsOpen, setSectionsOpen] = useState(false);
  const name = textIn(board.name, i18n.language);
  const isMain = board.parentId === null;
  return (
    <ConsoleCard
      testId={`board-${board.id}`}
      title={
        <Link to={paths.boardDetail(board.id)} className="admin-card__title" dir="auto">
          {name}
        </Link>
      }
      chips={[
        board.visibleTo !== 'everyone' && (
          <Chip warning testId="board-audience-chip">
            {t(`structure.audiences.${board.visibleTo}`)}
          </Chip>
        ),
        board.closed && (
          <Chip warning testId="board-closed-chip">
            {t('structure.closed')}
          </Chip>
        ),
        board.euProduct && <Chip>{t('structure.eu')}</Chip>,
        board.allowedCountries && (
          <Chip testId="board-countries-chip">
            <bdi dir="ltr">{board.allowedCountries.join(' ')}</bdi>
          </Chip>
        ),
      ]}
      facts={[
        t('structure.posts', { count: board.postCount }),
        t('structure.followers', { count: board.followerCount }),
        t('structure.sectionCount', { count: board.sections.length }),
      ]}
      below={
        <>
          {sectionsOpen ? <BoardSectionsEditor board={board} /> : null}
          {isMain ? <BoardList all={all} parentId={board.id} /> : null}
        </>
      }
    >
      {move}
      <EditButton title={name} testId="board-edit" sheetTestId="board-dialog">
        {(close) => <BoardChangeForm board={board} onSaved={close} />}
      </EditButton>
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
    </ConsoleCard>
  );
}
