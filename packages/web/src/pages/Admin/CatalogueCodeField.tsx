import { useTranslation } from 'react-i18next';
import { limits } from '@fanzone/contract';
import { ConsoleField } from './kit/ConsoleField.tsx';
import type { ConsoleFormState } from './kit/useConsoleForm.ts';

/**
 * The code a new medal or mission is made with (fixed once made: missions, events and links name
 * it). Its form says a refused code in the catalogue's words for the rule (`ownWords` with
 * `catalogue.codeRule`).
 */
export function CatalogueCodeField({
  form,
  testId,
}: {
  form: Pick<ConsoleFormState<{ code: string }>, 'text'>;
  testId: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <ConsoleField
      label={t('catalogue.code')}
      dir="ltr"
      maxLength={limits.catalogue.codeMaxLength}
      {...form.text('code')}
      testId={testId}
    />
  );
}
