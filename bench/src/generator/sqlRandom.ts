/**
 * Pseudo-random numbers as SQL expressions, so the database generates rows set-based. Every value
 * is a pure function of a row key and a seed (PostgreSQL's hashint8extended), not random(): the
 * same key gives the same value in two statements (a reply names its parent's author without a
 * join) and two runs give the same data.
 */

/** A uniform number in [0, 1) from an integer SQL expression and a seed. */
export function uniform(keyExpr: string, seed: number): string {
  return `((hashint8extended((${keyExpr})::bigint, ${seed}) & 9007199254740991)::float8 / 9007199254740992.0)`;
}

/**
 * A rank in 1..n drawn from a power law of exponent `s` (0 < s < 1): rank 1 is the most frequent
 * and frequency falls like 1/rank^s (inverse transform of the continuous density on [1, n + 1]).
 */
export function zipfRank(uniformExpr: string, n: number, s: number): string {
  const a = 1 - s;
  return `least(${n}, greatest(1, floor(power((power(${n + 1}::float8, ${a}) - 1) * (${uniformExpr}) + 1, ${1 / a}))::bigint))`;
}

/** Picks one of `choices` (SQL expressions) by cumulative weights, with one uniform expression. */
export function weightedChoice(uniformExpr: string, choices: { weight: number; sql: string }[]): string {
  const total = choices.reduce((sum, choice) => sum + choice.weight, 0);
  let cumulative = 0;
  const branches = choices.slice(0, -1).map((choice) => {
    cumulative += choice.weight / total;
    return `WHEN ${uniformExpr} < ${cumulative} THEN ${choice.sql}`;
  });
  return `(CASE ${branches.join(' ')} ELSE ${choices.at(-1)!.sql} END)`;
}

/** A SQL string literal. */
export function literal(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

/** A SQL text[] literal. */
export function textArray(items: readonly string[]): string {
  return `ARRAY[${items.map(literal).join(', ')}]::text[]`;
}

/** One element of a SQL array literal chosen by a uniform expression. */
export function pick(arraySql: string, length: number, uniformExpr: string): string {
  return `(${arraySql})[1 + floor((${uniformExpr}) * ${length})::int]`;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * A step near n/φ sharing no factor with n: i * step modulo n visits every residue once and
 * neighbouring i land far apart, evenly (a Weyl sequence), so consecutive rows get unrelated draws.
 */
export function scatterStep(n: number): number {
  let step = Math.max(1, Math.round(n * 0.6180339887498949));
  while (gcd(step, n) !== 1) step += 1;
  return step;
}
