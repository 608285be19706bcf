import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardAdmin, BoardAudienceKind, BoardUpdate } from '@fanzone/contract';
import { boardAudiences, isCountryCode, limits } from '@fanzone/contract';
import type { LocalizedDraft } from './LocalizedTextFields.tsx';
import { LocalizedTextFields, writtenText } from './LocalizedTextFields.tsx';

const { structure } = limits;

/** What the form sends: every field of a board an operator sets (creating adds where it goes). */
export type BoardFields = Required<Omit<BoardUpdate, 'allowedCountries'>> & {
  allowedCountries: string[] | null;
};

/** Country codes as an operator types them: separated by spaces or commas, any case. */
function countriesIn(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean),
    ),
  ];
}

/**
 * A board's names, description, icon, audience, countries, EU flag and whether it is closed; for a
 * new board (no `board`) or to change one. Checked here first, so an operator reads what to fix
 * beside the field; the server checks it all again.
 */
export function BoardForm({
  board,
  busy,
  onSave,
}: {
  board?: BoardAdmin;
  busy: boolean;
  onSave: (fields: BoardFields) => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [name, setName] = useState<LocalizedDraft>(board?.name ?? {});
  const [description, setDescription] = useState<LocalizedDraft>(board?.description ?? {});
  const [iconUrl, setIconUrl] = useState(board?.iconUrl ?? '');
  const [visibleTo, setVisibleTo] = useState<BoardAudienceKind>(board?.visibleTo ?? 'everyone');
  const [countries, setCountries] = useState((board?.allowedCountries ?? []).join(' '));
  const [closed, setClosed] = useState(board?.closed ?? false);
  const [euProduct, setEuProduct] = useState(board?.euProduct ?? false);
  const [problems, setProblems] = useState<Record<string, string>>({});

  const submit = () => {
    const found: Record<string, string> = {};
    const names = writtenText(name);
    if (!names.en) found.name = t('structure.englishRequired');
    const descriptions = writtenText(description);
    const describes = Object.keys(descriptions).some((locale) => descriptions[locale]);
    if (describes && !descriptions.en) found.description = t('structure.englishRequired');
    const icon = iconUrl.trim();
    if (icon && !/^\/(?!\/)/.test(icon) && !/^https:\/\//i.test(icon))
      found.iconUrl = t('structure.iconInvalid');
    const codes = countriesIn(countries);
    const unknown = codes.filter((code) => !isCountryCode(code));
    if (unknown.length) found.countries = t('structure.countriesUnknown', { codes: unknown.join(', ') });
    setProblems(found);
    if (Object.keys(found).length) return;
    onSave({
      name: names,
      description: describes ? descriptions : null,
      iconUrl: icon,
      visibleTo,
      allowedCountries: codes.length ? codes : null,
      closed,
      euProduct,
    });
  };

  return (
    <form
      className="moderation-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      data-testid="board-form"
    >
      <LocalizedTextFields
        label={t('structure.boardName')}
        value={name}
        onChange={setName}
        maxLength={structure.boardNameMaxLength}
        problem={problems.name}
        testId="board-name"
      />
      <LocalizedTextFields
        label={t('structure.boardDescription')}
        value={description}
        onChange={setDescription}
        maxLength={structure.boardDescriptionMaxLength}
        problem={problems.description}
        testId="board-description"
      />
      <div className="admin-setting">
        <label htmlFor={`${id}-icon`}>{t('structure.icon')}</label>
        <input
          id={`${id}-icon`}
          dir="ltr"
          maxLength={structure.iconUrlMaxLength}
          value={iconUrl}
          onChange={(event) => setIconUrl(event.target.value)}
          aria-invalid={problems.iconUrl ? true : undefined}
          aria-describedby={`${id}-icon-hint`}
          data-testid="board-icon"
        />
        <p id={`${id}-icon-hint`} className="admin-card__meta">
          {t('structure.iconHint')}
        </p>
        {problems.iconUrl ? <p role="alert">{problems.iconUrl}</p> : null}
      </div>
      <div className="admin-setting">
        <label htmlFor={`${id}-audience`}>{t('structure.audience')}</label>
        <select
          id={`${id}-audience`}
          value={visibleTo}
          onChange={(event) => setVisibleTo(event.target.value as BoardAudienceKind)}
          data-testid="board-audience"
        >
          {boardAudiences.map((audience) => (
            <option key={audience} value={audience}>
              {t(`structure.audiences.${audience}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-setting">
        <label htmlFor={`${id}-countries`}>{t('structure.countries')}</label>
        <input
          id={`${id}-countries`}
          dir="ltr"
          value={countries}
          onChange={(event) => setCountries(event.target.value)}
          aria-invalid={problems.countries ? true : undefined}
          aria-describedby={`${id}-countries-hint`}
          data-testid="board-countries"
        />
        <p id={`${id}-countries-hint`} className="admin-card__meta">
          {t('structure.countriesHint')}
        </p>
        {problems.countries ? <p role="alert">{problems.countries}</p> : null}
      </div>
      <label className="admin-setting__switch">
        <input
          type="checkbox"
          checked={closed}
          onChange={(event) => setClosed(event.target.checked)}
          data-testid="board-closed"
        />
        {t('structure.closedBoard')}
      </label>
      <label className="admin-setting__switch">
        <input
          type="checkbox"
          checked={euProduct}
          onChange={(event) => setEuProduct(event.target.checked)}
          data-testid="board-eu"
        />
        {t('structure.euProduct')}
      </label>
      <button type="submit" className="button" disabled={busy} data-testid="board-save">
        {t('settings.save')}
      </button>
    </form>
  );
}
