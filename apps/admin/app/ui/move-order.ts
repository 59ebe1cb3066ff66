// Moving one entry of an ordered list a place up or down: the whole new order is what the API takes.

/** Up the list (towards the first place) or down it. */
export type MoveStep = -1 | 1;

/**
 * The whole list's ids with `id` swapped with its neighbour, and the place it lands on (0-based);
 * undefined when it is not listed or already first (moving up) or last (moving down).
 */
export function movedOrder(ids: readonly number[], id: number, step: MoveStep) {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return undefined;
  const moved = [...ids];
  moved[from] = ids[to]!;
  moved[to] = id;
  return { ids: moved, position: to };
}
