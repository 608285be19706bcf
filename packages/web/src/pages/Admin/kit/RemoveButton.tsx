import { useState } from 'react';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { toast } from '../../../ui/toast.ts';
import { useFailureToast } from './ConsoleField.tsx';
import type { SaveCall } from './useConsoleForm.ts';

/**
 * Removing something for good: the button, the question (Cancel focused first), the call, what was
 * done said in a toast, a refusal said in a toast with the item still there. The question's test id
 * is `<testId>-confirm`.
 */
export function RemoveButton({
  label,
  question,
  removed,
  remove,
  testId,
}: {
  label: string;
  question: string;
  removed: string;
  remove: SaveCall<void>;
  testId: string;
}) {
  const failed = useFailureToast();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => setAsking(true)}
        data-testid={testId}
      >
        {label}
      </button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        message={question}
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              toast.success(removed);
              setAsking(false);
            },
            onError: failed,
          })
        }
        testId={`${testId}-confirm`}
      />
    </>
  );
}
