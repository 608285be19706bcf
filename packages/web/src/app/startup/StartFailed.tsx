import { useTranslation } from 'react-i18next';

/** The site settings could not be loaded: say so and offer a reload. */
export function StartFailed() {
  const { t } = useTranslation('common');
  return (
    <main className="stopped" data-testid="start-failed">
      <h1 className="stopped__title">{t('networkError')}</h1>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        {t('reload')}
      </button>
    </main>
  );
}
