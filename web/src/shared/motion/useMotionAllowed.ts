import { useReducedMotion } from 'framer-motion';
import { useAnimationsEnabled } from './animationsSetting';

/** Whether things may move: the user's UI settings allow animations and the system does not ask for reduced motion. */
export function useMotionAllowed(): boolean {
  const animations = useAnimationsEnabled();
  const systemReduced = useReducedMotion() ?? false;
  return animations && !systemReduced;
}
