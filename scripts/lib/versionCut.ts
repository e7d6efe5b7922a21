/**
 * Release day as code: what `npm run version:cut -- 1.29` changes, as pure
 * functions over file contents, so that a unit test can apply a cut to the
 * tree in memory and a second test can run it in a copy of the repo.
 *
 * Next's pages describe a version still in development in a few fixed
 * phrases (an "Unreleased version" box, "which is still in development",
 * "published when 1.29 is released", the image of the latest release in every
 * sample). A cut turns them into the release's words in the new version's
 * folder, and moves them one version on in `docs/`. `leftoverUnreleased`
 * finds any phrase the rules do not know, so a writer who words it otherwise
 * hears of it from a test, not from a reader.
 */
import {createHash} from 'node:crypto';

export interface CutNames {
  /** The version being released, e.g. `1.29`: Next until now. */
  release: string;
  /** The latest release until now, e.g. `1.28`. */
  previous: string;
  /** The version Next describes after the cut, e.g. `1.30`. */
  upcoming: string;
  /** The release date, ISO. */
  date: string;
}

const versionPattern = /^(\d+)\.(\d+)$/;

/** Compares two release names numerically: 1.9 < 1.10. */
export function compareVersions(a: string, b: string): number {
  const [, aMajor, aMinor] = versionPattern.exec(a)!;
  const [, bMajor, bMinor] = versionPattern.exec(b)!;
  return Number(aMajor) - Number(bMajor) || Number(aMinor) - Number(bMinor);
}

/** The minor version after `name`: 1.29 → 1.30. */
export function nextMinor(name: string): string {
  const [, major, minor] = versionPattern.exec(name)!;
  return `${major}.${Number(minor) + 1}`;
}

/**
 * Why a cut to `release` cannot run, or null. `released` is what
 * versions.json lists, newest first; `folders` the `versioned_docs` entries.
 */
export function refuseCut(release: string, released: readonly string[], folders: readonly string[], date: string): string | null {
  if (!versionPattern.test(release)) {
    return `"${release}" is not a release name: write it as major.minor, for example 1.29.`;
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) {
    return `"${date}" is not a date: write it as YYYY-MM-DD.`;
  }
  if (released.includes(release) || folders.includes(`version-${release}`)) {
    return `${release} is already released (versions.json or versioned_docs/version-${release} has it): the cut ran already.`;
  }
  const latest = released[0];
  if (latest !== undefined && compareVersions(release, latest) <= 0) {
    return `${release} is not newer than the latest release, ${latest}: a cut releases the version after it.`;
  }
  if (latest !== undefined && release !== nextMinor(latest) && !release.endsWith('.0')) {
    return `${release} skips a version: the release after ${latest} is ${nextMinor(latest)} (or a new major, x.0).`;
  }
  return null;
}

const esc = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const image = 'registry.confidant.example/confidant/confidant-proxy';

/** The image tag of a release: 1.29 → v1.29.0. */
export const tagOf = (version: string): string => `v${version}.0`;

/** A fictional manifest hash for the release's sample log, stable for a given release. */
function manifestHash(seed: string, release: string): string {
  return createHash('sha256').update(`${seed}:${release}`).digest('hex');
}

/** Sample log lines name the release's manifests from its release date on. */
function rewriteManifestLog(text: string, names: CutNames): string {
  const line = new RegExp(
    `time=(\\d{4}-\\d{2}-\\d{2})T([0-9:]+Z) manifest=sha256:([0-9a-f]{64}) release=${esc(tagOf(names.previous))}`,
    'g',
  );
  let first: number | null = null;
  return text.replace(line, (_match, day: string, time: string, hash: string) => {
    const at = Date.parse(`${day}T00:00:00Z`);
    first ??= at;
    const shifted = new Date(Date.parse(`${names.date}T00:00:00Z`) + (at - first)).toISOString().slice(0, 10);
    return `time=${shifted}T${time} manifest=sha256:${manifestHash(hash, names.release)} release=${tagOf(names.release)}`;
  });
}

