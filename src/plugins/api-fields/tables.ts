/**
 * The rows that <ApiFields> and <OpenAICompatibility> show for one version,
 * computed at build time by ./remark.ts and handed to the components as a
 * prop. Build-time only: importing this module (not just its types) from a
 * component would put all of src/data/apiReference.ts into the page's chunk,
 * which is what the plugin exists to avoid.
 *
 * Text that the components render with RichText stays in its source format
 * (src/data/richText.ts): RichText resolves it for the version being read.
 */
import {
  apiReference,
  encryptedInTransit,
  rowsIn,
  type ApiField,
  type ApiParam,
  type EndpointReference,
  type EndpointSlug,
} from '../../data/apiReference';
import {yesNo} from '../../data/format';
import {
  chatModelSupport,
  compatibilityRows,
  openaiCompatibility,
  rejectedModelFeatureStatus,
  unservedEndpoints,
  unservedStatus,
  type ModelChatSupport,
  type Support,
} from '../../data/openaiCompatibility';
import {parseRichText} from '../../data/richText';
import {differenceAnchor, fieldAnchor} from '../../data/rowAnchors';
import type {VersionName} from '../../data/versions';

export type {EndpointSlug, ModelChatSupport, Support};
export type Part = 'request' | 'response';

/** One row of an <ApiFields> table: each cell as the table shows it. */
export interface ApiFieldRow {
  /** Row anchor, `request-max_tokens`. */
  id: string;
  name: string;
  type: string;
  /** Request tables only: `Yes` or `No`. */
  required?: string;
  /** Request tables only: rich text, or null for none (shown as a dash). */
  default?: string | null;
  /** Rich text. */
  description: string;
  /** Only when the endpoint has the column: `Yes` or `No`. */
  encrypted?: string;
}

export interface ApiFieldsTable {
  /** GET /v1/models lists public facts: its tables have no encryption column. */
  showEncryption: boolean;
  rows: ApiFieldRow[];
}

export function isEndpoint(name: string): name is EndpointSlug {
  return Object.hasOwn(apiReference, name);
}

const isParam = (row: ApiParam | ApiField): row is ApiParam => 'required' in row;

/** The parameters (`request`) or response fields of an endpoint as `version` shows them. */
export function apiFieldsTable(endpoint: EndpointSlug, part: Part, version: VersionName): ApiFieldsTable {
  const table = fieldsTable(apiReference[endpoint], part, version);
  if (table.rows.length === 0) {
    throw new Error(`${endpoint} has no ${part} fields in version ${version}`);
  }
  return table;
}

/** The selection itself, for any endpoint's data: rows limited to `version` (see rowsIn), each cell as shown. */
export function fieldsTable(
  reference: Pick<EndpointReference, 'request' | 'response' | 'showEncryption'>,
  part: Part,
  version: VersionName,
): ApiFieldsTable {
  const rows: readonly (ApiParam | ApiField)[] =
    part === 'request' ? rowsIn(reference.request, version) : rowsIn(reference.response, version);
  return {
    showEncryption: reference.showEncryption,
    rows: rows.map((row) => ({
      id: fieldAnchor(part, row.name),
      name: row.name,
      type: row.type,
      ...(isParam(row) && {required: yesNo(row.required), default: row.default}),
      description: row.description,
      ...(reference.showEncryption && {encrypted: yesNo(encryptedInTransit(part, row.name))}),
    })),
  };
}

/** A row of an endpoint's OpenAI-compatibility table. */
export interface CompatibilityTableRow {
  /** Anchor of a row where Confidant differs; supported rows have none. */
  id?: string;
  /** Rich text. */
  subject: string;
  support: Support;
  /** The status a rejected request gets. */
  status?: number;
  /** The `error.message` a rejected request gets, one per parameter the row names. */
  messages?: readonly string[];
  /** Rich text; empty for none (shown as a dash). */
  note: string;
}

export interface UnservedRow {
  id: string;
  /** Method and path, `POST /v1/responses`. */
  endpoint: string;
  /** Rich text. */
  name: string;
}

/** What one <OpenAICompatibility table="..."> shows, by the kind of table. */
export type CompatibilityTable =
  | {kind: 'endpoint'; rows: CompatibilityTableRow[]; response?: string}
  | {kind: 'chat-models'; models: ModelChatSupport[]; rejectedStatus: number}
  | {kind: 'unserved-endpoints'; rows: UnservedRow[]; status: number};

export const dataTables = ['chat-models', 'unserved-endpoints'] as const;
export type DataTable = EndpointSlug | (typeof dataTables)[number];

export function isDataTable(name: string): name is DataTable {
  return isEndpoint(name) || (dataTables as readonly string[]).includes(name);
}

/** Rich text as the reader sees it, without code and link markup: what a difference's anchor is made from. */
const plainText = (text: string, version: VersionName): string =>
  parseRichText(text, version)
    .map((segment) => segment.text)
    .join('');

/** The rows of one table of the OpenAI-compatibility page as `version` shows them. */
export function compatibilityTable(table: DataTable, version: VersionName): CompatibilityTable {
  switch (table) {
    case 'chat-models':
      return {kind: 'chat-models', models: chatModelSupport(version), rejectedStatus: rejectedModelFeatureStatus};
    case 'unserved-endpoints':
      return {
        kind: 'unserved-endpoints',
        rows: unservedEndpoints.map((e) => ({id: differenceAnchor('unserved', e.endpoint), endpoint: e.endpoint, name: e.name})),
        status: unservedStatus,
      };
    default: {
      const {response} = openaiCompatibility[table];
      return {
        kind: 'endpoint',
        rows: compatibilityRows(table, version).map((row) => ({
          ...(row.support !== 'supported' && {id: differenceAnchor(table, plainText(row.subject, version))}),
          subject: row.subject,
          support: row.support,
          ...(row.status !== undefined && {status: row.status}),
          ...(row.messages !== undefined && {messages: row.messages}),
          note: row.note,
        })),
        ...(response !== undefined && {response}),
      };
    }
  }
}
