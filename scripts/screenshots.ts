/**
 * Screenshots of the served site at desktop and phone widths, in light and
 * dark mode, for a person to look at before calling visual work done.
 *
 * Usage: npm run serve (in another shell), then
 *        npm run screenshots [-- /path /other/path]   -> screenshots/*.png
 */
import {mkdirSync} from 'node:fs';
import {chromium} from 'playwright-core';
import {chromiumLaunchArgs, defaultSources, findChromium} from './lib/findChromium';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/api/chat-completions', '/models/overview'];
const viewports = {desktop: {width: 1280, height: 800}, phone: {width: 390, height: 844}} as const;

const browser = await chromium.launch({
  executablePath: findChromium(defaultSources(() => undefined)),
  args: [...chromiumLaunchArgs],
});
mkdirSync('screenshots', {recursive: true});
for (const [device, viewport] of Object.entries(viewports)) {
  for (const mode of ['light', 'dark'] as const) {
    const context = await browser.newContext({viewport, colorScheme: mode});
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(base + path, {waitUntil: 'networkidle'});
      const file = `screenshots/${device}-${mode}${path.replace(/\//g, '_') || '_'}.png`;
      await page.screenshot({path: file, fullPage: false});
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
