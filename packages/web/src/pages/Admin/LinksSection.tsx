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
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { ConsoleSwitch } from './kit/ConsoleField.tsx';
import { ConsoleLoaded } from './kit/ConsoleLoaded.tsx';
import { textIn } from './kit/ConsoleList.tsx';
import { MoveButtons, movedOrder } from './kit/MoveButtons.tsx';
import { RemoveButton } from './kit/RemoveButton.tsx';
import { SheetButton } from './kit/SheetButton.tsx';
import { useConsoleAction } from './kit/useConsoleAction.ts';
import { LinkForm } from './LinkForm.tsx';

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
  const order = useOrderLinks(place);
  const reorder = useConsoleAction(order);
  const create = useCreateLink(place);
  return (
    <>
      <div className="admin-card__actions">
        <SheetButton
          look="section"
          label={t('structure.addLink')}
          testId="link-add"
          sheetTestId="link-dialog"
        >
          {(close) => (
            <LinkForm place={place} save={create} saved={t('structure.linkAdded')} onSaved={close} />
          )}
        </SheetButton>
      </div>
      <ConsoleLoaded query={useSiteLinks(place)}>
        {(data) => {
          const links = [...data].sort((a, b) => a.position - b.position);
          const ids = links.map((link) => link.id);
          return links.length ? (
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
                      onMove={(step) => reorder(movedOrder(ids, index, step))}
                    />
                  }
                />
              ))}
            </ul>
          ) : (
            <EmptyState text={t('structure.noLinks')} />
          );
        }}
      </ConsoleLoaded>
    </>
  );
}

function LinkCard({ place, link, move }: { place: LinkPlace; link: SiteLinkAdmin; move: ReactNode }) {
  const { t, i18n } = useTranslation('admin');
  const update = useUpdateLink(place, link.id);
  const showOrHide = useConsoleAction(update);
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
        <ConsoleSwitch
          label={t('structure.shown')}
          checked={update.isPending ? (update.variables.enabled ?? link.enabled) : link.enabled}
          disabled={update.isPending}
          onChecked={(enabled) => showOrHide({ enabled }, t('settings.saved'))}
          testId="link-enabled"
        />
        <SheetButton label={t('structure.edit')} title={title} testId="link-edit" sheetTestId="link-dialog">
          {(close) => (
            <LinkForm place={place} link={link} save={update} saved={t('settings.saved')} onSaved={close} />
          )}
        </SheetButton>
        <RemoveButton
          label={t('structure.remove')}
          question={t('structure.removeConfirm', { title })}
          removed={t('structure.linkRemoved')}
          remove={useDeleteLink(place, link.id)}
          testId="link-delete"
        />
      </div>
    </li>
  );
}
