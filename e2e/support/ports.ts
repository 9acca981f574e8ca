import { type AddressInfo, createServer } from 'node:net';

/** A port free now on this machine, for a server a journey starts of its own. */
export function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
