/**
 * The docs as an MCP server: tools to search, read pages, list versions and
 * read the OpenAPI documents, and each version's llms.txt as a resource.
 * Everything comes from the site's static files through a DocsSource (the
 * published site or a local build); the search runs the site's own engine on
 * the index files the search box loads, so an agent gets the box's results.
 */
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import {getVersion, latestVersion, versionPrefix, versions, type VersionName} from '../../src/data/versions';
import {openApiPath} from '../../src/data/openapiUrl';
import {llmsPath} from '../../src/data/llmsUrl';
import {emptyIndex, loadIndexFile, search, type LoadedIndex} from '../../src/search/engine';
import type {IndexFile} from '../../src/search/indexFormat';
import {cutQuery, maxQueryLength, maxResults} from '../../src/search/limits';
import {indexUrl, searchTagsOf} from '../../src/search/loadIndex';
import {
  absoluteUrl,
  findHeading,
  findOperation,
  headingOfRow,
  headingsOf,
  operationsOf,
  plainHeading,
  resolvePage,
  resolveVersion,
  searchHits,
  sectionText,
  twinPathOf,
  versionInfo,
  versionSummary,
  wordsOfRoute,
  ToolInputError,
  type SearchHit,
  type SiteBase,
} from './docs';
import {readJson, SourceError, type DocsSource} from './source';
import manifest from './package/package.json' with {type: 'json'};

/** The tag Docusaurus gives pages outside the docs; the box loads it and treats any failure as an empty index. */
const defaultTag = 'default';

export interface DocsServerOptions {
  source: DocsSource;
  /** The address that URLs in answers start with: the `--site` address, or the public one for `--dir`. */
  base: SiteBase;
}

export interface SearchAnswer {
  query: string;
  version: VersionName;
  /** Set when the query was longer than the search box holds. */
  note?: string;
  hits: SearchHit[];
}

/** The index files and documents, loaded once each; a failed load is tried again on the next call. */
export class DocsReader {
  private readonly indexes = new Map<string, Promise<LoadedIndex>>();
  private readonly openapi = new Map<VersionName, Promise<unknown>>();

  constructor(
    readonly source: DocsSource,
    readonly base: SiteBase,
  ) {}

  private once<K, V>(cache: Map<K, Promise<V>>, key: K, load: () => Promise<V>): Promise<V> {
    let promise = cache.get(key);
    if (!promise) {
      promise = load();
      cache.set(key, promise);
      promise.catch(() => cache.delete(key));
    }
    return promise;
  }

  private async loadTag(tag: string): Promise<LoadedIndex> {
    const sitePath = indexUrl('/', tag);
    if (tag === defaultTag) {
      // As the box does: this tag has no pages, and a missing file must not stop the search.
      try {
        return loadIndexFile((await readJson(this.source, sitePath, 'a search index')) as IndexFile | null);
      } catch {
        return emptyIndex;
      }
    }
    const file = await readJson(this.source, sitePath, 'a search index');
    const where = this.source.locationOf(sitePath);
    let loaded: LoadedIndex;
    try {
      loaded = loadIndexFile(file as IndexFile | null);
    } catch (error) {
      throw new SourceError(
        'bad-answer',
        where,
        `${where} is not a search index this server can read (${(error as Error).message}). Is it from another build of the site?`,
      );
    }
    if (loaded.documents.length === 0) {
      throw new SourceError('bad-answer', where, `${where} holds no pages: the search index is empty. Is it a build of the docs site?`);
    }
    return loaded;
  }

  /** The indexes the search box loads while `version` is read. */
  indexesOf(version: VersionName): Promise<LoadedIndex[]> {
    return Promise.all(searchTagsOf(version).map((tag) => this.once(this.indexes, tag, () => this.loadTag(tag))));
  }

  async search(query: string, version: VersionName): Promise<SearchAnswer> {
    if (query.trim() === '') {
      throw new ToolInputError('The query is empty. Give the words to look for, such as "stream responses" or "429 rate limit".');
    }
    const cut = cutQuery(query);
    const groups = search(await this.indexesOf(version), cut);
    const answer: SearchAnswer = {query: cut, version, hits: searchHits(groups, cut, this.base)};
    if (cut.length < query.length) {
      answer.note = `The query had ${query.length} characters; like the docs' search box, the search read the first ${maxQueryLength}.`;
    }
    return answer;
  }

