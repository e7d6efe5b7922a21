/**
 * What changed between two docs versions, computed from the typed data: each
 * change compares a data module at the older version with the same module at
 * the newer one, so no fact is typed a second time. The upgrading pages render
 * it with <UpgradeNotes>; the release notes stay the place for what the data
 * does not hold (fixes, the desktop app, new ways to pass a flag).
 */
import {
  apiErrors,
  apiReference,
  httpsOnlyImageUrlsSince,
  rowsIn,
  schemaIn,
  type ApiField,
  type ApiParam,
  type EndpointSlug,
} from './apiReference';
import {groupThousands} from './format';
import {acceptedIds, getModel, modelAliases, modelId, models, modelsOf, type Model} from './models';
import {hasPage, pageMatrix, pagesOf, upgradingPage} from './pageMatrix';
import {proxyFlagsOf} from './proxyFlags';
import {securityClaims, type SecurityClaim} from './securityClaims';
import {rateLimitsOf} from './rateLimits';
import {getVersion, isAtLeast, versionOrder, type VersionName} from './versions';

export type FactTopic = 'models' | 'flags' | 'rateLimits' | 'attestation' | 'security' | 'api' | 'pages';

export interface FactPageLink {
  /** Doc path as in ./pageMatrix.ts ('' = intro). */
  path: string;
  version: VersionName;
}

export interface FactChange {
  topic: FactTopic;
  /** One sentence, rich text with `code spans` only (no links, no {models:} tokens). */
  text: string;
  /** Pages that state the fact: in `to` when it has the page, else in `from`. Never a version that lacks the page. */
  pages: FactPageLink[];
}

export const factTopics: readonly {topic: FactTopic; title: string}[] = [
  {topic: 'models', title: 'Models'},
  {topic: 'flags', title: 'Proxy flags and defaults'},
  {topic: 'rateLimits', title: 'Rate limits'},
  {topic: 'attestation', title: 'Attestation'},
  {topic: 'security', title: 'Security claims'},
  {topic: 'api', title: 'API'},
  {topic: 'pages', title: 'Pages'},
];

interface Pair {
  from: VersionName;
  to: VersionName;
}

/** Each path in `to` if it has the page, else in `from`; paths neither has are left out. */
function pageLinks({from, to}: Pair, paths: readonly string[]): FactPageLink[] {
  const links: FactPageLink[] = [];
  for (const path of new Set(paths)) {
    if (hasPage(to, path)) links.push({path, version: to});
    else if (hasPage(from, path)) links.push({path, version: from});
  }
  return links;
}

const code = (value: string): string => `\`${value}\``;

const notFoundStatus = apiErrors.find((e) => e.type === 'not_found_error')!.status;

/** True when some model of `to` still accepts `id`. */
const stillAccepted = (id: string, to: VersionName): boolean => modelsOf(to).some((m) => acceptedIds(m, to).includes(id));

/** What `to` does with a model ID of an older version, as a relative clause. */
const fateOfId = (id: string, to: VersionName): string =>
  stillAccepted(id, to) ? 'which is still accepted' : `which fails with status ${notFoundStatus}`;

const modelPages = (...slugs: string[]): string[] => ['models/overview', ...slugs.map((s) => `models/${s}`)];

