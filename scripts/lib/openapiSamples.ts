/**
 * Finds the JSON request and response samples of a docs page and decides
 * which endpoint of the API each one targets, and whether it is a request
 * body, a response body, one event of a stream or an error body.
 *
 * - curl commands (in bash blocks): the URL names the endpoint; `-d` holds a
 *   JSON request body, `-F` the fields of a multipart form; a curl with
 *   neither is a GET, whose path must exist.
 * - ```json blocks: the body's own shape decides where it can (an `error`
 *   object; `"object": "chat.completion"`, `"text_completion"`, `"list"` of
 *   embeddings or models; a request with `messages`, `prompt` or `input`).
 *   Where the shape fits several endpoints (`{"text": ...}` of both audio
 *   endpoints, a request with only `model`), the context decides: the curl
 *   commands of the page and its `<Endpoint path>`.
 * - ```text blocks whose lines are all `data: ` events: each event of a stream.
 * - A fence can say it itself: ```json openapi="POST /v1/embeddings response"
 *   or openapi="none" for JSON that is not an API body.
 *
 * JSON that fits no endpoint is not a sample, except on an API page, where
 * every JSON block must map to one. Pure: the caller reads the files.
 */
import type {EndpointReference} from '../../src/data/apiReference';
import {extractCodeBlocks, type CodeBlock} from '../../src/lib/codeBlocks';

export type EndpointPath = EndpointReference['path'];
export type SampleKind = 'request' | 'response' | 'event' | 'error';
export type Method = 'GET' | 'POST';

export interface SampleTarget {
  method: Method;
  /** Path as the docs write it (`/v1/...`); null for an error body, which every endpoint shares. */
  path: string | null;
  kind: SampleKind;
}

export interface Sample {
  file: string;
  /** Line of the body's first line in the file. */
  line: number;
  /** The body text as written, to find the line of a problem in it. */
  text: string;
  body: unknown;
  /** Multipart form fields are strings on the wire. */
  form: boolean;
  /** Every target the body must be valid for (both audio endpoints, say). */
  targets: SampleTarget[];
  /** A curl body read from a file (`--data-binary @request.json`): sent, but not in the sample's text. */
  bodyFromFile?: boolean;
}

export interface MappingProblem {
  file: string;
  line: number;
  message: string;
}

/** `api/chat-completions.mdx` and its versioned twins are API pages: every JSON block there is a sample. */
export function isApiPage(file: string): boolean {
  return /(?:^|\/)api\/[^/]+\.mdx?$/.test(file.split('\\').join('/'));
}

interface Token {
  text: string;
  /** Offset of the token's first character in the command. */
  start: number;
  /** Offset of the first character of its quoted content, for a token that is one quoted string. */
  contentStart: number;
}

