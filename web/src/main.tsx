import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { restoreAppearance } from './shared/appearance/appearance';
import { getEmail } from './shared/auth/tokenStorage';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The signed-in user's last look (UI settings) before the first paint.
restoreAppearance(getEmail());

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
