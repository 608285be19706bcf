import { useTranslation } from 'react-i18next';
import { displayDay, isoDay } from './rewardState.ts';

/**
 * A short phrase of the personal namespace's `rewards` keys around a date ('Expires {{date}}'), as one `<time>` whose
 * `dateTime` gives the day to machines; the words stay where the reader's language puts them.
 */
export function DatedText({
  i18nKey,
  seconds,
  testId,
}: {
  i18nKey: string;
  seconds: number;
  testId?: string;
}) {
  const { t, i18n } = useTranslation('personal');
  return (
    <time dateTime={isoDay(seconds)} data-testid={testId}>
      {t(i18nKey, { date: displayDay(seconds, i18n.language) })}
    </time>
  );
}
