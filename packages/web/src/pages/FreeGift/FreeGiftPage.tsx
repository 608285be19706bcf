import { useTranslation } from 'react-i18next';
import type { PageProps } from '../pageProps.ts';
import { PageFrame } from '../../ui/PageFrame.tsx';
import { dateTimeFormat } from '../../platform/intl.ts';

/** The promotion's dates (spec §1): purchases until 31 Dec 2025, redemption until 30 May 2026. */
const purchaseEnds = new Date(Date.UTC(2025, 11, 31, 12));
const redemptionEnds = new Date(Date.UTC(2026, 4, 30, 12));

/** Free in-game costume with a phone purchase, in Mexico and Brazil. */
export default function FreeGiftPage({ name }: PageProps) {
  const { t, i18n } = useTranslation('pages');
  const format = dateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' });
  const countries = new Intl.DisplayNames([i18n.language], { type: 'region' });
  return (
    <PageFrame title={t(`titles:${name}`)}>
      <div className="prose" data-testid="free-gift">
        <p>{t('freeGift.offer', { first: countries.of('MX'), second: countries.of('BR') })}</p>
        <ul>
          <li>{t('freeGift.purchaseEnds', { date: format.format(purchaseEnds) })}</li>
          <li>{t('freeGift.redemptionEnds', { date: format.format(redemptionEnds) })}</li>
        </ul>
        <p>{t('freeGift.howTo')}</p>
      </div>
    </PageFrame>
  );
}
