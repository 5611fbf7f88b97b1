import { PGlite } from '@electric-sql/pglite';
const cpu = () => { const c = process.cpuUsage(); return (c.user + c.system) / 1000; };
let c = cpu(), t = Date.now();
const a = new PGlite(); await a.query('create table x(a int)');
console.log('fresh', Date.now() - t, 'ms cpu', cpu() - c);
c = cpu(); t = Date.now();
const blob = await a.dumpDataDir('none');
console.log('dump', Date.now() - t, 'ms', blob.size, 'bytes cpu', cpu() - c);
for (let i = 0; i < 2; i++) {
c = cpu(); t = Date.now();
const b = new PGlite({ loadDataDir: blob }); await b.query('select * from x');
console.log('load', Date.now() - t, 'ms cpu', cpu() - c);
}
