import net from 'node:net';

/**
 * A TCP proxy in front of the machine's Redis that a test can cut and restore, so an outage is
 * tried for real without stopping the Redis other suites share.
 */
export async function redisProxy(target: string) {
  const { hostname, port } = new URL(target);
  const open = new Set<net.Socket>();
  let server: net.Server | undefined;
  let listenPort = 0;

  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(port || 6379), hostname);
        for (const socket of [client, upstream]) {
          open.add(socket);
          socket.on('close', () => open.delete(socket));
          socket.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      server.once('error', reject);
      server.listen(listenPort, '127.0.0.1', () => {
        listenPort = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });

  await start();
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(listenPort);
  return {
    url: url.toString(),
    /** Redis goes away: open connections drop and new ones are refused. */
    async cut() {
      const closed = new Promise<void>((resolve) => server!.close(() => resolve()));
      for (const socket of open) socket.destroy();
      await closed;
    },
    /** Redis is back on the same address. */
    restore: start,
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => (server?.listening ? server.close(() => resolve()) : resolve()));
    },
  };
}