function modelChanges(pair: Pair): FactChange[] {
  const {from, to} = pair;
  const serves = (m: Model, v: VersionName): boolean => m.versions.includes(v);
  const change = (text: string, paths: string[]): FactChange => ({topic: 'models', text, pages: pageLinks(pair, paths)});

  const replacements = models.filter(
    (m) =>
      m.replaces !== undefined &&
      serves(m, to) &&
      !serves(m, from) &&
      serves(getModel(m.replaces), from) &&
      !serves(getModel(m.replaces), to),
  );
  const replacedSlugs = new Set(replacements.map((m) => m.replaces));
  const replacingSlugs = new Set(replacements.map((m) => m.slug));

  const replaced = replacements.map((m) => {
    const old = getModel(m.replaces!);
    return change(
      `${m.name} replaces ${old.name}: send ${code(modelId(m, to))} instead of ${code(modelId(old, from))}, ${fateOfId(modelId(old, from), to)}.`,
      modelPages(m.slug, old.slug),
    );
  });

  const added = models
    .filter((m) => serves(m, to) && !serves(m, from) && !replacingSlugs.has(m.slug))
    .map((m) => change(`The API serves a new model, ${m.name}, with the ID ${code(modelId(m, to))}.`, modelPages(m.slug)));

  const removed = models
    .filter((m) => serves(m, from) && !serves(m, to) && !replacedSlugs.has(m.slug))
    .map((m) =>
      change(
        `The API no longer serves ${m.name}, and its ID ${code(modelId(m, from))}, ${fateOfId(modelId(m, from), to)}.`,
        modelPages(m.slug),
      ),
    );

  const kept = models.filter((m) => serves(m, from) && serves(m, to));

  const renamed = kept
    .filter((m) => modelId(m, from) !== modelId(m, to))
    .map((m) => {
      const oldId = modelId(m, from);
      return change(
        `The ID of ${m.name} is ${code(modelId(m, to))} instead of ${code(oldId)}, ${fateOfId(oldId, to)}.`,
        modelPages(m.slug),
      );
    });

  const context = kept
    .filter((m) => m.context(from) !== m.context(to))
    .map((m) => {
      const before = m.context(from);
      const after = m.context(to);
      const text =
        before !== null && after !== null
          ? `The context limit of ${m.name} ${after > before ? 'grows' : 'shrinks'} from ${groupThousands(before)} to ${groupThousands(after)} tokens.`
          : `The context limit of ${m.name} is ${after === null ? 'no longer counted in tokens' : `${groupThousands(after)} tokens`}.`;
      return change(text, modelPages(m.slug));
    });

  const toolCalling = kept
    .filter((m) => m.toolCalling(from) !== m.toolCalling(to))
    .map((m) =>
      change(m.toolCalling(to) ? `${m.name} supports tool calling.` : `${m.name} no longer supports tool calling.`, [
        ...modelPages(m.slug),
        'guides/tool-calling',
      ]),
    );

  const aliases = modelAliases.flatMap((alias): FactChange[] => {
    const target = getModel(alias.model);
    const paths = modelPages(target.slug);
    const before = alias.versions.includes(from);
    const after = alias.versions.includes(to);
    if (before && !after) {
      return [
        change(
          `The model name ${code(alias.id)} is removed, and a request that names it fails with status ${notFoundStatus}: name ${code(modelId(target, to))} instead.`,
          paths,
        ),
      ];
    }
    if (!before && after) {
      return [change(`The API accepts the model name ${code(alias.id)} for ${target.name}.`, paths)];
    }
    const deprecatedNow = alias.deprecatedIn !== undefined && isAtLeast(to, alias.deprecatedIn) && !isAtLeast(from, alias.deprecatedIn);
    if (before && after && deprecatedNow) {
      return [change(`The model name ${code(alias.id)} is deprecated: name ${code(modelId(target, to))} instead.`, paths)];
    }
    return [];
  });

  return [...replaced, ...added, ...removed, ...renamed, ...context, ...toolCalling, ...aliases];
}

function flagChanges(pair: Pair): FactChange[] {
  const {from, to} = pair;
  const pages = pageLinks(pair, ['guides/proxy-configuration']);
  const change = (text: string): FactChange => ({topic: 'flags', text, pages});
  const before = proxyFlagsOf(from);
  const after = proxyFlagsOf(to);
  const changes: FactChange[] = [];
  for (const flag of after) {
    const old = before.find((f) => f.flag === flag.flag);
    const value = flag.default(to);
    if (!old) {
      changes.push(change(`The proxy accepts a new flag, ${code(flag.flag)}${value === null ? '' : `, with the default ${code(value)}`}.`));
      continue;
    }
    const oldValue = old.default(from);
    if (oldValue === value) continue;
    if (oldValue !== null && value !== null) {
      changes.push(change(`The default of ${code(flag.flag)} changes from ${code(oldValue)} to ${code(value)}.`));
    } else if (value !== null) {
      changes.push(change(`${code(flag.flag)} gets the default ${code(value)}.`));
    } else {
      changes.push(change(`${code(flag.flag)} no longer has a default; it was ${code(oldValue!)}.`));
    }
  }
  for (const flag of before.filter((f) => !after.some((a) => a.flag === f.flag))) {
    changes.push(change(`The proxy no longer accepts ${code(flag.flag)}.`));
  }
  return changes;
}

