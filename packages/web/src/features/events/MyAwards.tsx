import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryAddress, EventView } from '@fanzone/contract';
import { limits } from '@fanzone/contract';
import { errorMessageFor } from '../../platform/errors.ts';
import { toast } from '../../ui/toast.ts';
import { useSaveDeliveryAddress } from './queries.ts';

const { recipientMaxLength, phoneMaxLength, addressMaxLength } = limits.events.delivery;

/** What the member won, and for a T-shirt, where to send it. */
export function MyAwards({ event }: { event: EventView }) {
  const { t } = useTranslation('events');
  const awards = event.me?.awards ?? [];
  if (!awards.length) return null;
  return (
    <section className="event-panel" data-testid="event-my-awards">
      <h2 className="event-heading">{t('awards.title')}</h2>
      <ul className="event-prizes">
        {awards.map((award) => (
          <li key={`${award.kind}-${award.medal?.name ?? ''}`} data-testid={`event-award-${award.kind}`}>
            {award.kind === 'tshirt'
              ? t('prizes.tshirt')
              : award.kind === 'coins'
                ? t('prizes.coins', { coins: award.coins })
                : t('prizes.medal', { name: award.medal?.name ?? '' })}{' '}
            {award.rank ? t('awards.rank', { rank: award.rank }) : t('awards.participation')}
          </li>
        ))}
      </ul>
      {event.me?.wantsDeliveryAddress ? (
        <DeliveryAddressForm eventId={event.id} saved={event.me.deliveryAddress} />
      ) : null}
    </section>
  );
}

type Field = keyof DeliveryAddress;

/** The T-shirt winner's delivery address: private to them and operators (the server keeps it so). */
function DeliveryAddressForm({ eventId, saved }: { eventId: string; saved: DeliveryAddress | null }) {
  const { t } = useTranslation(['events', 'errors']);
  const save = useSaveDeliveryAddress(eventId);
  const [draft, setDraft] = useState<DeliveryAddress>(saved ?? { recipient: '', phone: '', address: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const fields: { name: Field; maxLength: number }[] = [
    { name: 'recipient', maxLength: recipientMaxLength },
    { name: 'phone', maxLength: phoneMaxLength },
    { name: 'address', maxLength: addressMaxLength },
  ];
  return (
    <form
      className="event-address"
      noValidate
      data-testid="event-address"
      onSubmit={(submitted) => {
        submitted.preventDefault();
        const found = Object.fromEntries(
          fields.filter(({ name }) => !draft[name].trim()).map(({ name }) => [name, t('address.required')]),
        );
        setProblems(found);
        if (Object.keys(found).length) return;
        save.mutate(draft, {
          onSuccess: () => toast.success(t('address.saved')),
          onError: (error) => toast.error(errorMessageFor(error, t) ?? t('loadFailed')),
        });
      }}
    >
      <h3 className="event-heading">{t('address.title')}</h3>
      <p className="event-note">{t('address.private')}</p>
      {fields.map(({ name, maxLength }) => (
        <label key={name} className="event-address__field">
          <span>{t(`address.${name}`)}</span>
          {name === 'address' ? (
            <textarea
              rows={3}
              maxLength={maxLength}
              value={draft[name]}
              dir="auto"
              aria-invalid={problems[name] ? true : undefined}
              onChange={(change) => setDraft({ ...draft, [name]: change.target.value })}
              data-testid={`event-address-${name}`}
            />
          ) : (
            <input
              maxLength={maxLength}
              value={draft[name]}
              dir="auto"
              aria-invalid={problems[name] ? true : undefined}
              onChange={(change) => setDraft({ ...draft, [name]: change.target.value })}
              data-testid={`event-address-${name}`}
            />
          )}
          {problems[name] ? (
            <span role="alert" className="field-problem">
              {problems[name]}
            </span>
          ) : null}
        </label>
      ))}
      <button
        type="submit"
        className="button button--primary"
        disabled={save.isPending}
        data-testid="event-address-save"
      >
        {t('address.save')}
      </button>
    </form>
  );
}
