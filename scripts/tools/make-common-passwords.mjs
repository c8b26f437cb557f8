// Writes server/domain/common-passwords.txt: the 10,000 most common passwords of zxcvbn-ts's list
// (@zxcvbn-ts/language-common, MIT, ranked most common first), lower-cased, one a line. Run again
// only to refresh the list: the server reads the file, never the package (no network, no dependency).
import { writeFileSync } from 'node:fs';
import { dictionary } from '@zxcvbn-ts/language-common';

const ranked = [...new Set(dictionary['passwords-common'].map((word) => String(word).toLowerCase()))].slice(0, 10_000);
writeFileSync(new URL('../../server/domain/common-passwords.txt', import.meta.url), `${ranked.join('\n')}\n`);
console.log(`${ranked.length} passwords written.`);
