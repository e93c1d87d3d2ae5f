/* global document */
// Runs only in browsers without ES modules (Internet Explorer), which cannot run the portal.
// Written in ES5 on purpose.
(function () {
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
