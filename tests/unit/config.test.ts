import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import {site} from '../../src/data/site';
import searchIndexPlugin from '../../src/plugins/search-index';

const theme = config.themeConfig;

describe('site configuration', () => {
  it('fails the build on broken links, anchors, Markdown links and images; duplicate routes only warn', () => {
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.onBrokenAnchors).toBe('throw');
    expect(config.markdown.hooks).toEqual({onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'});
    expect(config.onDuplicateRoutes).toBe('warn');
  });

  it('serves docs at the root without trailing slashes', () => {
    expect(config.trailingSlash).toBe(false);
    expect(config.baseUrl).toBe('/');
  });

  it('starts light, shows the toggle and follows the OS until the reader chooses', () => {
    expect(theme.colorMode).toEqual({defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true});
  });

  it('builds the search index with the local plugin', () => {
    expect(config.plugins).toContain(searchIndexPlugin);
    const names = config.themes.map((t) => (Array.isArray(t) ? t[0] : t));
    expect(names).not.toContain('@cmfcmf/docusaurus-search-local');
  });

  it('has the footer the spec asks for', () => {
    const footer = theme.footer;
    expect(footer.style).toBe('dark');
    expect(footer.copyright).toBe('Copyright © 2025 Confidant Labs');
    expect(footer.links.map((c) => c.title)).toEqual(['Community', 'Social', 'Company']);
    const labels = footer.links.flatMap((c) => c.items.map((i) => i.label));
    for (const label of ['Newsletter', 'Blog', 'Imprint', 'Privacy policy', 'Cookie settings', 'Contact']) {
      expect(labels).toContain(label);
    }
    const company = footer.links.find((c) => c.title === 'Company')!.items;
    for (const item of company) {
      expect(item.href.startsWith(site.companyUrl)).toBe(true);
    }
  });

  it('has a dismissible announcement bar with an id, linking to the release notes', () => {
    expect(theme.announcementBar.id).toMatch(/\S/);
    expect(theme.announcementBar.isCloseable).toBe(true);
    expect(theme.announcementBar.content).toContain('href="/release"');
  });

  it('shows the navbar items the spec lists and hides the navbar on scroll', () => {
    expect(theme.navbar.hideOnScroll).toBe(true);
    const types = theme.navbar.items.map((i) => ('type' in i ? i.type : 'link'));
    expect(types).toEqual(['docsVersionDropdown', 'search', 'link']);
    expect(theme.tableOfContents).toEqual({minHeadingLevel: 2, maxHeadingLevel: 3});
  });

  it('excludes next and 0.x to 4.x version paths from the sitemap', async () => {
    const {createMatcher} = await import('@docusaurus/utils');
    const sitemap = config.plugins.find((p) => Array.isArray(p) && p[0] === '@docusaurus/plugin-sitemap') as [
      string,
      {ignorePatterns: string[]},
    ];
    const ignored = createMatcher(sitemap[1].ignorePatterns);
    for (const path of ['/next', '/next/api/overview', '/1.23', '/1.27/quickstart', '/0.9/x', '/4.2/a/b']) {
      expect(ignored(path), path).toBe(true);
    }
    for (const path of ['/', '/quickstart', '/api/overview', '/release']) {
      expect(ignored(path), path).toBe(false);
    }
  });

  it('points the social card at a 1200x606 PNG', () => {
    expect(theme.image).toBe('img/social-card.png');
    const png = readFileSync('static/img/social-card.png');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 606]);
  });
});
