import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog.tsx';
import type { ConsentFlags } from './consent.ts';
import { consentCategories } from './consent.ts';

type Props = { initial: ConsentFlags; onDone: (flags: ConsentFlags) => void; onClose: () => void };

/** The manage panel: Necessary always on; Functional, Analytics, Advertising as saved (default off). */
export default function CookieManageDialog({ initial, onDone, onClose }: Props) {
  const { t } = useTranslation('cookies');
  const [flags, setFlags] = useState<ConsentFlags>(initial);
  const base = useId();
  const toggle = (index: 1 | 2 | 3, on: boolean) => {
    const next: ConsentFlags = [...flags];
    next[index] = on;
    setFlags(next);
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('manageTitle')}
      description={t('manageDescription')}
      testId="cookie-manage"
    >
      <ul className="consent-list">
        {consentCategories.map((category, index) => {
          const id = `${base}-${category}`;
          return (
            <li key={category} className="consent-list__item">
              <div className="consent-list__text">
                <label htmlFor={id} className="consent-list__label">
                  {t(`categories.${category}.name`)}
                </label>
                <p id={`${id}-description`} className="consent-list__description">
                  {t(`categories.${category}.description`)}
                </p>
              </div>
              <input
                id={id}
                type="checkbox"
                role="switch"
                className="switch"
                checked={flags[index] ?? false}
                disabled={index === 0}
                aria-describedby={`${id}-description`}
                data-testid={`cookie-flag-${category}`}
                onChange={(event) => {
                  if (index !== 0) toggle(index as 1 | 2 | 3, event.target.checked);
                }}
              />
            </li>
          );
        })}
      </ul>
      <div className="dialog__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => onDone(flags)}
          data-testid="cookie-manage-done"
        >
          {t('done')}
        </button>
      </div>
    </Dialog>
  );
}
