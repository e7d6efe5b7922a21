import {describe, expect, it} from 'vitest';
import {llmsFullTxt, llmsTxt, sections, type SidebarItem, type TwinPage} from '../../src/plugins/markdown-twins/llms';
import {frontMatter, markdownTwin, pageToMarkdown, readTwin} from '../../src/plugins/markdown-twins/toMarkdown';

const meta = (title: string) => ({
  title,
  description: `About ${title}`,
  version: '1.23',
  canonical: `https://docs.example/${title.toLowerCase()}`,
});

const options = {
  siteUrl: 'https://docs.example',
  pageUrl: 'https://docs.example/1.23/page',
  diagramSources: new Map([['0123456789abcdef', 'sequenceDiagram\n  A->>B: Hello']]),
};

/** A page as the theme renders it: chrome around the article, the article in .theme-doc-markdown. */
const page = (article: string) =>
  `<!doctype html><html><head><title>T</title></head><body><nav class="navbar"><a href="/">Home</a></nav>
<main><article><nav class="theme-doc-breadcrumbs">Crumbs</nav><span class="theme-doc-version-badge">Version: 1.23</span>
<div class="theme-doc-markdown markdown">${article}</div></article><nav class="pagination-nav"><a href="/next">Next</a></nav></main>
<footer>Footer</footer></body></html>`;

const convert = (article: string) => pageToMarkdown(page(article), options);

