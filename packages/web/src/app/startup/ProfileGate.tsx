import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfileQuery } from '../../features/identity/queries.ts';
import { Spinner } from '../../ui/Spinner.tsx';

/** The app shows nothing but a neutral spinner until the profile load finishes (spec §4). */
export function ProfileGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const profile = useProfileQuery();
  if (profile.isPending) return <Spinner label={t('loading')} testId="app-loading" />;
  return children;
}