  openApi(version: VersionName): Promise<unknown> {
    return this.once(this.openapi, version, () => readJson(this.source, openApiPath(version), `the OpenAPI document of ${version}`));
  }

  /** A page's twin, or a tool error that offers the three best search hits for the words of its path. */
  async twin(route: string, version: VersionName): Promise<string> {
    try {
      return await this.source.readText(twinPathOf(route));
    } catch (error) {
      if (!(error instanceof SourceError) || error.kind !== 'not-found') throw error;
      const words = wordsOfRoute(route);
      const suggestions = words === '' ? [] : (await this.search(words, version)).hits;
      const pages = [...new Map(suggestions.map((h) => [h.url.split('#')[0], h])).values()].slice(0, 3);
      const offer =
        pages.length > 0
          ? ` The best matches in ${version} for "${words}": ${pages.map((h) => `${h.title} (${h.url.split('#')[0]})`).join('; ')}.`
          : ` Search with search_docs, or read ${absoluteUrl(this.base, llmsPath(version, 'llms.txt'))} for the list of pages.`;
      throw new ToolInputError(`There is no page ${route} in version ${version}.${offer}`);
    }
  }
}

const text = (value: string): CallToolResult => ({content: [{type: 'text', text: value}]});
const json = (value: object): CallToolResult => ({
  content: [{type: 'text', text: JSON.stringify(value, null, 2)}],
  structuredContent: value as Record<string, unknown>,
});

/** Bad input and unreadable files become tool errors an agent can act on; anything else is a bug, said as one. */
async function toolAnswer(run: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await run();
  } catch (error) {
    const message =
      error instanceof ToolInputError || error instanceof SourceError
        ? error.message
        : `The docs server failed unexpectedly: ${error instanceof Error ? error.message : String(error)}`;
    return {content: [{type: 'text', text: message}], isError: true};
  }
}

const versionDescription = `Docs version: ${versions.map((v) => v.name).join(', ')} (default: ${latestVersion}, the latest release). Call list_versions for their dates.`;

const hitSchema = z.object({
  title: z.string().describe('Title of the page.'),
  section: z.string().nullable().describe("The section's heading, or null for the page's opening."),
  url: z.string().describe('The HTML page, with the section anchor.'),
  markdownUrl: z.string().describe("The page's Markdown twin; get_page reads it."),
  snippet: z.string().describe('The start of the section, around the first match.'),
});

const versionSchema = z.object({
  name: z.string(),
  label: z.string(),
  path: z.string().describe('Where its pages live: / for the latest release.'),
  url: z.string(),
  released: z.string().nullable().describe('Release date (ISO), or null while unreleased.'),
  status: z.enum(['latest', 'older', 'unreleased']),
  llmsTxt: z.string(),
  openapi: z.string(),
});

