/** The fastest a floating word moves along each axis, in px per animation frame (spec: up to 0.8). */
export const maxSpeedPxPerFrame = 0.8;

export type Body = { x: number; y: number; vx: number; vy: number; width: number; height: number };

/** A random velocity component in [-max, max], from a [0, 1) random number. */
export function randomSpeed(random: () => number, max = maxSpeedPxPerFrame): number {
  return (random() * 2 - 1) * max;
}

/**
 * A body that sets off from where it is (the place the page painted it), at random speeds up to the
 * maximum: nothing jumps when the motion starts.
 */
export function launch(random: () => number, place: { x: number; y: number; width: number; height: number }): Body {
  return { ...place, vx: randomSpeed(random), vy: randomSpeed(random) };
}

/** One frame: move by the velocity; on reaching an edge, stay inside and reverse that component. */
export function step(body: Body, box: { width: number; height: number }): Body {
  const next = { ...body, x: body.x + body.vx, y: body.y + body.vy };
  const maxX = Math.max(0, box.width - body.width);
  const maxY = Math.max(0, box.height - body.height);
  if (next.x <= 0 || next.x >= maxX) {
    next.x = Math.min(maxX, Math.max(0, next.x));
    next.vx = next.x <= 0 ? Math.abs(body.vx) : -Math.abs(body.vx);
  }
  if (next.y <= 0 || next.y >= maxY) {
    next.y = Math.min(maxY, Math.max(0, next.y));
    next.vy = next.y <= 0 ? Math.abs(body.vy) : -Math.abs(body.vy);
  }
  return next;
}