/** The samples run the latest published image; after the cut that is the release's. */
function rewriteTags(text: string, names: CutNames): string {
  const old = esc(tagOf(names.previous));
  return rewriteManifestLog(text, names)
    .replace(new RegExp(`${esc(image)}:${old}\\b`, 'g'), `${image}:${tagOf(names.release)}`)
    .replace(new RegExp(`git checkout ${old}\\b`, 'g'), `git checkout ${tagOf(names.release)}`)
    .replace(new RegExp(`for example \`${old}\``, 'g'), `for example \`${tagOf(names.release)}\``);
}

type Rule = [RegExp, string];

/** The release's own words, for the pages of the version being released. */
function releasedRules({release, previous}: CutNames): Rule[] {
  const r = esc(release);
  const p = esc(previous);
  const [tag, oldTag] = [esc(tagOf(release)), esc(tagOf(previous))];
  return [
    // Boxes that say the whole page is unreleased.
    [/:::info Unreleased version\n[\s\S]*?\n:::\n\n/g, ''],
    [/:::info\nYou are reading the docs of the next, unreleased version\.[^\n]*\n:::\n\n/g, ''],
    [new RegExp(`:::note\\nThis page documents the next release, ${r}, which is still in development\\.[^\\n]*\\n:::\\n\\n`, 'g'), ''],
    [new RegExp(` *These docs describe ${r}, which is still in development\\.[^\\n]*\\n\\n`, 'g'), ''],
    [new RegExp(`The first section describes Confidant ${r}, which is still in development\\.[^\\n]*\\n\\n`, 'g'), ''],
    [new RegExp(`The first section compares ${p} with ${r}, which is still in development\\.[^\\n]*\\n\\n\\n?`, 'g'), ''],
    [
      new RegExp(
        `(\`${esc(image)}:${tag}\`), published when ${r} is released\\. Until then, the samples in these docs run \`${oldTag}\`\\.`,
        'g',
      ),
      '$1.',
    ],
    [
      new RegExp(`as the note above says, the samples use \`${oldTag}\` until \`${tag}\` is published\\.`, 'g'),
      `this version uses \`${tagOf(release)}\`.`,
    ],
    [
      new RegExp(
        `check out the tag that your proxy's manifest names in its \`release\` field\\. ${r} is still in development, so the service runs ${p} and the tag is \`${oldTag}\`:`,
        'g',
      ),
      `check out the tag of this version, \`${tagOf(release)}\`:`,
    ],
    [
      new RegExp(
        `The \`main\` branch holds the development of ${r}, whose disk definitions can differ from those the service runs\\. Step 6 shows how to read the \`release\` field\\.`,
        'g',
      ),
      'If the manifest your proxy accepted names another release in its `release` field, check out that tag instead. Step 6 shows how to read it.',
    ],
    [
      new RegExp(
        `Clone the public source at the tag of the release that step 1 printed\\. ${r} is still in development, so the service runs ${p} and the tag is \`${oldTag}\`:`,
        'g',
      ),
      `Clone the public source at the tag of the release. This page documents ${release}, whose tag is \`${tagOf(release)}\`:`,
    ],
    [
      new RegExp(
        `The \`main\` branch holds the development of ${r}\\. A build of it matches no manifest that the service publishes before ${r} is released\\. Run`,
        'g',
      ),
      'If step 1 printed another release, check out that tag instead. Then run',
    ],
    [/\| `image\.tag` \| the release of the chart \|/g, `| \`image.tag\` | \`${tagOf(release)}\` |`],
    [new RegExp(`${r} \\(not yet released\\)`, 'g'), release],
    [new RegExp(`(new in ${r}), which is still in development\\.`, 'g'), '$1.'],
    [/in this unreleased version/g, 'in this version'],
    [new RegExp(`Confidant ${r}, which is still in development\\.`, 'g'), `Confidant ${release}.`],
    // The release page's Next section becomes the release's.
    [
      new RegExp(`## Next \\(${r}, unreleased\\)\\n\\nNot released yet\\.\\n\\n<ReleaseNotes version="next" />`, 'g'),
      `## Version ${release}\n\nReleased on {date}.\n\n<ReleaseNotes version="${release}" />`,
    ],
    [
      new RegExp(`## From ${p} to Next\\n\\n<UpgradeNotes from="${p}" to="next" />`, 'g'),
      `## From ${previous} to ${release}\n\n<UpgradeNotes from="${previous}" to="${release}" />`,
    ],
  ];
}

