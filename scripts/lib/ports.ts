import net, { type AddressInfo } from 'node:net';

function listenOn(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ port, host: '0.0.0.0', exclusive: true }, () => {
      // A TCP server's address is an AddressInfo (a string only for a pipe or a socket file).
      const { port: bound } = server.address() as AddressInfo;
      server.close(() => resolve(bound));
    });
  });
}

/** `preferred` when nothing listens on it, else a port the OS hands out. */
export async function freePort(preferred = 0): Promise<number> {
  if (preferred) {
    try {
      return await listenOn(preferred);
    } catch {
      // taken: fall through to an OS-assigned port
    }
  }
  return listenOn(0);
}

/** Resolves once something accepts HTTP on url (any status), rejects after timeoutMs. */
export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5_000) });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms: ${error}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}
