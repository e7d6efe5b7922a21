/**
 * Renders the social card (`themeConfig.image`) from its SVG source with
 * headless Chromium, at exactly 1200x606 as the spec fixes.
 *
 * Usage: npm run social-card   (after editing scripts/assets/social-card.svg)
 */
import {readFileSync} from 'node:fs';
import {chromium} from 'playwright-core';
import {chromiumLaunchArgs, defaultSources, findChromium} from './lib/findChromium';

export const cardSize = {width: 1200, height: 606} as const;
export const sourcePath = 'scripts/assets/social-card.svg';
export const outputPath = 'static/img/social-card.png';

/** The page that shows the SVG edge to edge, with nothing around it. */
export function cardHtml(svg: string): string {
  return `<!doctype html><html><head><style>html,body{margin:0;padding:0;overflow:hidden}svg{display:block}</style></head><body>${svg}</body></html>`;
}

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: findChromium(defaultSources(() => undefined)),
    args: [...chromiumLaunchArgs, '--font-render-hinting=none'],
  });
  const page = await browser.newPage({viewport: cardSize, deviceScaleFactor: 1});
  await page.setContent(cardHtml(readFileSync(sourcePath, 'utf8')));
  await page.screenshot({path: outputPath, clip: {x: 0, y: 0, ...cardSize}});
  await browser.close();
  console.log(`Wrote ${outputPath} (${cardSize.width}x${cardSize.height}) from ${sourcePath}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
}
