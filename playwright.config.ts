import {chromium, defineConfig, devices} from '@playwright/test';
import {chromiumLaunchArgs, defaultSources, findChromium} from './scripts/lib/findChromium';

const port = Number(process.env.E2E_PORT ?? 3100);

const executablePath = findChromium(
  defaultSources(() => {
    try {
      return chromium.executablePath();
    } catch {
      return undefined;
    }
  }),
);

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {executablePath, args: [...chromiumLaunchArgs]},
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome']}}],
  webServer: {
    // The production build, served as `npm start` serves it.
    command: `npx docusaurus serve --port ${port} --no-open`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
