import { useTranslation } from 'react-i18next';
import type { Promotion } from '@fanzone/contract';
import type { PageProps } from '../pageProps.ts';
import { formatCalendarDay, timeZoneName } from '../../features/promotions/calendarDays.ts';
import { usePromotion } from '../../features/promotions/queries.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import '../../styles/promotions.css';

/**
 * The free-gift reward page (spec §1: a free in-game costume with a phone purchase). Everything it
 * says is the promotion operators wrote: its texts, countries and dates, and its state today as the
 * server's clock reckons it. The route's name is the promotion's code.
 */
export default function FreeGiftPage({ name }: PageProps) {
  const { t } = useTranslation(['promotions', 'titles']);
  const promotion = usePromotion(name);
  return (
    <PageFrame title={t(`titles:${name}`)}>
      {promotion.isPending ? (
        <Spinner label={t('common:loading')} />
      ) : promotion.isError ? (
        <LoadFailed
          error={promotion.error}
          fallback={t('freeGift.loadFailed')}
          onRetry={() => void promotion.refetch()}
        />
      ) : (
        <PromotionView promotion={promotion.data} />
      )}
    </PageFrame>
  );
}

function PromotionView({ promotion }: { promotion: Promotion }) {
  const { t, i18n } = useTranslation('promotions');
  const locale = i18n.language;
  const day = (value: string) => formatCalendarDay(value, locale);
  const countryNames = new Intl.DisplayNames([locale], { type: 'region' });
  const countries = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    promotion.countryCodes.map((code) => countryNames.of(code) ?? code),
  );
  const dates: [string, string | null][] = [
    ['startsOn', promotion.startsOn],
    ['purchaseEnds', promotion.purchaseEndsOn],
    ['redemptionEnds', promotion.redemptionEndsOn],
  ];
  return (
    <article className="promotion" data-testid="free-gift">
      <h2 dir="auto">{promotion.title}</h2>
      <span
        className={`status-label status-label--${promotion.state}`}
        data-testid="promotion-state"
        data-state={promotion.state}
      >
        {t(`freeGift.states.${promotion.state}`)}
      </span>
      <p data-testid="promotion-state-text">
        {t(`freeGift.stateText.${promotion.state}`, {
          startsOn: promotion.startsOn ? day(promotion.startsOn) : '',
          purchaseEnds: day(promotion.purchaseEndsOn),
          redemptionEnds: day(promotion.redemptionEndsOn),
        })}
      </p>
      <p className="promotion__body" dir="auto">
        {promotion.body}
      </p>
      <dl className="details">
        {dates
          .filter((entry): entry is [string, string] => entry[1] !== null)
          .map(([label, value]) => (
            <div key={label} className="details__row">
              <dt>{t(`freeGift.${label}`)}</dt>
              <dd data-testid={`promotion-${label}`}>{day(value)}</dd>
            </div>
          ))}
      </dl>
      <p className="promotion__note">
        {promotion.countryCodes.length ? t('freeGift.countries', { countries }) : t('freeGift.everywhere')}
      </p>
      {promotion.eligible === null ? null : (
        <p className="promotion__note" data-testid="promotion-eligibility">
          {t(promotion.eligible ? 'freeGift.eligible' : 'freeGift.notEligible')}
        </p>
      )}
      <p className="promotion__note">
        {t('freeGift.timeZone', { zone: timeZoneName(promotion.timeZone, locale, new Date()) })}
      </p>
    </article>
  );
}
