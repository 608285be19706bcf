import { useTranslation } from 'react-i18next';
import { letterSenderRules } from '@fanzone/contract';
import { toast } from '../../../ui/toast.ts';
import { useLetterSettings, useUpdateLetterSettings } from './queries.ts';
import '../../../styles/messages.css';

/** The privacy-message setting: who may write the member private letters (spec §6). */
export function LetterSettings() {
  const { t } = useTranslation('messages', { keyPrefix: 'settings' });
  const settings = useLetterSettings(true);
  const update = useUpdateLetterSettings();
  const chosen = update.isPending ? update.variables.whoCanMessageMe : settings.data?.whoCanMessageMe;
  return (
    <fieldset className="letter-settings" data-testid="letter-settings" disabled={!settings.data}>
      <legend>{t('whoCanMessageMe')}</legend>
      {letterSenderRules.map((rule) => (
        <label key={rule} className="letter-settings__choice">
          <input
            type="radio"
            name="who-can-message-me"
            value={rule}
            checked={chosen === rule}
            onChange={() =>
              update.mutate({ whoCanMessageMe: rule }, { onSuccess: () => toast.success(t('saved')) })
            }
          />{' '}
          {t(rule)}
        </label>
      ))}
    </fieldset>
  );
}
