import { KeyboardCode, type KeyboardCoordinateGetter } from "@dnd-kit/core";

/**
 * Keyboard moves for the board: Left and Right jump a picked-up card to the centre of the
 * neighbouring column (dnd-kit's default moves 25 px a press, which would take dozens of
 * presses to cross a column). Space or Enter picks up and drops, Escape cancels.
 */
export const columnJump: KeyboardCoordinateGetter = (event, { context: { droppableRects, droppableContainers, collisionRect: measured, active } }) => {
  // The card's own rect: the collision rect once measured, else the one taken at the pick-up.
  const collisionRect = measured ?? active?.rect.current.translated ?? active?.rect.current.initial;
  if (!collisionRect || (event.code !== KeyboardCode.Right && event.code !== KeyboardCode.Left)) return undefined;
  event.preventDefault();
  const centre = collisionRect.left + collisionRect.width / 2;
  const columns = droppableContainers
    .getEnabled()
    // Right after the pick-up the board may not have measured its columns yet: an arrow pressed
    // that soon reads them from the page instead of being ignored.
    .map((c) => droppableRects.get(c.id) ?? c.rect.current ?? c.node.current?.getBoundingClientRect())
    .filter((r): r is NonNullable<typeof r> => !!r)
    .sort((a, b) => a.left - b.left);
  const next = event.code === KeyboardCode.Right ? columns.find((r) => r.left > centre) : [...columns].reverse().find((r) => r.left + r.width < centre);
  if (!next) return undefined;
  return { x: next.left + next.width / 2 - collisionRect.width / 2, y: next.top + 8 };
};
