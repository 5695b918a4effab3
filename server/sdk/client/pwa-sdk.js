// pwa-sdk.js: what a wrapped or uploaded app's page reports to PWA Console: that it was opened standalone,
// custom events and the push permission. Plain script, no third-party code, no secret: the app is named by
// its public id. Calls queued before it loads (window.pwaSdkQueue) run once it is here.
(function (w) {
  var script = document.currentScript;
  var endpoint = (script ? new URL(script.src).origin : '') + '/api/v1/hosted/sdk_event';
  var appId = '';
  var device = '';
  var KEY = 'pwa.device';

  // Storage may be blocked (a private window, a sandboxed frame): the id then lasts as long as the page.
  function storage(use) {
    try {
      return use(localStorage) || '';
    } catch {
      return '';
    }
  }

  function deviceId() {
    if (device) return device;
    device = storage(function (s) {
      return s.getItem(KEY);
    });
    if (!/^[\w-]{16,64}$/.test(device)) {
      var bytes = crypto.getRandomValues(new Uint8Array(24));
      device = btoa(String.fromCharCode.apply(null, bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
      storage(function (s) {
        s.setItem(KEY, device);
      });
    }
    return device;
  }

  function send(kind, name) {
    if (!appId) return;
    var body = { app_id: appId, device_id: deviceId(), kind: kind };
    if (name)
      body.name = String(name)
        .replace(/[^\w.:-]/g, '_')
        .slice(0, 60);
    fetch(endpoint, {
      method: 'POST',
      mode: 'cors',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(function () {});
  }

  function permission() {
    if (w.Notification) send('push_permission', Notification.permission);
  }

  var sdk = {
    init: function (options) {
      appId = String((options && options.appId) || '');
      if ((w.matchMedia && matchMedia('(display-mode: standalone)').matches) || navigator.standalone === true) send('standalone');
      permission();
      if (navigator.permissions) {
        navigator.permissions.query({ name: 'notifications' }).then(
          function (status) {
            status.onchange = permission;
          },
          function () {},
        );
      }
    },
    track: function (name) {
      send('custom', name);
    },
  };

  function run(call) {
    var fn = call && sdk[call[0]];
    if (fn) fn.apply(null, [].slice.call(call, 1));
  }

  var queued = w.pwaSdkQueue || [];
  w.pwaSdkQueue = { push: run };
  w.pwaSdk = sdk;
  for (var i = 0; i < queued.length; i++) run(queued[i]);
})(window);
