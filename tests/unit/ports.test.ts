import {readFileSync} from 'node:fs';
import net from 'node:net';
import {describe, expect, it} from 'vitest';
import {describeTaken, listeningSockets, takenPort} from '../../scripts/lib/ports';

/** A server of this process on a port the system picks. */
async function listen(host: string): Promise<{server: net.Server; port: number}> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return {server, port: (server.address() as net.AddressInfo).port};
}

const close = (server: net.Server) => new Promise((resolve) => server.close(resolve));

describe('listeningSockets', () => {
  it('reads the listening sockets of /proc/net/tcp and tcp6, not the connected ones', () => {
    const tcp = [
      '  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode',
      '   0: 0100007F:0C1D 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 41234 1 0000000000000000 100 0 0 10 0',
      '   1: 0100007F:855C 0100007F:0C1D 01 00000000:00000000 00:00000000 00000000     0        0 41299 1 0000000000000000 20 4 30 10 -1',
      '',
    ].join('\n');
    expect(listeningSockets(tcp)).toEqual([{port: 3101, inode: 41234}]);
    const tcp6 = [
      '  sl  local_address                         remote_address                        st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode',
      '   0: 00000000000000000000000001000000:0C1E 00000000000000000000000000000000:0000 0A 00000000:00000000 00:00000000 00000000  1000        0 51234 1 0000000000000000 100 0 0 10 0',
    ].join('\n');
    expect(listeningSockets(tcp6)).toEqual([{port: 3102, inode: 51234}]);
  });
});

describe.skipIf(process.platform !== 'linux')('takenPort', () => {
  it('names this process as the holder of a port it listens on, over IPv4 and IPv6', async () => {
    for (const host of ['127.0.0.1', '::1']) {
      const {server, port} = await listen(host);
      try {
        const taken = takenPort(port);
        expect(taken?.port).toBe(port);
        expect(taken?.holders.map((holder) => holder.pid)).toContain(process.pid);
        const message = describeTaken(taken!, 'nginx server');
        expect(message).toContain(`Port ${port} (nginx server) is taken by pid ${process.pid} (`);
        // Its command line as ps shows it (vitest renames its workers).
        expect(message).toContain(`(${readFileSync('/proc/self/cmdline', 'utf8').split('\0').join(' ').trim()})`);
      } finally {
        await close(server);
      }
    }
  });

  it('reports a port nobody listens on as free', async () => {
    const {server, port} = await listen('127.0.0.1');
    await close(server);
    expect(takenPort(port)).toBeUndefined();
  });

  it('still names the port when the holder cannot be read', () => {
    expect(describeTaken({port: 3100, holders: []})).toBe('Port 3100 is taken by a process this user cannot see');
  });
});
