import { useTranslation } from 'react-i18next';
import type { PageProps } from '../pageProps.ts';
import { useMy } from '../../features/identity/queries.ts';
import { useAuthActions } from '../../features/identity/useAuthActions.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';

/** The member's 2024 in review. */
export default function UserReportPage({ name }: PageProps) {
  const { t } = useTranslation('pages');
  const my = useMy();
  const { login } = useAuthActions();
  return (
    <PageFrame title={t(`titles:${name}`)}>
      {my ? (
        <EmptyState icon="medal" text={t('userReport.empty')} />
      ) : (
        <EmptyState icon="lock" text={t('userReport.visitor')}>
          <button type="button" className="button button--primary" onClick={login}>
            {t('common:logIn')}
          </button>
        </EmptyState>
      )}
    </PageFrame>
  );
}
