import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { limits, paths } from '@fanzone/contract';
import { useSite } from '../../platform/config.ts';
import { debounce } from '../../ui/debounce.ts';
import { isPlainClick } from '../../ui/Link.tsx';

/** The community's name as logo; clicks are debounced (spec §9: 320 ms) and go home. */
export function Logo({ imageUrl }: { imageUrl?: string }) {
  const navigate = useNavigate();
  const { t } = useTranslation('shell');
  const { config } = useSite();
  const goHome = useMemo(
    () => debounce(() => navigate(paths.home()), limits.ui.logoClickDebounceMs),
    [navigate],
  );
  useEffect(() => goHome.cancel, [goHome]);
  return (
    <a
      href={paths.home()}
      className="logo"
      data-testid="logo"
      aria-label={t('header.logoLabel', { community: config.communityName })}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        goHome();
      }}
    >
      {imageUrl ? (
        // A box of fixed size whatever the operator's picture: nothing moves when it arrives.
        <img src={imageUrl} alt="" className="logo__image" width={160} height={32} />
      ) : (
        <>
          <span className="logo__mark" aria-hidden="true" />
          <span className="logo__text">{config.communityName}</span>
        </>
      )}
    </a>
  );
}
