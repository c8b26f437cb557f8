import { describe, expect, it } from 'vitest';
import { withoutFaketime } from '../../e2e/calendar-shift.mjs';

describe('a browser kept off libfaketime (which hangs Firefox and Chromium)', () => {
  it('loses libfaketime from LD_PRELOAD and the FAKETIME settings, and keeps everything else', () => {
    const moved = {
      PATH: '/usr/bin',
      LD_PRELOAD: '/usr/lib/x86_64-linux-gnu/faketime/libfaketimeMT.so.1 /opt/other.so',
      FAKETIME: '+365d',
      FAKETIME_DONT_FAKE_MONOTONIC: '1',
      TZ: 'Africa/Accra',
    };
    expect(withoutFaketime(moved)).toEqual({ PATH: '/usr/bin', LD_PRELOAD: '/opt/other.so', TZ: 'Africa/Accra' });
    expect(withoutFaketime({ PATH: '/usr/bin', LD_PRELOAD: '/usr/lib/faketime/libfaketime.so.1' })).toEqual({ PATH: '/usr/bin' });
    expect(withoutFaketime({ PATH: '/usr/bin' })).toEqual({ PATH: '/usr/bin' });
  });
});
