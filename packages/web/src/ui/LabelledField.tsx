import type { ReactNode } from 'react';
import { useId } from 'react';

/** What a control inside a labelled field is given to wire itself to its label, counter and problem. */
export type LabelledControl = {
  id: string;
  labelId: string;
  /** The counter's and the problem's ids, for `aria-describedby`. */
  describedBy: string | undefined;
  invalid: true | undefined;
};

/**
 * A form field: its label, the control, an optional counter and the problem, tied together for
 * assistive technology. `group` names a group of controls (chips, radios, an editor) by
 * `aria-labelledby` instead of pointing the label at one input. `problem` is rendered as given (the
 * publish form passes its `FieldError`), so each form keeps its own words.
 */
export function LabelledField({
  label,
  group = false,
  field,
  counter,
  problem,
  invalid,
  testId,
  children,
}: {
  label: ReactNode;
  group?: boolean;
  /** `data-field`: where a form scrolls to show this field's problem. */
  field?: string;
  counter?: ReactNode;
  problem?: ReactNode;
  invalid?: boolean;
  testId?: string;
  children: (control: LabelledControl) => ReactNode;
}) {
  const id = useId();
  const labelId = `${id}-label`;
  const counterId = counter ? `${id}-counter` : null;
  const describedBy = [counterId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="publish-field" data-field={field} data-testid={testId}>
      {group ? (
        <span className="publish-field__label" id={labelId}>
          {label}
        </span>
      ) : (
        <label className="publish-field__label" id={labelId} htmlFor={id}>
          {label}
        </label>
      )}
      {children({ id, labelId, describedBy, invalid: invalid ? true : undefined })}
      {counter ? (
        <span className="publish-field__counter" id={counterId!}>
          {counter}
        </span>
      ) : null}
      {problem}
    </div>
  );
}
