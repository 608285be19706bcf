import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon.tsx';

/** Back in history when there is history inside the app, otherwise home. */
export function BackButton() {
  const navigate = useNavigate();
  const { t, i18n } = useTranslation('common');
  const rtl = i18n.dir() === 'rtl';
  return (
    <button
      type="button"
      className="icon-button"
      data-testid="back-button"
      aria-label={t('back')}
      onClick={() => {
        const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (index > 0) navigate(-1);
        else navigate('/', { replace: true });
      }}
    >
      <Icon name={rtl ? 'forward' : 'back'} />
    </button>
  );
}
