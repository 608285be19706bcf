import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardBannerAdmin } from '@fanzone/contract';
import {
  useBoardBannersForOperators,
  useCreateBoardBanner,
  useDeleteBoardBanner,
  useOrderBoardBanners,
  useUpdateBoardBanner,
} from '../../features/collections/consoleQueries.ts';
import { useBoardsForOperators } from '../../features/structure/queries.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { toast } from '../../ui/toast.ts';
import { BoardBannerForm } from './BoardBannerForm.tsx';
import { ConsoleSelect, useFailureToast } from './kit/ConsoleField.tsx';
import { textIn } from './kit/ConsoleList.tsx';
import { MoveButtons, movedOrder } from './kit/MoveButtons.tsx';

/** Boards' banner groups (operators): choose a board, then add, order, switch, change or remove its banners. */
export function BoardBannersPanel() {
  const { t, i18n } = useTranslation('collections');
  const boards = useBoardsForOperators();
  const [boardId, setBoardId] = useState<string | null>(null);
  if (boards.isPending) return <Spinner label={t('common:loading')} />;
  if (boards.isError)
    return (
      <LoadFailed
        error={boards.error}
        fallback={t('admin:loadFailed')}
        onRetry={() => void boards.refetch()}
      />
    );
  const chosen = boardId ?? boards.data[0]?.id ?? null;
  return (
    <>
      <ConsoleSelect
        label={t('console.board')}
        value={chosen ?? ''}
        options={boards.data.map((board) => ({ value: board.id, label: textIn(board.name, i18n.language) }))}
        onValue={setBoardId}
        testId="banner-board"
      />
      {chosen ? <BoardBannerList key={chosen} boardId={chosen} /> : null}
    </>
  );
}

function BoardBannerList({ boardId }: { boardId: string }) {
  const { t } = useTranslation('collections');
  const query = useBoardBannersForOperators(boardId);
  const create = useCreateBoardBanner(boardId);
  const order = useOrderBoardBanners(boardId);
  const failed = useFailureToast();
  const [adding, setAdding] = useState(false);
  if (query.isPending) return <Spinner label={t('common:loading')} />;
  if (query.isError)
    return (
      <LoadFailed error={query.error} fallback={t('admin:loadFailed')} onRetry={() => void query.refetch()} />
    );
  const ids = query.data.map((banner) => banner.id);
  return (
    <>
      <div className="admin-card__actions">
        <button type="button" className="button" onClick={() => setAdding(true)} data-testid="banner-add">
          {t('console.addBanner')}
        </button>
      </div>
      {query.data.length ? (
        <ul className="admin-list" data-testid="board-banner-list">
          {query.data.map((banner, index) => (
            <BannerCard key={banner.id} banner={banner}>
              <MoveButtons
                index={index}
                count={ids.length}
                name={textIn(banner.title, 'en')}
                busy={order.isPending}
                onMove={(step) => order.mutate(movedOrder(ids, index, step), { onError: failed })}
              />
            </BannerCard>
          ))}
        </ul>
      ) : (
        <EmptyState text={t('console.noBanners')} />
      )}
      <Dialog
        open={adding}
        onOpenChange={setAdding}
        title={t('console.addBanner')}
        variant="sheet"
        testId="banner-dialog"
      >
        {adding ? (
          <BoardBannerForm
            busy={create.isPending}
            onSave={(fields) =>
              create.mutate(fields, {
                onSuccess: () => {
                  toast.success(t('console.added'));
                  setAdding(false);
                },
                onError: failed,
              })
            }
          />
        ) : null}
      </Dialog>
    </>
  );
}

function BannerCard({ banner, children }: { banner: BoardBannerAdmin; children: ReactNode }) {
  const { t, i18n } = useTranslation('collections');
  const update = useUpdateBoardBanner(banner.boardId, banner.id);
  const remove = useDeleteBoardBanner(banner.boardId, banner.id);
  const failed = useFailureToast();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const title = textIn(banner.title, i18n.language);
  return (
    <li className="admin-card" data-testid={`board-banner-${banner.id}`}>
      <div className="admin-card__head">
        <img src={banner.imageUrl} alt="" width={96} height={24} />
        <span className="admin-card__title" dir="auto">
          {title}
        </span>
        {banner.enabled ? null : <span className="admin-chip admin-chip--warning">{t('console.off')}</span>}
      </div>
      <p className="admin-card__meta">
        <bdi dir="ltr">
          {banner.redirectType} {banner.resource}
        </bdi>
      </p>
      <div className="admin-card__actions">
        {children}
        <label className="admin-setting__switch">
          <input
            type="checkbox"
            checked={update.isPending ? (update.variables.enabled ?? banner.enabled) : banner.enabled}
            disabled={update.isPending}
            onChange={(event) =>
              update.mutate(
                { enabled: event.target.checked },
                { onSuccess: () => toast.success(t('console.saved')), onError: failed },
              )
            }
            data-testid="banner-enabled"
          />
          {t('console.shown')}
        </label>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => setEditing(true)}
        >
          {t('console.edit')}
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => setConfirming(true)}
        >
          {t('console.remove')}
        </button>
      </div>
      <Dialog open={editing} onOpenChange={setEditing} title={title} variant="sheet" testId="banner-dialog">
        {editing ? (
          <BoardBannerForm
            banner={banner}
            busy={update.isPending}
            onSave={(fields) =>
              update.mutate(fields, {
                onSuccess: () => {
                  toast.success(t('console.saved'));
                  setEditing(false);
                },
                onError: failed,
              })
            }
          />
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        message={t('console.removeConfirm', { title })}
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              toast.success(t('console.removed'));
              setConfirming(false);
            },
            onError: failed,
          })
        }
        testId="banner-delete-confirm"
      />
    </li>
  );
}
