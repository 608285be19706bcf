import { useTranslation } from 'react-i18next';
import { MedalsView } from '../../features/gamification/MedalsView.tsx';
import { useMedals } from '../../features/gamification/queries.ts';
import { heldFirst } from '../../features/gamification/rewardState.ts';

/** My medals (spec §2 my-medals, §3 Medal): the whole catalogue, the member's own first. */
export function MedalsSection() {
  const { t } = useTranslation('personal');
  return (
    <MedalsView query={useMedals()} emptyText={t('empty.medals')} order={heldFirst} testId="my-medals" />
  );
}
