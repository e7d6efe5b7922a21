/**
 * What each party can observe when you call an endpoint or use a model: the
 * fields left in clear and the metadata around them, party by party. The
 * security page ("What each party can observe"), every API page and every
 * model page render it with `<WhatEachPartySees />` (filled in at build time
 * by src/plugins/security-claims/remark.ts), so no page describes in its own
 * words what "the service sees".
 *
 * The fields come from the API reference (`clearInTransit` applied to the
 * endpoint's rows in the version), the rest from the product facts' "What the
 * gateway and the provider can observe", "Worker logs" and "Image URLs".
 * Texts are rich text (./richText.ts).
 */
import {apiReference, encryptedInTransit, httpsOnlyImageUrlsSince, rowsIn, topLevelField, type EndpointSlug} from './apiReference';
import {getModel, modelsOf, type Model} from './models';
import {metadataRetentionDays} from './securityClaims';
import {isAtLeast, type VersionName} from './versions';

/** The parties that can observe something of a request; the ledger's parties, with the gateway and the cluster split out. */
export type Observer = 'network' | 'gateway' | 'infrastructure-provider' | 'cluster-operator' | 'other-customers' | 'image-host';

export interface Observation {
  observer: Observer;
  /** Who that is, as the table's first column says it. */
  label: string;
  /** What it can observe. Rich text. */
  sees: string;
}

/** What a table describes: one endpoint, one model (all its endpoints), or the service as a whole. */
export type ObservationScope = {endpoint: EndpointSlug} | {model: string} | {all: true};

/** The endpoint a model path belongs to, from the API reference's paths. */
function slugOfPath(path: string): EndpointSlug {
  const slug = (Object.keys(apiReference) as EndpointSlug[]).find((s) => apiReference[s].path === path);
  if (!slug) throw new Error(`No endpoint of the API reference has the path ${path}`);
  return slug;
}

const code = (names: readonly string[]): string => names.map((n) => `\`${n}\``).join(', ');

const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];

/** Top-level fields of the endpoints' rows, in a version, that cross the network in clear. */
function clearFields(slugs: readonly EndpointSlug[], version: VersionName): {request: string[]; response: string[]} {
  const request: string[] = [];
  const response: string[] = [];
  for (const slug of slugs) {
    const reference = apiReference[slug];
    for (const row of rowsIn(reference.request, version)) {
      if (!encryptedInTransit('request', row.name)) request.push(topLevelField(row.name));
    }
    for (const row of rowsIn(reference.response, version)) {
      if (!encryptedInTransit('response', row.name)) response.push(topLevelField(row.name));
    }
  }
  return {request: unique(request), response: unique(response)};
}

const link = {
  retention: '[data retention](doc:security#data-retention)',
  encrypted: '[the claim](doc:security#claim-encrypted-in-transit)',
  provider: '[the claim](doc:security#claim-infrastructure-provider-cannot-read)',
  workerLogs: '[what the workers log](doc:architecture/server-side#what-the-workers-log)',
  otherCustomers: '[the claim](doc:security#claim-other-customers)',
  inlineImage: '[send it inline](doc:api/chat-completions#send-an-image-inline)',
  modelProvider: '[the claim](doc:security#claim-model-provider-gets-nothing)',
};

interface Traits {
  slugs: EndpointSlug[];
  /** Any endpoint answers with `stream: true`. */
  streams: boolean;
  /** Prompt caching applies (a `cache_salt` parameter). */
  caches: boolean;
  /** Requests may link an image by URL. */
  linksImages: boolean;
  /** Only `GET /v1/models`: no body, nothing of yours in the request, no worker logs of yours. */
  modelListOnly: boolean;
}

