import { useTranslation } from 'react-i18next';
import { useSite } from '../../platform/config.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { useLanguages } from '../site/queries.ts';

/** Language switch target: the server sets the language cookie at `/{code}/` and redirects home. */
export function languageSwitchPath(siteCode: string): string {
  return `/${siteCode.toLowerCase()}/`;
}

/** The regional sites (EU and PH hidden, spec §2); choosing one is a full-page navigation. */
export function LanguageList() {
  const { t } = useTranslation('shell');
  const { region } = useSite();
  const languages = useLanguages();
  if (languages.isPending) return <Spinner label={t('common:loading')} />;
  const visible = (languages.data ?? []).filter((item) => !item.hidden);
  return (
    <ul className="choice-list" data-testid="language-list">
      {visible.map((item) => {
        const current = item.code.toLowerCase() === region.siteCode.toLowerCase();
        return (
          <li key={item.code}>
            <a
              href={languageSwitchPath(item.code)}
              className="choice-list__item"
              aria-current={current ? 'true' : undefined}
              data-testid={`language-${item.code.toLowerCase()}`}
            >
              <span dir="auto" className="choice-list__primary">
                {item.name}
              </span>
              <span dir="auto" className="choice-list__secondary">
                {item.language}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