/** "10,000" stays as it is; "No monthly limit" reads "no monthly limit" inside a sentence. */
const limitValue = (value: string): string => (/^\d/.test(value) ? value : value.charAt(0).toLowerCase() + value.slice(1));

function rateLimitChanges(pair: Pair): FactChange[] {
  const {from, to} = pair;
  const pages = pageLinks(pair, ['rate-limits']);
  const change = (text: string): FactChange => ({topic: 'rateLimits', text, pages});
  const before = rateLimitsOf(from);
  const after = rateLimitsOf(to);
  const changes: FactChange[] = [];
  for (const tier of after) {
    const oldTier = before.find((t) => t.tier === tier.tier);
    if (!oldTier) {
      changes.push(change(`A new tier, ${tier.tier}, has its own rate limits.`));
      continue;
    }
    for (const row of tier.limits) {
      const oldRow = oldTier.limits.find((r) => r.what === row.what);
      const what = row.what.toLowerCase();
      if (!oldRow) {
        changes.push(
          change(
            `On the ${tier.tier} tier, ${what} get a limit of ${limitValue(row.perMinute)} per minute and ${limitValue(row.perMonth)} per month.`,
          ),
        );
        continue;
      }
      const cells = [
        ['per minute', oldRow.perMinute, row.perMinute],
        ['per month', oldRow.perMonth, row.perMonth],
      ] as const;
      for (const [period, oldValue, value] of cells) {
        if (oldValue !== value) {
          changes.push(
            change(
              `On the ${tier.tier} tier, the limit on ${what} ${period} changes from ${limitValue(oldValue)} to ${limitValue(value)}.`,
            ),
          );
        }
      }
    }
    for (const oldRow of oldTier.limits.filter((r) => !tier.limits.some((l) => l.what === r.what))) {
      changes.push(change(`On the ${tier.tier} tier, ${oldRow.what.toLowerCase()} no longer have a limit of their own.`));
    }
  }
  for (const oldTier of before.filter((t) => !after.some((a) => a.tier === t.tier))) {
    changes.push(change(`The ${oldTier.tier} tier is gone.`));
  }
  return changes;
}

function attestationChanges(pair: Pair): FactChange[] {
  const before = getVersion(pair.from).contrast;
  const after = getVersion(pair.to).contrast;
  if (before === after) return [];
  return [
    {
      topic: 'attestation',
      text: `The proxy verifies the deployment with the verifier of Contrast ${code(after)} instead of ${code(before)}.`,
      pages: pageLinks(pair, ['architecture/attestation/contrast-integration']),
    },
  ];
}

/** A claim's text without link targets: a link that moves to another page is no change of the claim. */
const claimText = (text: string): string => text.replace(/\]\([^)\s]+\)/g, ']');

/** The parts of a claim that changed, named as the security page names them. */
function changedParts(before: SecurityClaim, after: SecurityClaim): string[] {
  const same = (a: readonly string[], b: readonly string[]) => a.map(claimText).join('\n') === b.map(claimText).join('\n');
  return [
    ...(same([before.statement], [after.statement]) ? [] : ['its statement']),
    ...(same(before.protectsAgainst, after.protectsAgainst) ? [] : ['whom it protects you against']),
    ...(same(before.conditions, after.conditions) ? [] : ['when it holds']),
    ...(same(before.doesNotCover, after.doesNotCover) ? [] : ['what it does not cover']),
  ];
}

const listed = (parts: readonly string[]): string =>
  parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;

function securityChanges(pair: Pair): FactChange[] {
  const before = securityClaims(pair.from);
  const after = securityClaims(pair.to);
  const change = (text: string): FactChange => ({topic: 'security', text, pages: pageLinks(pair, ['security'])});
  return [
    ...after.filter((c) => !before.some((b) => b.id === c.id)).map((c) => change(`A new security claim: ${c.title}.`)),
    ...before.filter((c) => !after.some((a) => a.id === c.id)).map((c) => change(`The security claim “${c.title}” is withdrawn.`)),
    ...after.flatMap((c) => {
      const old = before.find((b) => b.id === c.id);
      const parts = old ? changedParts(old, c) : [];
      return parts.length === 0 ? [] : [change(`The security claim “${c.title}” changes ${listed(parts)}.`)];
    }),
  ];
}

