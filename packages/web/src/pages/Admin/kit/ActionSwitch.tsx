import { ConsoleSwitch } from './ConsoleField.tsx';
import { useConsoleAction } from './useConsoleAction.ts';
import type { SaveCall } from './useConsoleForm.ts';

type Switched<Field extends string> = { [Name in Field]?: boolean };

/**
 * A switch whose change is a call (a mission on or off, a link shown, a questionnaire closed): while
 * the call runs the box shows what was asked and waits; then what was done is said, or the refusal
 * (and the box shows the item's value again).
 */
export function ActionSwitch<Field extends string>({
  action,
  field,
  value,
  label,
  said,
  testId,
}: {
  /** The item's change call; only `field` is sent. */
  action: SaveCall<Switched<Field>> & { readonly variables?: Switched<Field> };
  field: Field;
  value: boolean;
  label: string;
  said: (on: boolean) => string;
  testId: string;
}) {
  const change = useConsoleAction(action);
  const asked = action.isPending ? action.variables?.[field] : undefined;
  return (
    <ConsoleSwitch
      label={label}
      checked={asked ?? value}
      disabled={action.isPending}
      onChecked={(on) => change({ [field]: on } as Switched<Field>, said(on))}
      testId={testId}
    />
  );
}
