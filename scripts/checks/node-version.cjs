// Runs before `npm install` / `npm ci` (package.json "preinstall"): an older Node stops here with one
// sentence instead of failing later in a build or a test. Plain CommonJS and old syntax on purpose, so
// that any Node can read it. `.npmrc`'s engine-strict holds the packages to the same rule.
'use strict';
var wanted = require('../../package.json').engines.node.replace(/^>=\s*/, '');
var actual = process.argv[2] || process.versions.node;

function parts(version) {
  return version.replace(/^v/, '').split('.').map(Number);
}

function atLeast(have, need) {
  for (var index = 0; index < 3; index++) {
    if ((have[index] || 0) !== (need[index] || 0)) return (have[index] || 0) > (need[index] || 0);
  }
  return true;
}

if (!atLeast(parts(actual), parts(wanted))) {
  process.stderr.write(
    'This site needs Node.js ' +
      wanted +
      ' or newer, and this is Node.js ' +
      actual +
      ': install a newer Node.js (https://nodejs.org) and run the command again.\n',
  );
  process.exit(1);
}
