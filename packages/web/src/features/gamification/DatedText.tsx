import { Trans, useTranslation } from 'react-i18next';
import { displayDay, isoDay } from './rewardState.ts';

/**
 * A sentence of the `rewards` namespace around a date ('Expires <time>{{date}}</time>'): the date in
 * the reader's language inside a machine-readable `<time>`, the words where the language puts them.
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
  const { t, i18n } = useTranslation('rewards');
  return (
    <Trans
      t={t}
      i18nKey={i18nKey}
      values={{ date: displayDay(seconds, i18n.language) }}
      components={{ time: <time dateTime={isoDay(seconds)} data-testid={testId} /> }}
    />
  );
}
