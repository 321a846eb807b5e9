// Lets code outside React (the Relay network layer, logout) navigate through the router.
// The router registers itself at start-up; before that, a full page load is used.
export type NavigateFn = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: NavigateFn = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

export function registerNavigator(fn: NavigateFn): void {
  navigateImpl = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigateImpl(to, options);
}

export function currentPathname(): string {
  return typeof window === 'undefined' ? '/' : window.location.pathname;
}
