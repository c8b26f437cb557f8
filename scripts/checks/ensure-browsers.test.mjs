import { describe, expect, it } from 'vitest';
import { browsers, missingSentence, versionMismatch } from './ensure-browsers.mjs';

const webkit = browsers.find(({ name }) => name === 'WebKitGTK');
const firefox = browsers.find(({ name }) => name === 'Firefox');

describe('versionMismatch', () => {
  it('accepts another patch or build of the same major version', () => {
    expect(versionMismatch('156.0.8078.79', '156.0.8078.93')).toBeNull();
    expect(versionMismatch('156.0.8078.79', '156.1.8100.2')).toBeNull();
    expect(versionMismatch('153.7.0', '153.9.1', firefox)).toBeNull();
  });

  it('refuses another major version with one sentence', () => {
    const message = versionMismatch('156.0.8078.79', '157.0.8100.12');
    expect(message).toMatch(
      /^The screenshot baselines were made with Chromium 156\.0\.8078\.79 but this is Chromium 157\.0\.8100\.12: .+\.$/,
    );
    expect(message?.split('. ')).toHaveLength(1);
    expect(versionMismatch('153.7.0', '160.1.0', firefox)).toMatch(
      /^The screenshot baselines were made with Firefox 153\.7\.0 but this is Firefox 160\.1\.0: /,
    );
  });

  it("takes WebKitGTK's stable series (2.50, 2.52) as its major versions", () => {
    expect(versionMismatch('2.50.6', '2.50.9', webkit)).toBeNull();
    const message = versionMismatch('2.50.6', '2.52.1', webkit);
    expect(message).toMatch(/^The screenshot baselines were made with WebKitGTK 2\.50\.6 but this is WebKitGTK 2\.52\.1: .+\.$/);
    expect(message?.split('. ')).toHaveLength(1);
  });
});

describe('missingSentence', () => {
  it('names the missing browsers, their Debian packages and the variables that may point at a browser elsewhere, in one sentence', () => {
    const sentence = missingSentence([firefox, webkit]);
    expect(sentence).toBe(
      "Firefox and WebKitGTK are not installed: install Debian's firefox-esr, webkit2gtk-driver and xvfb packages as root (apt-get install firefox-esr webkit2gtk-driver xvfb) or point FIREFOX_PATH at it.",
    );
    expect(sentence.split('. ')).toHaveLength(1);
    expect(missingSentence([webkit])).toBe(
      "WebKitGTK is not installed: install Debian's webkit2gtk-driver and xvfb packages as root (apt-get install webkit2gtk-driver xvfb).",
    );
  });
});

describe('the full Chromium of the timings (issue 41)', () => {
  const full = browsers.find(({ packages }) => packages.includes('chromium'));

  it("is installed from Debian's chromium package, beside the headless shell of the baselines, and has no baselines", () => {
    expect(full).toBeDefined();
    expect(browsers.find(({ name }) => name === 'Chromium')?.packages).toEqual(['chromium-headless-shell']);
    expect(full.versionFile).toBeUndefined();
    expect(missingSentence([full])).toBe(
      "Chromium (the full browser, for timings) is not installed: install Debian's chromium package as root (apt-get install chromium) or point CHROME_PATH at it.",
    );
  });
});
