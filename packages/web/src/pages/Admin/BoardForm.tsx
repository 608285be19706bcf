import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardAdmin, BoardAudienceKind, BoardUpdate } from '@fanzone/contract';
import { boardAudiences, isCountryCode, limits } from '@fanzone/contract';
import type { LocalizedDraft } from './kit/LocalizedTextFields.tsx';
import { LocalizedTextFields, writtenText } from './kit/LocalizedTextFields.tsx';
import { ConsoleField, ConsoleSelect, ConsoleSwitch, isIconAddress } from './kit/ConsoleField.tsx';

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
    if (icon && !isIconAddress(icon)) found.iconUrl = t('structure.iconInvalid');
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
      <ConsoleField
        label={t('structure.icon')}
        hint={t('structure.iconHint')}
        problem={problems.iconUrl}
        dir="ltr"
        maxLength={structure.iconUrlMaxLength}
        value={iconUrl}
        onValue={setIconUrl}
        testId="board-icon"
      />
      <ConsoleSelect
        label={t('structure.audience')}
        value={visibleTo}
        options={boardAudiences.map((audience) => ({
          value: audience,
          label: t(`structure.audiences.${audience}`),
        }))}
        onValue={setVisibleTo}
        testId="board-audience"
      />
      <ConsoleField
        label={t('structure.countries')}
        hint={t('structure.countriesHint')}
        problem={problems.countries}
        dir="ltr"
        value={countries}
        onValue={setCountries}
        testId="board-countries"
      />
      <ConsoleSwitch
        label={t('structure.closedBoard')}
        checked={closed}
        onChecked={setClosed}
        testId="board-closed"
      />
      <ConsoleSwitch
        label={t('structure.euProduct')}
        checked={euProduct}
        onChecked={setEuProduct}
        testId="board-eu"
      />
      <button type="submit" className="button" disabled={busy} data-testid="board-save">
        {t('settings.save')}
      </button>
    </form>
  );
}
