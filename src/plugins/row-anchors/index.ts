/**
 * Rehype plugin: each row of a Markdown error table (first column "Status")
 * gets the anchor `status-NNN`, so search can land a reader typing "429" on
 * its row, and a page can link to it. The tables rendered from typed data
 * (ApiFields, ProxyFlagTable) set their row anchors themselves.
 */
import {selectAll} from 'hast-util-select';
import {toText} from 'hast-util-to-text';
import type {Element, Root} from 'hast';
import {statusAnchor} from '../../data/rowAnchors';

const cellText = (row: Element, index: number): string => {
  const cells = row.children.filter((c): c is Element => c.type === 'element' && (c.tagName === 'td' || c.tagName === 'th'));
  const cell = cells[index];
  return cell ? toText(cell).trim() : '';
};

export default function rehypeRowAnchors() {
  return (tree: Root): void => {
    // A status listed twice on a page (two causes of 400) anchors its first row.
    const used = new Set(selectAll('[id]', tree).map((el) => String(el.properties.id)));
    for (const table of selectAll('table', tree)) {
      const header = selectAll('thead tr', table)[0];
      if (!header || cellText(header, 0) !== 'Status') continue;
      for (const row of selectAll('tbody tr', table)) {
        const status = cellText(row, 0);
        const id = statusAnchor(status);
        if (/^\d{3}$/.test(status) && row.properties.id === undefined && !used.has(id)) {
          row.properties.id = id;
          used.add(id);
        }
      }
    }
  };
}
