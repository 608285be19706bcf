import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@fanzone/contract';
import { directionOf } from '@fanzone/contract';
import { Icon } from '../../ui/Icon.tsx';

/** Back in history when there is history inside the app, otherwise home. */
export function BackButton() {
  const navigate = useNavigate();
  const { t, i18n } = useTranslation('common');
  // The contract's own rule, as `<html dir>` follows (i18n/index.ts): i18next's `dir()` looks the
  // language up in its list of every right-to-left language on each call, 3 % of a drawn post page.
  const rtl = directionOf(i18n.language as Locale) === 'rtl';
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
