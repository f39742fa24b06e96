// Développement : serveur relancé à chaque modification (tsx, sources du domaine lues directement)
// et application web servie par Vite sur http://localhost:5173 (les appels /api sont relayés au serveur).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const racine = fileURLToPath(new URL('..', import.meta.url));
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const processus = [
  spawn(npx, ['tsx', 'watch', '--conditions=source', 'apps/server/src/main.ts'], {
    cwd: racine,
    stdio: 'inherit',
  }),
  spawn(npm, ['run', 'dev', '-w', '@registre/web'], { cwd: racine, stdio: 'inherit' }),
];
const arreter = (signal) => {
  for (const p of processus) p.kill(signal);
};
process.on('SIGINT', () => arreter('SIGINT'));
process.on('SIGTERM', () => arreter('SIGTERM'));
for (const p of processus) p.on('exit', (code) => code && code !== 0 && arreter('SIGTERM'));
