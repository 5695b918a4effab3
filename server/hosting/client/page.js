// The install page's behaviour: funnel steps, the install button per platform, the service worker.
import { attributedChannel, deviceIdOf, eventBody, installKindOf, safeStorage, sendStep } from './funnel.js';
import { askPush, pushSupported, syncPush } from './push.js';

const main = document.querySelector('main[data-app]');
const { app: appId, base, launch, device, token } = main.dataset;
const storage = safeStorage(() => window.localStorage);
const deviceId = deviceIdOf(storage, (count) => crypto.getRandomValues(new Uint8Array(count)), device);
const channel = attributedChannel(storage, appId, location.search);
const installedKey = `pwa.installed.${appId}`;
const send = (step) => sendStep(fetch, eventBody({ appId, deviceId, step, channel, token }));

const installButton = document.getElementById('install');
const openLink = document.getElementById('open');
const help = document.getElementById('help');
let deferredPrompt;
let promptReported = false;

const standalone = matchMedia('(display-mode: standalone)').matches || navigator.standalone === true;

/** Installed already: the button opens the app instead of offering to install it again. */
function showOpen() {
  installButton.hidden = true;
  openLink.hidden = false;
}

function showInstall() {
  installButton.hidden = false;
  openLink.hidden = true;
}

function showHelp(kind) {
  for (const part of help.querySelectorAll('[data-kind]')) part.hidden = part.dataset.kind !== kind;
  if (typeof help.showModal === 'function') help.showModal();
  else help.setAttribute('open', '');
}

if (standalone) {
  // Opened from the home screen at the install page: go where the app starts.
  location.replace(launch);
} else {
  void send('visit');
  if (storage.get(installedKey) === '1') showOpen();

  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferredPrompt = event;
    // Chromium offers the prompt only while the app is not installed (it may have been removed).
    storage.remove(installedKey);
    showInstall();
    if (!promptReported) {
      promptReported = true;
      void send('prompt');
    }
  });

  installButton.addEventListener('click', async () => {
    void send('click');
    const kind = installKindOf({
      userAgent: navigator.userAgent,
      maxTouchPoints: navigator.maxTouchPoints || 0,
      hasPrompt: Boolean(deferredPrompt),
    });
    if (kind !== 'prompt') return showHelp(kind);
    const event = deferredPrompt;
    deferredPrompt = undefined;
    await event.prompt();
    const { outcome } = await event.userChoice;
    void send(outcome === 'accepted' ? 'accepted' : 'dismissed');
  });

  window.addEventListener('appinstalled', () => {
    storage.set(installedKey, '1');
    void send('installed');
    showOpen();
  });

  if (typeof navigator.getInstalledRelatedApps === 'function') {
    navigator.getInstalledRelatedApps().then(
      (related) => related.length > 0 && showOpen(),
      () => undefined,
    );
  }
}

// Notifications are offered on a tap of their button (after install it shows too), never asked on load.
const notify = document.getElementById('notify');
const push = { win: window, fetchFn: fetch, appId, deviceId, storage };
const showNotify = (permission) => (notify.hidden = permission !== 'default');
if (!standalone && pushSupported(window)) {
  showNotify(Notification.permission);
  syncPush(push).catch(() => undefined);
  notify.addEventListener('click', () => askPush(push).then(showNotify, () => undefined));
}

help.querySelector('button').addEventListener('click', () => help.close?.() ?? help.removeAttribute('open'));

if ('serviceWorker' in navigator) {
  // A new version took over: show it, but not on the first install (no controller before).
  const hadController = Boolean(navigator.serviceWorker.controller);
  let reloaded = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!hadController || reloaded) return;
    reloaded = true;
    location.reload();
  });
  navigator.serviceWorker.register(`${base}/sw.js`, { scope: `${base}/` }).catch(() => undefined);
}
