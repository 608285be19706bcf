import { useTranslation } from 'react-i18next';
import type { EventAdmin } from '@fanzone/contract';
import { eventInputSchema, limits } from '@fanzone/contract';
import { useBoards } from '../../features/boards/queries.ts';
import { useSaveEvent } from '../../features/events/queries.ts';
import { useMedalCatalogue } from '../../features/gamification/consoleQueries.ts';
import { ConsoleField, ConsoleSelect } from './kit/ConsoleField.tsx';
import { ConsoleForm } from './kit/ConsoleForm.tsx';
import { textIn } from './kit/ConsoleList.tsx';
import type { PrizeDraft } from './EventPrizesEditor.tsx';
import { PrizesEditor } from './EventPrizesEditor.tsx';
import { LocalizedTextFields, writtenText } from './kit/LocalizedTextFields.tsx';
import type { FieldProblems } from './kit/fieldProblems.ts';
import { typedNumber, useConsoleForm } from './kit/useConsoleForm.ts';

const { titleMaxLength, rulesMaxLength, maxRank, maxCoins } = limits.events;

/** `datetime-local` speaks the operator's local time; the API speaks unix seconds. */
const toLocalInput = (seconds: number) => {
  const date = new Date(seconds * 1000);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => Math.floor(new Date(value).getTime() / 1000);
const isWhole = (value: string, min: number, max: number) =>
  typedNumber(value) >= min && typedNumber(value) <= max;

const draftOf = (event: EventAdmin | undefined) => ({
  title: event?.title ?? {},
  rules: event?.rules ?? {},
  boardId: event?.boardId ?? '',
  countries: event?.countries.join(', ') ?? '',
  startsAt: event ? toLocalInput(event.startsAt) : '',
  entriesEndAt: event ? toLocalInput(event.entriesEndAt) : '',
  announceAt: event ? toLocalInput(event.announceAt) : '',
  deliveryWorkingDays: String(event?.deliveryWorkingDays ?? limits.events.deliveryWorkingDays),
  participationMedalId: event?.participationMedalId ?? '',
  prizes: (event?.prizes ?? []).map((prize): PrizeDraft => ({
    fromRank: String(prize.fromRank),
    toRank: String(prize.toRank),
    kind: prize.kind,
    coins: String(prize.coins),
    medalId: prize.medalId ?? '',
  })),
});
type EventDraft = ReturnType<typeof draftOf>;

const bodyOf = (draft: EventDraft) => ({
  title: writtenText(draft.title),
  rules: writtenText(draft.rules),
  boardId: draft.boardId,
  countries: draft.countries
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean),
  startsAt: fromLocalInput(draft.startsAt),
  entriesEndAt: fromLocalInput(draft.entriesEndAt),
  announceAt: fromLocalInput(draft.announceAt),
  deliveryWorkingDays: typedNumber(draft.deliveryWorkingDays),
  participationMedalId: draft.participationMedalId || null,
  prizes: draft.prizes.map((prize) => ({
    fromRank: typedNumber(prize.fromRank),
    toRank: typedNumber(prize.toRank),
    kind: prize.kind,
    coins: prize.kind === 'coins' ? typedNumber(prize.coins) : 0,
    medalId: prize.kind === 'medal' ? prize.medalId || null : null,
  })),
});

/**
 * An event as operators write it: title and rules per language, the board where entries go, the
 * countries, the three dates, the working days to deliver, a medal for every participant and the
 * prizes by rank. New when no event is given.
 */
export function EventForm({ event, onSaved }: { event?: EventAdmin; onSaved: () => void }) {
  // errors: a prize's problem is the server's own text for it, said before sending.
  const { t, i18n } = useTranslation(['events', 'admin', 'errors']);
  const boards = useBoards();
  const medals = useMedalCatalogue();
  const required = t('admin:settings.required');
  const form = useConsoleForm({
    initial: draftOf(event),
    schema: eventInputSchema,
    toBody: bodyOf,
    // What the schema cannot say alone: the dates in order, and each prize whole, a Coins prize
    // giving some and a medal prize naming its medal (said under that prize).
    check: (draft, { startsAt, entriesEndAt, announceAt }) => {
      const found: FieldProblems = {};
      // An empty date is the schema's to say, on its own field.
      const dated = [startsAt, entriesEndAt, announceAt].every(Number.isFinite);
      if (dated && !(startsAt < entriesEndAt && entriesEndAt <= announceAt))
        found.announceAt = t('console.datesOrder');
      draft.prizes.forEach((prize, index) => {
        const ranks = isWhole(prize.fromRank, 1, maxRank) && isWhole(prize.toRank, 1, maxRank);
        const coins = prize.kind !== 'coins' || isWhole(prize.coins, 1, maxCoins);
        const medal = prize.kind !== 'medal' || !!prize.medalId;
        if (!ranks || !coins || !medal) found[`prize${index}`] = t('errors:EVENT_PRIZES_INVALID');
      });
      return found;
    },
    ownWords: {
      boardId: t('console.boardRequired'),
      // A date input holds a moment or nothing: its only problem is being empty.
      startsAt: required,
      entriesEndAt: required,
      announceAt: required,
      deliveryWorkingDays: t('console.number'),
      prizes: t('errors:EVENT_PRIZES_INVALID'),
    },
    save: useSaveEvent(event?.id ?? null),
    saved: t('console.saved'),
    onSaved,
  });

  const boardOptions = (boards.data ?? []).flatMap((board) => [
    { value: board.id, label: board.name },
    ...board.children.map((child) => ({ value: child.id, label: `${board.name} › ${child.name}` })),
  ]);
  const medalOptions = (medals.data ?? []).map((medal) => ({
    value: medal.id,
    label: textIn(medal.name, i18n.language),
  }));
  const dates = [
    ['startsAt', 'event-starts'],
    ['entriesEndAt', 'event-entries-end'],
    ['announceAt', 'event-announce'],
  ] as const;
  return (
    <ConsoleForm form={form} name="event" className="event-form">
      <LocalizedTextFields
        label={t('console.title')}
        maxLength={titleMaxLength}
        {...form.localized('title')}
        testId="event-title"
      />
      <LocalizedTextFields
        label={t('console.rules')}
        rows={3}
        maxLength={rulesMaxLength}
        {...form.localized('rules')}
        testId="event-rules"
      />
      <ConsoleSelect
        label={t('console.board')}
        options={[{ value: '', label: '—' }, ...boardOptions]}
        {...form.text('boardId')}
        testId="event-board"
      />
      <ConsoleField
        label={t('console.countries')}
        dir="ltr"
        {...form.text('countries')}
        testId="event-countries"
      />
      {dates.map(([key, testId]) => (
        <ConsoleField
          key={key}
          label={t(`console.${key}`)}
          type="datetime-local"
          {...form.text(key)}
          testId={testId}
        />
      ))}
      <ConsoleField
        label={t('console.deliveryDays')}
        inputMode="numeric"
        {...form.text('deliveryWorkingDays')}
        testId="event-delivery-days"
      />
      <ConsoleSelect
        label={t('console.participationMedal')}
        options={[{ value: '', label: t('console.noMedal') }, ...medalOptions]}
        {...form.text('participationMedalId')}
        testId="event-participation-medal"
      />
      <PrizesEditor
        prizes={form.draft.prizes}
        onPrizes={(prizes) => form.set('prizes', prizes)}
        problems={form.problems}
        medalOptions={medalOptions}
      />
    </ConsoleForm>
  );
}
