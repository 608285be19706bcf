import fs from 'node:fs';
import { WebSocket } from 'ws';
import type { BenchMembers } from './writeTargets.ts';

/**
 * The realtime target (ARCHITECTURE §9: a private letter reaches an open socket within p99 ≤ 100 ms,
 * across two app nodes): `socketCount` members hold a socket each while `sendersCount` others send
 * `lettersPerSecond` letters to them for `seconds`; each letter's delay is from the moment its send
 * call starts to the moment the recipient's socket receives it. Then `idleSockets` more sockets are
 * opened and left idle, and the memory each server process gained is read from /proc.
 */
export type RealtimeBench = {
  baseUrl: string;
  serverPid: number;
  members: BenchMembers;
  socketCount: number;
  sendersCount: number;
  lettersPerSecond: number;
  seconds: number;
  warmupSeconds: number;
  idleSockets: number;
};

const socketUrl = (baseUrl: string) => `${baseUrl.replace(/^http/, 'ws')}/api/ws`;

/** Opens a member's socket and resolves once the server says it is subscribed. */
function openSocket(baseUrl: string, cookie: string, onLetter?: (event: LetterEvent) => void) {
  return new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(socketUrl(baseUrl), { headers: { cookie } });
    socket.on('error', reject);
    socket.on('message', (data) => {
      const event = JSON.parse(String(data)) as { type: string };
      if (event.type === 'ready') resolve(socket);
      else if (event.type === 'letter.new' && onLetter) onLetter(event as LetterEvent);
    });
  });
}

type LetterEvent = { type: 'letter.new'; otherUserId: string; letter: { content: string; userId: string } };

/** Opens sockets a few hundred at a time (a crowd arriving, not one SYN flood). */
async function openMany(count: number, open: (index: number) => Promise<WebSocket>) {
  const sockets: WebSocket[] = [];
  for (let start = 0; start < count; start += 250) {
    const batch = Array.from({ length: Math.min(250, count - start) }, (_, offset) => open(start + offset));
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

/** Resident memory of the server's processes (the primary and its workers), in MB by pid. */
function serverMemoryMb(serverPid: number): Map<number, number> {
  const result = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = fs.readFileSync(`/proc/${entry}/status`, 'utf8');
      const parent = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      const name = /^Name:\s+(.+)$/m.exec(status)?.[1];
      if (Number(entry) !== serverPid && !(name === 'node' && parent === serverPid)) continue;
      result.set(Number(entry), Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0) / 1024);
    } catch {
      // the process ended while being read
    }
  }
  return result;
}

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;

export async function runRealtimeBench(bench: RealtimeBench) {
  const { members } = bench;
  const needed = bench.socketCount + bench.sendersCount + bench.idleSockets;
  if (members.cookies.length < needed) throw new Error(`the realtime bench needs ${needed} member sessions`);
  const sentAt = new Map<string, number>();
  const delays: number[] = [];
  const receivers = Array.from({ length: bench.socketCount }, (_, index) => index);
  const sockets = await openMany(bench.socketCount, (index) =>
    openSocket(bench.baseUrl, members.cookies[index]!, (event) => {
      const started = sentAt.get(event.letter.content);
      // The sender's other tabs hear of it too; only the recipient's arrival counts.
      if (started === undefined || event.letter.userId === members.userIds[index]) return;
      delays.push(performance.now() - started);
      sentAt.delete(event.letter.content);
    }),
  );

  const senderOffset = bench.socketCount;
  let failures = 0;
  let sequence = 0;
  /** Sends `total` letters evenly at the bench's rate; `measured` ones have their delivery timed. */
  const sendLetters = async (total: number, measured: boolean) => {
    let sent = 0;
    const inFlight: Promise<void>[] = [];
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        // One tick every 10 ms: rate / 100 letters each.
        const due = Math.min(total - sent, Math.max(1, Math.round(bench.lettersPerSecond / 100)));
        for (let count = 0; count < due; count += 1) {
          const index = sequence;
          sequence += 1;
          sent += 1;
          const sender = senderOffset + (index % bench.sendersCount);
          const receiver = receivers[(index * 7919) % receivers.length]!;
          const content = `bench letter ${index}`;
          if (measured) sentAt.set(content, performance.now());
          inFlight.push(
            fetch(`${bench.baseUrl}/api/private-letter/message`, {
              method: 'POST',
              headers: {
                cookie: members.cookies[sender]!,
                'content-type': 'application/json',
                'x-requested-with': 'XMLHttpRequest',
              },
              body: JSON.stringify({ otherUserId: members.userIds[receiver], contentType: 1, content }),
            }).then(async (answer) => {
              if (!answer.ok && measured) {
                failures += 1;
                sentAt.delete(content);
              }
              await answer.arrayBuffer();
            }),
          );
        }
        if (sent >= total) {
          clearInterval(timer);
          resolve();
        }
      }, 10);
    });
    await Promise.all(inFlight);
  };
  // Warm-up, as every target has: connections opened, code paths compiled; then the measured run.
  await sendLetters(bench.lettersPerSecond * bench.warmupSeconds, false);
  const total = bench.lettersPerSecond * bench.seconds;
  await sendLetters(total, true);
  // Letters still on their way get a moment to arrive.
  const deadline = performance.now() + 5_000;
  while (sentAt.size && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));

  const before = serverMemoryMb(bench.serverPid);
  const idle = await openMany(bench.idleSockets, (index) =>
    openSocket(bench.baseUrl, members.cookies[senderOffset + bench.sendersCount + index]!),
  );
  // Let the heap settle before reading what the idle sockets cost.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const after = serverMemoryMb(bench.serverPid);
  for (const socket of [...sockets, ...idle]) socket.close();

  const sorted = delays.toSorted((a, b) => a - b);
  // The primary only hands connections over; the workers hold the sockets.
  const memory = [...after]
    .filter(([pid]) => pid !== bench.serverPid || after.size === 1)
    .map(([pid, mb]) => ({ pid, mb: Math.round(mb - (before.get(pid) ?? mb)) }));
  return {
    sockets: bench.socketCount,
    letters: total,
    delivered: delays.length,
    lost: sentAt.size,
    failedSends: failures,
    p50Ms: Math.round(percentile(sorted, 0.5) * 10) / 10,
    p99Ms: Math.round(percentile(sorted, 0.99) * 10) / 10,
    maxMs: Math.round((sorted.at(-1) ?? Number.NaN) * 10) / 10,
    idleSockets: bench.idleSockets,
    memoryGainedMbByProcess: memory,
  };
}
