import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The names of a module's exports that are components. */
type ComponentExports<M> = { [K in keyof M]: M[K] extends ComponentType<never> ? K : never }[keyof M];

/**
 * React.lazy for the components of one module that several places show (a chart per card): `lazyExports(() =>
 * import('./Charts'))('PieChart')`. The module is asked for once; and once it is here, the next of its components
 * renders at once: React.lazy takes a thenable that resolves as it is read, where a new `import()` would suspend each
 * component for a turn of the event loop, show its fallback, and leave React to hold the reveal back (300 ms).
 */
export function lazyExports<M>(load: () => Promise<M>) {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A failed download is tried again by the next component that asks.
        loading = undefined;
        throw error;
      },
    ));
  return function lazyExport<N extends ComponentExports<M>>(name: N) {
    type Component = M[N] extends ComponentType<infer Props> ? ComponentType<Props> : never;
    return lazy((): Promise<{ default: Component }> => {
      if (loaded) {
        const component = loaded[name] as Component;
        // Resolved as React reads it: React.lazy looks for that right after calling `then`.
        return { then: (resolve: (value: { default: Component }) => void) => resolve({ default: component }) } as Promise<{
          default: Component;
        }>;
      }
      return loadOnce().then((module) => ({ default: module[name] as Component }));
    }) as LazyExoticComponent<Component>;
  };
}
