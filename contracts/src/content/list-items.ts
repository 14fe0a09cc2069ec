import type { ListItem } from "./model";
import { parseList } from "./validate";

// FNV-1a, 32 bits: enough to tell apart the items of one list.
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

/** The id of an item stored without one: derived from its content and place, so the server and the browser agree. */
export function legacyItemId(item: ListItem, index: number): string {
  return `i${index}-${hash(JSON.stringify(item))}`;
}

/** The items with an id each: a stored one kept, a missing or repeated one derived (legacyItemId). */
export function withItemIds(items: ListItem[]): ListItem[] {
  const seen = new Set<string>();
  return items.map((item, i) => {
    const id = item.id && !seen.has(item.id) ? item.id : legacyItemId(item, i);
    seen.add(id);
    return { ...item, id };
  });
}

/** A stored list field's items, each with a stable id (React's key); a malformed list reads as empty. */
export function readList(text: string | undefined): ListItem[] {
  return withItemIds(parseList(text) ?? []);
}
