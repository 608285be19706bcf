/**
 * The traffic a fault journey keeps up while it breaks things: members writing comments and
 * visitors reading, spread over the app nodes as a load balancer would (a node that does not take
 * the connection is skipped for the next one). Every answer is tallied; every acknowledged write
 * is remembered, so the journey can check afterwards that none was lost.
 */

/** A node as the balancer sees it; `url` is undefined while the node is down. */
export type Node = { name: string; url: string | undefined };

export type Tally = {
  tried: number;
  ok: number;
  /** Answers other than 200, by status and code: each should be a clear, deliberate refusal. */
  refused: Map<string, number>;
  /** Answers that were not clear: a 500, an INTERNAL code, or no error envelope. */
  unclear: Map<string, number>;
  /** Requests no node took (every node refused the connection) or that timed out. */
  unreachable: number;
  latenciesMs: number[];
  /** Messages of the refusals, one example per code, to show what a member read. */
  messages: Map<string, string>;
};

export function newTally(): Tally {
  return {
    tried: 0,
    ok: 0,
    refused: new Map(),
    unclear: new Map(),
    unreachable: 0,
    latenciesMs: [],
    messages: new Map(),
  };
}

const requestTimeoutMs = 20_000;

type Answer = { status: number; body: unknown } | { unreachable: string };

/** Sends one request through the balancer: the first node that takes the connection answers. */
async function viaBalancer(nodes: Node[], startAt: number, path: string, init: RequestInit): Promise<Answer> {
  let lastProblem = 'no node up';
  for (let offset = 0; offset < nodes.length; offset++) {
    const node = nodes[(startAt + offset) % nodes.length]!;
    if (!node.url) continue;
    try {
      const response = await fetch(`${node.url}${path}`, {
        ...init,
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: counted as unclear below unless it is a success
      }
      return { status: response.status, body };
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      lastProblem = cause ?? (error as Error).name;
      // A connection refused or reset before any answer: the balancer tries the next node. A
      // time-out is not retried — the request may have been taken.
      if (cause !== 'ECONNREFUSED' && cause !== 'ECONNRESET' && cause !== 'UND_ERR_SOCKET')
        return { unreachable: lastProblem };
    }
  }
  return { unreachable: lastProblem };
}

function count(map: Map<string, number>, key: string) {
  map.set(key, (map.get(key) ?? 0) + 1);
}

/** Records an answer; returns the body when it was a success. */
function record(tally: Tally, answer: Answer, startedAt: number): unknown {
  tally.tried++;
  tally.latenciesMs.push(performance.now() - startedAt);
  if ('unreachable' in answer) {
    tally.unreachable++;
    return undefined;
  }
  const envelope = answer.body as { status?: string; code?: string; message?: string; data?: unknown };
  if (answer.status === 200 && envelope?.status === 'success') {
    tally.ok++;
    return envelope.data;
  }
  const clear =
    answer.status !== 500 &&
    envelope?.status === 'error' &&
    typeof envelope.code === 'string' &&
    envelope.code !== 'INTERNAL' &&
    typeof envelope.message === 'string';
  const key = `${answer.status} ${envelope?.code ?? '(no envelope)'}`;
  count(clear ? tally.refused : tally.unclear, key);
  if (!tally.messages.has(key))
    tally.messages.set(key, envelope?.message ?? String(answer.body).slice(0, 80));
  return undefined;
}

export type Writer = { cookie: string };

/**
 * Keeps members commenting on `postId` and visitors reading until `signal` aborts. Each
 * acknowledged comment's id goes into `acknowledged`.
 */
export async function keepTrafficUp(options: {
  nodes: Node[];
  writers: Writer[];
  postId: string;
  label: string;
  signal: AbortSignal;
  writes: Tally;
  reads: Tally;
  acknowledged: Set<string>;
}) {
  const { nodes, postId, signal } = options;
  let turn = 0;
  let written = 0;
  const write = async (writer: Writer) => {
    while (!signal.aborted) {
      const startedAt = performance.now();
      const content = `${options.label} comment ${++written}`;
      const answer = await viaBalancer(nodes, turn++, `/api/posts/${postId}/comments`, {
        method: 'POST',
        headers: {
          cookie: writer.cookie,
          'content-type': 'application/json',
          'x-requested-with': 'XMLHttpRequest',
        },
        body: JSON.stringify({ content }),
      });
      const data = record(options.writes, answer, startedAt) as { id?: string } | undefined;
      if (data?.id) options.acknowledged.add(data.id);
      // A refused write is tried again a moment later, as the app does when told to retry.
      if (!data) await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const readPaths = ['/api/feeds/recommended', `/api/posts/${postId}`, `/api/posts/${postId}/comments`];
  const read = async () => {
    let index = 0;
    while (!signal.aborted) {
      const startedAt = performance.now();
      const path = readPaths[index++ % readPaths.length]!;
      record(options.reads, await viaBalancer(nodes, turn++, path, {}), startedAt);
    }
  };
  const visitors = 4;
  await Promise.all([...options.writers.map(write), ...Array.from({ length: visitors }, read)]);
}

function percentile(sorted: number[], share: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
}

/** One line a tally: counts, what refusals said, latency p50 / p99 / max. */
export function describeTally(name: string, tally: Tally): string[] {
  const sorted = [...tally.latenciesMs].sort((a, b) => a - b);
  const lines = [
    `${name}: ${tally.tried} tried, ${tally.ok} ok, ${sum(tally.refused)} refused clearly, ` +
      `${sum(tally.unclear)} unclear, ${tally.unreachable} unreachable; ` +
      `p50 ${percentile(sorted, 0.5).toFixed(0)} ms, p99 ${percentile(sorted, 0.99).toFixed(0)} ms, ` +
      `max ${(sorted.at(-1) ?? 0).toFixed(0)} ms`,
  ];
  for (const [key, times] of [...tally.refused, ...tally.unclear]) {
    const kind = tally.unclear.has(key) ? 'UNCLEAR' : 'refused';
    lines.push(`    ${kind} ${times}× ${key}: "${tally.messages.get(key)}"`);
  }
  return lines;
}

function sum(map: Map<string, number>): number {
  let total = 0;
  for (const value of map.values()) total += value;
  return total;
}

export function unclearCount(tally: Tally): number {
  return sum(tally.unclear);
}
