import { useTranslation } from 'react-i18next';
import type { My } from '@fanzone/contract';
import { useSite } from '../../platform/config.ts';
import { useChooseCountry } from '../../features/country/CountryChooserContext.ts';
import { readStoredCountry } from '../../features/country/countryStore.ts';
import { activeEditorGroupNames, EditorGroupNames } from '../../features/identity/EditorGroupNames.tsx';
import { toast } from '../../ui/toast.ts';
import { AvatarField } from './AvatarField.tsx';
import { UsernameField } from './UsernameField.tsx';
import '../../styles/information.css';

/**
 * The member's account details, editable: avatar, username, and the country where the region lets
 * members choose it. Each change is saved on its own and shows everywhere at once (header included).
 */
export function InformationSection({ my }: { my: My }) {
  const { t, i18n } = useTranslation('personal');
  const { region } = useSite();
  const chooseCountry = useChooseCountry();
  const country = my.countryCode ?? readStoredCountry();
  const countryName = country ? new Intl.DisplayNames([i18n.language], { type: 'region' }).of(country) : null;
  return (
    <dl className="details information" data-testid="information">
      <div className="details__row">
        <dt>{t('information.avatar')}</dt>
        <dd>
          <AvatarField my={my} />
        </dd>
      </div>
      <div className="details__row">
        <dt>{t('information.username')}</dt>
        <dd>
          <UsernameField my={my} />
        </dd>
      </div>
      <div className="details__row">
        <dt>{t('information.id')}</dt>
        <dd>{my.id}</dd>
      </div>
      <div className="details__row">
        <dt>{t('information.country')}</dt>
        <dd>
          <span data-testid="information-country">{countryName ?? t('information.countryNotSet')}</span>
          {region.countryChooser ? (
            <button
              type="button"
              className="button button--small button--secondary"
              // The chooser saves the account's country and the cached profile; nothing to reload.
              onClick={() =>
                chooseCountry({
                  callback: (code) => {
                    if (code !== country) toast.success(t('information.countrySaved'));
                  },
                })
              }
              data-testid="information-change-country"
            >
              {t('information.changeCountry')}
            </button>
          ) : null}
        </dd>
      </div>
      {activeEditorGroupNames(my).length ? (
        <div className="details__row">
          <dt>{t('information.groups')}</dt>
          <dd>
            <EditorGroupNames my={my} />
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