describe('pageToMarkdown', () => {
  it('takes the article only, headings without their hash links', async () => {
    const md = await convert(
      '<header><h1>Title</h1></header><h2 id="a">Part A<a href="#a" class="hash-link" aria-label="Direct link">​</a></h2><p>Text.</p>',
    );
    expect(md).toBe('# Title\n\n## Part A\n\nText.\n');
  });

  it('recovers highlighted code as plain text with its language, without buttons', async () => {
    const md = await convert(
      '<div class="language-bash codeBlockContainer_Ckt0 theme-code-block"><div class="codeBlockContent_QJqH"><pre class="prism-code language-bash"><code>' +
        '<span class="token-line"><span class="token function">curl</span> http://localhost:8080/v1/models <span class="token punctuation">\\</span><br></span>' +
        '<span class="token-line">  <span class="token parameter variable">-H</span> <span class="token string">"A: b"</span><br></span></code></pre>' +
        '<button type="button" aria-label="Copy code">Copy</button></div></div>',
    );
    expect(md).toBe('```bash\ncurl http://localhost:8080/v1/models \\\n  -H "A: b"\n```\n');
  });

  it('keeps a code block title as a label above the code', async () => {
    const md = await convert(
      '<div class="language-yaml theme-code-block"><div class="codeBlockTitle_x1y2">values.yaml</div><pre><code><span class="token-line">a: 1<br></span></code></pre></div>',
    );
    expect(md).toBe('**values.yaml**\n\n```yaml\na: 1\n```\n');
  });

  it('turns tabs into labelled sections, every panel included, hidden ones too', async () => {
    const md = await convert(
      '<div class="theme-tabs-container tabs-container"><ul role="tablist"><li role="tab">curl</li><li role="tab">Python</li></ul>' +
        '<div class="margin-top--md"><div role="tabpanel"><p>First.</p></div><div role="tabpanel" hidden><p>Second.</p></div></div></div>',
    );
    expect(md).toBe('**curl**\n\nFirst.\n\n**Python**\n\nSecond.\n');
  });

  it('refuses tabs whose labels and panels do not pair up', async () => {
    await expect(
      convert('<div class="tabs-container"><ul><li role="tab">a</li></ul><div role="tabpanel"></div><div role="tabpanel"></div></div>'),
    ).rejects.toThrow(/1 labels and 2 panels/);
  });

  it('makes an admonition a quote that starts with its title, without the icon', async () => {
    const md = await convert(
      '<div class="theme-admonition theme-admonition-warning admonition_xJq3 alert alert--warning"><div class="admonitionHeading_Gvgb"><span class="admonitionIcon_Rf37"><svg viewBox="0 0 16 16"><path d="M0"/></svg></span>warning</div>' +
        '<div class="admonitionContent_BuS1"><p>Keep the port on <code>127.0.0.1</code>.</p></div></div>',
    );
    expect(md).toBe('> **Warning:** Keep the port on `127.0.0.1`.\n');
  });

  it('gives a diagram back its Mermaid source, and fails on a diagram it has no source for', async () => {
    const figure = (hash: string) =>
      `<figure class="diagram"><img class="diagram__image diagram__image--light" src="/diagrams/${hash}-light.svg" alt="Sequence diagram"><img src="/diagrams/${hash}-dark.svg" alt="Sequence diagram"></figure>`;
    expect(await convert(figure('0123456789abcdef'))).toBe('```mermaid\nsequenceDiagram\n  A->>B: Hello\n```\n');
    await expect(convert(figure('ffffffffffffffff'))).rejects.toThrow(/No Mermaid source/);
  });

  it('writes component tables as GFM tables, inline code kept', async () => {
    const md = await convert(
      '<table><thead><tr><th scope="col">Name</th><th scope="col">Type</th></tr></thead><tbody><tr><td><code>model</code></td><td>string</td></tr></tbody></table>',
    );
    expect(md).toBe('| Name | Type |\n| - | - |\n| `model` | string |\n');
  });

  it('writes an endpoint as method and path, and keeps its download link apart', async () => {
    const md = await convert(
      '<p class="endpoint_myhP"><span class="method_bXYh">POST</span><code class="path_MoVZ">/v1/embeddings</code><a href="/1.23/openapi.json" download="x.json">Download the OpenAPI document</a></p>',
    );
    expect(md).toBe('`POST /v1/embeddings`\n\n[Download the OpenAPI document](https://docs.example/1.23/openapi.json)\n');
  });

  it('makes links and images absolute, a link to a section of the page too', async () => {
    const md = await convert(
      '<p><a href="/1.23/quickstart#step-2">Step 2</a>, <a href="#limits">limits</a>, <a href="https://status.confidant.example">status</a>.</p><p><img src="/img/logo.svg" alt="Logo"></p>',
    );
    expect(md).toBe(
      '[Step 2](https://docs.example/1.23/quickstart#step-2), [limits](https://docs.example/1.23/page#limits), [status](https://status.confidant.example).\n\n![Logo](https://docs.example/img/logo.svg)\n',
    );
  });

  it('drops the comments React puts between text parts, in a table cell too', async () => {
    const md = await convert(
      '<table><thead><tr><th>Parameter</th><th>Status</th></tr></thead><tbody><tr><td><code>tool_choice</code></td><td>Rejected<!-- -->: <!-- -->400</td></tr></tbody></table>',
    );
    expect(md).toBe('| Parameter | Status |\n| - | - |\n| `tool_choice` | Rejected: 400 |\n');
  });

  it('fails on a page without an article instead of writing an empty twin', async () => {
    await expect(pageToMarkdown('<html><body><p>No article</p></body></html>', options)).rejects.toThrow(/theme-doc-markdown/);
  });
});

describe('front matter', () => {
  it('quotes every value, so a colon or a quote in a title stays YAML', () => {
    expect(frontMatter({title: 'Keys: "one" or more', description: 'D', version: '1.23', canonical: 'https://docs.example/x'})).toBe(
      '---\ntitle: "Keys: \\"one\\" or more"\ndescription: "D"\nversion: "1.23"\ncanonical: "https://docs.example/x"\n---\n',
    );
  });

  it('comes first in the twin, then the body', async () => {
    const twin = await markdownTwin(
      page('<p>Body.</p>'),
      {title: 'T', description: 'D', version: 'next', canonical: 'https://docs.example/next'},
      options,
    );
    expect(twin).toMatch(/^---\ntitle: "T"\n[\s\S]*\n---\n\nBody\.\n$/);
  });
});

