/* global document */
// The notice for browsers that cannot run the portal: Internet Explorer (MSIE, Trident) and the
// old EdgeHTML Edge (Edge/12–18; today's Edge says "Edg/"). It runs in every browser, deferred,
// and does nothing in the others. A `nomodule` script would not do: the old Edge knows modules,
// so it skips such a script, then fails on the bundle's newer syntax and would show an empty page.
// Written in ES5 on purpose.
(function () {
  if (!/MSIE |Trident\/|Edge\/1\d\./.test(navigator.userAgent)) return;
  var notice = document.createElement('div');
  notice.setAttribute('role', 'alert');
  notice.style.cssText =
    'padding:16px;margin:16px;border:2px solid #c99a06;background:#fff6dc;color:#3b2f05;font:16px Arial,sans-serif';
  notice.appendChild(
    document.createTextNode(
      'Nettleseren din er utdatert, og portalen vil ikke fungere som den skal. Bruk en nyere nettleser, for eksempel Microsoft Edge, Google Chrome, Firefox eller Safari.'
    )
  );
  document.body.insertBefore(notice, document.body.firstChild);
})();
