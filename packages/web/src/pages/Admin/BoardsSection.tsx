import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BoardAdmin } from '@fanzone/contract';
import { paths } from '@fanzone/contract';
import {
  useBoardsForOperators,
  useCreateBoard,
  useOrderBoards,
  useUpdateBoard,
} from '../../features/structure/queries.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { toast } from '../../ui/toast.ts';
import { BoardForm } from './BoardForm.tsx';
import { BoardSectionsEditor } from './BoardSectionsEditor.tsx';
import { textIn } from './kit/ConsoleList.tsx';
import { MoveButtons, movedOrder } from './kit/MoveButtons.tsx';
import { useFailureToast } from './kit/ConsoleField.tsx';

const inOrder = (boards: BoardAdmin[]) => [...boards].sort((a, b) => a.position - b.position);

/**
 * Boards and sections (operators): every main board with its sub boards and their sections, hidden
 * and closed ones too, in the order members see them. Operators add, change, restrict, close and
 * reorder them here; members see the change on their next look.
 */
export function BoardsSection() {
  const { t } = useTranslation('admin');
  const query = useBoardsForOperators();
  const [adding, setAdding] = useState(false);
  if (query.isPending) return <Spinner label={t('common:loading')} />;
  if (query.isError)
    return <LoadFailed error={query.error} fallback={t('loadFailed')} onRetry={() => void query.refetch()} />;
  const mains = inOrder(query.data.filter((board) => board.parentId === null));
  return (
    <div className="admin-structure">
      <div className="admin-card__actions">
        <button type="button" className="button" onClick={() => setAdding(true)} data-testid="board-add-main">
          {t('structure.addMainBoard')}
        </button>
      </div>
      <NewBoardDialog parentId={null} open={adding} onOpenChange={setAdding} />
      {mains.length ? (
        <BoardList boards={mains} all={query.data} parentId={null} testId="boards" />
      ) : (
        <EmptyState text={t('structure.noBoards')} />
      )}
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
  const failed = useFailureToast();
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
              onMove={(step) =>
                order.mutate({ parentId, ids: movedOrder(ids, index, step) }, { onError: failed })
              }
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
  const update = useUpdateBoard(board.id);
  const failed = useFailureToast();
  const [editing, setEditing] = useState(false);
  const [addingChild, setAddingChild] = useState(false);
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
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => setEditing(true)}
          data-testid="board-edit"
        >
          {t('structure.edit')}
        </button>
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
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => setAddingChild(true)}
            data-testid="board-add-sub"
          >
            {t('structure.addSubBoard')}
          </button>
        ) : null}
      </div>
      {sectionsOpen ? <BoardSectionsEditor board={board} /> : null}
      {isMain && subBoards.length ? (
        <BoardList boards={subBoards} all={all} parentId={board.id} testId={`board-${board.id}-children`} />
      ) : null}
      <Dialog open={editing} onOpenChange={setEditing} title={name} variant="sheet" testId="board-dialog">
        <BoardForm
          board={board}
          busy={update.isPending}
          onSave={(fields) =>
            update.mutate(fields, {
              onSuccess: () => {
                toast.success(t('settings.saved'));
                setEditing(false);
              },
              onError: failed,
            })
          }
        />
      </Dialog>
      {isMain ? (
        <NewBoardDialog parentId={board.id} open={addingChild} onOpenChange={setAddingChild} />
      ) : null}
    </li>
  );
}

function NewBoardDialog({
  parentId,
  open,
  onOpenChange,
}: {
  parentId: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const create = useCreateBoard();
  const failed = useFailureToast();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(parentId ? 'structure.addSubBoard' : 'structure.addMainBoard')}
      variant="sheet"
      testId="board-dialog"
    >
      {open ? (
        <BoardForm
          busy={create.isPending}
          onSave={(fields) =>
            create.mutate(
              { parentId, ...fields },
              {
                onSuccess: () => {
                  toast.success(t('structure.boardAdded'));
                  onOpenChange(false);
                },
                onError: failed,
              },
            )
          }
        />
      ) : null}
    </Dialog>
  );
}
