import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMy, useUpdateCountryMutation } from '../identity/queries.ts';
import { useActiveCountryList } from '../site/queries.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import type { ChooseCountryOptions } from './CountryChooserContext.ts';
import { readStoredCountry, storeCountry } from './countryStore.ts';

/**
 * Country chooser (spec §4): the choice is stored locally, the member's account is updated when it
 * differs, then the popup goes to its target, runs its callback, or reloads the page.
 */
export default function CountryChooserDialog({
  options,
  onClose,
}: {
  options: ChooseCountryOptions;
  onClose: () => void;
}) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const my = useMy();
  const countries = useActiveCountryList();
  const update = useUpdateCountryMutation();
  const current = my?.countryCode ?? readStoredCountry();

  const choose = async (code: string) => {
    storeCountry(code);
    if (my && my.countryCode !== code) {
      try {
        await update.mutateAsync(code);
      } catch {
        return;
      }
    }
    onClose();
    if (options.target) navigate(options.target);
    else if (options.callback) options.callback(code);
    else window.location.reload();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('country.title')}
      description={t('country.description')}
      testId="country-chooser"
      size="full"
    >
      {countries.isPending ? <Spinner label={t('common:loading')} /> : null}
      <ul className="choice-list">
        {(countries.data ?? []).map((country) => (
          <li key={country.code}>
            <button
              type="button"
              className="choice-list__item"
              aria-pressed={country.code === current}
              disabled={update.isPending}
              onClick={() => void choose(country.code)}
              data-testid={`country-${country.code}`}
            >
              <span dir="auto">{country.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
