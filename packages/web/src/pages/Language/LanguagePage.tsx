import { useTranslation } from 'react-i18next';
import type { PageProps } from '../pageProps.ts';
import { LanguageList } from '../../features/language/LanguageList.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';

/** The regional sites and their languages; choosing one switches site and language. */
export default function LanguagePage({ name }: PageProps) {
  const { t } = useTranslation('pages');
  return (
    <PageFrame title={t(`titles:${name}`)}>
      <p className="page__lead">{t('language.lead')}</p>
      <LanguageList />
    </PageFrame>
  );
}
