import {expect, test, type Page} from '@playwright/test';
import {hydrated} from './support/site';

// Code blocks and code tabs render once, at build time and in hydration, without the
// remount theme-classic does after load (src/theme/Tabs, src/theme/CodeBlock): these
// tests prove what the remount was for still works.

const apiPage = '/api/chat-completions';
const tabGroups = (page: Page) => page.locator('.tabs-container');
const selectedTab = (page: Page) => page.locator('.tabs-container [role="tab"][aria-selected="true"]');

test('a code language chosen in one tab group applies to every group and survives a reload', async ({page}) => {
  await page.goto(apiPage);
  await hydrated(page);
  const groups = await tabGroups(page).count();
  expect(groups).toBeGreaterThan(1);
  await expect(selectedTab(page)).toHaveText(Array(groups).fill('curl'));

  await tabGroups(page).first().getByRole('tab', {name: 'Python'}).click();
  await expect(selectedTab(page)).toHaveText(Array(groups).fill('Python'));

  await page.reload();
  await hydrated(page);
  await expect(selectedTab(page)).toHaveText(Array(groups).fill('Python'));
  // The panel shown is the chosen one, in every group.
  const firstGroup = tabGroups(page).first();
  await expect(firstGroup.locator('[role="tabpanel"]:not([hidden])')).toContainText('from openai import OpenAI');
  await expect(firstGroup.locator('[role="tabpanel"]:not([hidden])')).not.toContainText('curl ');
});

test('each tab names its panel and the panel its tab, with the same ids before and after hydration', async ({page, browser, baseURL}) => {
  // Every tab and panel of the page as [tab id, its aria-controls, that panel's aria-labelledby].
  const pairs = () =>
    Array.from(document.querySelectorAll('[role="tab"]'), (tab) => {
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      return [tab.id, panel?.getAttribute('role') ?? null, panel?.getAttribute('aria-labelledby') ?? null];
    });
  // The served HTML, as React will find it.
  const noScripts = await browser.newContext({baseURL, javaScriptEnabled: false});
  const served = await noScripts.newPage();
  await served.goto(apiPage);
  const beforeHydration = await served.evaluate(pairs);
  await noScripts.close();
  expect(beforeHydration.length).toBeGreaterThan(1);
  for (const [id, role, labelledBy] of beforeHydration) {
    expect(id).not.toBe('');
    expect(role).toBe('tabpanel');
    expect(labelledBy).toBe(id);
  }
  await page.goto(apiPage);
  await hydrated(page);
  expect(await page.evaluate(pairs)).toEqual(beforeHydration);
});

for (const mode of ['light', 'dark'] as const) {
  test(`code colours follow the stored ${mode} mode from the first load`, async ({page}) => {
    await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
    await page.goto(apiPage);
    await hydrated(page);
    // A bash string in the first curl sample: #b80f58 in the light theme, dracula pink in dark.
    const string = page.locator('.tabs-container [role="tabpanel"]:not([hidden]) .token.string').first();
    await expect(string).toHaveCSS('color', mode === 'light' ? 'rgb(184, 15, 88)' : 'rgb(255, 121, 198)');
    const block = page.locator('.tabs-container [role="tabpanel"]:not([hidden]) pre').first();
    await expect(block).toHaveCSS('background-color', mode === 'light' ? 'rgb(246, 248, 250)' : 'rgb(40, 42, 54)');
  });
}

test('the copy button copies a code block', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(apiPage);
  await hydrated(page);
  const block = page.locator('.tabs-container [role="tabpanel"]:not([hidden]) .theme-code-block').first();
  await block.hover();
  const button = block.getByRole('button', {name: 'Copy code to clipboard'});
  // "Copied" shows for one second only, so polling for it passes or fails by
  // the machine's speed (it failed with one core busy). The page records the
  // label when it changes; the test waits on that record.
  await button.evaluate((element) => {
    const record = window as unknown as {copiedLabelSeen?: boolean};
    new MutationObserver(() => {
      if (element.getAttribute('aria-label') === 'Copied') record.copiedLabelSeen = true;
    }).observe(element, {attributes: true, attributeFilter: ['aria-label']});
  });
  await button.click();
  await expect.poll(() => page.evaluate(() => (window as unknown as {copiedLabelSeen?: boolean}).copiedLabelSeen === true)).toBe(true);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^curl http:\/\/localhost:8080\/v1\/chat\/completions \\\n/);
  expect(copied).toMatch(/\}'$/);
  expect(copied.split('\n')).toHaveLength(await block.locator('.token-line').count());
});

test('no Prism reaches the browser: code arrives highlighted', async ({page}) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text());
  });
  await page.goto(apiPage);
  await hydrated(page);
  expect(scripts.length).toBeGreaterThan(1);
  // Every Prism build defines the markup grammar; prism-react-renderer's did it in main.js.
  for (const body of scripts) expect(body).not.toContain('languages.markup');
  await expect(page.locator('.prism-code .token.string').first()).toBeVisible();
});

test('a code block mounts its buttons when it comes near the screen or takes the focus, not on load', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto(apiPage);
  await hydrated(page);
  // Blocks shown on the page (not in a hidden tab panel); the first is several screens down.
  const shown = page.locator('.theme-code-block:visible');
  const copyButton = (block: ReturnType<Page['locator']>) => block.getByRole('button', {name: 'Copy code to clipboard'});
  expect(await shown.count()).toBeGreaterThan(10);
  expect(await page.getByRole('button', {name: 'Copy code to clipboard'}).count()).toBeLessThan(await shown.count());

  // Focus reaches a far block's code by keyboard (the code is focusable); its buttons come next in the Tab order.
  const last = shown.last();
  await expect(copyButton(last)).toHaveCount(0);
  await last.locator('pre').focus();
  await expect(copyButton(last)).toHaveCount(1);
  await page.keyboard.press('Tab');
  expect(await last.evaluate((block) => block.contains(document.activeElement) && document.activeElement?.tagName)).toBe('BUTTON');

  // Scrolling mounts the buttons of the blocks that come near, without hover or focus.
  const middle = shown.nth(Math.floor((await shown.count()) / 2));
  await expect(copyButton(middle)).toHaveCount(0);
  await middle.evaluate((element) => element.scrollIntoView());
  await expect(copyButton(middle)).toHaveCount(1);
});
