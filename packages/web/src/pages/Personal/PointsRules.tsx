import { useTranslation } from 'react-i18next';
import { limits } from '@fanzone/contract';

/** The rules of Coins (points) of spec §1. */
export function PointsRules() {
  const { t } = useTranslation('personal');
  return (
    <section className="prose" aria-labelledby="points-rules">
      <h2 id="points-rules">{t('points.rulesTitle')}</h2>
      <ul>
        <li>{t('points.validity', { count: limits.points.validYears })}</li>
        <li>{t('points.cumulative')}</li>
        <li>{t('points.noCash')}</li>
      </ul>
    </section>
  );
}
