/** A neutral busy indicator; the label is for assistive technology only. */
export function Spinner({ label, testId }: { label: string; testId?: string }) {
  return (
    <div className="spinner-box" role="status" data-testid={testId}>
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
