// node bench/cpuprofile-summary.mjs <file.cpuprofile> [rows=40] [filter] — a V8 CPU profile (node --cpu-prof)
// summarised: self time and total time (each function counted once per stack) by function, and self time
// by file or package. `filter`: only the stacks passing through a function or file whose name contains it.
import { readFileSync } from 'node:fs';

const [file, rowsArg = '40', filter = ''] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/cpuprofile-summary.mjs <file.cpuprofile> [rows] [filter]');
  process.exit(2);
}
const rows = Number(rowsArg);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const where = (n) => {
  const url = n.callFrame.url.replace(/^file:\/\//, '');
  const short = url.replace(/.*\/node_modules\//, 'nm:').replace(/.*\/\.next\//, '.next/');
  return { url: short, key: `${n.callFrame.functionName || '(anonymous)'} ${short}:${n.callFrame.lineNumber + 1}:${n.callFrame.columnNumber + 1}` };
};
const fileOf = (url) => {
  if (!url) return '(native/vm)';
  const m = url.match(/^nm:((?:@[^/]+\/)?[^/]+)/);
  return m ? `nm:${m[1]}` : url.replace(/\.next\/server\/chunks\/.*/, '.next/server/chunks/*');
};

// Time of each sample: the delta to the next one.
const sampleTime = new Map();
const deltas = profile.timeDeltas;
for (let i = 0; i < profile.samples.length; i++) {
  const t = (deltas[i + 1] ?? 0) / 1000;
  sampleTime.set(profile.samples[i], (sampleTime.get(profile.samples[i]) ?? 0) + t);
}

const self = new Map();
const total = new Map();
const byFile = new Map();
let all = 0;
let idle = 0;
for (const [id, ms] of sampleTime) {
  const n = nodes.get(id);
  const name = n.callFrame.functionName;
  if (name === '(idle)' || name === '(program)' || name === '(garbage collector)') {
    if (name === '(idle)') idle += ms;
    else {
      self.set(name, (self.get(name) ?? 0) + ms);
      all += ms;
    }
    continue;
  }
  const stack = [];
  for (let at = id; at !== undefined; at = parent.get(at)) stack.push(nodes.get(at));
  if (filter && !stack.some((s) => where(s).key.includes(filter))) continue;
  all += ms;
  const w = where(n);
  self.set(w.key, (self.get(w.key) ?? 0) + ms);
  byFile.set(fileOf(w.url), (byFile.get(fileOf(w.url)) ?? 0) + ms);
  for (const key of new Set(stack.map((s) => where(s).key))) total.set(key, (total.get(key) ?? 0) + ms);
}

const table = (title, map) => {
  console.log(`\n${title}`);
  for (const [k, v] of [...map].sort((a, b) => b[1] - a[1]).slice(0, rows)) console.log(`${v.toFixed(0).padStart(8)} ms ${((v / all) * 100).toFixed(1).padStart(5)}%  ${k}`);
};
console.log(`busy ${all.toFixed(0)} ms, idle ${idle.toFixed(0)} ms${filter ? ` (stacks through "${filter}")` : ''}`);
table('self time by function', self);
table('total time by function', total);
table('self time by file', byFile);
