/** What a console form says is wrong, by the body's field name (its first path step). */
export type FieldProblems = Partial<Record<string, string>>;

/** The console's words for each kind of problem, in the reader's language. */
export type ProblemWords = {
  required: string;
  englishRequired: string;
  tooLong: (max: number) => string;
  tooMany: (max: number) => string;
  range: (min: number, max: number) => string;
  invalid: string;
};

/** A problem the contract's schema found (a zod issue: the parts the console reads). */
export type SchemaIssue = {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly expected?: unknown;
  readonly origin?: unknown;
  readonly minimum?: unknown;
  readonly maximum?: unknown;
};
type Issue = SchemaIssue;

/** A contract body schema as the console uses it: it checks a body and may name its fields' schemas. */
export type BodySchema = {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: readonly SchemaIssue[] } };
};

/** The number bounds a body field declares (`z.number().min().max()`), through optional and default. */
export function numberBounds(schema: BodySchema, field: string): { min: number; max: number } | null {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  let inner: unknown = shape?.[field];
  // Optional, nullable and default wrap the number they hold: unwrap to reach it.
  while (inner && typeof inner === 'object' && 'unwrap' in inner && typeof inner.unwrap === 'function')
    inner = (inner as { unwrap: () => unknown }).unwrap();
  const bounds = inner as { minValue?: number | null; maxValue?: number | null } | undefined;
  if (typeof bounds?.minValue !== 'number' || typeof bounds.maxValue !== 'number') return null;
  return { min: bounds.minValue, max: bounds.maxValue };
}

const isNumberIssue = (issue: Issue) =>
  (issue.code === 'invalid_type' && (issue.expected === 'number' || issue.expected === 'int')) ||
  ((issue.code === 'too_small' || issue.code === 'too_big') && issue.origin === 'number');

const isNothingWritten = (issue: Issue) =>
  (issue.code === 'invalid_type' && !isNumberIssue(issue) && issue.expected !== 'array') ||
  (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) <= 1);

/**
 * The contract's own check of a console body (its zod issues) said as one problem per field, in the
 * console's words: nothing written, English missing from a text written per language, too long, too
 * many, a number out of its range — and for anything else (a code's pattern, a country, an address)
 * the form's own words for that field (`ownWords`), else a plain "check this value".
 */
export function problemsFromIssues(
  issues: readonly Issue[],
  schema: BodySchema,
  words: ProblemWords,
  ownWords: Partial<Record<string, string>> = {},
): FieldProblems {
  const problems: FieldProblems = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form');
    if (problems[field]) continue;
    const inLanguage = issue.path.length === 2 && issue.path[1] === 'en';
    if (isNothingWritten(issue)) {
      problems[field] = inLanguage ? words.englishRequired : words.required;
      continue;
    }
    const own = ownWords[field];
    if (own) {
      problems[field] = own;
      continue;
    }
    const bounds = isNumberIssue(issue) ? numberBounds(schema, field) : null;
    if (bounds) problems[field] = words.range(bounds.min, bounds.max);
    else if (issue.code === 'too_big' && issue.origin === 'string')
      problems[field] = words.tooLong(Number(issue.maximum));
    else if (issue.code === 'too_big' && issue.origin === 'array')
      problems[field] = words.tooMany(Number(issue.maximum));
    else problems[field] = words.invalid;
  }
  return problems;
}

/**
 * The server's refusal of a body (`VALIDATION_FAILED` names fields as `body.title.en`) said on the
 * fields it names: the form's own words for that field, else "check this value".
 */
export function problemsFromServer(
  fields: Record<string, string>,
  words: ProblemWords,
  ownWords: Partial<Record<string, string>> = {},
): FieldProblems {
  const problems: FieldProblems = {};
  for (const where of Object.keys(fields)) {
    const [place, field] = where.split('.');
    if (place !== 'body' || !field || problems[field]) continue;
    problems[field] = ownWords[field] ?? words.invalid;
  }
  return problems;
}

/** Nothing in a body's field: no value, blank text, or a text written per language without its English. */
function isLeftEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return !value.trim();
  return typeof value === 'object' && 'en' in value && isLeftEmpty(value.en);
}

/**
 * The problems found, with a field left empty said in the form's own words where it has them
 * (`requiredWords`): a title written one language at a time names the language it needs, a picture
 * a model cannot be without says so, where the console's plain "fill this in" would say less.
 */
export function saidInOwnWordsWhenEmpty(
  problems: FieldProblems,
  body: unknown,
  requiredWords: Partial<Record<string, string>> = {},
): FieldProblems {
  const fields = (body ?? {}) as Record<string, unknown>;
  const said = { ...problems };
  for (const [field, words] of Object.entries(requiredWords))
    if (words && said[field] && isLeftEmpty(fields[field])) said[field] = words;
  return said;
}
