/**
 * Client module: when a search result opens a page, mark the searched terms
 * in its article (or in main, where there is no article), so a reader sees at once why the result matched.
 * The terms travel in the history entry's state, not in the URL.
 */
import type {ClientModule} from '@docusaurus/types';
import {clearMarks, markTerms} from './highlight';

export interface SearchNavigationState {
  searchHighlight?: string[];
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    clearMarks(document);
    const terms = (location.state as SearchNavigationState | undefined)?.searchHighlight;
    if (!Array.isArray(terms) || terms.length === 0) return;
    // The new page renders in this tick; mark it right after.
    window.requestAnimationFrame(() => {
      const root = document.querySelector('article') ?? document.querySelector('main');
      if (root) markTerms(root, terms);
    });
  },
};

export default clientModule;
