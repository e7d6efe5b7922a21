/**
 * A rendered docs page (HTML) as Markdown: the article only, with what the
 * components rendered (tables of API fields, model facts, limits), code with
 * its language, tabs as labelled sections, admonitions as quotes and diagrams
 * as their Mermaid source. Built on the unified toolchain Docusaurus uses:
 * rehype-parse, a few tree rewrites of our own, rehype-remark, remark-gfm,
 * remark-stringify.
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';
import {select} from 'hast-util-select';
import {toText} from 'hast-util-to-text';
import yaml from 'js-yaml';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';

export interface TwinOptions {
  /** Absolute site URL without a trailing slash, e.g. `https://docs.confidant.example`. */
  siteUrl: string;
  /** Mermaid source of each diagram, by the hash in its SVG file name (src/plugins/remark-diagrams). */
  diagramSources: ReadonlyMap<string, string>;
  /** Absolute URL of the page, for links to its own sections (`#anchor`). */
  pageUrl: string;
}

export interface TwinMetadata {
  title: string;
  description: string;
  /** Docs version name: `1.28`, `next`. */
  version: string;
  /** Absolute URL of the HTML page. */
  canonical: string;
}

const classesOf = (node: Element): string[] => {
  const value: unknown = node.properties.className;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(/\s+/) : [];
};
const hasClass = (node: Element, name: string): boolean => classesOf(node).includes(name);
/** CSS-module classes carry a hash suffix: `admonitionHeading_Gvgb`. */
const hasClassPrefix = (node: Element, prefix: string): boolean => classesOf(node).some((c) => c.startsWith(`${prefix}_`));
const isElement = (node: RootContent | ElementContent | Root): node is Element => node.type === 'element';

const el = (tagName: string, children: ElementContent[], properties: Element['properties'] = {}): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string): ElementContent => ({type: 'text', value});
const label = (value: string): Element => el('p', [el('strong', [text(value)])]);
const codeBlock = (lang: string, code: string): Element => el('pre', [el('code', [text(code)], {className: [`language-${lang}`]})]);

function findAll(node: Element | Root, test: (e: Element) => boolean, out: Element[] = []): Element[] {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    if (test(child)) out.push(child);
    else findAll(child, test, out);
  }
  return out;
}

/** Replacements for one element, or undefined to keep it and look inside. */
type Rewrite = (node: Element, options: TwinOptions) => ElementContent[] | undefined;

/** Chrome inside the article that means nothing in Markdown. */
const dropped: Rewrite = (node) =>
  node.tagName === 'button' || node.tagName === 'svg' || (node.tagName === 'a' && hasClass(node, 'hash-link')) ? [] : undefined;

/** `<div class="language-bash theme-code-block">…<pre><code>` with a span per line: plain text and its language. */
const code: Rewrite = (node) => {
  if (!hasClass(node, 'theme-code-block')) return undefined;
  const lang =
    classesOf(node)
      .find((c) => c.startsWith('language-'))
      ?.slice('language-'.length) ?? 'text';
  const pre = findAll(node, (e) => e.tagName === 'pre')[0];
  if (!pre) return [];
  const title = findAll(node, (e) => hasClassPrefix(e, 'codeBlockTitle'))[0];
  const source = toText(pre, {whitespace: 'pre'}).replace(/\n+$/, '');
  return [...(title ? [label(toText(title).trim())] : []), codeBlock(lang, source)];
};

/** Tabs: each tab's label in bold, then its panel, in order. */
const tabs: Rewrite = (node, options) => {
  if (!hasClass(node, 'tabs-container')) return undefined;
  const labels = findAll(node, (e) => e.properties.role === 'tab').map((tab) => toText(tab).trim());
  const panels = findAll(node, (e) => e.properties.role === 'tabpanel');
  if (labels.length !== panels.length) throw new Error(`Tabs with ${labels.length} labels and ${panels.length} panels`);
  return panels.flatMap((panel, i) => [label(labels[i]!), ...rewriteChildren(panel, options)]);
};

/** `:::warning` and friends: a quote that starts with the admonition's title. */
const admonition: Rewrite = (node, options) => {
  if (!hasClass(node, 'theme-admonition')) return undefined;
  const heading = findAll(node, (e) => hasClassPrefix(e, 'admonitionHeading'))[0];
  const content = findAll(node, (e) => hasClassPrefix(e, 'admonitionContent'))[0];
  const title = heading ? toText(heading).trim() : 'Note';
  const name = title.charAt(0).toUpperCase() + title.slice(1);
  const body = content ? rewriteChildren(content, options) : [];
  const first = body.find(isElement);
  if (first?.tagName === 'p') first.children.unshift(el('strong', [text(`${name}:`)]), text(' '));
  else body.unshift(label(`${name}:`));
  return [el('blockquote', body)];
};

