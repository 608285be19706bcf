import { useTranslation } from 'react-i18next';
import type { My } from '@fanzone/contract';
import { useSite } from '../../app/config.ts';
import { useChooseCountry } from '../../features/country/CountryChooserContext.ts';
import { readStoredCountry } from '../../features/country/countryStore.ts';
import { activeEditorGroupNames, EditorGroupNames } from '../../features/identity/EditorGroupNames.tsx';

/** The member's account details; the country can be changed where the region lets members choose. */
export function InformationSection({ my }: { my: My }) {
  const { t } = useTranslation('personal');
  const { region } = useSite();
  const chooseCountry = useChooseCountry();
  const country = my.countryCode ?? readStoredCountry();
  const countryName = country
    ? new Intl.DisplayNames([document.documentElement.lang], { type: 'region' }).of(country)
    : null;
  return (
    <dl className="details" data-testid="information">
      <div className="details__row">
        <dt>{t('information.username')}</dt>
        <dd dir="auto">{my.username}</dd>
      </div>
      <div className="details__row">
        <dt>{t('information.id')}</dt>
        <dd>{my.id}</dd>
      </div>
      <div className="details__row">
        <dt>{t('information.country')}</dt>
        <dd>
          <span>{countryName ?? t('information.countryNotSet')}</span>
          {region.countryChooser ? (
            <button
              type="button"
              className="button button--small button--secondary"
              onClick={() => chooseCountry()}
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
