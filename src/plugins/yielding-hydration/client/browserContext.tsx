/**
 * Replaces @docusaurus/core's client/browserContext (aliased by ../index.ts),
 * with the same exports and meaning: `isBrowser` is false while React
 * hydrates the server HTML and true from then on.
 *
 * The one change: the flip to true is a transition. Core sets it in a
 * passive effect, which React renders at default priority, all at once:
 * every reader of useIsBrowser re-renders in one task (on the API pages,
 * every code block mounts its buttons), and that task blocked a
 * 4x-throttled phone for 150–200 ms (README, Performance). As a
 * transition, React renders the same update in slices of about 5 ms and
 * lets the browser handle input in between.
 */
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';

export const Context = React.createContext(false);

export function BrowserContextProvider({children}: {children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
