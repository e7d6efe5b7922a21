/**
 * Client module: when a search result opens a page, mark the searched terms
 * in its article (or in main, where there is no article), as spec §2 asks.
 * The terms travel in the history entry's state, not in the URL.
 */
import type {ClientModule} from '@docusaurus/types';
import {sectionsHydrated} from '@site/src/plugins/deferred-hydration/DeferredSection';
import {clearMarks, markTerms} from './highlight';

export interface SearchNavigationState {
  searchHighlight?: string[];
}

/** Counts route updates: marks meant for a page the reader has left are dropped. */
let arrivals = 0;

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    const arrival = ++arrivals;
    clearMarks(document);
    const terms = (location.state as SearchNavigationState | undefined)?.searchHighlight;
    if (!Array.isArray(terms) || terms.length === 0) return;
    // The new page renders in this tick; mark it right after, once React has
    // hydrated its sections (a reload keeps the history state): marks in the
    // server's HTML would make React render a section again, without them.
    window.requestAnimationFrame(() => {
      void sectionsHydrated().then(() => {
        if (arrival !== arrivals) return;
        const root = document.querySelector('article') ?? document.querySelector('main');
        if (root) markTerms(root, terms);
      });
    });
  },
};

export default clientModule;
