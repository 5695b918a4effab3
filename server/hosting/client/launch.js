// The installed app's start page: reports the first standalone open, then opens the app.
import { attributedChannel, deviceIdOf, eventBody, safeStorage, sendStep, takeOnce } from './funnel.js';
import { syncPush } from './push.js';

const main = document.querySelector('main[data-app]');
const { app: appId, target, device, token } = main.dataset;
const standalone = matchMedia('(display-mode: standalone)').matches || navigator.standalone === true;

async function start() {
  if (standalone) {
    const storage = safeStorage(() => window.localStorage);
    const deviceId = deviceIdOf(storage, (count) => crypto.getRandomValues(new Uint8Array(count)), device);
    const work = [];
    if (takeOnce(storage, `pwa.standalone.${appId}`)) {
      const channel = attributedChannel(storage, appId, location.search);
      work.push(sendStep(fetch, eventBody({ appId, deviceId, step: 'standalone', channel, token })));
    }
    // The push subscription is brought up to date (a browser may have renewed it) without asking anything.
    work.push(syncPush({ win: window, fetchFn: fetch, appId, deviceId, storage }).catch(() => undefined));
    // keepalive lets the requests outlive the page; the short wait only lets them leave before we do.
    await Promise.race([Promise.all(work), new Promise((resolve) => setTimeout(resolve, 800))]);
  }
  location.replace(target);
}

void start();
