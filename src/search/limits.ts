/**
 * The search box's limits, in a module without lunr: the box reads them on
 * every page, and the engine and the MCP server (scripts/mcp) cut a query
 * the same way, so an agent and a reader get the same results.
 */

/** The search input holds at most this many characters (UTF-16 code units, as `maxlength` counts). */
export const maxQueryLength = 512;

/** The box shows at most this many results (sections). */
export const maxResults = 8;

/** A query as the box keeps it: anything past the cap is dropped. */
export function cutQuery(query: string): string {
  return query.slice(0, maxQueryLength);
}
