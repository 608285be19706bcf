import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { BoardAdmin, BoardAudienceKind } from '@fanzone/contract';
import {
  boardAudiences,
  boardInputSchema,
  boardUpdateSchema,
  isCountryCode,
  limits,
} from '@fanzone/contract';
import { useCreateBoard, useUpdateBoard } from '../../features/structure/queries.ts';
import { ConsoleField, ConsoleSelect, ConsoleSwitch, isIconAddress } from './kit/ConsoleField.tsx';
import { ConsoleForm } from './kit/ConsoleForm.tsx';
import type { FieldProblems } from './kit/fieldProblems.ts';
import { LocalizedTextFields, writtenText } from './kit/LocalizedTextFields.tsx';
import type { ConsoleFormState } from './kit/useConsoleForm.ts';
import { useConsoleForm } from './kit/useConsoleForm.ts';

const { structure } = limits;

const draftOf = (board: BoardAdmin | undefined) => ({
  name: board?.name ?? {},
  description: board?.description ?? {},
  iconUrl: board?.iconUrl ?? '',
  visibleTo: board?.visibleTo ?? ('everyone' as BoardAudienceKind),
  countries: (board?.allowedCountries ?? []).join(' '),
  closed: board?.closed ?? false,
  euProduct: board?.euProduct ?? false,
});
type BoardDraft = ReturnType<typeof draftOf>;

/** Country codes as an operator types them: separated by spaces or commas, any case. */
const countriesIn = (text: string): string[] => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .map((code) => code.trim().toUpperCase())
      .filter(Boolean),
  ),
];

/** Every field of a board an operator sets; a description in no language, or no country, clears it. */
function fieldsOf(draft: BoardDraft) {
  const descriptions = writtenText(draft.description);
  const describes = Object.values(descriptions).some(Boolean);
  const codes = countriesIn(draft.countries);
  return {
    name: writtenText(draft.name),
    description: describes ? descriptions : null,
    iconUrl: draft.iconUrl.trim(),
    visibleTo: draft.visibleTo,
    allowedCountries: codes.length ? codes : null,
    closed: draft.closed,
    euProduct: draft.euProduct,
  };
}

/** The icon's address and the countries, said in the words operators need to fix them. */
const boardCheck =
  (t: TFunction<'admin'>) =>
  (draft: BoardDraft): FieldProblems => {
    const found: FieldProblems = {};
    const icon = draft.iconUrl.trim();
    if (icon && !isIconAddress(icon)) found.iconUrl = t('structure.iconInvalid');
    const unknown = countriesIn(draft.countries).filter((code) => !isCountryCode(code));
    if (unknown.length)
      found.allowedCountries = t('structure.countriesUnknown', { codes: unknown.join(', ') });
    return found;
  };

/** A new main board (`parentId` null) or a sub board of one. */
export function NewBoardForm({ parentId, onSaved }: { parentId: string | null; onSaved: () => void }) {
  const { t } = useTranslation('admin');
  const form = useConsoleForm({
    initial: draftOf(undefined),
    schema: boardInputSchema,
    toBody: (draft) => ({ parentId, ...fieldsOf(draft) }),
    check: boardCheck(t),
    save: useCreateBoard(),
    saved: t('structure.boardAdded'),
    onSaved,
  });
  return <BoardFields form={form} />;
}

/** A board changed: names, description, icon, audience, countries, EU flag, closed. */
export function BoardChangeForm({ board, onSaved }: { board: BoardAdmin; onSaved: () => void }) {
  const { t } = useTranslation('admin');
  const form = useConsoleForm({
    initial: draftOf(board),
    schema: boardUpdateSchema,
    toBody: fieldsOf,
    check: boardCheck(t),
    save: useUpdateBoard(board.id),
    saved: t('settings.saved'),
    onSaved,
  });
  return <BoardFields form={form} />;
}

function BoardFields({ form }: { form: ConsoleFormState<BoardDraft> }) {
  const { t } = useTranslation('admin');
  return (
    <ConsoleForm form={form} name="board">
      <LocalizedTextFields
        label={t('structure.boardName')}
        maxLength={structure.boardNameMaxLength}
        {...form.localized('name')}
        testId="board-name"
      />
      <LocalizedTextFields
        label={t('structure.boardDescription')}
        maxLength={structure.boardDescriptionMaxLength}
        {...form.localized('description')}
        testId="board-description"
      />
      <ConsoleField
        label={t('structure.icon')}
        hint={t('structure.iconHint')}
        dir="ltr"
        maxLength={structure.iconUrlMaxLength}
        {...form.text('iconUrl')}
        testId="board-icon"
      />
      <ConsoleSelect
        label={t('structure.audience')}
        value={form.draft.visibleTo}
        options={boardAudiences.map((audience) => ({
          value: audience,
          label: t(`structure.audiences.${audience}`),
        }))}
        onValue={(audience) => form.set('visibleTo', audience)}
        testId="board-audience"
      />
      <ConsoleField
        label={t('structure.countries')}
        hint={t('structure.countriesHint')}
        dir="ltr"
        {...form.text('countries')}
        problem={form.problems.allowedCountries}
        testId="board-countries"
      />
      <ConsoleSwitch
        label={t('structure.closedBoard')}
        checked={form.draft.closed}
        onChecked={(closed) => form.set('closed', closed)}
        testId="board-closed"
      />
      <ConsoleSwitch
        label={t('structure.euProduct')}
        checked={form.draft.euProduct}
        onChecked={(euProduct) => form.set('euProduct', euProduct)}
        testId="board-eu"
      />
    </ConsoleForm>
  );
}
