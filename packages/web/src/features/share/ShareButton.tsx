import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMy } from '../identity/queries.ts';
import { Icon } from '../../ui/Icon.tsx';
import { toastErrorCode } from '../../platform/errors.ts';

const ShareDialog = lazy(() => import('./ShareDialog.tsx'));

/** Opens the share dialog for the current page; a banned member is told they cannot (spec §4). */
export function ShareButton({ title, withText }: { title: string; withText?: boolean }) {
  const { t } = useTranslation('shell');
  const my = useMy();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={withText ? 'button button--secondary' : 'icon-button'}
        aria-label={withText ? undefined : t('share.open')}
        data-testid="share-button"
        onClick={() => {
          if (my?.isBlocked) void toastErrorCode('USER_BANNED');
          else setOpen(true);
        }}
      >
        <Icon name="share" size={withText ? 18 : 24} />
        {withText ? <span>{t('share.open')}</span> : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ShareDialog open={open} onOpenChange={setOpen} title={title} url={window.location.href} />
        </Suspense>
      ) : null}
    </>
  );
}
