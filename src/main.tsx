// Must stay the first import: it starts the first screen's downloads.
import './router/start-downloads';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { preloadFirstScreen } from './router/preload-first-screen';
import { wireHttpLayer } from './store/http-wiring';
import { scheduleStaleKeyCleanup } from './utils/storage';
import './styles/global.css';

wireHttpLayer();
scheduleStaleKeyCleanup();
// Signed-in pages: the layout's code, once the stored token says that is where we land.
preloadFirstScreen();

const container = document.getElementById('app');
if (!container) throw new Error('index.html must contain #app');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
