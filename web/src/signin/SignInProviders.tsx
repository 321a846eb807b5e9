import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode, type ReactNode } from 'react';
import { MotionProvider } from '../shared/motion/MotionProvider';
import { AppToaster } from '../shared/ui/AppToaster';
import { signInSystem } from './signInTheme';

/** What the sign-in screens render inside: the sign-in system of Chakra, motion and the toasts (as the app's App). */
export function SignInProviders({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <ChakraProvider value={signInSystem()}>
        <MotionProvider>
          {children}
          <AppToaster />
        </MotionProvider>
      </ChakraProvider>
    </StrictMode>
  );
}
