// The disaster-notice banner and /emergency (rendered by the server): keeps the visitor's "우리 지역" choice
// (localStorage alertRegion, read before paint by /theme-init.js), and announces the notices in force to screen
// readers once per browser session (a status region filled after load; the same notices are not read again on
// every page).
(function () {
  var html = document.documentElement;
  var KEY = 'alertRegion';
  function stored() {
    try {
      return localStorage.getItem(KEY) || '';
    } catch {
      return '';
    }
  }
  function choose(region) {
    try {
      if (region) localStorage.setItem(KEY, region);
      else localStorage.removeItem(KEY);
    } catch {
      // Storage blocked: the choice lasts for this page only.
    }
    if (region) html.setAttribute('data-alert-region', region);
    else html.removeAttribute('data-alert-region');
    var selects = document.querySelectorAll('[data-alert-region-select]');
    for (var i = 0; i < selects.length; i += 1) selects[i].value = region;
  }
  function start() {
    var selects = document.querySelectorAll('[data-alert-region-select]');
    var region = stored();
    for (var i = 0; i < selects.length; i += 1) {
      selects[i].value = region;
      selects[i].addEventListener('change', function (event) {
        choose(event.target.value);
      });
    }
    var announcer = document.getElementById('alert-announcer');
    var banner = document.getElementById('alert-banner');
    if (!announcer || !banner) return;
    var ids = banner.getAttribute('data-alert-ids') || '';
    try {
      // Said once per session; the mark lets a test (and a curious developer) see the decision was made.
      if (sessionStorage.getItem('alertAnnounced') === ids) return banner.setAttribute('data-announce', 'said-before');
      sessionStorage.setItem('alertAnnounced', ids);
    } catch {
      // No storage: announce on this page.
    }
    // After a moment, so assistive technology has taken in the page and hears the change.
    setTimeout(function () {
      announcer.textContent = announcer.getAttribute('data-summary') || '';
      banner.setAttribute('data-announce', 'said');
    }, 800);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
