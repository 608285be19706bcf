import { toast } from '../../../ui/toast.ts';
import { useFailureToast } from './ConsoleField.tsx';
import type { SaveCall } from './useConsoleForm.ts';

/**
 * A one-tap console change (switch a link off, withdraw a collection, pause an event): the call,
 * then what was done said in a toast (when there is something to say), a refusal in a toast. What
 * was done may be read from the call's answer (how many awards an announcement granted).
 */
export function useConsoleAction<Variables, Answer = unknown>(
  action: SaveCall<Variables, Answer>,
): (variables: Variables, done?: string | ((answer: Answer) => string)) => void {
  const failed = useFailureToast();
  return (variables, done) =>
    action.mutate(variables, {
      onSuccess: (answer) => {
        const said = typeof done === 'function' ? done(answer) : done;
        if (said) toast.success(said);
      },
      onError: failed,
    });
}
