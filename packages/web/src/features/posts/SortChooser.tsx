/** A row of sort choices (radio semantics: one is on); the list under it re-sorts on change. */
export function SortChooser<T extends string>({
  label,
  options,
  value,
  onChange,
  testId,
}: {
  label: string;
  options: readonly { id: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  testId?: string;
}) {
  return (
    <div className="sort-chooser" role="radiogroup" aria-label={label} data-testid={testId}>
      {options.map((option) => (
        <button
          key={option.id}
          type="button"
          role="radio"
          aria-checked={option.id === value}
          className="sort-chooser__option"
          onClick={() => onChange(option.id)}
          data-testid={testId ? `${testId}-${option.id}` : undefined}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
