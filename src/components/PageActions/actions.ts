/**
 * What the page actions do, loaded on the first click (src/components/PageActions):
 * none of it is on a page before a reader asks for it.
 */

/** What the reader is told; `ok` false shows the message as an error. */
export interface Outcome {
  ok: boolean;
  message: string;
}

async function writeClipboard(text: string): Promise<void> {
  // Undefined outside a secure context (plain HTTP other than localhost).
  if (!(navigator.clipboard as Clipboard | undefined)) throw new Error('this browser does not allow copying on this page');
  await navigator.clipboard.writeText(text);
}

const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Fetches the page's Markdown twin (same origin) and copies it. */
export async function copyPage(twinPath: string): Promise<Outcome> {
  let text: string;
  try {
    const response = await fetch(twinPath, {headers: {Accept: 'text/markdown'}});
    if (!response.ok) throw new Error(`the server answered ${response.status}`);
    text = await response.text();
  } catch (error) {
    return {ok: false, message: `Could not load the page as Markdown: ${reason(error)}.`};
  }
  try {
    await writeClipboard(text);
  } catch (error) {
    return {ok: false, message: `Could not copy the page: ${reason(error)}.`};
  }
  return {ok: true, message: 'Page copied as Markdown.'};
}

export async function copyLink(url: string): Promise<Outcome> {
  try {
    await writeClipboard(url);
  } catch (error) {
    return {ok: false, message: `Could not copy the link: ${reason(error)}.`};
  }
  return {ok: true, message: 'Link copied.'};
}
