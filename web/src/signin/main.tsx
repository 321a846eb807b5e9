// The sign-in entry (signin.html: index.html with this script, made by web/vite.config.ts; the gateway sends it for /login and /register): the two pages a
// signed-out visitor reaches first, without the app's Relay store, route table and signed-in shell
// (issue 26: a first load under 100 KiB there). Anyone else gets the app, loaded from here.
// Chakra's global styles, made at build time (web/vite/chakraGlobalCss.ts).
import 'virtual:chakra-global.css';
import { createRoot } from 'react-dom/client';
import { restoreAppearance } from '../shared/appearance/appearance';
import { getEmail } from '../shared/auth/tokenStorage';
import { mountSignIn, openApp } from './SignInApp';
import { signInEntryServes } from './signInPaths';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

restoreAppearance(getEmail());

const root = createRoot(container);
if (signInEntryServes(window.location.pathname)) mountSignIn(root);
else void openApp(root);
