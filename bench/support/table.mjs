// The figures table of `npm run bench` (README 'Reading the table'), also printed by a benchmark run alone: one row
// per figure, `group | figure | value | floor (what it is) | ratio | target | met?`.

const digits = (unit) => (/^(ms|KB gz|%)$/.test(unit) ? 1 : 0);
const num = (x, unit) =>
  x.toLocaleString('en-US', { minimumFractionDigits: digits(unit), maximumFractionDigits: digits(unit) });

/** rows: { group, figure, value, unit, floor?, floorLabel?, ratio?, target?, ok? }; notes: lines printed after. */
export function printTable(rows, notes, title) {
  const cells = rows.map((r) => [
    r.group,
    r.figure,
    r.value == null ? '—' : `${num(r.value, r.unit)} ${r.unit}`,
    r.floor == null ? r.floorLabel || '—' : `${num(r.floor, r.unit)} ${r.unit} (${r.floorLabel})`,
    r.ratio == null ? '—' : r.ratio.toFixed(2),
    r.target ?? '—',
    r.ok == null ? '—' : r.ok ? 'yes' : 'NO',
  ]);
  const head = ['group', 'figure', 'value', 'floor (what it is)', 'ratio', 'target', 'met?'];
  const width = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const right = new Set([2, 4]);
  const line = (c) => c.map((x, i) => (right.has(i) ? x.padStart(width[i]) : x.padEnd(width[i]))).join(' | ');
  console.log('');
  console.log(title);
  console.log(line(head));
  console.log(width.map((w) => '-'.repeat(w)).join('-|-'));
  for (const c of cells) console.log(line(c).trimEnd());
  for (const n of notes) console.log(`note: ${n}`);
  const missed = rows.filter((r) => r.ok === false).length;
  const judged = rows.filter((r) => r.ok != null).length;
  console.log(`${judged - missed} of ${judged} targets met${missed ? `, ${missed} missed` : ''}.`);
}