/** True when `version` lies in the range (from, to]. */
const inRange = (version: VersionName, {from, to}: Pair): boolean => isAtLeast(version, from) && version !== from && isAtLeast(to, version);

function apiChanges(pair: Pair): FactChange[] {
  const {from, to} = pair;
  const changes: FactChange[] = [];
  for (const slug of Object.keys(apiReference) as EndpointSlug[]) {
    const endpoint = apiReference[slug];
    const name = code(`${endpoint.method} ${endpoint.path}`);
    const change = (text: string): FactChange => ({topic: 'api', text, pages: pageLinks(pair, [`api/${slug}`])});
    const diff = (rows: readonly (ApiParam | ApiField)[]): {added: string[]; removed: string[]} => {
      const before = rowsIn(rows, from).map((r) => r.name);
      const after = rowsIn(rows, to).map((r) => r.name);
      return {added: after.filter((n) => !before.includes(n)), removed: before.filter((n) => !after.includes(n))};
    };
    const request = diff(endpoint.request);
    request.added.forEach((n) => changes.push(change(`${name} accepts a new request parameter, ${code(n)}.`)));
    request.removed.forEach((n) => changes.push(change(`${name} no longer accepts the request parameter ${code(n)}.`)));
    const response = diff(endpoint.response);
    response.added.forEach((n) => changes.push(change(`The response of ${name} has a new field, ${code(n)}.`)));
    response.removed.forEach((n) => changes.push(change(`The response of ${name} no longer has the field ${code(n)}.`)));
    const events = diff(endpoint.stream?.events ?? []);
    events.added.forEach((n) => changes.push(change(`Each streamed event of ${name} has a new field, ${code(n)}.`)));
    events.removed.forEach((n) => changes.push(change(`Streamed events of ${name} no longer have the field ${code(n)}.`)));

    const takesImages = endpoint.request.some((p) => JSON.stringify(schemaIn(p.schema, to)).includes('"image_url"'));
    if (takesImages && inRange(httpsOnlyImageUrlsSince, pair)) {
      changes.push(
        change(
          `${name} rejects an ${code('image_url')} that is neither an ${code('https://')} URL nor an inline ${code('data:')} URL; before, it also fetched ${code('http://')} URLs.`,
        ),
      );
    }
  }
  return changes;
}

function pageChanges(pair: Pair): FactChange[] {
  const before = pagesOf(pair.from);
  const after = pagesOf(pair.to);
  const changes: FactChange[] = [];
  const label = (path: string): string => code(path === '' ? '/' : path);
  // pageMatrix order: the order of the sidebar's sections, stable across versions.
  for (const {path} of pageMatrix) {
    // The page these notes are on is no news: it starts where an older version exists.
    if (path === upgradingPage) continue;
    if (after.includes(path) && !before.includes(path)) {
      changes.push({topic: 'pages', text: `The docs have a new page at ${label(path)}.`, pages: [{path, version: pair.to}]});
    } else if (before.includes(path) && !after.includes(path)) {
      changes.push({topic: 'pages', text: `The docs no longer have a page at ${label(path)}.`, pages: [{path, version: pair.from}]});
    }
  }
  return changes;
}

/** Every fact that differs between two versions (any two, not only adjacent; from older to newer), grouped by topic in factTopics order. */
export function factChanges(from: VersionName, to: VersionName): FactChange[] {
  if (versionOrder.indexOf(from) > versionOrder.indexOf(to)) {
    throw new Error(`factChanges compares an older version with a newer one, not ${from} with ${to}`);
  }
  const pair = {from, to};
  const byTopic: Record<FactTopic, FactChange[]> = {
    models: modelChanges(pair),
    flags: flagChanges(pair),
    rateLimits: rateLimitChanges(pair),
    attestation: attestationChanges(pair),
    security: securityChanges(pair),
    api: apiChanges(pair),
    pages: pageChanges(pair),
  };
  return factTopics.flatMap(({topic}) => byTopic[topic]);
}
