export function moveItem<T>(items: readonly T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved as T);
  return next;
}

export interface Debounced<A extends unknown[]> {
  schedule: (...args: A) => void;
  flush: () => void;
  cancel: () => void;
  pending: () => boolean;
}

export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last: A | undefined;
  const run = () => {
    timer = undefined;
    const args = last;
    last = undefined;
    if (args) fn(...args);
  };
  return {
    schedule: (...args) => {
      last = args;
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(run, ms);
    },
    flush: () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      run();
    },
    cancel: () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      last = undefined;
    },
    pending: () => timer !== undefined,
  };
}

export const REORDER_SAVE_DELAY_MS = 2000;
