import { startTimes } from '/work/main/bench/processes.ts';
const r = await startTimes(Number(process.env.RUNS ?? 1));
console.log(JSON.stringify(r, null, 1));
