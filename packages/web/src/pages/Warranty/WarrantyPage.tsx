import { useTranslation } from 'react-i18next';
import type { PageProps } from '../pageProps.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';

/** narzo warranty and extended warranty, inside the apps. */
export default function WarrantyPage({ name }: PageProps) {
  const { t } = useTranslation('pages');
  const extended = name === 'narzo-extended-warranty';
  return (
    <PageFrame title={t(`titles:${name}`)}>
      <p className="page__lead">{t(extended ? 'warranty.extendedLead' : 'warranty.lead')}</p>
      <EmptyState text={t(extended ? 'warranty.noPlans' : 'warranty.noDevices')} />
    </PageFrame>
  );
}
