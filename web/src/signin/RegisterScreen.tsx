import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { Component as RegisterRoute } from '../features/invitations/RegisterRoute';
import { environment } from '../shared/relay/environment';

/** /register in the sign-in entry: its query needs Relay, which comes with this screen (and its query module) only. */
export function Component() {
  return (
    <RelayEnvironmentProvider environment={environment}>
      <RegisterRoute />
    </RelayEnvironmentProvider>
  );
}
