/** Values with no identity but themselves, each with a React key: its value and which repeat of that value it is. */
export function keyedByValue<T>(items: readonly T[], value: (item: T) => string): { key: string; item: T }[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const v = value(item);
    const n = (seen.get(v) ?? 0) + 1;
    seen.set(v, n);
    return { key: `${n}:${v}`, item };
  });
}
