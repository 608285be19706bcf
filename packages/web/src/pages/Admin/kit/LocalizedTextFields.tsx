import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { supportedLocales } from '@fanzone/contract';

/** Text an operator writes per language: English first and required, the others optional. */
export type LocalizedDraft = Record<string, string>;

/** The languages in the order operators fill them: English, which every reader falls back to, first. */
const locales = ['en', ...supportedLocales.filter((locale) => locale !== 'en')];

/** Only the languages written, trimmed; the server requires English. */
export function writtenText(draft: LocalizedDraft): Record<string, string> & { en: string } {
  const written = Object.fromEntries(
    Object.entries(draft)
      .map(([locale, text]) => [locale, text.trim()])
      .filter(([, text]) => text),
  );
  return { ...written, en: written.en ?? '' };
}

/**
 * One input per language for a name or title. Languages are named by the reader's browser in the
 * reader's language (Intl.DisplayNames), so the console needs no list of language names.
 */
export function LocalizedTextFields({
  label,
  value,
  onChange,
  maxLength,
  problem,
  testId,
  rows,
}: {
  label: string;
  value: LocalizedDraft;
  onChange: (value: LocalizedDraft) => void;
  maxLength: number;
  /** Said under English, the language that must be filled. */
  problem?: string;
  testId: string;
  /** A text of several lines (an event's rules): a box this many rows high instead of one line. */
  rows?: number;
}) {
  const { t, i18n } = useTranslation('admin');
  const Input = rows ? 'textarea' : 'input';
  const id = useId();
  const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
  return (
    <fieldset className="admin-localized" data-testid={testId}>
      <legend>{label}</legend>
      {locales.map((locale) => (
        <div key={locale} className="admin-setting">
          <label htmlFor={`${id}-${locale}`}>
            {names.of(locale) ?? locale}
            {locale === 'en' ? null : <span className="admin-optional"> {t('structure.optional')}</span>}
          </label>
          <Input
            id={`${id}-${locale}`}
            rows={rows}
            lang={locale}
            dir="auto"
            maxLength={maxLength}
            value={value[locale] ?? ''}
            onChange={(event) => onChange({ ...value, [locale]: event.target.value })}
            aria-invalid={locale === 'en' && problem ? true : undefined}
            data-testid={`${testId}-${locale}`}
          />
          {locale === 'en' && problem ? <p role="alert">{problem}</p> : null}
        </div>
      ))}
    </fieldset>
  );
}
