import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LinkPlace, SiteLinkAdmin } from '@fanzone/contract';
import { linkPlaces, linkTarget } from '@fanzone/contract';
import {
  useCreateLink,
  useDeleteLink,
  useOrderLinks,
  useSiteLinks,
  useUpdateLink,
} from '../../features/structure/queries.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { toast } from '../../ui/toast.ts';
import { textIn } from './ConsoleList.tsx';
import { LinkForm } from './LinkForm.tsx';
import { MoveButtons, movedOrder } from './MoveButtons.tsx';
import { useFailureToast } from './ConsoleField.tsx';

/**
 * Navigation and top sector (operators): the desktop header's entries and the home page's tiles,
 * in their order, switched on or off, added, changed, removed. Members see a change within seconds.
 */
export function LinksSection() {
  const { t } = useTranslation('admin');
  const [place, setPlace] = useState<LinkPlace>('navigation');
  return (
    <div className="admin-structure">
      <Tabs
        label={t('structure.places')}
        tabs={linkPlaces.map((entry) => ({ id: entry, label: t(`structure.place.${entry}`) }))}
        value={place}
        onChange={setPlace}
        testId="link-places"
      >
        <PlaceLinks key={place} place={place} />
      </Tabs>
    </div>
  );
}

function PlaceLinks({ place }: { place: LinkPlace }) {
  const { t } = useTranslation('admin');
  const query = useSiteLinks(place);
  const order = useOrderLinks(place);
  const failed = useFailureToast();
  const [adding, setAdding] = useState(false);
  const create = useCreateLink(place);
  if (query.isPending) return <Spinner label={t('common:loading')} />;
  if (query.isError)
    return <LoadFailed error={query.error} fallback={t('loadFailed')} onRetry={() => void query.refetch()} />;
  const links = [...query.data].sort((a, b) => a.position - b.position);
  const ids = links.map((link) => link.id);
  return (
    <>
      <div className="admin-card__actions">
        <button type="button" className="button" onClick={() => setAdding(true)} data-testid="link-add">
          {t('structure.addLink')}
        </button>
      </div>
      {links.length ? (
        <ul className="admin-list" data-testid="links">
          {links.map((link, index) => (
            <LinkCard
              key={link.id}
              place={place}
              link={link}
              move={
                <MoveButtons
                  index={index}
                  count={links.length}
                  name={textIn(link.title, 'en')}
                  busy={order.isPending}
                  onMove={(step) => order.mutate(movedOrder(ids, index, step), { onError: failed })}
                />
              }
            />
          ))}
        </ul>
      ) : (
        <EmptyState text={t('structure.noLinks')} />
      )}
      <Dialog
        open={adding}
        onOpenChange={setAdding}
        title={t('structure.addLink')}
        variant="sheet"
        testId="link-dialog"
      >
        {adding ? (
          <LinkForm
            place={place}
            busy={create.isPending}
            onSave={(fields) =>
              create.mutate(fields, {
                onSuccess: () => {
                  toast.success(t('structure.linkAdded'));
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

function LinkCard({ place, link, move }: { place: LinkPlace; link: SiteLinkAdmin; move: ReactNode }) {
  const { t, i18n } = useTranslation('admin');
  const update = useUpdateLink(place, link.id);
  const remove = useDeleteLink(place, link.id);
  const failed = useFailureToast();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const title = textIn(link.title, i18n.language);
  const target = linkTarget(link.redirectType, link.resource, 'desktop');
  return (
    <li className="admin-card" data-testid={`link-${link.id}`}>
      <div className="admin-card__head">
        {link.iconUrl ? <img src={link.iconUrl} alt="" width={24} height={24} /> : null}
        <span className="admin-card__title" dir="auto">
          {title}
        </span>
        {link.highlighted ? <span className="admin-chip">{t('structure.highlighted')}</span> : null}
        {link.enabled ? null : <span className="admin-chip admin-chip--warning">{t('structure.off')}</span>}
      </div>
      <p className="admin-card__meta">
        <span>{t(`structure.linkTypes.${link.redirectType}`)}</span>
        <bdi dir="ltr">{target.kind === 'internal' ? target.path : target.href}</bdi>
      </p>
      <div className="admin-card__actions">
        {move}
        <label className="admin-setting__switch">
          <input
            type="checkbox"
            checked={update.isPending ? (update.variables.enabled ?? link.enabled) : link.enabled}
            disabled={update.isPending}
            onChange={(event) =>
              update.mutate(
                { enabled: event.target.checked },
                { onSuccess: () => toast.success(t('settings.saved')), onError: failed },
              )
            }
            data-testid="link-enabled"
          />
          {t('structure.shown')}
        </label>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => setEditing(true)}
          data-testid="link-edit"
        >
          {t('structure.edit')}
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => setConfirming(true)}
          data-testid="link-delete"
        >
          {t('structure.remove')}
        </button>
      </div>
      <Dialog open={editing} onOpenChange={setEditing} title={title} variant="sheet" testId="link-dialog">
        {editing ? (
          <LinkForm
            place={place}
            link={link}
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
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        message={t('structure.removeConfirm', { title })}
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              toast.success(t('structure.linkRemoved'));
              setConfirming(false);
            },
            onError: failed,
          })
        }
        testId="link-delete-confirm"
      />
    </li>
  );
}
