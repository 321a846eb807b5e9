// `graphql` for modules that must not load Relay (the sign-in entry, web/src/signin): babel-plugin-relay
// replaces every graphql`…` tag by its compiled artifact whatever the tag's import, so this function only
// gives the tag its type. Reaching it at run time means the Relay Babel plugin did not run.
import type { ConcreteRequest } from 'relay-runtime';

export function graphql(_document: TemplateStringsArray): ConcreteRequest {
  throw new Error('graphql`…` was not compiled: is babel-plugin-relay in the build (web/vite.config.ts)?');
}
