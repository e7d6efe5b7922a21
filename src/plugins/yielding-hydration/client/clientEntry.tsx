/**
 * Replaces @docusaurus/core's client/clientEntry (aliased by ../index.ts): the
 * same start of the app, in several tasks instead of one.
 *
 * Core's entry imports the whole app statically, so evaluating main.js (React
 * DOM, the router, the theme, every route's definition) and starting the
 * current route's chunks happen in one task: 45–65 ms on our 2-core machine,
 * about 200 ms on a 4x-throttled phone, the longest task of a page load
 * (README, Performance). Here each part is an eager import (no extra chunk,
 * no extra request: the modules stay in main.js) that runs after a yield to
 * the browser, so input and painting can happen in between. What runs, and
 * in which order, is core's: set window.docusaurus, preload the route (the
 * one App will render, see below), then hydrate inside startTransition.
 */
import {startTransition, type ReactNode} from 'react';
import siteConfig from '@generated/docusaurus.config';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {appStartedGlobal} from '../../../utils/scriptsFailedNotice';

declare const module: {hot?: {accept: () => void}};

/** A new task: a message to ourselves is not clamped like a nested setTimeout. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

const hydrate = Boolean(process.env.HYDRATE_CLIENT_ENTRY);

async function start(): Promise<void> {
  await yieldToBrowser();
  const {default: docusaurus} = await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/docusaurus');
  (window as unknown as {docusaurus: unknown}).docusaurus = docusaurus;

  await yieldToBrowser();
  const {default: ReactDOM} = await import(/* webpackMode: "eager" */ 'react-dom/client');

  await yieldToBrowser();
  const [{HelmetProvider}, {BrowserRouter, HashRouter}] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react-helmet-async'),
    import(/* webpackMode: "eager" */ 'react-router-dom'),
  ]);

  await yieldToBrowser();
  const {default: App} = await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App');
  // After App, as in core: App's import evaluates the client modules, and
  // src/clientModules/firstLoadRecovery.ts must wrap the route preloads first.
  const [{default: preload}, {renderedPathnameOf}] = await Promise.all([
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/preload'),
    import(/* webpackMode: "eager" */ '../../rendered-location/client/normalizeLocation'),
  ]);
  // The route App will render, which on the not-found page is not the
  // address's (src/plugins/rendered-location); core preloads the address's.
  const routeReady = preload(renderedPathnameOf(window.location.pathname));

  const container = document.getElementById('__docusaurus')!;
  const app: ReactNode = (
    <HelmetProvider>
      {siteConfig.future.experimental_router === 'hash' ? (
        <HashRouter>
          <App />
        </HashRouter>
      ) : (
        <BrowserRouter>
          <App />
        </BrowserRouter>
      )}
    </HelmetProvider>
  );
  const onRecoverableError = (error: unknown, errorInfo: unknown): void => {
    console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
  };
  const global = window as unknown as {docusaurusRoot?: {render: (node: ReactNode) => void}};
  const renderApp = (): void => {
    if (global.docusaurusRoot) {
      global.docusaurusRoot.render(app);
      return;
    }
    if (hydrate) {
      global.docusaurusRoot = ReactDOM.hydrateRoot(container, app, {onRecoverableError});
    } else {
      const root = ReactDOM.createRoot(container, {onRecoverableError});
      root.render(app);
      global.docusaurusRoot = root;
    }
  };

  await routeReady;
  await yieldToBrowser();
  startTransition(renderApp);
}

if (ExecutionEnvironment.canUseDOM) {
  // At once, in main.js's own task: the page's loader checks it when main.js has loaded.
  Object.assign(window, {[appStartedGlobal]: true});
  void start();
  // Webpack Hot Module Replacement API (development): the entry accepts itself, as core's does.
  if (module.hot) module.hot.accept();
}
