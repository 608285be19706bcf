import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventAdmin, EventInput, EventPrizeKind } from '@fanzone/contract';
import { eventPrizeKinds, limits, supportedLocales } from '@fanzone/contract';
import { useBoards } from '../../features/boards/queries.ts';
import { useMedalCatalogue } from '../../features/gamification/consoleQueries.ts';
import { ConsoleField, ConsoleSelect } from './kit/ConsoleField.tsx';
import { textIn } from './kit/ConsoleList.tsx';
import type { LocalizedDraft } from './kit/LocalizedTextFields.tsx';
import { LocalizedTextFields, writtenText } from './kit/LocalizedTextFields.tsx';

const { titleMaxLength, rulesMaxLength, maxPrizes, maxRank, maxCoins } = limits.events;

type PrizeDraft = { fromRank: string; toRank: string; kind: EventPrizeKind; coins: string; medalId: string };

/** `datetime-local` speaks the operator's local time; the API speaks unix seconds. */
const toLocalInput = (seconds: number) => {
  const date = new Date(seconds * 1000);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => Math.floor(new Date(value).getTime() / 1000);
const isWhole = (value: string, min: number, max: number) =>
  /^\d+$/.test(value.trim()) && Number(value) >= min && Number(value) <= max;

/**
 * An event as operators write it: title and rules per language, the board where entries go, the
 * countries, the three dates, the working days to deliver, a medal for every participant and the
 * prizes by rank. Checked here first (noValidate); the server holds the same rules.
 */
export function EventForm({
  event,
  busy,
  onSave,
}: {
  event?: EventAdmin;
  busy: boolean;
  onSave: (input: EventInput) => void;
}) {
  // errors: a prize's problem is the server's own text for it, said before sending.
  const { t, i18n } = useTranslation(['events', 'admin', 'errors']);
  const boards = useBoards();
  const medals = useMedalCatalogue();
  const id = useId();
  const [title, setTitle] = useState<LocalizedDraft>(event?.title ?? {});
  const [rules, setRules] = useState<LocalizedDraft>(event?.rules ?? {});
  const [boardId, setBoardId] = useState(event?.boardId ?? '');
  const [countries, setCountries] = useState(event?.countries.join(', ') ?? '');
  const [startsAt, setStartsAt] = useState(event ? toLocalInput(event.startsAt) : '');
  const [entriesEndAt, setEntriesEndAt] = useState(event ? toLocalInput(event.entriesEndAt) : '');
  const [announceAt, setAnnounceAt] = useState(event ? toLocalInput(event.announceAt) : '');
  const [deliveryDays, setDeliveryDays] = useState(
    String(event?.deliveryWorkingDays ?? limits.events.deliveryWorkingDays),
  );
  const [participationMedalId, setParticipationMedalId] = useState(event?.participationMedalId ?? '');
  const [prizes, setPrizes] = useState<PrizeDraft[]>(
    (event?.prizes ?? []).map((prize) => ({
      fromRank: String(prize.fromRank),
      toRank: String(prize.toRank),
      kind: prize.kind,
      coins: String(prize.coins),
      medalId: prize.medalId ?? '',
    })),
  );
  const [problems, setProblems] = useState<Record<string, string>>({});

  const boardOptions = (boards.data ?? []).flatMap((board) => [
    { value: board.id, label: board.name },
    ...board.children.map((child) => ({ value: child.id, label: `${board.name} › ${child.name}` })),
  ]);
  const medalOptions = (medals.data ?? []).map((medal) => ({
    value: medal.id,
    label: textIn(medal.name, i18n.language),
  }));
  const changePrize = (index: number, change: Partial<PrizeDraft>) =>
    setPrizes(prizes.map((prize, at) => (at === index ? { ...prize, ...change } : prize)));

  const submit = () => {
    const found: Record<string, string> = {};
    const titles = writtenText(title);
    const ruleTexts = writtenText(rules);
    if (!titles.en) found.title = t('admin:structure.englishRequired');
    if (!ruleTexts.en) found.rules = t('admin:structure.englishRequired');
    const dates = [startsAt, entriesEndAt, announceAt].map(fromLocalInput);
    if (dates.some((date) => !Number.isFinite(date)) || !(dates[0]! < dates[1]! && dates[1]! <= dates[2]!))
      found.dates = t('console.datesOrder');
    if (!isWhole(deliveryDays, 0, limits.events.maxDeliveryWorkingDays))
      found.deliveryDays = t('console.number');
    prizes.forEach((prize, index) => {
      const ranks = isWhole(prize.fromRank, 1, maxRank) && isWhole(prize.toRank, 1, maxRank);
      const coins = prize.kind !== 'coins' || isWhole(prize.coins, 1, maxCoins);
      const medal = prize.kind !== 'medal' || !!prize.medalId;
      if (!ranks || !coins || !medal) found[`prize${index}`] = t('errors:EVENT_PRIZES_INVALID');
    });
    if (!boardId) found.board = t('console.boardRequired');
    setProblems(found);
    if (Object.keys(found).length) return;
    onSave({
      title: titles,
      rules: ruleTexts,
      boardId,
      countries: countries
        .split(',')
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean),
      startsAt: dates[0]!,
      entriesEndAt: dates[1]!,
      announceAt: dates[2]!,
      deliveryWorkingDays: Number(deliveryDays),
      participationMedalId: participationMedalId || null,
      prizes: prizes.map((prize) => ({
        fromRank: Number(prize.fromRank),
        toRank: Number(prize.toRank),
        kind: prize.kind,
        coins: prize.kind === 'coins' ? Number(prize.coins) : 0,
        medalId: prize.kind === 'medal' ? prize.medalId : null,
      })),
    });
  };

  return (
    <form
      className="moderation-form event-form"
      noValidate
      onSubmit={(submitted) => {
        submitted.preventDefault();
        submit();
      }}
      data-testid="event-form"
    >
      <LocalizedTextFields
        label={t('console.title')}
        value={title}
        onChange={setTitle}
        maxLength={titleMaxLength}
        problem={problems.title}
        testId="event-title"
      />
      <fieldset className="admin-localized" data-testid="event-rules">
        <legend>{t('console.rules')}</legend>
        {['en', ...supportedLocales.filter((locale) => locale !== 'en')].map((locale) => (
          <div key={locale} className="admin-setting">
            <label htmlFor={`${id}-rules-${locale}`}>
              {new Intl.DisplayNames([i18n.language], { type: 'language' }).of(locale) ?? locale}
            </label>
            <textarea
              id={`${id}-rules-${locale}`}
              lang={locale}
              dir="auto"
              rows={3}
              maxLength={rulesMaxLength}
              value={rules[locale] ?? ''}
              onChange={(change) => setRules({ ...rules, [locale]: change.target.value })}
              data-testid={`event-rules-${locale}`}
            />
            {locale === 'en' && problems.rules ? <p role="alert">{problems.rules}</p> : null}
          </div>
        ))}
      </fieldset>
      <ConsoleSelect
        label={t('console.board')}
        value={boardId}
        options={[{ value: '', label: '—' }, ...boardOptions]}
        onValue={setBoardId}
        testId="event-board"
        problem={problems.board}
      />
      <ConsoleField
        label={t('console.countries')}
        dir="ltr"
        value={countries}
        onValue={setCountries}
        testId="event-countries"
      />
      <ConsoleField
        label={t('console.startsAt')}
        type="datetime-local"
        value={startsAt}
        onValue={setStartsAt}
        testId="event-starts"
      />
      <ConsoleField
        label={t('console.entriesEndAt')}
        type="datetime-local"
        value={entriesEndAt}
        onValue={setEntriesEndAt}
        testId="event-entries-end"
      />
      <ConsoleField
        label={t('console.announceAt')}
        type="datetime-local"
        value={announceAt}
        onValue={setAnnounceAt}
        problem={problems.dates}
        testId="event-announce"
      />
      <ConsoleField
        label={t('console.deliveryDays')}
        inputMode="numeric"
        value={deliveryDays}
        onValue={setDeliveryDays}
        problem={problems.deliveryDays}
        testId="event-delivery-days"
      />
      <ConsoleSelect
        label={t('console.participationMedal')}
        value={participationMedalId}
        options={[{ value: '', label: t('console.noMedal') }, ...medalOptions]}
        onValue={setParticipationMedalId}
        testId="event-participation-medal"
      />
      <fieldset className="admin-localized" data-testid="event-prizes-editor">
        <legend>{t('console.prizes')}</legend>
        {prizes.map((prize, index) => (
          <div key={index} className="event-form__prize" data-testid={`event-prize-${index}`}>
            <ConsoleField
              label={t('console.fromRank')}
              inputMode="numeric"
              value={prize.fromRank}
              onValue={(fromRank) => changePrize(index, { fromRank })}
              testId={`event-prize-${index}-from`}
            />
            <ConsoleField
              label={t('console.toRank')}
              inputMode="numeric"
              value={prize.toRank}
              onValue={(toRank) => changePrize(index, { toRank })}
              testId={`event-prize-${index}-to`}
            />
            <ConsoleSelect
              label={t('console.kind')}
              value={prize.kind}
              options={eventPrizeKinds.map((kind) => ({
                value: kind,
                label: kind === 'tshirt' ? t('prizes.tshirt') : t(`console.${kind}`),
              }))}
              onValue={(kind) => changePrize(index, { kind })}
              testId={`event-prize-${index}-kind`}
            />
            {prize.kind === 'coins' ? (
              <ConsoleField
                label={t('console.coins')}
                inputMode="numeric"
                value={prize.coins}
                onValue={(coins) => changePrize(index, { coins })}
                testId={`event-prize-${index}-coins`}
              />
            ) : null}
            {prize.kind === 'medal' ? (
              <ConsoleSelect
                label={t('console.medal')}
                value={prize.medalId}
                options={[{ value: '', label: '—' }, ...medalOptions]}
                onValue={(medalId) => changePrize(index, { medalId })}
                testId={`event-prize-${index}-medal`}
              />
            ) : null}
            <button
              type="button"
              className="button button--small"
              onClick={() => setPrizes(prizes.filter((_, at) => at !== index))}
            >
              {t('console.removePrize')}
            </button>
            {problems[`prize${index}`] ? <p role="alert">{problems[`prize${index}`]}</p> : null}
          </div>
        ))}
        {prizes.length < maxPrizes ? (
          <button
            type="button"
            className="button button--small"
            onClick={() =>
              setPrizes([...prizes, { fromRank: '1', toRank: '1', kind: 'tshirt', coins: '0', medalId: '' }])
            }
            data-testid="event-prize-add"
          >
            {t('console.addPrize')}
          </button>
        ) : null}
      </fieldset>
      <button type="submit" className="button button--primary" disabled={busy} data-testid="event-save">
        {t('console.save')}
      </button>
    </form>
  );
}
