import { describe, expect, it } from 'vitest';
import { launch, maxSpeedPxPerFrame, randomSpeed, step } from './floating-motion';

const box = { width: 300, height: 200 };
const size = { width: 100, height: 40 };

describe('floating words motion', () => {
  it('draws speeds up to 0.8 px per frame in either direction', () => {
    expect(maxSpeedPxPerFrame).toBe(0.8);
    expect(randomSpeed(() => 0)).toBeCloseTo(-0.8);
    expect(randomSpeed(() => 0.999999)).toBeCloseTo(0.8);
    expect(randomSpeed(() => 0.5)).toBe(0);
    for (let i = 0; i < 200; i += 1) expect(Math.abs(randomSpeed(Math.random))).toBeLessThanOrEqual(0.8);
  });

  it('sets off from where it was painted, at a random speed', () => {
    const body = launch(() => 0.999, { x: 120, y: 30, ...size });
    expect(body).toMatchObject({ x: 120, y: 30, ...size });
    expect(body.vx).toBeCloseTo(0.8);
    expect(launch(() => 0.25, { x: 0, y: 0, ...size }).vy).toBeCloseTo(-0.4);
  });

  it('moves by its velocity each frame', () => {
    const next = step({ x: 50, y: 50, vx: 0.5, vy: -0.3, ...size }, box);
    expect(next.x).toBeCloseTo(50.5);
    expect(next.y).toBeCloseTo(49.7);
  });

  it('bounces off the right and bottom edges', () => {
    const next = step({ x: 199.6, y: 159.7, vx: 0.8, vy: 0.6, ...size }, box);
    expect(next.x).toBe(200);
    expect(next.vx).toBe(-0.8);
    expect(next.y).toBe(160);
    expect(next.vy).toBe(-0.6);
  });

  it('bounces off the left and top edges', () => {
    const next = step({ x: 0.2, y: 0.1, vx: -0.8, vy: -0.4, ...size }, box);
    expect(next).toMatchObject({ x: 0, y: 0, vx: 0.8, vy: 0.4 });
  });

  it('never leaves the box over many frames', () => {
    let body = launch(Math.random, { x: 40, y: 70, ...size });
    for (let i = 0; i < 5000; i += 1) {
      body = step(body, box);
      expect(body.x).toBeGreaterThanOrEqual(0);
      expect(body.x).toBeLessThanOrEqual(200);
      expect(body.y).toBeGreaterThanOrEqual(0);
      expect(body.y).toBeLessThanOrEqual(160);
    }
  });
});
