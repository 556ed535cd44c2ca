/** Work counters that throw on their `at`-th write: a search cut short by an exception at that point. */
export function cutShortAt<T extends object>(counters: T, at: number): T {
  let writes = 0;
  return new Proxy(counters, {
    set(target, name, value) {
      if (++writes === at) throw new Error('cut short');
      return Reflect.set(target, name, value);
    },
  });
}
