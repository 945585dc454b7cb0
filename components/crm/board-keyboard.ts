import { KeyboardCode, type KeyboardCoordinateGetter } from "@dnd-kit/core";

/**
 * Keyboard moves for the board: Left and Right jump a picked-up card to the centre of the
 * neighbouring column (dnd-kit's default moves 25 px a press, which would take dozens of
 * presses to cross a column). Space or Enter picks up and drops, Escape cancels.
 */
export const columnJump: KeyboardCoordinateGetter = (event, { context: { droppableRects, droppableContainers, collisionRect } }) => {
  if (!collisionRect || (event.code !== KeyboardCode.Right && event.code !== KeyboardCode.Left)) return undefined;
  event.preventDefault();
  const centre = collisionRect.left + collisionRect.width / 2;
  const columns = droppableContainers
    .getEnabled()
    .map((c) => droppableRects.get(c.id))
    .filter((r): r is NonNullable<typeof r> => !!r)
    .sort((a, b) => a.left - b.left);
  const next = event.code === KeyboardCode.Right ? columns.find((r) => r.left > centre) : [...columns].reverse().find((r) => r.left + r.width < centre);
  if (!next) return undefined;
  return { x: next.left + next.width / 2 - collisionRect.width / 2, y: next.top + 8 };
};
