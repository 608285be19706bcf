import net from 'node:net';

/**
 * A TCP proxy in front of one of the machine's services (Redis, PostgreSQL) that a test can break
 * for real without stopping what other suites share: `cut()` refuses connections and drops the open
 * ones (the service is down), `freeze()` accepts and holds connections but forwards nothing (the
 * network stalls: no answer, no error), `restore()` heals either. Bytes held during a freeze are
 * delivered on restore, as a healed network retransmits them.
 */
export type TcpProxy = Awaited<ReturnType<typeof tcpProxy>>;

export async function tcpProxy(target: string) {
  const { hostname, port, protocol } = new URL(target);
  const targetPort = Number(port) || (protocol.startsWith('redis') ? 6379 : 5432);
  const open = new Set<net.Socket>();
  /** Flushes each connection's held bytes and connects what was accepted during a freeze. */
  const onRestore = new Set<() => void>();
  let server: net.Server | undefined;
  let listenPort = 0;
  let frozen = false;

  const relay = (client: net.Socket) => {
    let upstream: net.Socket | undefined;
    const held: { toUpstream: Buffer[]; toClient: Buffer[] } = { toUpstream: [], toClient: [] };
    const track = (socket: net.Socket) => {
      open.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        open.delete(socket);
        onRestore.delete(resume);
        (socket === client ? upstream : client)?.destroy();
      });
    };
    const connectUpstream = () => {
      upstream = net.connect(targetPort, hostname);
      track(upstream);
      upstream.on('data', (chunk) => (frozen ? held.toClient.push(chunk) : client.write(chunk)));
    };
    const resume = () => {
      if (!upstream) connectUpstream();
      for (const chunk of held.toUpstream.splice(0)) upstream!.write(chunk);
      for (const chunk of held.toClient.splice(0)) client.write(chunk);
    };
    track(client);
    onRestore.add(resume);
    client.on('data', (chunk) => (frozen || !upstream ? held.toUpstream.push(chunk) : upstream.write(chunk)));
    if (!frozen) connectUpstream();
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer(relay);
      server.once('error', reject);
      server.listen(listenPort, '127.0.0.1', () => {
        listenPort = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const stop = async () => {
    const closed = new Promise<void>((resolve) =>
      server?.listening ? server.close(() => resolve()) : resolve(),
    );
    for (const socket of open) socket.destroy();
    await closed;
  };

  await listen();
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(listenPort);
  return {
    url: url.toString(),
    /** The service goes away: open connections drop and new ones are refused. */
    cut: stop,
    /** The network stalls: connections open, but nothing passes either way. */
    freeze() {
      frozen = true;
    },
    /** The service is back on the same address, and anything a freeze held passes. */
    async restore() {
      frozen = false;
      if (!server?.listening) await listen();
      for (const resume of [...onRestore]) resume();
    },
    close: stop,
  };
}
