/**
 * Rewrites the upstream register table in ARCHITECTURE.md from
 * src/plugins/upstream-register/register.ts (`npm run docs:register`).
 */
import {readFileSync, writeFileSync} from 'node:fs';
import {upstreamRegister} from '../src/plugins/upstream-register/register';
import {withRegisterTable} from './lib/registerTable';

const file = 'ARCHITECTURE.md';
const before = readFileSync(file, 'utf8');
const after = withRegisterTable(before, upstreamRegister);
writeFileSync(file, after);
console.log(
  before === after
    ? `${file}: the register table was up to date.`
    : `${file}: register table rewritten (${upstreamRegister.length} entries).`,
);
