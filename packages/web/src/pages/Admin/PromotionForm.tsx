import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromotionAdmin, PromotionUpdate } from '@fanzone/contract';
import { isCountryCode, isTimeZone, limits, promotionCodePattern } from '@fanzone/contract';
import type { LocalizedDraft } from './kit/LocalizedTextFields.tsx';
import { LocalizedTextFields, writtenText } from './kit/LocalizedTextFields.tsx';
import { ConsoleField } from './kit/ConsoleField.tsx';

const { codeMaxLength, titleMaxLength, bodyMaxLength, maxCountries } = limits.promotions;

/** What the form sends: a new promotion also names its code (fixed once made: its page asks by it). */
export type PromotionFields = PromotionUpdate & { code: string };

/** `MX, br ,BR` → `['MX', 'BR']`; null when one is no country code. */
function countryCodesOf(text: string): string[] | null {
  const codes = [
    ...new Set(
      text
        .split(',')
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean),
    ),
  ];
  return codes.length <= maxCountries && codes.every(isCountryCode) ? codes : null;
}

/**
 * A promotion's texts per language, its countries, its time zone and its dates (whole days of that
 * zone). Checked here as the contract will check them; the server checks again.
 */
export function PromotionForm({
  promotion,
  busy,
  onSave,
}: {
  promotion?: PromotionAdmin;
  busy: boolean;
  onSave: (fields: PromotionFields) => void;
}) {
  const { t } = useTranslation(['promotions', 'admin']);
  const [code, setCode] = useState(promotion?.code ?? '');
  const [title, setTitle] = useState<LocalizedDraft>(promotion?.title ?? {});
  const [body, setBody] = useState<LocalizedDraft>(promotion?.body ?? {});
  const [countries, setCountries] = useState(promotion?.countryCodes.join(', ') ?? '');
  const [timeZone, setTimeZone] = useState(promotion?.timeZone ?? 'UTC');
  const [startsOn, setStartsOn] = useState(promotion?.startsOn ?? '');
  const [purchaseEndsOn, setPurchaseEndsOn] = useState(promotion?.purchaseEndsOn ?? '');
  const [redemptionEndsOn, setRedemptionEndsOn] = useState(promotion?.redemptionEndsOn ?? '');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const problem = (key: string) => t(`admin.promotions.problems.${key}`);

  const submit = () => {
    const found: Record<string, string> = {};
    if (!promotion && !(code.trim().length <= codeMaxLength && promotionCodePattern.test(code.trim())))
      found.code = problem('code');
    const titles = writtenText(title);
    const bodies = writtenText(body);
    if (!titles.en) found.title = problem('title');
    if (!bodies.en) found.body = problem('body');
    const codes = countryCodesOf(countries);
    if (!codes) found.countries = problem('countries');
    if (!isTimeZone(timeZone.trim())) found.timeZone = problem('timeZone');
    // Dates are ISO days (the date inputs give them so): they compare as text.
    const datesInOrder =
      purchaseEndsOn &&
      redemptionEndsOn &&
      redemptionEndsOn >= purchaseEndsOn &&
      (!startsOn || startsOn <= purchaseEndsOn);
    if (!datesInOrder) found.dates = problem('dates');
    setProblems(found);
    if (Object.keys(found).length) return;
    onSave({
      code: promotion?.code ?? code.trim(),
      title: titles,
      body: bodies,
      countryCodes: codes ?? [],
      timeZone: timeZone.trim(),
      startsOn: startsOn || null,
      purchaseEndsOn,
      redemptionEndsOn,
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
      data-testid="promotion-form"
    >
      {promotion ? null : (
        <ConsoleField
          label={t('admin.promotions.code')}
          hint={t('admin.promotions.codeHint')}
          problem={problems.code}
          dir="ltr"
          maxLength={codeMaxLength}
          value={code}
          onValue={setCode}
          testId="promotion-code"
        />
      )}
      <LocalizedTextFields
        label={t('admin.promotions.title')}
        value={title}
        onChange={setTitle}
        maxLength={titleMaxLength}
        problem={problems.title}
        testId="promotion-title"
      />
      <LocalizedTextFields
        label={t('admin.promotions.body')}
        value={body}
        onChange={setBody}
        maxLength={bodyMaxLength}
        problem={problems.body}
        testId="promotion-body"
      />
      <ConsoleField
        label={t('admin.promotions.countries')}
        hint={t('admin.promotions.countriesHint')}
        problem={problems.countries}
        dir="ltr"
        value={countries}
        onValue={setCountries}
        testId="promotion-countries"
      />
      <ConsoleField
        label={t('admin.promotions.timeZone')}
        hint={t('admin.promotions.timeZoneHint')}
        problem={problems.timeZone}
        dir="ltr"
        maxLength={limits.promotions.timeZoneMaxLength}
        value={timeZone}
        onValue={setTimeZone}
        testId="promotion-time-zone"
      />
      <ConsoleField
        label={t('admin.promotions.startsOn')}
        type="date"
        value={startsOn}
        onValue={setStartsOn}
        testId="promotion-starts-on"
      />
      <ConsoleField
        label={t('admin.promotions.purchaseEndsOn')}
        type="date"
        value={purchaseEndsOn}
        onValue={setPurchaseEndsOn}
        testId="promotion-purchase-ends-on"
      />
      <ConsoleField
        label={t('admin.promotions.redemptionEndsOn')}
        type="date"
        problem={problems.dates}
        value={redemptionEndsOn}
        onValue={setRedemptionEndsOn}
        testId="promotion-redemption-ends-on"
      />
      <button type="submit" className="button" disabled={busy} data-testid="promotion-save">
        {t('admin.promotions.save')}
      </button>
    </form>
  );
}
