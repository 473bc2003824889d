/** The listeners to one source of change, subscribed the way `useSyncExternalStore` subscribes them. */
export function listeners() {
  const subscribed = new Set<() => void>();
  return {
    subscribe: (listener: () => void) => {
      subscribed.add(listener);
      return () => void subscribed.delete(listener);
    },
    notify: () => {
      for (const listener of subscribed) listener();
    },
  };
}
