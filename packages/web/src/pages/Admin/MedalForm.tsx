import { useTranslation } from 'react-i18next';
import type { MedalAdmin } from '@fanzone/contract';
import { limits, medalInputSchema, medalUpdateSchema } from '@fanzone/contract';
import { useCreateMedal, useUpdateMedal } from '../../features/gamification/consoleQueries.ts';
import { LocalizedTextFields, writtenText } from './kit/LocalizedTextFields.tsx';
import { ConsoleField, isIconAddress } from './kit/ConsoleField.tsx';
import { CatalogueCodeField } from './CatalogueCodeField.tsx';
import { ConsoleForm } from './kit/ConsoleForm.tsx';
import type { FieldProblems } from './kit/fieldProblems.ts';
import type { ConsoleFormState } from './kit/useConsoleForm.ts';
import { typedNumber, useConsoleForm } from './kit/useConsoleForm.ts';

const { catalogue } = limits;

const draftOf = (medal: MedalAdmin | undefined) => ({
  code: medal?.code ?? '',
  name: medal?.name ?? {},
  description: medal?.description ?? {},
  iconUrl: medal?.iconUrl ?? '',
  position: String(medal?.position ?? 0),
});
type MedalDraft = ReturnType<typeof draftOf>;

const bodyOf = (draft: MedalDraft) => ({
  name: writtenText(draft.name),
  description: writtenText(draft.description),
  iconUrl: draft.iconUrl.trim(),
  position: typedNumber(draft.position),
});

/** A new medal: its code too (fixed once made: missions and links name it). */
export function NewMedalForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation('admin');
  const form = useConsoleForm({
    initial: draftOf(undefined),
    schema: medalInputSchema,
    toBody: (draft) => ({ code: draft.code.trim(), ...bodyOf(draft) }),
    check: iconCheck(t('structure.iconInvalid')),
    ownWords: { code: t('catalogue.codeRule') },
    save: useCreateMedal(),
    saved: t('catalogue.medalAdded'),
    onSaved,
  });
  return (
    <ConsoleForm form={form} name="medal">
      <CatalogueCodeField form={form} testId="medal-code" />
      <MedalFields form={form} />
    </ConsoleForm>
  );
}

/** A medal's names, icon and place changed. */
export function MedalChangeForm({ medal, onSaved }: { medal: MedalAdmin; onSaved: () => void }) {
  const { t } = useTranslation('admin');
  const form = useConsoleForm({
    initial: draftOf(medal),
    schema: medalUpdateSchema,
    toBody: bodyOf,
    check: iconCheck(t('structure.iconInvalid')),
    save: useUpdateMedal(medal.id),
    saved: t('settings.saved'),
    onSaved,
  });
  return (
    <ConsoleForm form={form} name="medal">
      <MedalFields form={form} />
    </ConsoleForm>
  );
}

/** The icon is a site path or an https address (what members' pages may load). */
const iconCheck =
  (invalid: string) =>
  (draft: MedalDraft): FieldProblems =>
    draft.iconUrl.trim() && !isIconAddress(draft.iconUrl.trim()) ? { iconUrl: invalid } : {};

/** What new and changed medals share: name and description per language, icon, place. */
function MedalFields({ form }: { form: ConsoleFormState<MedalDraft> }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <LocalizedTextFields
        label={t('catalogue.name')}
        maxLength={catalogue.titleMaxLength}
        {...form.localized('name')}
        testId="medal-name"
      />
      <LocalizedTextFields
        label={t('structure.boardDescription')}
        maxLength={catalogue.descriptionMaxLength}
        {...form.localized('description')}
        testId="medal-description"
      />
      <ConsoleField
        label={t('structure.icon')}
        dir="ltr"
        maxLength={limits.structure.iconUrlMaxLength}
        {...form.text('iconUrl')}
        testId="medal-icon"
      />
      <ConsoleField
        label={t('catalogue.position')}
        type="number"
        inputMode="numeric"
        min={0}
        max={catalogue.positionMax}
        {...form.text('position')}
        testId="medal-position"
      />
    </>
  );
}
