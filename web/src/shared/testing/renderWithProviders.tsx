import { ChakraProvider } from '@chakra-ui/react';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { Environment, Network, Observable, RecordSource, Store } from 'relay-runtime';
import { appSystem } from '../../app/theme';

/** A Relay environment whose requests never answer: component tests check what happens before the server is asked. */
export function silentEnvironment(): Environment {
  return new Environment({ network: Network.create(() => Observable.create(() => undefined)), store: new Store(new RecordSource()) });
}

/**
 * Renders a component as the app does (Chakra's theme, a Relay environment) for a component test in
 * happy-dom (`// @vitest-environment happy-dom` at the top of the test file).
 */
export function renderWithProviders(ui: ReactElement, environment: Environment = silentEnvironment()): RenderResult {
  return render(
    <ChakraProvider value={appSystem()}>
      <RelayEnvironmentProvider environment={environment}>{ui}</RelayEnvironmentProvider>
    </ChakraProvider>,
  );
}
