// Benchmark: review distribution (min-cost flow) of 5,000 entries over 300 experts with k = 3. Checks every
// assignment against the conflict rule, the caps and k, and reports wall time, CPU time, phases and the load
// spread. Prints a Markdown table; paste it into docs/benchmarks.md under "Review distribution".
//
//   npx tsx bench/distribution.ts          Env: BENCH_ENTRIES (5000), BENCH_EXPERTS (300), BENCH_K (3), BENCH_RUNS (3)
//   BENCH_GROUPS (0): with n > 0, the experts form n expert groups and each work goes to one of them (assign-groups.ts).
import { cpus } from 'node:os';
import { distribute } from '../apps/server/src/modules/review/distribution/assign.ts';
import { distributeInGroups } from '../apps/server/src/modules/review/distribution/assign-groups.ts';
import { conflictOf } from '../apps/server/src/modules/review/distribution/conflicts.ts';
import { randomInputs } from '../apps/server/src/modules/review/distribution/test-inputs.ts';

const entryCount = Number(process.env.BENCH_ENTRIES ?? 5000);
const expertCount = Number(process.env.BENCH_EXPERTS ?? 300);
const k = Number(process.env.BENCH_K ?? 3);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const groupCount = Number(process.env.BENCH_GROUPS ?? 0);
// Caps leave room for an even spread (k·entries / experts, rounded up, plus headroom).
const cap = Math.ceil((k * entryCount) / expertCount) + 10;

const rows: string[] = [];
for (let run = 1; run <= runs; run++) {
  const { entries, experts } = randomInputs(run, {
    entries: entryCount,
    experts: expertCount,
    schools: 60,
    fields: 8,
    cap,
  });
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const groups = Array.from({ length: groupCount }, (_, g) => ({
    id: `g${g}`,
    expertIds: experts.filter((_, i) => i % groupCount === g).map((e) => e.id),
  }));
  const grouped = groupCount > 0 ? distributeInGroups(entries, experts, groups, k) : null;
  const result = grouped ?? distribute(entries, experts, k);
  const wall = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  // Grouped: every work's experts must all sit in the work's group.
  const outsideGroup = grouped
    ? grouped.assignments.filter(
        (a) =>
          !groups.find((g) => g.id === grouped.entryGroups.get(a.entryId))!.expertIds.includes(a.expertId),
      ).length
    : 0;
  if (outsideGroup > 0) throw new Error(`${outsideGroup} assignments outside their work's group`);
  const entryById = new Map(entries.map((e) => [e.id, e]));
  const expertById = new Map(experts.map((e) => [e.id, e]));
  let conflicts = 0;
  const load = new Map<string, number>();
  for (const a of result.assignments) {
    if (conflictOf(entryById.get(a.entryId)!, expertById.get(a.expertId)!) !== null) conflicts += 1;
    load.set(a.expertId, (load.get(a.expertId) ?? 0) + 1);
  }
  const loads = experts.map((e) => load.get(e.id) ?? 0);
  const overCap = loads.filter((l) => l > cap).length;
  const fieldMatch = result.assignments.filter((a) => a.reason.fieldMatch).length / result.assignments.length;
  rows.push(
    `| ${run} | ${entryCount} × ${expertCount}, k = ${k} | ${(wall / 1000).toFixed(2)} s | ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s | ${result.assignments.length} | ${result.shortfall.length} | ${conflicts} | ${overCap} | ${Math.max(...loads) - Math.min(...loads)} | ${(fieldMatch * 100).toFixed(1)} % |`,
  );
}
console.log(
  `CPU: ${cpus()[0]?.model ?? 'unknown'} × ${cpus().length}, Node ${process.version}${groupCount ? `, ${groupCount} expert groups` : ''}\n`,
);
console.log(
  '| run | size | wall | CPU | assignments | short entries | conflicts | over cap | load spread | field match |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
console.log(rows.join('\n'));
