import { LazyMotion, MotionConfig } from 'framer-motion';
import { useEffect, type ReactNode } from 'react';
import { useAnimationsEnabled } from './animationsSetting';
import { useMotionAllowed } from './useMotionAllowed';

// framer-motion's animation code arrives in its own chunk after the first paint (`m.*` components
// render without animating until then), so motion costs the first load almost nothing.
const loadFeatures = () => import('./motionFeatures').then((module) => module.default);

/**
 * Motion for the whole app, off when the user's UI settings turn animations off or the system asks for
 * reduced motion. The `data-motion` attribute lets the CSS transitions (Chakra's) follow the setting too.
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  const animations = useAnimationsEnabled();
  const motionAllowed = useMotionAllowed();
  useEffect(() => {
    if (animations) delete document.documentElement.dataset.motion;
    else document.documentElement.dataset.motion = 'off';
  }, [animations]);
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig skipAnimations={!motionAllowed} reducedMotion="user">
        {children}
      </MotionConfig>
    </LazyMotion>
  );
}
