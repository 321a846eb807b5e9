import { Dialog, Drawer } from '@chakra-ui/react';
import { m } from 'framer-motion';

const EASE_OUT = [0.16, 1, 0.3, 1] as const;

/**
 * Dialog.Content whose opening is animated by framer-motion (fade and rise) instead of Chakra's CSS
 * keyframes; closing is immediate. Still when animations are off (shared/motion/MotionProvider).
 */
export function MotionDialogContent({ children, ...props }: Dialog.ContentProps) {
  return (
    <Dialog.Content {...props} asChild _open={{ animation: 'none' }} _closed={{ animation: 'none' }}>
      <m.div
        initial={{ opacity: 0, y: 16, scale: 0.98 }}
        animate={{ opacity: 1, y: 0, scale: 1 }}
        transition={{ duration: 0.22, ease: EASE_OUT }}
      >
        {children}
      </m.div>
    </Dialog.Content>
  );
}

/** Drawer.Content that slides in from its side with framer-motion. */
export function MotionDrawerContent({ children, from = 'end', ...props }: Drawer.ContentProps & { from?: 'start' | 'end' }) {
  return (
    <Drawer.Content {...props} asChild _open={{ animation: 'none' }} _closed={{ animation: 'none' }}>
      <m.div
        initial={{ opacity: 0, x: from === 'end' ? 48 : -48 }}
        animate={{ opacity: 1, x: 0 }}
        transition={{ duration: 0.25, ease: EASE_OUT }}
      >
        {children}
      </m.div>
    </Drawer.Content>
  );
}
