// A classic (non-module) script that runs even where ES modules cannot load: opened
// from a file:// URL, browsers refuse the page's modules and its wasm, so main.js
// never runs. This says so at once, and what to do, in the loading box over the table.
(function () {
  'use strict';
  /** How long the engine may take before the box says it is still waiting, ms. */
  var SLOW_MS = 8000;

  function show(title, lines) {
    var box = document.getElementById('loading');
    if (!box) return;
    box.classList.add('failed');
    box.setAttribute('role', 'alert');
    var text = document.getElementById('loading-text');
    text.textContent = title;
    var list = document.createElement('ul');
    lines.forEach(function (l) {
      var li = document.createElement('li');
      li.textContent = l;
      list.appendChild(li);
    });
    box.appendChild(list);
    var status = document.getElementById('status');
    if (status) status.textContent = title;
  }

  /** Used by main.js too, so that both failures read alike. */
  window.xwingShowLoadFailure = show;

  if (location.protocol === 'file:') {
    show('The rules engine cannot be loaded from a file:// URL.', [
      'Browsers do not load ES modules or WebAssembly from files opened directly.',
      'Serve the folder that holds www/ and pkg/ with any static server, for example: python3 -m http.server 8000',
      'then open http://localhost:8000/www/ (or run make serve and open http://127.0.0.1:8080/www/).',
    ]);
    return;
  }
  setTimeout(function () {
    if (document.body.dataset.ready || document.getElementById('loading').classList.contains('failed')) return;
    document.getElementById('loading-text').textContent =
      'Still loading the rules engine… If this does not finish, check that pkg/ is served beside www/ (the browser console says which file failed).';
  }, SLOW_MS);
})();
