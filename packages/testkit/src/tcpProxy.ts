import net from 'node:net';

/** A TCP proxy's state: passing bytes, holding them (a frozen peer), or refusing connections (a dead one). */
type ProxyState = 'open' | 'frozen' | 'cut';

export type TcpProxy = {
  /** The target's URL with host and port replaced by the proxy's. */
  url: string;
  /** The peer is gone: open connections drop and new ones are refused. */
  cut(): Promise<void>;
  /**
   * The peer stops answering but nothing closes, as when a database host hangs: connections are
   * accepted and kept, and no byte goes either way until `restore`.
   */
  freeze(): Promise<void>;
  /** Back to normal on the same address; bytes held while frozen flow on. */
  restore(): Promise<void>;
  close(): Promise<void>;
};

/**
 * A proxy in front of a real service (PostgreSQL, Redis) that a test or fault journey can cut,
 * freeze and restore, so an outage is tried for real without stopping the service other suites
 * share. `target` is a URL such as `postgres://user@127.0.0.1:5432/db`.
 */
export async function tcpProxy(target: string, defaultPort: number): Promise<TcpProxy> {
  const { hostname, port } = new URL(target);
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  let state: ProxyState = 'open';
  let server: net.Server | undefined;
  let listenPort = 0;

  const hold = (socket: net.Socket) => {
    // A paused socket reads nothing more, so the kernel's buffers fill and the sender stalls.
    socket.pause();
  };

  /** Forwards `from` to `to` by hand (not `pipe`, whose drain handling would resume a held socket). */
  const forward = (from: net.Socket, to: net.Socket) => {
    from.on('data', (chunk: Buffer) => {
      if (!to.write(chunk)) from.pause();
    });
    to.on('drain', () => {
      if (state === 'open') from.resume();
    });
  };

  const accept = (client: net.Socket) => {
    const upstream = net.connect(Number(port || defaultPort), hostname);
    const pair = { client, upstream };
    pairs.add(pair);
    for (const socket of [client, upstream]) {
      socket.on('error', () => undefined);
      socket.on('close', () => {
        pairs.delete(pair);
        client.destroy();
        upstream.destroy();
      });
    }
    forward(client, upstream);
    forward(upstream, client);
    if (state === 'frozen') {
      hold(client);
      hold(upstream);
    }
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer(accept);
      server.once('error', reject);
      server.listen(listenPort, '127.0.0.1', () => {
        listenPort = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });

  const stopListening = () =>
    new Promise<void>((resolve) => (server?.listening ? server.close(() => resolve()) : resolve()));

  await listen();
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(listenPort);

  return {
    url: url.toString(),
    async cut() {
      state = 'cut';
      const closed = stopListening();
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
      await closed;
    },
    async freeze() {
      if (state === 'cut') await listen();
      state = 'frozen';
      for (const { client, upstream } of pairs) {
        hold(client);
        hold(upstream);
      }
    },
    async restore() {
      if (state === 'cut') await listen();
      state = 'open';
      for (const { client, upstream } of pairs) {
        client.resume();
        upstream.resume();
      }
    },
    async close() {
      const closed = stopListening();
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
      await closed;
    },
  };
}
