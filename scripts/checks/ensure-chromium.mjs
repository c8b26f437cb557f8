// Chromium alone, for what runs only the Chromium suite (scripts/checks/check-colour-change.mjs); the whole
// suite's step is ensure-browsers.mjs, which this uses.
import { browsers, main } from './ensure-browsers.mjs';

main(browsers.filter(({ name }) => name === 'Chromium'));
