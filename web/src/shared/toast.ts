// One toaster for the whole app (spec §8: success 2 s, error 4 s, at most 20 toasts).
import { createToaster } from '@chakra-ui/react';

export const TOAST_DURATION_MS = { success: 2000, error: 4000, warning: 4000, info: 3000 } as const;
export const MAX_TOASTS = 20;

// Bottom centre: at the top they covered the bell and the Account button. The bottom-right corner holds
// the floating buttons: on phones the toasts end before them (--toast-offset-end, app/theme.ts).
export const toaster = createToaster({
  placement: 'bottom',
  max: MAX_TOASTS,
  pauseOnPageIdle: true,
  offsets: { top: '1rem', bottom: '1rem', left: '1rem', right: 'var(--toast-offset-end, 1rem)' },
});

function show(type: keyof typeof TOAST_DURATION_MS, title: string, description?: string): string {
  return toaster.create({ type, title, description, duration: TOAST_DURATION_MS[type], closable: true });
}

/** `notify.success('Comment added!')`, `notify.error('Failed to add comment')`. */
export const notify = {
  success: (title: string, description?: string) => show('success', title, description),
  error: (title: string, description?: string) => show('error', title, description),
  warning: (title: string, description?: string) => show('warning', title, description),
  info: (title: string, description?: string) => show('info', title, description),
};
