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
import { EmptyState } from '../../ui/EmptyState.tsx';
import { BoardBannerForm } from './BoardBannerForm.tsx';
import { ConsoleSelect, ConsoleSwitch } from './kit/ConsoleField.tsx';
import { ConsoleLoaded } from './kit/ConsoleLoaded.tsx';
import { textIn } from './kit/ConsoleList.tsx';
import { MoveButtons, movedOrder } from './kit/MoveButtons.tsx';
import { RemoveButton } from './kit/RemoveButton.tsx';
import { SheetButton } from './kit/SheetButton.tsx';
import { useConsoleAction } from './kit/useConsoleAction.ts';

/** Boards' banner groups (operators): choose a board, then add, order, switch, change or remove its banners. */
export function BoardBannersPanel() {
  const { t, i18n } = useTranslation('collections');
  const [boardId, setBoardId] = useState<string | null>(null);
  return (
    <ConsoleLoaded query={useBoardsForOperators()}>
      {(boards) => {
        const chosen = boardId ?? boards[0]?.id ?? null;
        return (
          <>
            <ConsoleSelect
              label={t('console.board')}
              value={chosen ?? ''}
              options={boards.map((board) => ({ value: board.id, label: textIn(board.name, i18n.language) }))}
              onValue={setBoardId}
              testId="banner-board"
            />
            {chosen ? <BoardBannerList key={chosen} boardId={chosen} /> : null}
          </>
        );
      }}
    </ConsoleLoaded>
  );
}

function BoardBannerList({ boardId }: { boardId: string }) {
  const { t } = useTranslation('collections');
  const create = useCreateBoardBanner(boardId);
  const order = useOrderBoardBanners(boardId);
  const reorder = useConsoleAction(order);
  return (
    <>
      <div className="admin-card__actions">
        <SheetButton
          look="section"
          label={t('console.addBanner')}
          testId="banner-add"
          sheetTestId="banner-dialog"
        >
          {(close) => <BoardBannerForm save={create} saved={t('console.added')} onSaved={close} />}
        </SheetButton>
      </div>
      <ConsoleLoaded query={useBoardBannersForOperators(boardId)}>
        {(banners) => {
          const ids = banners.map((banner) => banner.id);
          return banners.length ? (
            <ul className="admin-list" data-testid="board-banner-list">
              {banners.map((banner, index) => (
                <BannerCard key={banner.id} banner={banner}>
                  <MoveButtons
                    index={index}
                    count={ids.length}
                    name={textIn(banner.title, 'en')}
                    busy={order.isPending}
                    onMove={(step) => reorder(movedOrder(ids, index, step))}
                  />
                </BannerCard>
              ))}
            </ul>
          ) : (
            <EmptyState text={t('console.noBanners')} />
          );
        }}
      </ConsoleLoaded>
    </>
  );
}

function BannerCard({ banner, children }: { banner: BoardBannerAdmin; children: ReactNode }) {
  const { t, i18n } = useTranslation('collections');
  const update = useUpdateBoardBanner(banner.boardId, banner.id);
  const showOrHide = useConsoleAction(update);
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
        <ConsoleSwitch
          label={t('console.shown')}
          checked={update.isPending ? (update.variables.enabled ?? banner.enabled) : banner.enabled}
          disabled={update.isPending}
          onChecked={(enabled) => showOrHide({ enabled }, t('console.saved'))}
          testId="banner-enabled"
        />
        <SheetButton label={t('console.edit')} title={title} testId="banner-edit" sheetTestId="banner-dialog">
          {(close) => (
            <BoardBannerForm banner={banner} save={update} saved={t('console.saved')} onSaved={close} />
          )}
        </SheetButton>
        <RemoveButton
          label={t('console.remove')}
          question={t('console.removeConfirm', { title })}
          removed={t('console.removed')}
          remove={useDeleteBoardBanner(banner.boardId, banner.id)}
          testId="banner-delete"
        />
      </div>
    </li>
  );
}
