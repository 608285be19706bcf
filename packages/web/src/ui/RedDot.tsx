/** The red point on a tab or icon; the label tells assistive technology what it means. */
export function RedDot({ label }: { label: string }) {
  return (
    <span className="red-dot" data-testid="red-dot">
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
