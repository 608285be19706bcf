import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleCatalogue, textIn } from './kit/ConsoleList.tsx';
import type { MedalAdmin } from '@fanzone/contract';
import { limits } from '@fanzone/contract';
import { itemsOnce } from '../../platform/paging.ts';
import { useConsoleMembers } from '../../features/moderation/consoleQueries.ts';
import { useGrantMedal, useMedalCatalogue } from '../../features/gamification/consoleQueries.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { useConsoleAction } from './kit/useConsoleAction.ts';
import { MedalChangeForm, NewMedalForm } from './MedalForm.tsx';
import { AddButton, EditButton, SheetButton } from './kit/SheetButton.tsx';
import { ConsoleCard } from './kit/ConsoleCard.tsx';

/**
 * The medals (operators): each with how many members hold it, given by hand to a member found by
 * name; added and changed here (a mission that names a medal awards it).
 */
export function MedalsSection() {
  const { t } = useTranslation('admin');
  return (
    <div className="admin-structure">
      <AddButton label={t('catalogue.addMedal')} testId="medal-add" sheetTestId="medal-form-dialog">
        {(close) => <NewMedalForm onSaved={close} />}
      </AddButton>
      <ConsoleCatalogue
        query={useMedalCatalogue()}
        inPositionOrder
        emptyText={t('medals.empty')}
        listTestId="medals"
      >
        {(medal) => <MedalCard key={medal.id} medal={medal} />}
      </ConsoleCatalogue>
    </div>
  );
}

function MedalCard({ medal }: { medal: MedalAdmin }) {
  const { t, i18n } = useTranslation('admin');
  const name = textIn(medal.name, i18n.language);
  return (
    <ConsoleCard
      testId={`medal-${medal.id}`}
      picture={<img src={medal.iconUrl} alt="" width={40} height={40} loading="lazy" />}
      title={name}
      facts={[
        <span dir="auto">{textIn(medal.description, i18n.language)}</span>,
        <span data-testid="medal-holders">{t('medals.holders', { count: medal.holderCount })}</span>,
      ]}
    >
      <SheetButton
        label={t('medals.give')}
        title={t('medals.giveTitle', { name })}
        testId="medal-give"
        sheetTestId="medal-dialog"
      >
        {(close) => <GiveMedal medalId={medal.id} onDone={close} />}
      </SheetButton>
      <EditButton title={name} testId="medal-edit" sheetTestId="medal-form-dialog">
        {(close) => <MedalChangeForm medal={medal} onSaved={close} />}
      </EditButton>
    </ConsoleCard>
  );
}

/** Find the member by the start of their name, then give: one tap on the right one. */
function GiveMedal({ medalId, onDone }: { medalId: string; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const field = useId();
  const [typed, setTyped] = useState('');
  const query = useDeferredValue(typed.trim());
  const members = useConsoleMembers(query);
  const grant = useGrantMedal(medalId);
  const give = useConsoleAction(grant);
  const found = query
    ? itemsOnce(members.data?.pages, (page) => page.items).slice(0, limits.moderation.memberPicksShown)
    : [];
  return (
    <div className="admin-search">
      <label htmlFor={field}>{t('members.search')}</label>
      <input
        id={field}
        type="search"
        value={typed}
        maxLength={limits.moderation.memberQueryMaxLength}
        onChange={(event) => setTyped(event.target.value)}
        autoComplete="off"
        data-testid="medal-member-search"
      />
      <ul className="admin-list">
        {found.map((member) => (
          <li key={member.id}>
            <button
              type="button"
              className="button button--secondary admin-pick"
              disabled={grant.isPending}
              onClick={() =>
                give(member.id, ({ awarded }) => {
                  onDone();
                  return t(awarded ? 'medals.given' : 'medals.alreadyHeld', { name: member.username });
                })
              }
              data-testid={`medal-pick-${member.username}`}
            >
              <Avatar src={member.avatar || null} name={member.username} size={24} />
              <bdi>{member.username}</bdi>
            </button>
          </li>
        ))}
      </ul>
      {query && members.data && !found.length ? <p>{t('members.empty')}</p> : null}
    </div>
  );
}
