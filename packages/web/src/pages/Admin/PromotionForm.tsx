import { useTranslation } from 'react-i18next';
import type { PromotionAdmin, PromotionUpdate } from '@fanzone/contract';
import { limits, promotionInputSchema, promotionUpdateSchema } from '@fanzone/contract';
import { LocalizedTextFields, writtenText } from './kit/LocalizedTextFields.tsx';
import { ConsoleField } from './kit/ConsoleField.tsx';
import { ConsoleForm } from './kit/ConsoleForm.tsx';
import type { SaveCall } from './kit/useConsoleForm.ts';
import { useConsoleForm } from './kit/useConsoleForm.ts';

const { codeMaxLength, titleMaxLength, bodyMaxLength, timeZoneMaxLength } = limits.promotions;

const dates = [
  ['startsOn', 'promotion-starts-on'],
  ['purchaseEndsOn', 'promotion-purchase-ends-on'],
  ['redemptionEndsOn', 'promotion-redemption-ends-on'],
] as const;

/**
 * A promotion's texts per language, its countries, its time zone and its dates (whole days of that
 * zone); a new one also names its code (fixed once made: its page asks by it).
 */
export function PromotionForm({
  promotion,
  save,
  saved,
  onSaved,
}: {
  promotion?: PromotionAdmin;
  save: SaveCall<PromotionUpdate & { code?: string }>;
  saved: string;
  onSaved: () => void;
}) {
  const { t } = useTranslation('promotions');
  const problem = (key: string) => t(`admin.promotions.problems.${key}`);
  const form = useConsoleForm({
    initial: {
      code: '',
      title: promotion?.title ?? {},
      body: promotion?.body ?? {},
      countryCodes: promotion?.countryCodes.join(', ') ?? '',
      timeZone: promotion?.timeZone ?? 'UTC',
      startsOn: promotion?.startsOn ?? '',
      purchaseEndsOn: promotion?.purchaseEndsOn ?? '',
      redemptionEndsOn: promotion?.redemptionEndsOn ?? '',
    },
    schema: promotion ? promotionUpdateSchema : promotionInputSchema,
    toBody: (draft) => ({
      ...(promotion ? {} : { code: draft.code.trim() }),
      title: writtenText(draft.title),
      body: writtenText(draft.body),
      // `MX, br ,BR` → `['MX', 'BR']`.
      countryCodes: [
        ...new Set(
          draft.countryCodes
            .split(',')
            .map((code) => code.trim().toUpperCase())
            .filter(Boolean),
        ),
      ],
      timeZone: draft.timeZone.trim(),
      startsOn: draft.startsOn || null,
      purchaseEndsOn: draft.purchaseEndsOn,
      redemptionEndsOn: draft.redemptionEndsOn,
    }),
    ownWords: {
      code: problem('code'),
      countryCodes: problem('countries'),
      timeZone: problem('timeZone'),
      // A date input holds a day or nothing: its problem is the dates' order (the contract's), or none.
      startsOn: problem('dates'),
      purchaseEndsOn: problem('dates'),
      redemptionEndsOn: problem('dates'),
    },
    save,
    saved,
    onSaved,
  });
  return (
    <ConsoleForm form={form} name="promotion">
      {promotion ? null : (
        <ConsoleField
          label={t('admin.promotions.code')}
          hint={t('admin.promotions.codeHint')}
          dir="ltr"
          maxLength={codeMaxLength}
          {...form.text('code')}
          testId="promotion-code"
        />
      )}
      <LocalizedTextFields
        label={t('admin.promotions.title')}
        maxLength={titleMaxLength}
        {...form.localized('title')}
        testId="promotion-title"
      />
      <LocalizedTextFields
        label={t('admin.promotions.body')}
        maxLength={bodyMaxLength}
        {...form.localized('body')}
        testId="promotion-body"
      />
      <ConsoleField
        label={t('admin.promotions.countries')}
        hint={t('admin.promotions.countriesHint')}
        dir="ltr"
        {...form.text('countryCodes')}
        testId="promotion-countries"
      />
      <ConsoleField
        label={t('admin.promotions.timeZone')}
        hint={t('admin.promotions.timeZoneHint')}
        dir="ltr"
        maxLength={timeZoneMaxLength}
        {...form.text('timeZone')}
        testId="promotion-time-zone"
      />
      {dates.map(([key, testId]) => (
        <ConsoleField
          key={key}
          label={t(`admin.promotions.${key}`)}
          type="date"
          {...form.text(key)}
          testId={testId}
        />
      ))}
    </ConsoleForm>
  );
}
