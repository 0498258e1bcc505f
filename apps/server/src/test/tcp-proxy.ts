import net from 'node:net';

/**
 * A TCP proxy in front of a real service (PostgreSQL, Redis) that a fault-injection test can break:
 * `freeze` stops passing bytes while keeping the connections open (a hung server), `cut` drops
 * every connection and refuses new ones (a lost server), `restore` serves again.
 */
export type TcpProxy = {
  port: number;
  freeze(): void;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
};

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  let mode: 'open' | 'frozen' | 'cut' = 'open';
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  const server = net.createServer((client) => {
    if (mode === 'cut') {
      client.destroy();
      return;
    }
    const upstream = net.connect(targetPort, targetHost);
    const pair = { client, upstream };
    pairs.add(pair);
    // Frozen: bytes wait unread (in the kernel's buffers) as they would for a stopped server process,
    // and flow again on restore.
    client.pipe(upstream);
    upstream.pipe(client);
    if (mode === 'frozen') {
      client.pause();
      upstream.pause();
    }
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const dropAll = () => {
    for (const { client, upstream } of pairs) {
      client.destroy();
      upstream.destroy();
    }
    pairs.clear();
  };
  return {
    port,
    freeze: () => {
      mode = 'frozen';
      for (const { client, upstream } of pairs) {
        client.pause();
        upstream.pause();
      }
    },
    cut: () => {
      mode = 'cut';
      dropAll();
    },
    restore: () => {
      mode = 'open';
      for (const { client, upstream } of pairs) {
        client.resume();
        upstream.resume();
      }
    },
    close: async () => {
      dropAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
