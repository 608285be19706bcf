import { useTranslation } from 'react-i18next';
import type { PageProps } from '../pageProps.ts';
import { PageFrame } from '../../ui/PageFrame.tsx';
import { AboutText } from './AboutText.tsx';

/** About us, inside the apps. */
export default function AboutUsPage({ name }: PageProps) {
  const { t } = useTranslation('pages');
  return (
    <PageFrame title={t(`titles:${name}`)}>
      <AboutText />
    </PageFrame>
  );
}
