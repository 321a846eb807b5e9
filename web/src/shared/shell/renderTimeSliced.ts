import { startTransition, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';

/**
 * Renders a page's whole tree in `root` as a transition. React renders an ordinary update in one go, a task of
 * 100+ ms on a mid-range phone for a page with the header's menus and a form; a transition is rendered in slices
 * of a few milliseconds with the browser free in between (issue 26: total blocking time). What is committed, and
 * so what the user sees, is the same tree. Under React Router, the provider subscribes only after the first commit:
 * an update of the router made in between reaches it only when nothing else subscribed to the router first — else
 * pass the router through ./catchUpRouter.ts (docs/architecture.md, the web layer).
 */
export function renderTimeSliced(root: Root, tree: ReactNode): void {
  startTransition(() => {
    root.render(tree);
  });
}
