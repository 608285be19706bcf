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
import { ActionSwitch } from './kit/ActionSwitch.tsx';
import { Chip, ConsoleCard } from './kit/ConsoleCard.tsx';
import { ConsoleSelect } from './kit/ConsoleField.tsx';
import { ConsoleLoaded } from './kit/ConsoleLoaded.tsx';
import { textIn } from './kit/ConsoleList.tsx';
import { OrderedCards } from './kit/OrderedCards.tsx';
import { RemoveButton } from './kit/RemoveButton.tsx';
import { AddButton, EditButton } from './kit/SheetButton.tsx';

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
  return (
    <>
      <AddButton label={t('console.addBanner')} testId="banner-add" sheetTestId="banner-dialog">
        {(close) => <BoardBannerForm save={create} saved={t('console.added')} onSaved={close} />}
      </AddButton>
      <ConsoleLoaded query={useBoardBannersForOperators(boardId)}>
        {(banners) => (
          <OrderedCards
            items={banners}
            order={order}
            body={(ids) => ids}
            nameOf={(banner) => banner.title}
            listTestId="board-banner-list"
            empty={<EmptyState text={t('console.noBanners')} />}
          >
            {(banner, move) => <BannerCard key={banner.id} banner={banner} move={move} />}
          </OrderedCards>
        )}
      </ConsoleLoaded>
    </>
  );
}

function BannerCard({ banner, move }: { banner: BoardBannerAdmin; move: ReactNode }) {
  const { t, i18n } = useTranslation('collections');
  const update = useUpdateBoardBanner(banner.boardId, banner.id);
  const title = textIn(banner.title, i18n.language);
  return (
    <ConsoleCard
      testId={`board-banner-${banner.id}`}
      picture={<img src={banner.imageUrl} alt="" width={96} height={24} />}
      title={title}
      chips={[!banner.enabled && <Chip warning>{t('console.off')}</Chip>]}
      facts={[
        <bdi dir="ltr">
          {banner.redirectType} {banner.resource}
        </bdi>,
      ]}
    >
      {move}
      <ActionSwitch
        action={update}
        field="enabled"
        value={banner.enabled}
        label={t('console.shown')}
        said={() => t('console.saved')}
        testId="banner-enabled"
      />
      <EditButton title={title} testId="banner-edit" sheetTestId="banner-dialog">
        {(close) => (
          <BoardBannerForm banner={banner} save={update} saved={t('console.saved')} onSaved={close} />
        )}
      </EditButton>
      <RemoveButton
        label={t('console.remove')}
        question={t('console.removeConfirm', { title })}
        removed={t('console.removed')}
        remove={useDeleteBoardBanner(banner.boardId, banner.id)}
        testId="banner-delete"
      />
    </ConsoleCard>
  );
}