/** Next's words one version on, for `docs/` after the cut. */
function upcomingRules({release, previous, upcoming, date}: CutNames): Rule[] {
  const r = esc(release);
  const p = esc(previous);
  const [tag, oldTag] = [esc(tagOf(release)), esc(tagOf(previous))];
  const upTag = tagOf(upcoming);
  return [
    [new RegExp(`from ${r} back to`, 'g'), `from ${upcoming} back to`],
    [new RegExp(`Confidant ${r}, which is still in development`, 'g'), `Confidant ${upcoming}, which is still in development`],
    [new RegExp(`choose ${p} in the version menu`, 'g'), `choose ${release} in the version menu`],
    [
      new RegExp(
        `These docs describe ${r}, which is still in development\\. Its image \`${tag}\` is published when ${r} is released; until then, the commands in these docs run \`${oldTag}\``,
        'g',
      ),
      `These docs describe ${upcoming}, which is still in development. Its image \`${upTag}\` is published when ${upcoming} is released; until then, the commands in these docs run \`${tagOf(release)}\``,
    ],
    [
      new RegExp(
        `This page documents the next release, ${r}, which is still in development\\. Its proxy image \`${tag}\` is published when ${r} is released; until then, the samples on this page run \`${oldTag}\``,
        'g',
      ),
      `This page documents the next release, ${upcoming}, which is still in development. Its proxy image \`${upTag}\` is published when ${upcoming} is released; until then, the samples on this page run \`${tagOf(release)}\``,
    ],
    [
      new RegExp(
        `(\`${esc(image)}:)${tag}\`, published when ${r} is released\\. Until then, the samples in these docs run \`${oldTag}\`\\.`,
        'g',
      ),
      `$1${upTag}\`, published when ${upcoming} is released. Until then, the samples in these docs run \`${tagOf(release)}\`.`,
    ],
    [
      new RegExp(`the samples use \`${oldTag}\` until \`${tag}\` is published\\.`, 'g'),
      `the samples use \`${tagOf(release)}\` until \`${upTag}\` is published.`,
    ],
    [
      new RegExp(`${r} is still in development, so the service runs ${p} and the tag is \`${oldTag}\``, 'g'),
      `${upcoming} is still in development, so the service runs ${release} and the tag is \`${tagOf(release)}\``,
    ],
    [
      new RegExp(`The \`main\` branch holds the development of ${r}([,.])`, 'g'),
      `The \`main\` branch holds the development of ${upcoming}$1`,
    ],
    [new RegExp(`before ${r} is released`, 'g'), `before ${upcoming} is released`],
    [new RegExp(`${r} \\(not yet released\\)`, 'g'), `${upcoming} (not yet released)`],
    [new RegExp(`(new in ${r}), which is still in development\\.`, 'g'), '$1.'],
    // What was new in the unreleased version is now new in the release.
    [/for the first time in this unreleased version/g, `for the first time in ${release}`],
    [
      new RegExp(`The first section compares ${p} with ${r}, which is still in development`, 'g'),
      `The first section compares ${release} with ${upcoming}, which is still in development`,
    ],
    [
      new RegExp(`## Next \\(${r}, unreleased\\)\\n\\nNot released yet\\.\\n\\n<ReleaseNotes version="next" />`, 'g'),
      `## Next (${upcoming}, unreleased)\n\nNot released yet.\n\n<ReleaseNotes version="next" />\n\n## Version ${release}\n\nReleased on ${date}.\n\n<ReleaseNotes version="${release}" />`,
    ],
    [
      new RegExp(`## From ${p} to Next\\n\\n<UpgradeNotes from="${p}" to="next" />`, 'g'),
      `## From ${release} to Next\n\n<UpgradeNotes from="${release}" to="next" />\n\n## From ${previous} to ${release}\n\n<UpgradeNotes from="${previous}" to="${release}" />`,
    ],
  ];
}

