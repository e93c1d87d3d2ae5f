import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { company } from '@/config/company';
import { applyTheme } from '@/config/theme';
import './index.css';

applyTheme(company.theme);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The service worker (offline start, install, push) is registered once the page has loaded, from
// a download of its own: the first screen is usable without waiting for it.
if (import.meta.env.PROD) {
  window.addEventListener('load', () => {
    void import('./app/pwa/register-service-worker').then((m) => m.registerServiceWorker());
  });
}