export function createDocsServer({source, base}: DocsServerOptions): McpServer {
  const reader = new DocsReader(source, base);
  const server = new McpServer(
    {name: 'confidant-docs', title: 'Confidant Docs', version: manifest.version},
    {
      instructions:
        `The documentation of Confidant (a confidential, OpenAI-compatible AI inference service), read from ${source.description}. ` +
        `Every version is here: ${versionSummary()}. Search with search_docs, then read a page with get_page (whole, or one section). ` +
        `Ask for the version the user runs: facts such as model IDs, proxy flags and limits differ between versions.`,
    },
  );

  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description:
        `Search one version of the Confidant docs with the site's own search (same engine, index and ranking as the search box). ` +
        `Returns up to ${maxResults} sections, best page first, each with its page title, section, URL, Markdown URL and a snippet. ` +
        `Keywords, a question, an error message, a parameter (max_tokens) or a flag (--workspace) all work. ` +
        `A query is cut at ${maxQueryLength} characters, as in the search box.`,
      inputSchema: {
        query: z.string().describe('What to look for.'),
        version: z.string().optional().describe(versionDescription),
      },
      outputSchema: {query: z.string(), version: z.string(), note: z.string().optional(), hits: z.array(hitSchema)},
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({query, version}) =>
      toolAnswer(async () => {
        const result = await reader.search(query, resolveVersion(version));
        if (result.hits.length === 0) {
          const note = `No section of the ${result.version} docs matches "${result.query}". Try other words, or another version (list_versions).`;
          return {...json({...result, note: result.note ? `${result.note} ${note}` : note})};
        }
        return json(result);
      }),
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a docs page',
      description:
        'Read a page of the Confidant docs as Markdown (its Markdown twin), whole or one section. Give `path` ("quickstart", "api/chat-completions", or with a version prefix "/1.25/api/models") or `url` (a search hit\'s url or markdownUrl). ' +
        'An anchor in the path or URL (#streaming), or `section` (a heading, such as "Streaming"), returns only that section.',
      inputSchema: {
        path: z.string().optional().describe('Page path, relative to the version unless it starts with one (/1.23/...).'),
        url: z.string().optional().describe('An address on the docs site, of the page or its Markdown twin.'),
        version: z.string().optional().describe(versionDescription),
        section: z.string().optional().describe('A heading of the page (its text or its anchor); leave out for the whole page.'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    (input) =>
      toolAnswer(async () => {
        const page = resolvePage(input, base);
        const markdown = await reader.twin(page.route, page.version);
        const asked = input.section?.trim() || '';
        if (asked === '' && page.anchor === '') return text(markdown);
        let heading = asked !== '' ? findHeading(markdown, asked) : undefined;
        let note = '';
        if (!heading && asked === '' && page.anchor !== '') {
          // An anchor from a search hit: the index says which heading or table row it is.
          const [, docs] = await reader.indexesOf(page.version);
          const doc = docs?.documents.find((d) => d.sectionRoute === `${page.route}#${page.anchor}`);
          if (doc?.kind === 'row') {
            heading = headingOfRow(markdown, doc.sectionTitle);
            if (heading) note = `<!-- #${page.anchor} is the table row "${doc.sectionTitle}" in this section. -->\n\n`;
          } else {
            heading = findHeading(markdown, doc?.sectionTitle ?? page.anchor);
          }
        }
        if (!heading) {
          const headings = headingsOf(markdown).filter((h) => h.level > 1);
          const named = asked !== '' ? `section "${asked}"` : `section with the anchor #${page.anchor}`;
          throw new ToolInputError(
            `The page ${page.route} (${page.version}) has no ${named}. Its sections: ${headings.map((h) => `"${plainHeading(h.text)}"`).join(', ')}. Leave \`section\` out for the whole page.`,
          );
        }
        return text(note + sectionText(markdown, heading));
      }),
  );

  server.registerTool(
    'list_versions',
    {
      title: 'List the docs versions',
      description:
        'Every version of the Confidant docs: label, path, release date, status (latest, older, unreleased), and its llms.txt and OpenAPI document.',
      outputSchema: {versions: z.array(versionSchema)},
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    () => toolAnswer(() => Promise.resolve(json({versions: versions.map((v) => versionInfo(base, v))}))),
  );

  server.registerTool(
    'get_openapi',
    {
      title: 'Read the OpenAPI document',
      description:
        'The OpenAPI 3.1 document of a version of the Confidant API (the local proxy\'s API), or one operation such as "POST /v1/chat/completions" with the schemas and responses it references resolved in place.',
      inputSchema: {
        version: z.string().describe(versionDescription),
        operation: z
          .string()
          .optional()
          .describe('Method and path, such as "POST /v1/chat/completions"; leave out for the whole document.'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({version, operation}) =>
      toolAnswer(async () => {
        const name = resolveVersion(version);
        const doc = await reader.openApi(name);
        if (operationsOf(doc).length === 0) {
          const where = source.locationOf(openApiPath(name));
          throw new SourceError(
            'bad-answer',
            where,
            `${where} is JSON but not an OpenAPI document with paths. Is ${source.description} the docs site?`,
          );
        }
        if (operation === undefined || operation.trim() === '') return json(doc as object);
        return json({version: name, ...findOperation(doc, operation, name)});
      }),
  );

  for (const version of versions) {
    const sitePath = llmsPath(version.name, 'llms.txt');
    const uri = absoluteUrl(base, sitePath);
    server.registerResource(
      `llms-txt-${version.name}`,
      uri,
      {
        title: `llms.txt of Confidant Docs ${getVersion(version.name).label}`,
        description: `Every page of the ${version.label} docs (${versionPrefix(version.name) || '/'}), with a link to its Markdown twin, in the llmstxt.org format.`,
        mimeType: 'text/plain',
      },
      async () => ({contents: [{uri, mimeType: 'text/plain', text: await source.readText(sitePath)}]}),
    );
  }

  return server;
}
