import { useState } from 'react';
import { Link } from '../../ui/Link.tsx';
import { useTranslation } from 'react-i18next';
import type { TcmAdmin } from '@fanzone/contract';
import { paths } from '@fanzone/contract';
import { useCreateTcm, useTcmForOperators, useUpdateTcm } from '../../features/collections/consoleQueries.ts';
import { Tabs } from '../../ui/Tabs.tsx';
import { BoardBannersPanel } from './BoardBannersPanel.tsx';
import { Chip, ConsoleCard } from './kit/ConsoleCard.tsx';
import { ConsoleCatalogue, textIn } from './kit/ConsoleList.tsx';
import { AddButton, EditButton } from './kit/SheetButton.tsx';
import { useConsoleAction } from './kit/useConsoleAction.ts';
import { TcmForm } from './TcmForm.tsx';
import '../../styles/collections.css';

type Part = 'tcm' | 'banners';

/**
 * Topics, collections and boards' banners (operators): curate items of posts and withdraw them
 * (readers then see 'This page has expired.'), and put banners on a chosen board's page.
 */
export function CollectionsSection() {
  const { t } = useTranslation('collections');
  const [part, setPart] = useState<Part>('tcm');
  return (
    <div className="admin-structure">
      <Tabs
        label={t('console.tabs.tcm')}
        tabs={(['tcm', 'banners'] as const).map((id) => ({ id, label: t(`console.tabs.${id}`) }))}
        value={part}
        onChange={setPart}
        testId="collection-parts"
      >
        {part === 'tcm' ? <TcmList /> : <BoardBannersPanel />}
      </Tabs>
    </div>
  );
}

function TcmList() {
  const { t } = useTranslation('collections');
  const create = useCreateTcm();
  return (
    <>
      <AddButton label={t('console.add')} testId="tcm-add" sheetTestId="tcm-dialog">
        {(close) => <TcmForm save={create} saved={t('console.added')} onSaved={close} />}
      </AddButton>
      <ConsoleCatalogue query={useTcmForOperators()} emptyText={t('console.none')} listTestId="tcm-list">
        {(item) => <TcmCard key={item.id} item={item} />}
      </ConsoleCatalogue>
    </>
  );
}

function TcmCard({ item }: { item: TcmAdmin }) {
  const { t, i18n } = useTranslation('collections');
  const update = useUpdateTcm(item.id);
  const withdrawOrPublish = useConsoleAction(update);
  const name = textIn(item.tcmTitle, i18n.language);
  const withdrawn = item.status === 'withdrawn';
  return (
    <ConsoleCard
      testId={`tcm-${item.id}`}
      title={name}
      chips={[
        <Chip>{t(`console.types.${item.tcmType}`)}</Chip>,
        <Chip warning={withdrawn}>{t(`console.status.${item.status}`)}</Chip>,
      ]}
      facts={[
        t('console.postCount', { count: item.postIds.length }),
        <Link to={paths.contentCollection(item.id)}>{t('console.open')}</Link>,
      ]}
    >
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={update.isPending}
        onClick={() =>
          withdrawOrPublish({ status: withdrawn ? 'published' : 'withdrawn' }, t('console.saved'))
        }
        data-testid="tcm-status"
      >
        {t(withdrawn ? 'console.publish' : 'console.withdraw')}
      </button>
      <EditButton title={name} testId="tcm-edit" sheetTestId="tcm-dialog">
        {(close) => <TcmForm item={item} save={update} saved={t('console.saved')} onSaved={close} />}
      </EditButton>
    </ConsoleCard>
  );
}
