/** Marks search terms in a page's article, and removes those marks again. */
import {termPattern} from './snippet';

export const markClass = 'search-result-highlight';

/** Wraps each match in the text under `root` in <mark>; returns how many it marked. */
export function markTerms(root: Element, terms: readonly string[]): number {
  const pattern = termPattern(terms);
  if (!pattern) return 0;
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement?.closest('pre, script, style, mark, svg, button, textarea') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
  });
  const textNodes: Text[] = [];
  while (walker.nextNode()) textNodes.push(walker.currentNode as Text);
  let count = 0;
  for (const node of textNodes) {
    const text = node.data;
    const matches = [...text.matchAll(pattern)];
    if (matches.length === 0) continue;
    const fragment = root.ownerDocument.createDocumentFragment();
    let last = 0;
    for (const match of matches) {
      fragment.append(text.slice(last, match.index));
      const mark = root.ownerDocument.createElement('mark');
      mark.className = markClass;
      mark.textContent = match[0];
      fragment.append(mark);
      last = match.index + match[0].length;
      count++;
    }
    fragment.append(text.slice(last));
    node.replaceWith(fragment);
  }
  return count;
}

export function clearMarks(root: ParentNode): void {
  for (const mark of Array.from(root.querySelectorAll(`mark.${markClass}`))) {
    mark.replaceWith(mark.textContent);
  }
}
