import type { NodeRegistry } from '../platform/relay/node.ts';
import { addressFromKey } from './identity.ts';
import { lookUpProperty } from './queries.ts';

export const propertyNodes: NodeRegistry = {
  /** Looks the address up again (one billed call): a property's data lives in the service, not here. */
  Property: async (key, context) => {
    const address = addressFromKey(key);
    return address ? lookUpProperty(address, context) : null;
  },
};
