/**
 * The claims lint: finds absolute statements about security in the prose of
 * the docs ("cannot", "never", "no one", "guarantee", "only … can", ...), so
 * that a claim is not written stronger on one page than the architecture
 * allows. A security claim belongs in the ledger (src/data/securityClaims.ts),
 * which pages render with <Claim> and <SecurityClaims> at build time: those
 * are not prose here, so they pass. Any other absolute sentence fails unless
 * it is on the reviewed list (./claimsReviewed.ts), each entry naming the
 * claim it belongs to, or saying why it is no security claim.
 *
 * A sentence counts when it has an absolute word and a word about security
 * (read, decrypt, key, prompt, provider, ...), or when it has the vocabulary
 * of a claim in any wording: a party ("the host", "the service", "nobody")
 * with a capability ("reach", "visible", "store") or an absolute ("only",
 * "makes sure"). That over-matches on purpose: the reviewed list answers the
 * false positives one by one, with a reason. The pages' prose and the prose
 * that pages render from src/data (./dataProse.ts) are read alike.
 */

export interface Sentence {
  line: number;
  text: string;
}

export interface Finding extends Sentence {
  file: string;
  /** The absolute wording found. */
  absolute: string;
}

/** Absolute wording: what the lint looks for. */
export const absolutePattern =
  /\b(?:cannot|can't|can ?not|never|no ?one|nobody|impossible|guarantee[sd]?|always|every component|any change|only\b[^.;:]{0,60}?\bcan)\b/i;

/** Words that make an absolute sentence a statement about security. */
export const securityPattern =
  /\b(?:reads?|see|sees|decrypt\w*|access\w*|learns?|leak\w*|stor(?:e|ed|es)|keys?|prompts?|responses?|data|secrets?|attest\w*|manifests?|provider|Confidant Labs|operators?|staff|attackers?|gateway|hidden|trust\w*|encrypt\w*|tamper\w*|swap|alter|train\w*)\b/i;

/** One line of a Markdown table: its cells, each on the row's line. */
const tableCells = (line: string): string[] =>
  line
    .replace(/^\s*\|/, '')
    .replace(/\|\s*$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());

/** Inline Markdown and JSX reduced to the words a reader reads. */
export function plainText(text: string): string {
  return text
    .replace(/<[^>\n]+>/g, ' ') // JSX and HTML tags (a <Claim /> is the ledger's, not prose)
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // links: their text
    .replace(/[*_`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The prose sentences of a page, each with the line it starts on: front
 * matter, imports, fenced code and diagrams, HTML comments and admonition
 * fences are not prose; each table cell is read on its own.
 */
export function proseSentences(source: string): Sentence[] {
  const lines = source.split('\n');
  const sentences: Sentence[] = [];
  let i = 0;
  if (lines[0] === '---') {
    i = lines.indexOf('---', 1) + 1;
  }
  let paragraph: {line: number; parts: string[]} | null = null;
  const flush = () => {
    if (!paragraph) return;
    splitSentences(paragraph.parts.join(' '), paragraph.line).forEach((s) => sentences.push(s));
    paragraph = null;
  };
  for (; i < lines.length; i++) {
    const line = lines[i]!;
    const fence = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      flush();
      const close = new RegExp(`^\\s*${fence[1]![0] === '`' ? '`' : '~'}{${fence[1]!.length},}\\s*$`);
      i++;
      while (i < lines.length && !close.test(lines[i]!)) i++;
      continue;
    }
    if (/^\s*<!--/.test(line)) {
      flush();
      while (i < lines.length && !lines[i]!.includes('-->')) i++;
      continue;
    }
    if (line.trim() === '' || /^\s*(import|export)\s/.test(line) || /^\s*:::/.test(line)) {
      flush();
      continue;
    }
    if (/^\s*\|/.test(line)) {
      flush();
      if (/^\s*\|[\s:|-]+\|\s*$/.test(line)) continue; // the separator row
      for (const cell of tableCells(line)) splitSentences(cell, i + 1).forEach((s) => sentences.push(s));
      continue;
    }
    // A heading or a list item starts a block of its own.
    if (/^\s*(#{1,6}\s|[-*+]\s|\d+\.\s)/.test(line)) flush();
    const text = line.replace(/^\s*(#{1,6}\s|[-*+]\s|\d+\.\s|>\s?)/, '');
    if (!paragraph) paragraph = {line: i + 1, parts: []};
    (paragraph as {parts: string[]}).parts.push(text);
    if (/^\s*#{1,6}\s/.test(line)) flush();
  }
  flush();
  return sentences;
}

/** Splits a block into sentences; each keeps the block's first line. */
export function splitSentences(block: string, line: number): Sentence[] {
  const text = plainText(block);
  if (text === '') return [];
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z"“(])/)
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .map((s) => ({line, text: s}));
}

/** An absolute statement about security in a sentence, or null. */
export function absoluteClaim(sentence: string): string | null {
  const absolute = absolutePattern.exec(sentence);
  if (!absolute || !securityPattern.test(sentence)) return null;
  return absolute[0];
}

/**
 * The vocabulary of a claim, whatever the wording: a party (or "nobody", "the
 * service", "the host"...) together with a capability ("read", "see",
 * "visible", "reach"...) or an absolute ("only", "never", "makes sure",
 * "genuine"...). A pattern catches the sentences it was written for; a
 * paraphrase ("out of the host's reach", "only the model ID is visible to the
 * service") uses other words for the same subject and verb, so the lint reads
 * the words a claim is made of instead.
 */
export const partyPattern =
  /\b(?:Confidant(?: Labs)?(?![-.\w]| proxy| API| model| component| release)|[Tt]he (?:API )?gateway|(?:[Tt]he|[Aa]n?|[Aa]ny|[Ii]ts) (?:(?:infrastructure|cloud|model|platform|service) )?providers?(?! (?:"|“|OpenAI))|[Pp]roviders|(?:[Tt]he|[Aa]n?|[Aa]ny) (?:cluster |machine's |platform )?operators?|[Tt]he host\b|[Tt]he image's host|[Tt]he hypervisor|[Tt]he service\b|[Nn]obody|[Nn]o ?one|[Aa]nyone|[Aa]nybody|[Ee]veryone|[Aa]n attacker|[Aa]ttackers|[Tt]he network|[Oo]ther customers|[Ss]taff|[Aa]dministrators?|[Tt]he release team|[Nn]o (?:provider|operator|party|administrator)s?)/;

/** Verbs and adjectives of what a party can do with your data (lower case: "Read it when …" opens a sentence, it states nothing). */
export const capabilityPattern =
  /\b(?:read|reads|reading|see|sees|seen|visible|invisible|access(?! key)|accesses|store|stores|stored|storing|keeps? (?:no|none|any|your|some|the|metadata|data|prompts?|logs?|records?|copies|it|them)\b|kept|log|logs|logged|reach|reaches|learn|learns|swap|swaps|swapped|rebuild|rebuilds|tamper\w*|observes?|observed|decrypts?|forge[sd]?|hands? over|trust(?:s|ed|ing)?|retain\w*)\b/;

/** Absolute words: how a claim states that something never happens. */
export const vocabularyAbsolutePattern =
  /\b(?:[Oo]nly|[Nn]ever|[Cc]annot|can't|can ?not|[Nn]othing|guarantee[sd]?|makes? sure|ensures?|genuine|published software|impossible|always|exactly|[Nn]o (?:one|party|provider|operator|administrator))\b/;

/** Words that are a claim whoever the subject: nothing in these docs may "guarantee" or call hardware "genuine" without conditions. */
export const strongAbsolutePattern =
  /\b(?:guarantee[sd]?|makes? sure|ensures? that|genuine|published software|out of (?:\w+'s |its |their )?reach)\b/i;

/** What a claim protects: a sentence that says who "only" or "never" gets these is a claim even without a party. */
export const protectedObjectPattern = /\b(?:keys?|prompts?|responses?|answers?|content|data|weights|messages?)\b/;

/**
 * The words of a claim in a sentence, or null: a party with a capability or
 * an absolute; a strong absolute ("guarantee", "genuine") on its own; or an
 * absolute with a capability and what a claim protects ("the key that decrypts
 * them goes only to …").
 */
export function vocabularyClaim(sentence: string): string | null {
  const strong = strongAbsolutePattern.exec(sentence);
  if (strong) return strong[0];
  const party = partyPattern.exec(sentence);
  const capability = capabilityPattern.exec(sentence);
  const absolute = vocabularyAbsolutePattern.exec(sentence);
  if (party && (capability ?? absolute)) return `${party[0]} … ${(capability ?? absolute)![0]}`;
  if (absolute && capability && protectedObjectPattern.test(sentence)) return `${absolute[0]} … ${capability[0]}`;
  return null;
}

/** The words that make a sentence a claim, by either rule, or null. */
export const claimWords = (sentence: string): string | null => absoluteClaim(sentence) ?? vocabularyClaim(sentence);

/** Whitespace, quotes and case made uniform, for matching a sentence with a reviewed entry. */
export const normalize = (text: string): string => text.replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim().toLowerCase();

export interface ReviewedEntry {
  /** A part of the sentence that identifies it, as plain text (no Markdown), in every version that has it. */
  text: string;
  /** The ledger claim the sentence states or depends on; null when it is no security claim. */
  claim: string | null;
  /** Why the sentence may stand as it is. */
  reason: string;
}

/** The reviewed entry that answers a sentence, if any. */
function reviewedEntryFor(sentence: string, reviewed: readonly ReviewedEntry[]): ReviewedEntry | undefined {
  const text = normalize(sentence);
  return reviewed.find((e) => text.includes(normalize(e.text)));
}

/** Sentences with a claim that no reviewed entry answers; `used` collects the entries that answered one. */
export function lintSentences<T extends {file: string; text: string}>(
  sentences: readonly T[],
  reviewed: readonly ReviewedEntry[],
  used: Set<ReviewedEntry>,
): (T & {absolute: string})[] {
  const findings: (T & {absolute: string})[] = [];
  for (const sentence of sentences) {
    const absolute = claimWords(sentence.text);
    if (!absolute) continue;
    const entry = reviewedEntryFor(sentence.text, reviewed);
    if (entry) used.add(entry);
    else findings.push({...sentence, absolute});
  }
  return findings;
}

/** Absolute sentences of one page that no reviewed entry answers; `used` collects the entries that answered one. */
export function lintPage(file: string, source: string, reviewed: readonly ReviewedEntry[], used: Set<ReviewedEntry>): Finding[] {
  return lintSentences(
    proseSentences(source).map((sentence) => ({...sentence, file})),
    reviewed,
    used,
  );
}

/**
 * Claims a page's reviewed sentences rest on that the page neither links
 * (`#claim-<id>`) nor renders (`<Claim id>`): a sentence that restates part of
 * a claim in its own words must lead the reader to the claim's conditions.
 * The security page renders every claim, so it has none.
 */
export function unlinkedClaims(source: string, reviewed: readonly ReviewedEntry[]): {line: number; claim: string; text: string}[] {
  if (source.includes('<SecurityClaims />')) return [];
  const out: {line: number; claim: string; text: string}[] = [];
  const seen = new Set<string>();
  for (const sentence of proseSentences(source)) {
    if (!claimWords(sentence.text)) continue;
    const claim = reviewedEntryFor(sentence.text, reviewed)?.claim;
    if (!claim || seen.has(claim)) continue;
    if (source.includes(`#claim-${claim})`) || source.includes(`<Claim id="${claim}"`)) continue;
    seen.add(claim);
    out.push({line: sentence.line, claim, text: sentence.text});
  }
  return out;
}
