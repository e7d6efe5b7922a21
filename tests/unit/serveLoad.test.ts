// The node server (scripts/serve.ts) at its cap of connections: clients
// that hold connections without finishing a request (slowloris) must not
// lock out the others. At the cap, a new connection closes the one that
// has waited longest with no request in progress; only when every
// connection is busy with an answer is the new one closed unanswered.
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import net, {type AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {connectionCap, createStaticServer, openFileLimit, readSecurityHeaders, type StaticServer} from '../../scripts/serve';
import {writeServerConfig} from '../../src/plugins/security-headers';

const root = mkdtempSync(path.join(os.tmpdir(), 'serve-load-'));
/** More than the socket buffers of both ends of a loopback connection hold: its answer stays in progress while the client reads nothing. */
const bigSize = 64 * 1024 * 1024;

const servers: StaticServer[] = [];

beforeAll(async () => {
  mkdirSync(path.join(root, 'a'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><h1>Home</h1>');
  writeFileSync(path.join(root, '404.html'), '<!doctype html><h1>Not found</h1>');
  writeFileSync(path.join(root, 'a/b.html'), '<!doctype html><h1>Page B</h1>');
  writeFileSync(path.join(root, 'big.bin'), Buffer.alloc(bigSize));
  await writeServerConfig(root);
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  rmSync(root, {recursive: true, force: true});
});

/** A server of this build with room for `maxConnections` connections, and its port. */
async function serve(maxConnections: number): Promise<number> {
  const server = createStaticServer({root, limits: {maxConnections}});
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

interface Connection {
  socket: net.Socket;
  /** Everything received so far. */
  received: () => string;
  closed: Promise<void>;
  isClosed: () => boolean;
}

/** A connection that has connected, which sends `first` (when given). */
function connect(port: number, first?: string): Promise<Connection> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let isClosed = false;
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('error', () => {});
    const closed = new Promise<void>((done) =>
      socket.on('close', () => {
        isClosed = true;
        done();
      }),
    );
    socket.on('connect', () => {
      if (first !== undefined) socket.write(first);
      resolve({socket, received: () => received, closed, isClosed: () => isClosed});
    });
  });
}

/** One whole answer on a connection: status and body. */
async function answer(connection: Connection): Promise<{status: number; head: string; body: string}> {
  await connection.closed;
  const [head = '', body = ''] = connection.received().split(/\r\n\r\n(.*)/s);
  return {status: Number(head.slice(9, 12)), head, body};
}

/** Until `condition` holds (the server acts on its own events), or a second has passed. */
async function until(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition() && waited < 1000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** A download of the big file whose client stops reading after its first bytes: an answer in progress. */
async function download(port: number): Promise<Connection> {
  const connection = await connect(port, 'GET /big.bin HTTP/1.1\r\nHost: x\r\n\r\n');
  await new Promise((resolve) => connection.socket.once('data', resolve));
  connection.socket.pause();
  return connection;
}

const slowStart = 'GET /a/b HTTP/1.1\r\nHost: x\r\nX-Slow: ';
const page = 'GET /a/b HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n';

describe('the node server at its cap of connections', () => {
  it('answers a normal request at once while slow clients hold more connections than its cap', async () => {
    const port = await serve(20);
    // 30 connections that send the start of a request and never finish it.
    const slow: Connection[] = [];
    for (let i = 0; i < 30; i++) slow.push(await connect(port, slowStart));
    const started = Date.now();
    const normal = await connect(port, page);
    const reply = await answer(normal);
    expect(reply.status).toBe(200);
    expect(reply.body).toContain('Page B');
    expect(reply.head).toContain(`Content-Security-Policy: ${readSecurityHeaders(root)['Content-Security-Policy']}`);
    expect(Date.now() - started).toBeLessThan(1000);
    // The connections waiting longest made room: at most 20 are left open.
    await until(() => slow.filter((c) => c.isClosed()).length >= 11);
    expect(slow.filter((c) => c.isClosed()).length).toBeGreaterThanOrEqual(11);
    expect(slow.slice(-19).every((c) => !c.isClosed())).toBe(true);
    for (const c of slow) c.socket.destroy();
  });

  it('closes the connection idle longest between requests, not one busy with an answer', async () => {
    const port = await serve(2);
    // A download the client takes nothing of: its answer stays in progress.
    const busy = await download(port);
    // A kept-alive connection, idle after its answer.
    const idle = await connect(port, 'GET /a/b HTTP/1.1\r\nHost: x\r\n\r\n');
    await until(() => idle.received().includes('Page B'));
    const third = await connect(port, page);
    expect((await answer(third)).status).toBe(200);
    await idle.closed;
    expect(busy.isClosed()).toBe(false);
    busy.socket.destroy();
  });

  it('closes a new connection unanswered when every connection is busy with an answer', async () => {
    const port = await serve(1);
    const busy = await download(port);
    const refused = await connect(port, page);
    await refused.closed;
    expect(refused.received()).toBe('');
    expect(busy.isClosed()).toBe(false);
    busy.socket.destroy();
    // Once it is gone, there is room again.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await answer(await connect(port, page))).status).toBe(200);
  });
});

describe('its cap and the limit of open files', () => {
  it('takes fewer connections than its cap when the process may not open enough files for them', () => {
    expect(connectionCap(1024, undefined)).toBe(1024);
    expect(connectionCap(1024, 20_000)).toBe(1024);
    // Two descriptors per connection (it may be sending a file), some for the process itself.
    expect(connectionCap(1024, 1024)).toBe(480);
    expect(connectionCap(1024, 10)).toBe(1);
    expect(createStaticServer({root, fileLimit: 300}).connectionCap).toBe(118);
  });

  it("reads the process's limit of open files on Linux, and none elsewhere", () => {
    const limits = path.join(root, 'limits');
    writeFileSync(
      limits,
      'Limit                     Soft Limit           Hard Limit           Units     \n' +
        'Max open files            4096                 524288               files     \n',
    );
    expect(openFileLimit(limits)).toBe(4096);
    expect(openFileLimit(path.join(root, 'none'))).toBeUndefined();
    if (process.platform === 'linux') expect(openFileLimit()).toBeGreaterThan(0);
  });
});
