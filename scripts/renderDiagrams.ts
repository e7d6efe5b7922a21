/**
 * Renders every Mermaid diagram in the docs to static/diagrams/<hash>-<mode>.svg,
 * in the site's light and dark themes, with Mermaid in headless Chromium, and
 * removes SVGs no diagram uses any more. Run it after you add or edit a
 * diagram, and commit the SVGs; a unit test fails while they are missing.
 *
 * Usage: npm run diagrams
 */
import {mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {diagramFile, diagramHash, diagramsDir, mermaidTheme, modes} from '../src/plugins/remark-diagrams/diagrams';
import {chromiumLaunchArgs, defaultSources, findChromium} from './lib/findChromium';
import {collectBlocks} from './checkCodeSamples';

async function main(): Promise<void> {
  const blocks = (await collectBlocks(['docs', 'versioned_docs'])).filter((b) => b.lang === 'mermaid');
  const sources = new Map(blocks.map((b) => [diagramHash(b.code), b]));
  mkdirSync(diagramsDir, {recursive: true});

  const browser = await chromium.launch({executablePath: findChromium(defaultSources(() => undefined)), args: [...chromiumLaunchArgs]});
  const page = await browser.newPage();
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({path: path.resolve('node_modules/mermaid/dist/mermaid.min.js')});
  let written = 0;
  for (const [hash, block] of sources) {
    for (const mode of modes) {
      const svg = await page.evaluate(
        async ({code, theme, id}) => {
          const mermaid = (
            window as unknown as {mermaid: {initialize: (c: object) => void; render: (id: string, code: string) => Promise<{svg: string}>}}
          ).mermaid;
          mermaid.initialize({
            startOnLoad: false,
            theme,
            securityLevel: 'strict',
            fontFamily: 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif',
          });
          return (await mermaid.render(id, code)).svg;
        },
        {code: block.code, theme: mermaidTheme[mode], id: `d${hash}${mode}`},
      );
      const file = diagramFile(hash, mode);
      let previous = '';
      try {
        previous = readFileSync(file, 'utf8');
      } catch {
        // new diagram
      }
      if (previous !== svg) {
        writeFileSync(file, svg);
        written++;
      }
    }
  }
  await browser.close();

  const wanted = new Set([...sources.keys()].flatMap((hash) => modes.map((mode) => path.basename(diagramFile(hash, mode)))));
  const orphans = readdirSync(diagramsDir).filter((f) => f.endsWith('.svg') && !wanted.has(f));
  for (const f of orphans) rmSync(path.join(diagramsDir, f));
  console.log(`${sources.size} diagrams (${blocks.length} blocks): wrote ${written} SVGs, removed ${orphans.length} unused.`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
}
