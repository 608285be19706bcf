import { useTranslation } from 'react-i18next';
import type { EventPrizeKind } from '@fanzone/contract';
import { eventPrizeKinds, limits } from '@fanzone/contract';
import { ConsoleField, ConsoleSelect } from './kit/ConsoleField.tsx';
import type { FieldProblems } from './kit/fieldProblems.ts';

/** One prize as the operator types it (numbers as text until sent). */
export type PrizeDraft = {
  fromRank: string;
  toRank: string;
  kind: EventPrizeKind;
  coins: string;
  medalId: string;
};
const newPrize: PrizeDraft = { fromRank: '1', toRank: '1', kind: 'tshirt', coins: '0', medalId: '' };

/** The prizes by rank: each added, changed or removed in place; at most the contract's number. */
export function PrizesEditor({
  prizes,
  onPrizes: setPrizes,
  problems,
  medalOptions,
}: {
  prizes: PrizeDraft[];
  onPrizes: (prizes: PrizeDraft[]) => void;
  /** The event form's problems: one per prize (`prize0`), or the server's for the whole list. */
  problems: FieldProblems;
  medalOptions: { value: string; label: string }[];
}) {
  const { t } = useTranslation('events');
  const change = (index: number, to: Partial<PrizeDraft>) =>
    setPrizes(prizes.map((prize, at) => (at === index ? { ...prize, ...to } : prize)));
  // A number of a prize: its words, as typed, and its test id (`event-prize-0-from`).
  const numberField = (index: number, key: 'fromRank' | 'toRank' | 'coins', name: string) => ({
    label: t(`console.${key}`),
    inputMode: 'numeric' as const,
    value: prizes[index]?.[key] ?? '',
    onValue: (value: string) => change(index, { [key]: value }),
    testId: `event-prize-${index}-${name}`,
  });
  const prizeProblems = prizes.map((_, index) => problems[`prize${index}`]);
  return (
    <fieldset className="admin-localized" data-testid="event-prizes-editor">
      <legend>{t('console.prizes')}</legend>
      {prizes.map((prize, index) => (
        <div key={index} className="event-form__prize" data-testid={`event-prize-${index}`}>
          <ConsoleField {...numberField(index, 'fromRank', 'from')} />
          <ConsoleField {...numberField(index, 'toRank', 'to')} />
          <ConsoleSelect
            label={t('console.kind')}
            value={prize.kind}
            options={eventPrizeKinds.map((kind) => ({
              value: kind,
              label: kind === 'tshirt' ? t('prizes.tshirt') : t(`console.${kind}`),
            }))}
            onValue={(kind) => change(index, { kind })}
            testId={`event-prize-${index}-kind`}
          />
          {prize.kind === 'coins' ? <ConsoleField {...numberField(index, 'coins', 'coins')} /> : null}
          {prize.kind === 'medal' ? (
            <ConsoleSelect
              label={t('console.medal')}
              value={prize.medalId}
              options={[{ value: '', label: '—' }, ...medalOptions]}
              onValue={(medalId) => change(index, { medalId })}
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
          {prizeProblems[index] ? <p role="alert">{prizeProblems[index]}</p> : null}
        </div>
      ))}
      {/* The server's refusal of the list as a whole, unless a prize already says what is wrong. */}
      {problems.prizes && !prizeProblems.some(Boolean) ? <p role="alert">{problems.prizes}</p> : null}
      {prizes.length < limits.events.maxPrizes ? (
        <button
          type="button"
          className="button button--small"
          onClick={() => setPrizes([...prizes, newPrize])}
          data-testid="event-prize-add"
        >
          {t('console.addPrize')}
        </button>
      ) : null}
    </fieldset>
  );
}