function traitsOf(scope: ObservationScope, version: VersionName): Traits {
  let slugs: EndpointSlug[];
  let linksImages: boolean;
  if ('endpoint' in scope) {
    if (!(scope.endpoint in apiReference)) {
      throw new Error(`Unknown endpoint "${scope.endpoint}"; the endpoints are ${Object.keys(apiReference).join(', ')}`);
    }
    slugs = [scope.endpoint];
    linksImages = scope.endpoint === 'chat-completions' && modelsOf(version).some((m) => m.vision);
  } else if ('model' in scope) {
    const model: Model = getModel(scope.model);
    if (!model.versions.includes(version)) throw new Error(`Version ${version} does not serve the model "${scope.model}"`);
    slugs = model.endpoints.map(slugOfPath);
    linksImages = model.vision;
  } else {
    slugs = Object.keys(apiReference) as EndpointSlug[];
    linksImages = modelsOf(version).some((m) => m.vision);
  }
  const has = (name: string): boolean => slugs.some((s) => rowsIn(apiReference[s].request, version).some((r) => r.name === name));
  return {
    slugs,
    streams: slugs.some((s) => apiReference[s].stream !== undefined),
    caches: has('cache_salt'),
    linksImages,
    modelListOnly: slugs.length === 1 && slugs[0] === 'models',
  };
}

function gatewayRow(traits: Traits, version: VersionName): string {
  if (traits.modelListOnly) {
    return (
      'A `GET` without a body, so the request carries nothing of yours but your access key, your IP address and the time; ' +
      `the answer is encrypted like every response, and only its size and timing show. Confidant Labs keeps part of it for up to ${metadataRetentionDays} days; ${link.retention} lists which.`
    );
  }
  const fields = clearFields(
    traits.slugs.filter((s) => s !== 'models'),
    version,
  );
  const parts = [`in requests, ${code(fields.request)}`];
  if (fields.response.length > 0) parts.push(`in responses, ${code(fields.response)}`);
  const counts = fields.response.includes('usage') ? ' The token counts in `usage`.' : '';
  const chunks = traits.streams ? ', and with `stream: true` of each chunk' : '';
  return (
    `The fields left in clear: ${parts.join('; ')}. The size and timing of each request and response${chunks}.${counts} ` +
    `Your IP address and access key. Confidant Labs keeps part of it for up to ${metadataRetentionDays} days; ${link.retention} lists which. ` +
    `Everything else is encrypted for your proxy's key: ${link.encrypted}.`
  );
}

/** The parties and what each can observe, for a scope in a version, in the order the tables show them. */
export function observations(scope: ObservationScope, version: VersionName): Observation[] {
  const traits = traitsOf(scope, version);
  const rows: Observation[] = [
    {
      observer: 'network',
      label: 'Anyone on the network between your proxy and the gateway',
      sees:
        'Your IP address, the host names your proxy connects to, and the time and size of each encrypted message. ' +
        'TLS 1.3 hides the rest.',
    },
    {observer: 'gateway', label: 'The API gateway, run by Confidant Labs', sees: gatewayRow(traits, version)},
    {
      observer: 'infrastructure-provider',
      label: 'The infrastructure provider',
      sees:
        'The same network metadata, and which machines run, when and how busy they are. Not the memory of the ' +
        'confidential VMs through software or its administrator access; physical attacks on the memory bus and side ' +
        `channels are open risks: ${link.provider}.`,
    },
  ];
  if (traits.modelListOnly) return rows;
  rows.push(
    {
      observer: 'cluster-operator',
      label: 'The operator of the cluster (the infrastructure provider)',
      sees: `The worker logs of each request: request ID, model, token counts, status and timing, no content (${link.workerLogs}). Confidant Labs keeps its copy as request metadata, for up to ${metadataRetentionDays} days: ${link.retention}.`,
    },
    {
      observer: 'other-customers',
      label: 'Other customers',
      sees: `Nothing of your requests through the service. Their requests may run on the same workers, so the side channels that ${link.provider} leaves open apply to them too.${
        traits.caches
          ? ` With prompt caching on, your salt keeps them from probing your cache through its timing: ${link.otherCustomers}.`
          : ''
      }`,
    },
  );
  if (traits.linksImages) {
    const schemes = isAtLeast(version, httpsOnlyImageUrlsSince) ? '`https://`' : '`http://` or `https://`';
    rows.push({
      observer: 'image-host',
      label: 'The host of an image you link by URL',
      sees:
        `Only when a request links an image by ${schemes} URL: a request for that image from Confidant's data centre, at ` +
        `the time a worker fetched it. To keep an image private, ${link.inlineImage} as a \`data:\` URL: ${link.modelProvider}.`,
    });
  }
  return rows;
}
