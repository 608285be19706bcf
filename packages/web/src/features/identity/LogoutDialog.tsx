import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@fanzone/contract';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { useLogoutMutation } from './queries.ts';
import { clearSession } from './session.ts';

/**
 * 'Confirm to log out?' → POST /auth/logout → home, user cleared. When the account provider has a
 * logout address of its own, the browser goes there instead to end that session too.
 */
export default function LogoutDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useLogoutMutation();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      message={t('account.logoutConfirm')}
      busy={logout.isPending}
      testId="logout-confirm"
      onConfirm={() =>
        logout.mutate(undefined, {
          onSuccess: ({ providerLogoutUrl }) => {
            if (providerLogoutUrl) {
              window.location.assign(providerLogoutUrl);
              return;
            }
            onOpenChange(false);
            // Leave members-only pages before the user disappears, so they do not start a login.
            navigate(paths.home(), { replace: true });
            clearSession(queryClient);
          },
        })
      }
    />
  );
}
