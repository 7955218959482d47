// Offline and installable: registers the service worker (www/sw.js), which keeps the
// page and pkg/ so that a later visit works without a network, and says so when a newer
// build has replaced the kept copy while this one was open.
import * as messages from './messages.js';

/** Registers the worker once the engine runs (a page that cannot load it keeps nothing). */
export function registerOffline() {
  // file:// has no service workers (boot.js explains what to do there).
  if (!('serviceWorker' in navigator) || !/^https?:$/.test(location.protocol)) return;
  const hadController = !!navigator.serviceWorker.controller;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // The first install takes control silently; a later one is a new build.
    if (hadController) messages.showInfo('A new version of the page is installed for offline use: reload to use it.');
  });
  // 'none': the browser checks the worker and sw-build.js on the server on every visit.
  navigator.serviceWorker.register('sw.js', { updateViaCache: 'none' }).catch((error) => {
    messages.showInfo(`Offline use is not available: the service worker could not be installed (${error.message}).`);
  });
}
