import { useTranslation } from 'react-i18next';
import { useSite } from '../../platform/config.ts';

/** Who runs the community and what it is for. */
export function AboutText() {
  const { t } = useTranslation('pages');
  const { config } = useSite();
  return (
    <div className="prose" data-testid="about-us">
      <p>{t('about.intro', { community: config.communityName })}</p>
      <p>{t('about.members')}</p>
      <p>{t('about.operator', { holder: config.copyrightHolder })}</p>
    </div>
  );
}
