import { toast } from '../../../ui/toast.ts';
import { useFailureToast } from './ConsoleField.tsx';
import type { SaveCall } from './useConsoleForm.ts';

/**
 * A one-tap console change (switch a link off, withdraw a collection, pause an event): the call,
 * then what was done said in a toast (when there is something to say), a refusal in a toast.
 */
export function useConsoleAction<Variables>(
  action: SaveCall<Variables>,
): (variables: Variables, done?: string) => void {
  const failed = useFailureToast();
  return (variables, done) =>
    action.mutate(variables, {
      onSuccess: () => {
        if (done) toast.success(done);
      },
      onError: failed,
    });
}
