import type { PostDetail } from '@fanzone/contract';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../platform/intl.ts';
import { ErrorText } from '../../ui/ErrorText.tsx';

/**
 * Why the member may not write in this post's board: the server's own words for a board ban, with
 * its end in the reader's language and format (as a poll's deadline is shown).
 */
export function BoardBanText({ ban }: { ban: NonNullable<PostDetail['boardBan']> }) {
  const { i18n } = useTranslation();
  if (ban.until === null) return <ErrorText code="BANNED_FROM_BOARD_FOR_GOOD" />;
  const until = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    ban.until * 1000,
  );
  return <ErrorText code="BANNED_FROM_BOARD" values={{ until }} />;
}