/** Shell words of a command: quotes removed, `\` line continuations joined, stopping at `|`, `;`, `&&`, `>`, `)` or a newline. */
export function shellWords(command: string, from = 0): Token[] {
  const tokens: Token[] = [];
  let i = from;
  while (i < command.length) {
    const c = command[i]!;
    if (c === '\\' && command[i + 1] === '\n') {
      i += 2;
      continue;
    }
    if (c === ' ' || c === '\t') {
      i++;
      continue;
    }
    if (c === '\n' || c === '|' || c === ';' || c === '&' || c === '>' || c === ')') break;
    const start = i;
    let contentStart = -1;
    let text = '';
    while (i < command.length && !/[\s|;&>)]/.test(command[i]!)) {
      const ch = command[i]!;
      if (ch === "'") {
        const end = command.indexOf("'", i + 1);
        if (end === -1) throw new Error('unterminated single quote');
        if (contentStart === -1 && text === '') contentStart = i + 1;
        text += command.slice(i + 1, end);
        i = end + 1;
      } else if (ch === '"') {
        if (contentStart === -1 && text === '') contentStart = i + 1;
        i++;
        while (i < command.length && command[i] !== '"') {
          if (command[i] === '\\' && /["\\$`]/.test(command[i + 1] ?? '')) i++;
          text += command[i] ?? '';
          i++;
        }
        if (i >= command.length) throw new Error('unterminated double quote');
        i++;
      } else if (ch === '\\' && i + 1 < command.length) {
        text += command[i + 1] ?? '';
        i += 2;
      } else {
        text += ch;
        i++;
      }
    }
    tokens.push({text, start, contentStart: contentStart === -1 ? start : contentStart});
  }
  return tokens;
}

export interface CurlCall {
  method: Method;
  /** `/v1/...` */
  path: string;
  /** 0-based offset in the block of the `-d` body or of the first `-F`. */
  bodyOffset: number;
  json: string | null;
  form: Record<string, string> | null;
  /** The body comes from a file (`-d @file`), which the sample writes before the call. */
  bodyFromFile: boolean;
}

const lineAt = (text: string, offset: number): number => text.slice(0, offset).split('\n').length - 1;

/** The curl calls of a shell block that go to the proxy's API (`http://host:port/v1/...`). */
export function curlCalls(code: string): CurlCall[] {
  const calls: CurlCall[] = [];
  for (const match of code.matchAll(/(?:^|[\s|;&(])curl\s/g)) {
    const tokens = shellWords(code, match.index + match[0].indexOf('curl'));
    let path: string | null = null;
    let json: string | null = null;
    let form: Record<string, string> | null = null;
    let bodyOffset = -1;
    let explicitMethod: string | null = null;
    let bodyFromFile = false;
    for (let t = 1; t < tokens.length; t++) {
      const token = tokens[t]!;
      const next = tokens[t + 1];
      if ((token.text === '-d' || token.text === '--data' || token.text === '--data-binary' || token.text === '--data-raw') && next) {
        // `@file` reads the body from a file the sample writes first: a POST whose body this check cannot see.
        if (next.text.startsWith('@') && token.text !== '--data-raw') bodyFromFile = true;
        else json = next.text;
        bodyOffset = next.contentStart;
        t++;
      } else if ((token.text === '-F' || token.text === '--form') && next) {
        const eq = next.text.indexOf('=');
        form ??= {};
        if (bodyOffset === -1) bodyOffset = token.start;
        // `file=@speech.mp3;type=audio/mpeg`: a file, whatever its name.
        form[next.text.slice(0, eq)] = next.text.slice(eq + 1).startsWith('@') ? '<file>' : next.text.slice(eq + 1);
        t++;
      } else if ((token.text === '-X' || token.text === '--request') && next) {
        explicitMethod = next.text;
        t++;
      } else {
        const url = /^https?:\/\/[^/\s]+(\/v1\/[^?#\s]*)/.exec(token.text);
        if (url) path = url[1]!;
      }
    }
    if (!path) continue;
    const method = (explicitMethod ?? (json !== null || form !== null || bodyFromFile ? 'POST' : 'GET')).toUpperCase() as Method;
    calls.push({method, path, bodyOffset: bodyOffset === -1 ? match.index : bodyOffset, json, form, bodyFromFile});
  }
  return calls;
}

/** The `<Endpoint method path>` of a page. */
export function pageEndpoints(source: string): {method: Method; path: string}[] {
  return [...source.matchAll(/<Endpoint\s+method="(GET|POST)"\s+path="([^"]+)"/g)].map((m) => ({method: m[1] as Method, path: m[2]!}));
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Where the page's context points: its curl calls so far and its `<Endpoint>`. */
export interface Context {
  endpoints: {method: Method; path: string}[];
}

/**
 * The targets of a JSON body, by its shape, then by context. An empty list
 * means the body is not an API sample; a string, why it cannot be mapped.
 */
export function classifyJson(body: unknown, context: Context, asEvent = false): SampleTarget[] | string {
  if (!isObject(body)) return [];
  if ('error' in body) return [{method: 'POST', path: null, kind: 'error'}];
  const object = body.object;
  const post = (path: EndpointPath, kind: SampleKind): SampleTarget[] => [{method: 'POST', path, kind}];
  if (object !== undefined) {
    switch (object) {
      case 'chat.completion':
        return post('/v1/chat/completions', 'response');
      case 'chat.completion.chunk':
        return post('/v1/chat/completions', 'event');
      case 'text_completion':
        return post('/v1/completions', asEvent ? 'event' : 'response');
      case 'list': {
        const first = Array.isArray(body.data) ? (body.data[0] as Record<string, unknown> | undefined) : undefined;
        if (first?.object === 'embedding') return post('/v1/embeddings', 'response');
        if (first?.object === 'model') return [{method: 'GET', path: '/v1/models', kind: 'response'}];
        return `a list whose entries are neither embeddings nor models`;
      }
      default:
        return `"object": ${JSON.stringify(object)} is no object type of the API`;
    }
  }
  if ('messages' in body) return post('/v1/chat/completions', 'request');
  if ('model' in body && 'prompt' in body && !('file' in body)) return post('/v1/completions', 'request');
  if ('model' in body && 'input' in body) return post('/v1/embeddings', 'request');
  const keys = Object.keys(body);
  const posts = context.endpoints.filter((e) => e.method === 'POST');
  if (keys.length === 1 && keys[0] === 'text') {
    const audio = [...new Set(posts.map((e) => e.path).filter((p) => p.startsWith('/v1/audio/')))];
    if (audio.length === 0) return 'a {"text": ...} body with no audio endpoint in its context';
    return audio.map((path) => ({method: 'POST', path, kind: 'response'}));
  }
  if ('model' in body) {
    const last = posts.at(-1);
    if (!last) return 'a request body with no endpoint in its context';
    return [{method: 'POST', path: last.path, kind: 'request'}];
  }
  return [];
}

/** `openapi="POST /v1/embeddings response"` or `openapi="none"` in a fence's meta. */
export function fenceTarget(meta: string): SampleTarget[] | 'none' | null {
  const value = /(?:^|\s)openapi="([^"]*)"/.exec(meta)?.[1];
  if (value === undefined) return null;
  if (value === 'none') return 'none';
  const match = /^(GET|POST) (\/v1\/\S+) (request|response|event|error)$/.exec(value);
  if (!match) throw new Error(`openapi="${value}": write "METHOD /v1/path request|response|event|error" or "none"`);
  return [{method: match[1] as Method, path: match[2]!, kind: match[3] as SampleKind}];
}

/** Every sample of a page, in page order, and the JSON blocks that cannot be mapped. */
export function samplesOfPage(file: string, source: string): {samples: Sample[]; problems: MappingProblem[]} {
  const samples: Sample[] = [];
  const problems: MappingProblem[] = [];
  const apiPage = isApiPage(file);
  const context: Context = {endpoints: pageEndpoints(source)};
  const blocks: CodeBlock[] = extractCodeBlocks(file, source);
  const fail = (line: number, message: string) => problems.push({file, line, message});
  // Curl calls anywhere on the page are context for every JSON block (a response often comes before the next request).
  for (const block of blocks.filter((b) => ['bash', 'sh', 'shell'].includes(b.lang))) {
    try {
      context.endpoints.push(...curlCalls(block.code).map(({method, path}) => ({method, path})));
    } catch {
      // A shell block that does not tokenize is check:samples' business (bash -n).
    }
  }
  for (const block of blocks) {
    const line = (offset: number) => block.line + lineAt(block.code, offset);
    if (['bash', 'sh', 'shell'].includes(block.lang)) {
      let calls: CurlCall[];
      try {
        calls = curlCalls(block.code);
      } catch (error) {
        fail(block.line, `curl command does not parse: ${(error as Error).message}`);
        continue;
      }
      for (const call of calls) {
        const target: SampleTarget = {method: call.method, path: call.path, kind: 'request'};
        if (call.json !== null) {
          let body: unknown;
          try {
            body = JSON.parse(call.json);
          } catch (error) {
            fail(line(call.bodyOffset), `curl -d body is not JSON: ${(error as Error).message}`);
            continue;
          }
          samples.push({file, line: line(call.bodyOffset), text: call.json, body, form: false, targets: [target]});
        } else if (call.form !== null) {
          samples.push({file, line: line(call.bodyOffset), text: '', body: call.form, form: true, targets: [target]});
        } else {
          samples.push({
            file,
            line: line(call.bodyOffset),
            text: '',
            body: undefined,
            form: false,
            targets: [target],
            bodyFromFile: call.bodyFromFile,
          });
        }
      }
      continue;
    }
    let explicit: ReturnType<typeof fenceTarget>;
    try {
      explicit = fenceTarget(block.meta);
    } catch (error) {
      fail(block.line, (error as Error).message);
      continue;
    }
    if (explicit === 'none') continue;
    if (block.lang === 'json') {
      let body: unknown;
      try {
        body = JSON.parse(block.code);
      } catch {
        continue; // check:samples reports JSON that does not parse.
      }
      const targets = explicit ?? classifyJson(body, context);
      if (typeof targets === 'string') {
        fail(block.line, `cannot tell which endpoint this JSON belongs to: ${targets}`);
      } else if (targets.length === 0) {
        if (apiPage) fail(block.line, 'JSON on an API page that matches no request or response of the API');
      } else {
        samples.push({file, line: block.line, text: block.code, body, form: false, targets});
      }
      continue;
    }
    if (block.lang === 'text') {
      const lines = block.code.split('\n');
      const events = lines.filter((l) => l.trim() !== '');
      if (events.length === 0 || !events.every((l) => l.startsWith('data: '))) continue;
      lines.forEach((text, index) => {
        if (!text.startsWith('data: ') || text === 'data: [DONE]') return;
        const json = text.slice('data: '.length);
        let body: unknown;
        try {
          body = JSON.parse(json);
        } catch (error) {
          fail(block.line + index, `stream event is not JSON: ${(error as Error).message}`);
          return;
        }
        const targets = explicit ?? classifyJson(body, context, true);
        if (typeof targets === 'string' || targets.length === 0) {
          fail(block.line + index, `cannot tell which stream this event belongs to${typeof targets === 'string' ? `: ${targets}` : ''}`);
          return;
        }
        // An error event in a stream is an error body.
        samples.push({file, line: block.line + index, text: json, body, form: false, targets});
      });
    }
  }
  return {samples, problems};
}

/**
 * The line of the value an instance path points at (`/messages/0/content`),
 * found by walking the property names through the text; the body's first
 * line when a name is not found.
 */
export function lineOfPointer(text: string, pointer: string, firstLine: number): number {
  let at = 0;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (/^\d+$/.test(key)) continue;
    const found = text.indexOf(`"${key}"`, at);
    if (found === -1) break;
    at = found;
  }
  return firstLine + lineAt(text, at);
}