/** A diagram (two SVGs, one per colour mode) becomes its Mermaid source again. */
const diagram: Rewrite = (node, options) => {
  if (node.tagName !== 'figure' || !hasClass(node, 'diagram')) return undefined;
  const src: unknown = findAll(node, (e) => e.tagName === 'img')[0]?.properties.src;
  const file = typeof src === 'string' ? src : '';
  const hash = /\/diagrams\/([0-9a-f]+)-(?:light|dark)\.svg$/.exec(file)?.[1];
  const source = hash === undefined ? undefined : options.diagramSources.get(hash);
  if (source === undefined) throw new Error(`No Mermaid source for the diagram ${file}`);
  return [codeBlock('mermaid', source)];
};

/** `<Endpoint>`: method, path and the OpenAPI download link, which the HTML sets apart with styles only. */
const endpoint: Rewrite = (node, options) => {
  if (node.tagName !== 'p' || !hasClassPrefix(node, 'endpoint')) return undefined;
  const method = findAll(node, (e) => e.tagName === 'span')[0];
  const path = findAll(node, (e) => e.tagName === 'code')[0];
  const links = findAll(node, (e) => e.tagName === 'a');
  return [
    el('p', [el('code', [text(`${method ? toText(method) : ''} ${path ? toText(path) : ''}`.trim())])]),
    ...links.map((link) => el('p', rewriteElement(link, options))),
  ];
};

/**
 * Links and images: absolute URLs of the HTML pages, so the Markdown works
 * wherever it is pasted (a chat, an issue, a prompt); a tool that wants the
 * twin of a linked page adds `.md` (src/utils/markdownTwin.ts).
 */
const absoluteUrls: Rewrite = (node, options) => {
  for (const attribute of ['href', 'src'] as const) {
    const value = node.properties[attribute];
    if (typeof value !== 'string') continue;
    if (value.startsWith('/') && !value.startsWith('//')) node.properties[attribute] = options.siteUrl + value;
    else if (value.startsWith('#')) node.properties[attribute] = options.pageUrl + value;
  }
  return undefined;
};

const rewrites: readonly Rewrite[] = [dropped, code, tabs, admonition, diagram, endpoint, absoluteUrls];

/**
 * Comments go: React's server rendering puts `<!-- -->` between text parts
 * of one element (`Rejected<!-- -->: <!-- -->400`), and rehype-remark would
 * keep them as raw HTML.
 */
function rewriteChildren(parent: Element, options: TwinOptions): ElementContent[] {
  return parent.children.flatMap((child) => {
    if (child.type === 'comment') return [];
    return isElement(child) ? rewriteElement(child, options) : [child];
  });
}

function rewriteElement(node: Element, options: TwinOptions): ElementContent[] {
  for (const rewrite of rewrites) {
    const result = rewrite(node, options);
    if (result) return result;
  }
  node.children = rewriteChildren(node, options);
  return [node];
}

/** The Markdown body of a rendered docs page. */
export async function pageToMarkdown(html: string, options: TwinOptions): Promise<string> {
  const tree = unified().use(rehypeParse).parse(html);
  const article = select('.theme-doc-markdown', tree);
  if (!article) throw new Error('No .theme-doc-markdown in the page');
  const body: Root = {type: 'root', children: rewriteChildren(article, options)};
  const processor = unified()
    .use(rehypeRemark)
    // Cells unpadded: padding to the widest cell adds bytes, not meaning.
    .use(remarkGfm, {tablePipeAlign: false})
    .use(remarkStringify, {
      bullet: '-',
      fences: true,
      fence: '`',
      emphasis: '_',
      strong: '*',
      rule: '-',
      listItemIndent: 'one',
    });
  const markdown = processor.stringify(await processor.run(body));
  return `${markdown.trim()}\n`;
}

/** YAML front matter; JSON strings are valid YAML scalars, quoted and escaped. */
export function frontMatter<T extends {[K in keyof T]: string}>(meta: T): string {
  const lines = Object.entries<string>(meta).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return `---\n${lines.join('\n')}\n---\n`;
}

const twinKeys = ['title', 'description', 'version', 'canonical'] as const satisfies readonly (keyof TwinMetadata)[];

/** A twin read back: its front matter (as `frontMatter` wrote it) and the Markdown after it. */
export function readTwin(twin: string): {meta: TwinMetadata; body: string} {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(twin);
  if (!match) throw new Error('A Markdown twin starts with front matter; this text has none.');
  const meta = yaml.load(match[1]!) as Partial<Record<string, unknown>> | null;
  const missing = twinKeys.filter((key) => typeof meta?.[key] !== 'string');
  if (missing.length > 0) {
    throw new Error(`A Markdown twin's front matter has ${twinKeys.join(', ')}; this one lacks ${missing.join(', ')}.`);
  }
  return {meta: meta as unknown as TwinMetadata, body: twin.slice(match[0].length)};
}

export async function markdownTwin(html: string, meta: TwinMetadata, options: TwinOptions): Promise<string> {
  return `${frontMatter(meta)}\n${await pageToMarkdown(html, options)}`;
}
