// The security claims as both servers serve them (a per-server spec, see
// playwright.config.ts): /security-claims.json of each version, listed in its
// llms.txt, and the claims on the security page and where a page embeds one.
import {expect, test} from '@playwright/test';
import {securityClaims, securityClaimsPath} from '../../src/data/securityClaims';
import {llmsPath} from '../../src/data/llmsUrl';
import {site} from '../../src/data/site';
import {versionOrder} from '../../src/data/versions';
import {expectedHeaders} from './support/site';

for (const version of versionOrder) {
  const path = securityClaimsPath(version);
  test(`${path} holds the claims of ${version}, served as JSON with the security headers, and its llms.txt lists it`, async ({request}) => {
    const response = await request.get(path, {maxRedirects: 0});
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-type']).toBe('application/json; charset=utf-8');
    expect(headers['cache-control']).toBe('no-cache');
    for (const [name, value] of Object.entries(expectedHeaders())) expect(headers[name.toLowerCase()], name).toBe(value);
    const document = (await response.json()) as {claims: {id: string; url: string; statedOn: string[]}[]};
    expect(document.claims.map((c) => c.id)).toEqual(securityClaims(version).map((c) => c.id));
    // Every claim's URL is a heading on the security page the server sends.
    const security = new URL(document.claims[0]!.url).pathname;
    const html = await (await request.get(security)).text();
    // The build minifies the HTML: an id needs no quotes.
    for (const claim of document.claims) expect(html, claim.url).toMatch(new RegExp(`id="?${new URL(claim.url).hash.slice(1)}[">\\s]`));
    const llms = await (await request.get(llmsPath(version, 'llms.txt'))).text();
    expect(llms).toContain(`${site.docsUrl}${path}`);
  });
}

test('a page that states a claim shows it with its conditions and links it to the security page', async ({page}) => {
  await page.goto('/getting-started/faq');
  const claim = page.getByRole('note', {name: 'Security claim'}).and(page.locator('[data-claim="confidant-labs-cannot-read"]'));
  await expect(claim).toContainText('Holds when:');
  await expect(claim).toContainText('Does not cover:');
  await expect(claim.getByRole('link', {name: 'All security claims and their conditions'})).toHaveAttribute(
    'href',
    '/security#claim-confidant-labs-cannot-read',
  );
});
