import type { InputHTMLAttributes } from 'react';
import { useId } from 'react';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  hint?: string;
  problem?: string | null;
  /** Marked invalid by a problem reported elsewhere (the server's answer above the button). */
  invalid?: boolean;
};

/** A labelled input with its hint and problem tied to it for assistive technology. */
export function Field({ label, hint, problem, invalid, ...input }: FieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, problem ? `${id}-problem` : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        aria-invalid={problem || invalid ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p id={`${id}-problem`} className="field__problem">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
