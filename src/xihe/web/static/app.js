// Xihe dashboard: small progressive enhancements; every page works without this file.
(function () {
  "use strict";

  // Confirm before approve / reject / disable.
  document.addEventListener("submit", function (event) {
    var button = event.submitter || event.target.querySelector("[data-confirm]");
    var text = button && button.getAttribute("data-confirm");
    if (text && !window.confirm(text)) {
      event.preventDefault();
      return;
    }
    // One click, one request: a second click on a slow form is not a second decision.
    var buttons = event.target.querySelectorAll("button[type=submit]");
    window.setTimeout(function () {
      buttons.forEach(function (b) { b.disabled = true; });
    }, 0);
  });

  // Filter selects submit their form on change.
  document.querySelectorAll("select[data-autosubmit]").forEach(function (select) {
    select.addEventListener("change", function () { select.form.submit(); });
  });

  // Live inspection log over server-sent events.
  var log = document.getElementById("live-log");
  if (log && log.dataset.events && !log.dataset.done) {
    var seen = parseInt(log.dataset.lines || "0", 10);  // lines already on the page
    var source = new EventSource(log.dataset.events);
    var count = 0;
    source.onmessage = function (event) {
      count += 1;
      if (count <= seen) { return; }
      log.textContent += (log.textContent ? "\n" : "") + JSON.parse(event.data);
      log.scrollTop = log.scrollHeight;
    };
    source.addEventListener("done", function (event) {
      source.close();
      log.dataset.done = "1";
      var report = JSON.parse(event.data);
      var link = document.getElementById("report-link");
      if (link && report) {
        link.setAttribute("href", report);
        link.parentElement.hidden = false;
      }
    });
  }
})();
