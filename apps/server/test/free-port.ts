import net from 'node:net';

/** A TCP port free on 127.0.0.1 just now, for a server a test starts (the portal, PostgreSQL, SMTP). */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
