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
import { ActionSwitch } from './kit/ActionSwitch.tsx';
import { Chip, ConsoleCard } from './kit/ConsoleCard.tsx';
import { ConsoleLoaded } from './kit/ConsoleLoaded.tsx';
import { textIn } from './kit/ConsoleList.tsx';
import { OrderedCards } from './kit/OrderedCards.tsx';
import { RemoveButton } from './kit/RemoveButton.tsx';
import { AddButton, EditButton } from './kit/SheetButton.tsx';
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
  const create = useCreateLink(place);
  const order = useOrderLinks(place);
  return (
    <>
      <AddButton label={t('structure.addLink')} testId="link-add" sheetTestId="link-dialog">
        {(close) => <LinkForm place={place} save={create} saved={t('structure.linkAdded')} onSaved={close} />}
      </AddButton>
      <ConsoleLoaded query={useSiteLinks(place)}>
        {(links) => (
          <OrderedCards
            items={links}
            order={order}
            body={(ids) => ids}
            nameOf={(link) => link.title}
            listTestId="links"
            empty={<EmptyState text={t('structure.noLinks')} />}
          >
            {(link, move) => <LinkCard key={link.id} place={place} link={link} move={move} />}
          </OrderedCards>
        )}
      </ConsoleLoaded>
    </>
  );
}

function LinkCard({ place, link, move }: { place: LinkPlace; link: SiteLinkAdmin; move: ReactNode }) {
  const { t, i18n } = useTranslation('admin');
  const update = useUpdateLink(place, link.id);
  const title = textIn(link.title, i18n.language);
  const target = linkTarget(link.redirectType, link.resource, 'desktop');
  return (
    <ConsoleCard
      testId={`link-${link.id}`}
      picture={link.iconUrl ? <img src={link.iconUrl} alt="" width={24} height={24} /> : null}
      title={title}
      chips={[
        link.highlighted && <Chip>{t('structure.highlighted')}</Chip>,
        !link.enabled && <Chip warning>{t('structure.off')}</Chip>,
      ]}
      facts={[
        t(`structure.linkTypes.${link.redirectType}`),
        <bdi dir="ltr">{target.kind === 'internal' ? target.path : target.href}</bdi>,
      ]}
    >
      {move}
      <ActionSwitch
        action={update}
        field="enabled"
        value={link.enabled}
        label={t('structure.shown')}
        said={() => t('settings.saved')}
        testId="link-enabled"
      />
      <EditButton title={title} testId="link-edit" sheetTestId="link-dialog">
        {(close) => (
          <LinkForm place={place} link={link} save={update} saved={t('settings.saved')} onSaved={close} />
        )}
      </EditButton>
      <RemoveButton
        label={t('structure.remove')}
        question={t('structure.removeConfirm', { title })}
        removed={t('structure.linkRemoved')}
        remove={useDeleteLink(place, link.id)}
        testId="link-delete"
      />
    </ConsoleCard>
  );
}
