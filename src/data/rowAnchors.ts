/**
 * Anchors of table rows that readers link to and search lands on: an API
 * parameter or response field, a proxy flag, an error status. The tables
 * set them (ApiFields, ProxyFlagTable, src/plugins/row-anchors for the
 * Markdown error tables) and the search index reads them back from the
 * built pages, so a hit on `max_tokens` opens its row.
 */

/** `request-max_tokens`, `response-choices-delta` for `choices[].delta`. */
export function fieldAnchor(part: 'request' | 'response', name: string): string {
  return `${part}-${name.replace(/\[\]\./g, '-').replace(/[^A-Za-z0-9_-]+/g, '-')}`;
}

/** `flag-apiKey` for `--apiKey`, `flag-log-level` for `-l, --log-level`. */
export function flagAnchor(flag: string): string {
  const long = flag.split(/,\s*/).at(-1)!;
  return `flag-${long.replace(/^-+/, '').replace(/[^A-Za-z0-9_-]+/g, '-')}`;
}

/** `status-429`. */
export function statusAnchor(status: string): string {
  return `status-${status}`;
}

/**
 * A row of the OpenAI compatibility tables where Confidant differs (a
 * parameter accepted and ignored, or rejected), from the row's subject as
 * plain text: `chat-completions-store`, `chat-completions-tool_choice-required`.
 */
export function differenceAnchor(endpoint: string, subject: string): string {
  return `${endpoint}-${subject
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '-')
    .replace(/^-+|-+$/g, '')}`;
}
