export function rowsOfThree<T>(list: T[]): (T | null)[][] {
  const rows: (T | null)[][] = [];
  for (let i = 0; i < list.length; i += 3) {
    const row: (T | null)[] = list.slice(i, i + 3);
    while (row.length < 3) row.push(null);
    rows.push(row);
  }
  return rows;
}
