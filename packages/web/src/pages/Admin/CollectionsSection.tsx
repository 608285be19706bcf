import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TcmAdmin } from '@fanzone/contract';
import { paths } from '@fanzone/contract';
import { useCreateTcm, useTcmForOperators, useUpdateTcm } from '../../features/collections/consoleQueries.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { toast } from '../../ui/toast.ts';
import { BoardBannersPanel } from './BoardBannersPanel.tsx';
import { useFailureToast } from './kit/ConsoleField.tsx';
import { textIn } from './kit/ConsoleList.tsx';
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
  const query = useTcmForOperators();
  const create = useCreateTcm();
  const failed = useFailureToast();
  const [adding, setAdding] = useState(false);
  if (query.isPending) return <Spinner label={t('common:loading')} />;
  if (query.isError)
    return (
      <LoadFailed error={query.error} fallback={t('admin:loadFailed')} onRetry={() => void query.refetch()} />
    );
  return (
    <>
      <div className="admin-card__actions">
        <button type="button" className="button" onClick={() => setAdding(true)} data-testid="tcm-add">
          {t('console.add')}
        </button>
      </div>
      {query.data.length ? (
        <ul className="admin-list" data-testid="tcm-list">
          {query.data.map((item) => (
            <TcmCard key={item.id} item={item} />
          ))}
        </ul>
      ) : (
        <EmptyState text={t('console.none')} />
      )}
      <Dialog
        open={adding}
        onOpenChange={setAdding}
        title={t('console.add')}
        variant="sheet"
        testId="tcm-dialog"
      >
        {adding ? (
          <TcmForm
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

function TcmCard({ item }: { item: TcmAdmin }) {
  const { t, i18n } = useTranslation('collections');
  const update = useUpdateTcm(item.id);
  const failed = useFailureToast();
  const [editing, setEditing] = useState(false);
  const name = textIn(item.tcmTitle, i18n.language);
  const withdrawn = item.status === 'withdrawn';
  return (
    <li className="admin-card" data-testid={`tcm-${item.id}`}>
      <div className="admin-card__head">
        <span className="admin-card__title" dir="auto">
          {name}
        </span>
        <span className="admin-chip">{t(`console.types.${item.tcmType}`)}</span>
        <span className={withdrawn ? 'admin-chip admin-chip--warning' : 'admin-chip'}>
          {t(`console.status.${item.status}`)}
        </span>
      </div>
      <p className="admin-card__meta">
        <span>{t('console.postCount', { count: item.postIds.length })}</span>
        <Link to={paths.contentCollection(item.id)}>{t('console.open')}</Link>
      </p>
      <div className="admin-card__actions">
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={update.isPending}
          onClick={() =>
            update.mutate(
              { status: withdrawn ? 'published' : 'withdrawn' },
              { onSuccess: () => toast.success(t('console.saved')), onError: failed },
            )
          }
          data-testid="tcm-status"
        >
          {t(withdrawn ? 'console.publish' : 'console.withdraw')}
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => setEditing(true)}
          data-testid="tcm-edit"
        >
          {t('console.edit')}
        </button>
      </div>
      <Dialog open={editing} onOpenChange={setEditing} title={name} variant="sheet" testId="tcm-dialog">
        {editing ? (
          <TcmForm
            item={item}
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
    </li>
  );
}
