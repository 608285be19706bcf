import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@fanzone/contract';

/** A catalogue error's text; rendering it loads the error texts (they are not in the first view). */
export function ErrorText({ code, values }: { code: ErrorCode; values?: Record<string, string | number> }) {
  const { t } = useTranslation('errors');
  return <>{t(code, values ?? {})}</>;
}