describe('llms files', () => {
  const doc = (id: string): TwinPage => ({id, title: id.toUpperCase(), description: `About ${id}.`, permalink: `/${id}`});
  const docs = ['intro', 'quickstart', 'api/overview', 'api/models', 'security/index', 'security/hw'].map(doc);
  const sidebar: SidebarItem[] = [
    {type: 'doc', id: 'intro'},
    {type: 'doc', id: 'quickstart'},
    {
      type: 'category',
      label: 'API',
      items: [
        {type: 'doc', id: 'api/overview'},
        {type: 'category', label: 'More', items: [{type: 'doc', id: 'api/models'}]},
      ],
    },
    {type: 'category', label: 'Security', link: {type: 'doc', id: 'security/index'}, items: [{type: 'doc', id: 'security/hw'}]},
  ];

  it('groups pages by top-level category in sidebar order, top-level pages first', () => {
    expect(sections(sidebar, docs).map((s) => [s.title, s.pages.map((p) => p.id)])).toEqual([
      ['Overview', ['intro', 'quickstart']],
      ['API', ['api/overview', 'api/models']],
      ['Security', ['security/index', 'security/hw']],
    ]);
  });

  it('fails on a doc that no sidebar lists, or a sidebar entry that is no doc', () => {
    expect(() => sections(sidebar, [...docs, doc('orphan')])).toThrow(/orphan/);
    expect(() => sections([...sidebar, {type: 'doc', id: 'ghost'}], docs)).toThrow(/ghost/);
  });

  it('writes llms.txt in the llmstxt.org shape: title, summary, context, sections of links', () => {
    const txt = llmsTxt({
      title: 'Docs 1.23',
      summary: 'The docs.',
      context: ['Line one.'],
      sections: sections(sidebar, docs).slice(0, 2),
      twinUrl: (p) => `https://docs.example${p.permalink}.md`,
    });
    expect(txt).toBe(
      '# Docs 1.23\n\n> The docs.\n\nLine one.\n\n## Overview\n\n- [INTRO](https://docs.example/intro.md): About intro.\n- [QUICKSTART](https://docs.example/quickstart.md): About quickstart.\n\n' +
        '## API\n\n- [API/OVERVIEW](https://docs.example/api/overview.md): About api/overview.\n- [API/MODELS](https://docs.example/api/models.md): About api/models.\n',
    );
  });

  it('joins the twins into llms-full.txt without their front matter, each under its URL', () => {
    const full = llmsFullTxt('Docs 1.23', [
      {url: 'https://docs.example/a', markdown: `${frontMatter(meta('A'))}\n# A\n\nText A.\n`},
      {url: 'https://docs.example/b', markdown: `${frontMatter(meta('B'))}\n# B\n`},
    ]);
    expect(full).toBe(
      '# Docs 1.23\n\n<!-- https://docs.example/a -->\n\n# A\n\nText A.\n\n---\n\n<!-- https://docs.example/b -->\n\n# B\n',
    );
  });
});

describe('reading a twin back', () => {
  it('gives the front matter frontMatter wrote, quotes and colons included, and the Markdown after it', () => {
    const written = {title: 'Keys: "one" or more', description: 'D', version: '1.23', canonical: 'https://docs.example/x'};
    expect(readTwin(`${frontMatter(written)}\n# Keys\n`)).toEqual({meta: written, body: '\n# Keys\n'});
  });

  it('refuses text without front matter, or front matter that lacks a key, naming what is missing', () => {
    expect(() => readTwin('# Keys\n')).toThrow(/has none/);
    expect(() => readTwin('---\ntitle: "T"\nversion: "1.23"\n---\n')).toThrow(/lacks description, canonical/);
  });
});
