import { describe, expect, it } from 'vitest';
import { versionMismatch } from './ensure-chromium.mjs';

describe('versionMismatch', () => {
  it('accepts another patch or build of the same major version', () => {
    expect(versionMismatch('156.0.8078.79', '156.0.8078.93')).toBeNull();
    expect(versionMismatch('156.0.8078.79', '156.1.8100.2')).toBeNull();
  });

  it('refuses another major version with one sentence', () => {
    const message = versionMismatch('156.0.8078.79', '157.0.8100.12');
    expect(message).toMatch(
      /^The screenshot baselines were made with Chromium 156\.0\.8078\.79 but this is Chromium 157\.0\.8100\.12: .+\.$/,
    );
    expect(message?.split('. ')).toHaveLength(1);
  });
});
