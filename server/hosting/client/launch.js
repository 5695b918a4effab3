// The installed app's start page: reports the first standalone open, then opens the app.
import { attributedChannel, deviceIdOf, eventBody, safeStorage, sendStep, takeOnce } from './funnel.js';

const main = document.querySelector('main[data-app]');
const { app: appId, target, device, token } = main.dataset;
const standalone = matchMedia('(display-mode: standalone)').matches || navigator.standalone === true;

async function start() {
  if (standalone) {
    const storage = safeStorage(() => window.localStorage);
    if (takeOnce(storage, `pwa.standalone.${appId}`)) {
      const deviceId = deviceIdOf(storage, (count) => crypto.getRandomValues(new Uint8Array(count)), device);
      const channel = attributedChannel(storage, appId, location.search);
      const body = eventBody({ appId, deviceId, step: 'standalone', channel, token });
      // keepalive lets the request outlive the page; the wait only lets it leave before we do.
      await Promise.race([sendStep(fetch, body), new Promise((resolve) => setTimeout(resolve, 1500))]);
    }
  }
  location.replace(target);
}

void start();