const apply = (text: string, rules: Rule[]): string =>
  rules.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);

/** A page of the version being released, as the release says it. */
export function releasePage(text: string, names: CutNames): string {
  return rewriteTags(apply(text, releasedRules(names)), names).replaceAll('{date}', names.date);
}

/** A page of `docs/`, one version on. */
export function upcomingPage(text: string, names: CutNames): string {
  return rewriteTags(apply(text, upcomingRules(names)), names);
}

/**
 * The lines of a released version's page that still speak of it as
 * unreleased, or name an image other than its own: what the rules above
 * missed. Empty for a page the cut handled fully.
 */
export function leftoverUnreleased(text: string, version: string): string[] {
  const own = tagOf(version);
  return text.split('\n').filter((line) => {
    if (/unreleased|still in development|not yet released|not released yet|documents the next release|published when/i.test(line)) {
      return true;
    }
    const tags = [...line.matchAll(new RegExp(`${esc(image)}:(v[0-9.]+)`, 'g'))].map((m) => m[1]);
    return tags.some((tag) => tag !== own);
  });
}

/** `src/data/versions.ts` with the release added below Next; it becomes the latest. */
export function addReleaseToVersions(source: string, names: CutNames): string {
  const nextLine = /^( *)\{name: 'next', released: null, contrast: '([^']+)'\},\n/m.exec(source);
  if (!nextLine) {
    throw new Error("src/data/versions.ts: no `{name: 'next', released: null, contrast: '…'}` entry in the version list.");
  }
  const [line, indent, contrast] = nextLine;
  const entry = `${indent}{name: '${names.release}', released: '${names.date}', contrast: '${contrast}'},\n`;
  return source.replace(line, line + entry);
}

/**
 * A data module with the facts that began in Next keyed on the release:
 * `isAtLeast(v, 'next')` and `versionRange('next'…)` start at 1.29 now.
 */
export function keyFactsOnRelease(source: string, release: string): string {
  return source
    .replace(/isAtLeast\(([^,()]+), 'next'\)/g, `isAtLeast($1, '${release}')`)
    .replace(/versionRange\('next'/g, `versionRange('${release}'`);
}

/** Release notes: Next's entry becomes the release's; a new, empty Next entry starts above it. */
export function moveReleaseNotes(source: string, release: string): string {
  const entry = /^( *)\{\n( *)version: 'next',\n/m.exec(source);
  if (!entry) {
    throw new Error("src/data/releaseNotes.ts: no entry with `version: 'next'`.");
  }
  const [text, outer, inner] = entry;
  const fresh = `${outer}{\n${inner}version: 'next',\n${inner}notes: [],\n${outer}},\n`;
  return source.replace(text, `${fresh}${outer}{\n${inner}version: '${release}',\n`);
}

/** The announcement bar announces the release. */
export function announceRelease(config: string, release: string): string {
  return config
    .replace(/id: 'release-[0-9-]+'/, `id: 'release-${release.replace('.', '-')}'`)
    .replace(/'Confidant [0-9.]+ is out, [^']*'/, `'Confidant ${release} is out. <a href="/release">Read the release notes</a>.'`);
}
