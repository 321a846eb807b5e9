import type { NodeRegistry } from '../platform/relay/node.ts';

export const settingsNodes: NodeRegistry = {
  /** Only your own settings are fetchable. */
  UiSettings: async (id, context) =>
    context.viewer && Number(id) === context.viewer.userId ? context.loaders.viewerUiSettings.load() : null,
};
