// Chakra's global styles, made at build time (web/vite/chakraGlobalCss.ts).
import 'virtual:chakra-global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { restoreAppearance } from './shared/appearance/appearance';
import { getEmail } from './shared/auth/tokenStorage';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The signed-in user's last look (UI settings) before the first paint.
restoreAppearance(getEmail());

// In slices, as shared/shell/renderTimeSliced.ts renders (issue 26: in one go, the first render was the load's longest
// task on a phone). React Router's provider subscribes after that render commits; an update of the router made
// meanwhile is kept for it, the provider being the router's only subscriber (shared/shell/catchUpRouter.test.tsx). Not
// through that module: imported here, it would pull code shared with the sign-in entry into a chunk of its own.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
