import type { ErrorCode } from '@fanzone/contract';

export type Chip<T extends string> = {
  id: T;
  label: string;
  /** Why it cannot be chosen (closed, not open to the country); it stays visible and says so. */
  blocked?: ErrorCode | null;
  testId?: string;
};

/**
 * A single choice as a row of chips. Blocked chips are not disabled outright: pressing one tells
 * the member why and to choose another (spec §5), which a disabled button could not.
 */
export function ChoiceChips<T extends string>({
  labelledBy,
  chips,
  value,
  onChange,
  onBlocked,
  testId,
}: {
  labelledBy: string;
  chips: readonly Chip<T>[];
  value: T | null;
  onChange: (id: T) => void;
  onBlocked?: (code: ErrorCode) => void;
  testId?: string;
}) {
  return (
    <div className="chips" role="group" aria-labelledby={labelledBy} data-testid={testId}>
      {chips.map((chip) => (
        <button
          key={chip.id}
          type="button"
          className="chip"
          aria-pressed={chip.id === value}
          aria-disabled={chip.blocked ? true : undefined}
          onClick={() => (chip.blocked ? onBlocked?.(chip.blocked) : onChange(chip.id))}
          data-testid={chip.testId}
          data-blocked={chip.blocked ?? undefined}
        >
          <span dir="auto">{chip.label}</span>
        </button>
      ))}
    </div>
  );
}
