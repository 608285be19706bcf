import { useTranslation } from 'react-i18next';
import type { ShareTarget } from '@fanzone/contract';
import { useSite } from '../../platform/config.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { toast } from '../../ui/toast.ts';
import { shareUrl } from './shareUrls.ts';

/** Decorative marks standing in for the services' logos. */
const marks: Record<ShareTarget, string> = { weibo: '微', x: '𝕏', whatsapp: 'W', telegram: 'T' };

type ShareDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; title: string; url: string };

/** Share targets of the region (China: Weibo; elsewhere X except Russia, WhatsApp, Telegram) and Copy link. */
export default function ShareDialog({ open, onOpenChange, title, url }: ShareDialogProps) {
  const { t } = useTranslation('shell');
  const { region } = useSite();
  const copy = () => {
    navigator.clipboard.writeText(url).then(
      () => toast.success(t('share.copied')),
      () => toast.error(t('share.copyFailed')),
    );
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('share.title')}
      variant="sheet"
      testId="share-dialog"
    >
      <ul className="share-targets">
        {region.shareTargets.map((target) => (
          <li key={target}>
            <a
              href={shareUrl(target, url, title)}
              target="_blank"
              rel="noopener noreferrer"
              className="share-target"
              data-testid={`share-${target}`}
              onClick={() => onOpenChange(false)}
            >
              <span className={`share-target__badge share-target__badge--${target}`} aria-hidden="true">
                {marks[target]}
              </span>
              {t(`share.targets.${target}`)}
            </a>
          </li>
        ))}
        <li>
          <button type="button" className="share-target" onClick={copy} data-testid="share-copy">
            <span className="share-target__badge" aria-hidden="true">
              <Icon name="link" />
            </span>
            {t('share.copyLink')}
          </button>
        </li>
      </ul>
    </Dialog>
  );
}
